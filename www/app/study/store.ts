// The study kept across reloads: its PGN (as `writePgn` writes it) and the position shown, under a
// versioned key. A stored text that cannot be read is never thrown at the user: the study starts
// again from the game in play, and the unreadable text stays under its own key (nothing is lost).
import { parsePgn, writePgn } from '../../lib/pgn.js';
import type { PgnGame } from '../../lib/types.js';
import { hasPath, normalize } from './tree.ts';

export const STUDY_KEY = 'sittuyin.study.v1';
const UNREADABLE_KEY = 'sittuyin.study.unreadable';

export interface StoredStudy {
  game: PgnGame;
  path: string[];
}

/** The tree of a PGN text's first game, in the study's shape (throws the reader's SittuyinError). */
export function studyOfPgn(pgn: string): PgnGame {
  const [game] = parsePgn(pgn);
  if (!game) throw new RangeError('no game in this PGN');
  return normalize(game);
}

/** The stored study, or null (none, or unreadable: set aside). */
export function loadStudy(): StoredStudy | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STUDY_KEY);
    if (raw === null) return null;
    const o = JSON.parse(raw) as { pgn?: unknown; path?: unknown };
    if (typeof o.pgn !== 'string') throw new Error('no PGN');
    const game = studyOfPgn(o.pgn);
    const path = Array.isArray(o.path) && o.path.every((m) => typeof m === 'string') ? (o.path as string[]) : [];
    return { game, path: hasPath(game, path) ? path : [] };
  } catch {
    try {
      if (raw !== null) localStorage.setItem(UNREADABLE_KEY, raw);
    } catch { /* storage off or full: nothing more can be kept */ }
    return null;
  }
}

/** Keeps the study; false when the storage is off or full (the study goes on this visit). */
export function saveStudy(study: StoredStudy): boolean {
  try {
    localStorage.setItem(STUDY_KEY, JSON.stringify({ pgn: writePgn(study.game), path: study.path }));
    return true;
  } catch {
    return false;
  }
}
