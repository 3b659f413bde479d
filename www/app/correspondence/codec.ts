// A correspondence game's state and its link: the bytes, signed by the side that sent them.
//
//   version (1) · game id (8) · flags (2) · the public keys known (65 each) · the commitments
//   not yet revealed (32 each) · the salts of the revealed placements (16 each) · the draw offers
//   (a count and the plies, varints, when any) · the number of moves played (varint) · a bit stream: each revealed placement's drops, then each move, as its
//   index among the legal moves of its position (sorted), in just the bits that count needs ·
//   the sender's ECDSA signature (64) over everything before it
//
// A revealed commitment is not written: it is worked out from the placement and its salt, and the
// receiver compares it with the one it kept. The rules core decides what is legal; decoding
// replays the game, so a link holds only legal moves or is refused as damaged.
import { Game } from '../../lib/game.js';
import type { Color, Reason, RulesName } from '../../lib/types.js';
import { isComplete, privateGame, reveal } from '../hidden.ts';
import { buildGame } from '../state.ts';
import { ByteReader, ByteWriter, bitsFor, fromBase64Url, toBase64Url } from './bytes.ts';
import { commitment, GAME_ID_BYTES, HASH_BYTES, PUBLIC_KEY_BYTES, SALT_BYTES, SIGNATURE_BYTES } from './crypto.ts';
import { CorrespondenceError } from './errors.ts';

export const VERSION = 1;
/** The most moves a link may hold (a long game is a few hundred). */
export const MAX_MOVES = 5000;
/** The presets a correspondence game can be played under: those whose placements, made unseen,
 * are always legal together (pritchard's are not: docs/app.md "Clocks, hidden placement"). */
export const CORRESPONDENCE_RULES = ['chessplayx', 'fairy', 'federation'] as const satisfies readonly RulesName[];
export type CorrespondenceRules = (typeof CORRESPONDENCE_RULES)[number];
export const COLORS: readonly Color[] = ['white', 'black'];
/** The draws a side claims (the rules core says when it may). */
export const CLAIMS = ['fifty-moves', 'repetition', 'promotion-only'] as const satisfies readonly Reason[];
export type Claim = (typeof CLAIMS)[number];

/** How a game ended other than on the board: a resignation, a draw agreed, a draw claimed (the
 * library's Ending, storage.ts, of these three kinds). */
export type CorrEnding = { type: 'resign'; color: Color } | { type: 'agree' } | { type: 'claim'; reason: Claim } | null;

export interface Revealed {
  /** The side's drops in UCI, in the order it placed them. */
  drops: string[];
  salt: Uint8Array;
}

/** Everything both devices agree on: the whole game, from the invitation on. */
export interface CorrState {
  game: Uint8Array;
  rules: CorrespondenceRules;
  /** The side that started the game (it commits first and reveals last). */
  inviter: Color;
  keys: Partial<Record<Color, Uint8Array>>;
  commits: Partial<Record<Color, Uint8Array>>;
  reveals: Partial<Record<Color, Revealed>>;
  /** The moves after the placement, in UCI. */
  moves: string[];
  /** The indices in `moves` of the moves that came with a draw offer (it stands until the next). */
  offers: number[];
  ending: CorrEnding;
}

/** A state as a link carries it: the bytes signed, by which side, and the signature. */
export interface Sealed {
  state: CorrState;
  sender: Color;
  body: Uint8Array;
  signature: Uint8Array;
}

const damaged = (why: string): CorrespondenceError => new CorrespondenceError('ERR_CORR_DAMAGED', why);

/** The legal moves of a position in a fixed order (the engine's own order may change). */
const sortedMoves = (g: Game): string[] => [...g.legalMoves()].sort();

/** Writes `uci` as its index among `list` (a position's sorted legal moves). */
function writeIndex(w: ByteWriter, list: readonly string[], uci: string): void {
  const index = list.indexOf(uci);
  if (index < 0) throw damaged(`${uci} is not legal there`);
  w.bits(index, bitsFor(list.length));
}

/** A side's placement as indices in its private position (the other side's pieces in hand). */
function writeDrops(w: ByteWriter, rules: RulesName, color: Color, drops: readonly string[]): void {
  if (!isComplete(rules, color, drops)) throw damaged(`${color}'s placement is not complete`);
  drops.forEach((uci, i) => {
    const g = privateGame(rules, color, drops.slice(0, i));
    try {
      writeIndex(w, sortedMoves(g), uci);
    } finally {
      g.free();
    }
  });
}

