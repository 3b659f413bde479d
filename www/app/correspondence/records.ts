// A correspondence game as this device keeps it: a record in the game library (IndexedDB,
// library/store.ts), so it is listed with every other game and continued from there. The record
// holds the latest signed link and what this side has not sent yet (its drops while placing, its
// placement and salt until revealed); the key pair is kept apart (keys.ts).
import { Game } from '../../lib/game.js';
import type { Color } from '../../lib/types.js';
import { getGame, putGames, toLibrary } from '../library/store.ts';
import { CORRESPONDENCE_RULES, type CorrState, type CorrespondenceRules } from './codec.ts';
import { playedGame } from './protocol.ts';

export interface CorrespondenceRecord {
  v: 1;
  /** The game id, URL-safe base64. */
  game: string;
  rules: CorrespondenceRules;
  inviter: Color;
  mine: Color;
  /** The latest signed link held here (none before the inviter's commitment). */
  link?: string;
  /** This side's drops so far, until its placement is complete. */
  placing: string[];
  /** This side's complete placement and its salt (URL-safe base64), kept until revealed. */
  secret?: { drops: string[]; salt: string };
}

export const recordId = (game: string): string => `corr-${game}`;

const isColor = (x: unknown): x is Color => x === 'white' || x === 'black';
const isList = (x: unknown): x is string[] => Array.isArray(x) && x.length <= 16 && x.every((s) => typeof s === 'string' && s.length <= 8);

/** A stored record read back, or null when it is not a sound one. */
export function readRecord(x: unknown): CorrespondenceRecord | null {
  if (!x || typeof x !== 'object') return null;
  const r = x as Record<string, unknown>;
  const secret = r.secret as Record<string, unknown> | undefined;
  const ok = r.v === 1 && typeof r.game === 'string' && (CORRESPONDENCE_RULES as readonly unknown[]).includes(r.rules)
    && isColor(r.inviter) && isColor(r.mine) && (r.link === undefined || typeof r.link === 'string') && isList(r.placing)
    && (secret === undefined || (isList(secret.drops) && typeof secret.salt === 'string'));
  return ok ? (x as CorrespondenceRecord) : null;
}

export async function loadRecord(game: string): Promise<CorrespondenceRecord | null> {
  return readRecord((await getGame(recordId(game)))?.correspondence);
}

/** Writes the record into the library with the game as it stands (`state`: null before any). */
export async function saveRecord(record: CorrespondenceRecord, state: CorrState | null, names: Record<Color, string>): Promise<void> {
  const played = state ? playedGame(state) : null;
  let startFen: string;
  let moves: string[] = [];
  try {
    moves = played?.history() ?? [];
    startFen = played?.startFen() ?? '';
  } finally {
    played?.free();
  }
  if (!startFen) {
    const g = new Game({ rules: record.rules });
    startFen = g.startFen();
    g.free();
  }
  const ending = state?.ending ?? null;
  const saved = { id: recordId(record.game), rules: record.rules, startFen, moves, orientation: record.mine, ending, opponent: 'none', level: 3, rev: 1, savedAt: Date.now() };
  const rec = toLibrary(saved, { white: names.white, black: names.black, correspondence: record });
  if (rec) await putGames([rec]);
}
