// Hidden placement for two players on one device (tournament deployment behind a curtain), as
// plain data and functions over the rules core (no DOM): each side places in a position of its
// own, where the other side's pieces are all still in hand, so nothing of the other side's
// placement shows; then both placements are revealed by playing them, through the Game API, in
// the order the preset places (alternating or sequential: whose turn the game says it is), and
// the rules core checks every drop. A drop chosen unseen stays legal when revealed in every
// preset but `pritchard`, whose pieces may stand on their own pawns on rank 4 or 5 and whose
// Black chariots keep off the White king's file (crate/tests/hidden_placement.rs): there the
// reveal can refuse a Black drop, and Black places again.
import { Game } from '../lib/game.js';
import type { Color, DropRefusal, RulesName } from '../lib/types.js';

/** Where a hidden placement stands: a side placing, the hand-over between them, both done. */
export type HiddenStage = 'white' | 'handover' | 'black' | 'reveal';

export interface HiddenPlacement {
  rules: RulesName;
  stage: HiddenStage;
  /** Each side's drops in UCI, in the order it placed them. */
  white: string[];
  black: string[];
}

export function newHidden(rules: RulesName): HiddenPlacement {
  return { rules, stage: 'white', white: [], black: [] };
}

/** The side placing at `stage`, or null between and after. */
export function placingSide(stage: HiddenStage): Color | null {
  return stage === 'white' || stage === 'black' ? stage : null;
}

/** `fen` with `color` to move (the side-to-move field replaced). */
function withTurn(fen: string, color: Color): string {
  const fields = fen.split(' ');
  fields[1] = color === 'white' ? 'w' : 'b';
  return fields.join(' ');
}

/** The position `color` places in, unseen: the start's pawns, its own drops so far, the other
 * side's pieces all in hand, `color` to move. A Game the caller frees; throws if a drop is not
 * legal there. */
export function privateGame(rules: RulesName, color: Color, drops: readonly string[]): Game {
  const start = new Game({ rules });
  let fen = withTurn(start.fen(), color);
  start.free();
  for (const uci of drops) {
    const g = new Game({ fen, rules });
    try {
      g.play(uci);
      fen = withTurn(g.fen(), color);
    } finally {
      g.free();
    }
  }
  return new Game({ fen, rules });
}

/** Whether `color` has placed every piece in its private position. */
export function isComplete(rules: RulesName, color: Color, drops: readonly string[]): boolean {
  const g = privateGame(rules, color, drops);
  try {
    return Object.values(g.hand(color)).every((n) => n === 0);
  } finally {
    g.free();
  }
}

/** A drop by the side placing: the placement with it and, once that side has placed every piece,
 * the next stage. Throws the rules core's error for an illegal drop (nothing changes). */
export function place(h: HiddenPlacement, uci: string): HiddenPlacement {
  const color = placingSide(h.stage);
  if (!color) throw new Error(`no side places at stage ${h.stage}`);
  const g = privateGame(h.rules, color, h[color]);
  let played: string;
  try {
    played = g.play(uci).uci;
  } finally {
    g.free();
  }
  const drops = [...h[color], played];
  const next = { ...h, [color]: drops };
  if (isComplete(h.rules, color, drops)) next.stage = color === 'white' ? 'handover' : 'reveal';
  return next;
}

/** A refused drop at the reveal: whose, which, and the rules core's reason. */
export interface RevealRefusal {
  color: Color;
  uci: string;
  refusal: DropRefusal | null;
}

/** Plays both placements from the start in the preset's order (the side to move places its next
 * drop) and returns the moves as the game records them, or the first drop the rules refuse. */
export function reveal(rules: RulesName, white: readonly string[], black: readonly string[]): { moves: string[] } | { refused: RevealRefusal } {
  const g = new Game({ rules });
  try {
    const next = { white: 0, black: 0 };
    const drops = { white, black };
    while (g.phase === 'placement' && !g.status().over) {
      const color = g.turn;
      const uci = drops[color][next[color]];
      if (uci === undefined) return { refused: { color, uci: '', refusal: 'no-piece-in-hand' } };
      if (!g.isLegal(uci)) {
        const m = /^([KFSNRP])@([a-h][1-8])$/.exec(uci);
        const roles: Record<string, Parameters<Game['dropRefusal']>[0]> = { K: 'king', F: 'general', S: 'elephant', N: 'horse', R: 'chariot', P: 'pawn' };
        const refusal = m ? g.dropRefusal(roles[m[1]], m[2] as Parameters<Game['dropRefusal']>[1]) : null;
        return { refused: { color, uci, refusal } };
      }
      g.play(uci);
      next[color]++;
    }
    return { moves: g.history() };
  } finally {
    g.free();
  }
}

/** A stored hidden placement read back, or null when it is not a sound one. */
export function readHidden(value: unknown): HiddenPlacement | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const rulesOk = ['chessplayx', 'fairy', 'federation', 'pritchard'].includes(v.rules as string);
  const stageOk = ['white', 'handover', 'black', 'reveal'].includes(v.stage as string);
  const list = (x: unknown): x is string[] => Array.isArray(x) && x.length <= 32 && x.every((s) => typeof s === 'string' && s.length <= 8);
  if (!rulesOk || !stageOk || !list(v.white) || !list(v.black)) return null;
  const h: HiddenPlacement = { rules: v.rules as RulesName, stage: v.stage as HiddenStage, white: [...v.white], black: [...v.black] };
  // Every drop must still replay in its side's private position.
  try {
    privateGame(h.rules, 'white', h.white).free();
    privateGame(h.rules, 'black', h.black).free();
  } catch {
    return null;
  }
  return h;
}