function readDrops(r: ByteReader, rules: RulesName, color: Color): string[] {
  const drops: string[] = [];
  for (;;) {
    const g = privateGame(rules, color, drops);
    try {
      if (Object.values(g.hand(color)).every((n) => n === 0)) return drops;
      const list = sortedMoves(g);
      const index = r.bits(bitsFor(list.length));
      if (index >= list.length) throw damaged('a drop outside the legal ones');
      drops.push(list[index]);
    } finally {
      g.free();
    }
  }
}

/** The game's position after both placements (null before both are revealed): a Game the caller
 * frees, with the placement drops in the preset's order as its first moves, then `moves` and the
 * ending (the rules core refuses an ending it does not allow there). */
export function placedGame(state: Pick<CorrState, 'rules' | 'reveals'>, moves: readonly string[] = [], ending: CorrEnding = null): Game | null {
  const { white, black } = state.reveals;
  if (!white || !black) return null;
  const out = reveal(state.rules, white.drops, black.drops);
  if ('refused' in out) throw damaged(`the placements do not fit together (${out.refused.uci})`);
  return buildGame(undefined, state.rules, [...out.moves, ...moves], ending);
}

/** The signed bytes of `state` as sent by `sender`. */
export function encodeBody(state: CorrState, sender: Color): Uint8Array {
  const rules = CORRESPONDENCE_RULES.indexOf(state.rules);
  if (rules < 0 || state.game.length !== GAME_ID_BYTES) throw damaged('bad rules or game id');
  const has = (x: unknown): number => (x ? 1 : 0);
  const { keys, commits, reveals } = state;
  const { ending } = state;
  const endingType = ending ? ['resign', 'agree', 'claim'].indexOf(ending.type) + 1 : 0;
  const flagsA = rules | (state.inviter === 'black' ? 4 : 0) | (sender === 'black' ? 8 : 0) | (has(keys.white) << 4) | (has(keys.black) << 5)
    | (endingType << 6);
  const flagsB = has(commits.white) | (has(commits.black) << 1) | (has(reveals.white) << 2) | (has(reveals.black) << 3)
    | (ending?.type === 'resign' && ending.color === 'black' ? 16 : 0) | ((ending?.type === 'claim' ? CLAIMS.indexOf(ending.reason) : 0) << 5)
    | (state.offers.length > 0 ? 128 : 0);
  const w = new ByteWriter().byte(VERSION).bytes(state.game).byte(flagsA).byte(flagsB);
  for (const c of COLORS) if (keys[c]) w.bytes(keys[c]);
  for (const c of COLORS) if (commits[c] && !reveals[c]) w.bytes(commits[c]);
  for (const c of COLORS) if (reveals[c]) w.bytes(reveals[c].salt);
  if (state.offers.length > 0) {
    w.varint(state.offers.length);
    for (const ply of state.offers) w.varint(ply);
  }
  w.varint(state.moves.length);
  for (const c of COLORS) if (reveals[c]) writeDrops(w, state.rules, c, reveals[c].drops);
  if (state.moves.length > 0) {
    const g = placedGame(state);
    if (!g) throw damaged('moves before both placements are revealed');
    try {
      for (const uci of state.moves) {
        writeIndex(w, sortedMoves(g), uci);
        g.play(uci);
      }
    } finally {
      g.free();
    }
  }
  return w.finish();
}

/** The link's text (its payload, URL-safe base64). */
export function encodePayload(body: Uint8Array, signature: Uint8Array): string {
  const all = new Uint8Array(body.length + signature.length);
  all.set(body);
  all.set(signature, body.length);
  return toBase64Url(all);
}

const bit = (flags: number, n: number): boolean => ((flags >> n) & 1) === 1;

/** The moves of a link's bit stream, replayed from the position after both placements. */
function readMoves(r: ByteReader, state: Pick<CorrState, 'rules' | 'reveals'>, count: number): string[] {
  const moves: string[] = [];
  if (count === 0) return moves;
  const g = placedGame(state);
  if (!g) throw damaged('moves before both placements are revealed');
  try {
    for (let i = 0; i < count; i++) {
      const list = sortedMoves(g);
      const index = r.bits(bitsFor(list.length));
      if (index >= list.length) throw damaged(`move ${i + 1} is outside the legal ones`);
      g.play(list[index]);
      moves.push(list[index]);
    }
  } finally {
    g.free();
  }
  return moves;
}

/** The ending in the flags, checked by the rules core (a claim only when claimable), after the
 * placement. */
function readEnding(flagsA: number, flagsB: number, state: Pick<CorrState, 'rules' | 'reveals' | 'moves'>): CorrEnding {
  const type = flagsA >> 6;
  const ending: CorrEnding = type === 1 ? { type: 'resign', color: bit(flagsB, 4) ? 'black' : 'white' }
    : type === 2 ? { type: 'agree' } : type === 3 ? { type: 'claim', reason: CLAIMS[(flagsB >> 5) & 3] } : null;
  if (!ending) return null;
  try {
    const g = placedGame(state, state.moves, ending);
    if (!g) throw damaged('an ending before the placement');
    g.free();
  } catch (e) {
    throw e instanceof CorrespondenceError ? e : damaged(`the ending is not allowed there: ${(e as Error).message}`);
  }
  return ending;
}

/** The draw offers (a count and the plies, when the flag says there are any). */
function readOffers(r: ByteReader, flagsB: number): number[] {
  const offers: number[] = [];
  if (!bit(flagsB, 7)) return offers;
  const n = r.varint();
  if (n > MAX_MOVES) throw damaged('too many draw offers');
  for (let i = 0; i < n; i++) offers.push(r.varint());
  return offers;
}

/** A link's payload read back, its moves replayed by the rules core and its revealed
 * commitments worked out. Throws ERR_CORR_DAMAGED for anything that is not such a link. */
export async function decodePayload(payload: string): Promise<Sealed> {
  const all = fromBase64Url(payload);
  if (all.length < 1 + GAME_ID_BYTES + 2 + SIGNATURE_BYTES) throw damaged('too short');
  const body = all.slice(0, all.length - SIGNATURE_BYTES);
  const signature = all.slice(all.length - SIGNATURE_BYTES);
  const r = new ByteReader(body);
  if (r.byte() !== VERSION) throw damaged('another version of the link format');
  const game = r.bytes(GAME_ID_BYTES);
  const flagsA = r.byte();
  const flagsB = r.byte();
  if ((flagsA & 3) >= CORRESPONDENCE_RULES.length || ((flagsB >> 5) & 3) >= CLAIMS.length) throw damaged('unknown flags');
  const rules = CORRESPONDENCE_RULES[flagsA & 3];
  const keys: CorrState['keys'] = {};
  const commits: CorrState['commits'] = {};
  const salts: Partial<Record<Color, Uint8Array>> = {};
  COLORS.forEach((c, i) => { if (bit(flagsA, 4 + i)) keys[c] = r.bytes(PUBLIC_KEY_BYTES); });
  COLORS.forEach((c, i) => { if (bit(flagsB, i) && !bit(flagsB, 2 + i)) commits[c] = r.bytes(HASH_BYTES); });
  COLORS.forEach((c, i) => {
    if (!bit(flagsB, 2 + i)) return;
    if (!bit(flagsB, i)) throw damaged('a placement revealed without a commitment');
    salts[c] = r.bytes(SALT_BYTES);
  });
  const offers = readOffers(r, flagsB);
  const count = r.varint();
  // A move takes a bit or more but for a forced one: more moves than that are a made-up count.
  if (count > MAX_MOVES) throw damaged('too many moves');
  if (offers.some((ply, i) => ply >= count || (i > 0 && ply <= offers[i - 1]))) throw damaged('a draw offer out of place');
  const reveals: CorrState['reveals'] = {};
  for (const c of COLORS) {
    const salt = salts[c];
    if (salt) reveals[c] = { drops: readDrops(r, rules, c), salt };
  }
  const moves = readMoves(r, { rules, reveals }, count);
  if (!r.done) throw damaged('bytes left over');
  for (const c of COLORS) {
    const rv = reveals[c];
    if (rv) commits[c] = await commitment(game, c, rv.drops, rv.salt);
  }
  const ending = readEnding(flagsA, flagsB, { rules, reveals, moves });
  const state: CorrState = { game, rules, inviter: bit(flagsA, 2) ? 'black' : 'white', keys, commits, reveals, moves, offers, ending };
  return { state, sender: bit(flagsA, 3) ? 'black' : 'white', body, signature };
}

/** The game id of a link's payload (URL-safe base64), without checking the rest; null when the
 * payload is not of this format. */
export function gameIdOf(payload: string): string | null {
  try {
    const bytes = fromBase64Url(payload);
    return bytes.length > GAME_ID_BYTES && bytes[0] === VERSION ? toBase64Url(bytes.slice(1, 1 + GAME_ID_BYTES)) : null;
  } catch {
    return null;
  }
}
