// Correspondence play as pure functions over the state both devices share (codec.ts): what each
// side adds on its turn, sealing a state into a signed link, and the judgement of a link received
// against the game this device holds (accepted, an invitation, already seen, or refused with a
// stable code). No DOM and no storage: the screen (modes/correspondence.ts) keeps the keys and
// the games.
//
// The order of a game: the inviter commits to its hidden placement; the other side joins with its
// key and commits, and (both commitments being in) reveals at once; the inviter reveals; then the
// moves, White first. A link carries the whole game and one signature, the sender's over all of
// it: the receiver holds every earlier state, so a link must continue the game it holds by the
// sender's own turn, signed by the key it pinned for that side.
import type { Game } from '../../lib/game.js';
import type { Color } from '../../lib/types.js';
import { isComplete } from '../hidden.ts';
import { equalBytes } from './bytes.ts';
import { COLORS, decodePayload, encodeBody, encodePayload, placedGame, type Claim, type CorrState, type CorrEnding, type CorrespondenceRules, type Sealed } from './codec.ts';
import { commitment, GAME_ID_BYTES, randomBytes, SALT_BYTES, sign, verify } from './crypto.ts';
import { CorrespondenceError, type CorrespondenceCode } from './errors.ts';

export const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** A game as one device holds it: the shared state and which side this device plays. */
export interface Local {
  state: CorrState;
  mine: Color;
}

/** The game after the placement, the moves and the ending (null before both placements are
 * revealed); the caller frees it. */
export function playedGame(state: CorrState): Game | null {
  return placedGame(state, state.moves, state.ending);
}

/** The side that acts next (commits, reveals or moves), or null when the game is over. */
export function whoActs(state: CorrState): Color | null {
  const inviter = state.inviter;
  const joiner = other(inviter);
  if (!state.commits[inviter]) return inviter;
  if (!state.commits[joiner] || !state.reveals[joiner]) return joiner;
  if (!state.reveals[inviter]) return inviter;
  if (state.ending) return null;
  const g = playedGame(state);
  try {
    return !g || g.status().over ? null : g.turn;
  } finally {
    g?.free();
  }
}

const copy = (s: CorrState): CorrState => ({ ...s, keys: { ...s.keys }, commits: { ...s.commits }, reveals: { ...s.reveals }, moves: [...s.moves], offers: [...s.offers] });

/** A new game: the inviter's side and public key (the game id is random). */
export function invite(rules: CorrespondenceRules, inviter: Color, publicKey: Uint8Array, game = randomBytes(GAME_ID_BYTES)): CorrState {
  return { game, rules, inviter, keys: { [inviter]: publicKey }, commits: {}, reveals: {}, moves: [], offers: [], ending: null };
}

/** The invited side's public key added (it joins). */
export function join(state: CorrState, color: Color, publicKey: Uint8Array): CorrState {
  const next = copy(state);
  next.keys[color] = publicKey;
  return next;
}

/** The commitment to `color`'s complete placement; the salt stays on this device until the reveal. */
export async function commit(state: CorrState, color: Color, drops: readonly string[], salt = randomBytes(SALT_BYTES)): Promise<{ state: CorrState; salt: Uint8Array }> {
  if (!isComplete(state.rules, color, drops)) throw new Error(`${color}'s placement is not complete`);
  const next = copy(state);
  next.commits[color] = await commitment(state.game, color, drops, salt);
  return { state: next, salt };
}

/** `color`'s placement revealed (it must match its commitment). */
export async function revealPlacement(state: CorrState, color: Color, drops: readonly string[], salt: Uint8Array): Promise<CorrState> {
  const made = await commitment(state.game, color, drops, salt);
  if (!equalBytes(made, state.commits[color])) throw new CorrespondenceError('ERR_CORR_COMMITMENT', `${color}'s placement differs from its commitment`);
  const next = copy(state);
  next.reveals[color] = { drops: [...drops], salt };
  return next;
}

/** A move (UCI or SAN) by the side to move, with a draw offer or not; the rules core refuses an
 * illegal one. */
export function move(state: CorrState, text: string, offerDraw = false): CorrState {
  const g = playedGame(state);
  if (!g) throw new Error('the placements are not both revealed');
  try {
    const next = copy(state);
    next.moves.push(g.play(text).uci);
    if (offerDraw) next.offers.push(next.moves.length - 1);
    return next;
  } finally {
    g.free();
  }
}

/** The side whose draw offer stands (made with the last move, not yet answered), or null. */
export function standingOffer(state: CorrState): Color | null {
  if (state.ending || state.offers.at(-1) !== state.moves.length - 1) return null;
  const g = playedGame(state);
  try {
    return g ? other(g.turn) : null;
  } finally {
    g?.free();
  }
}

/** The game ended by `ending`; the rules core refuses one it does not allow (a claim only when
 * claimable), and a draw is agreed only to a standing offer. */
export function end(state: CorrState, ending: NonNullable<CorrEnding>): CorrState {
  if (ending.type === 'agree' && standingOffer(state) === null) throw new Error('no draw offer to accept');
  const next = { ...copy(state), ending };
  playedGame(next)?.free();
  return next;
}

export const resign = (state: CorrState, color: Color): CorrState => end(state, { type: 'resign', color });
export const acceptDraw = (state: CorrState): CorrState => end(state, { type: 'agree' });
export const claimDraw = (state: CorrState, reason: Claim): CorrState => end(state, { type: 'claim', reason });

/** The link's payload for `state` sent by `sender`, signed with its private key. */
export async function seal(state: CorrState, sender: Color, privateKey: CryptoKey): Promise<string> {
  const body = encodeBody(state, sender);
  return encodePayload(body, await sign(privateKey, body));
}

/** What a received link is to this device. */
export type Verdict =
  /** A new game's first link: join it. */
  | { kind: 'invitation'; sealed: Sealed }
  /** The game continued by the other side: take it. */
  | { kind: 'accepted'; sealed: Sealed }
  /** The state this device holds already (`own`: a link this device made). */
  | { kind: 'seen'; own: boolean }
  /** Refused: why, and for an old link how many moves it has against the game here. */
  | { kind: 'refused'; code: CorrespondenceCode; detail: string; moves?: { link: number; here: number } };

const refused = (code: CorrespondenceCode, detail: string): Verdict => ({ kind: 'refused', code, detail });

/** Whether everything `a` holds is in `b` as it is (b is a, or a later state of it). */
export function isWithin(a: CorrState, b: CorrState): boolean {
  if (!equalBytes(a.game, b.game) || a.rules !== b.rules || a.inviter !== b.inviter) return false;
  for (const c of COLORS) {
    if (a.keys[c] && !equalBytes(a.keys[c], b.keys[c])) return false;
    if (a.commits[c] && !equalBytes(a.commits[c], b.commits[c])) return false;
    const ra = a.reveals[c];
    const rb = b.reveals[c];
    if (ra && (!rb || !equalBytes(ra.salt, rb.salt) || ra.drops.join() !== rb.drops.join())) return false;
  }
  if (a.moves.length > b.moves.length || a.moves.some((m, i) => m !== b.moves[i])) return false;
  if (a.offers.length > b.offers.length || a.offers.some((p, i) => p !== b.offers[i])) return false;
  return !a.ending || JSON.stringify(a.ending) === JSON.stringify(b.ending);
}

/** Whether `sender` may end the game as `target` does, from `cur`: a resignation of its own at
 * any time, a claim or the acceptance of a standing offer on its turn. */
function mayEnd(cur: CorrState, ending: NonNullable<CorrEnding>, sender: Color): boolean {
  if (ending.type === 'resign') return ending.color === sender;
  if (whoActs(cur) !== sender) return false;
  return ending.type === 'claim' || standingOffer(cur) === other(sender);
}

/** The next step of `actor` from `cur` towards `target`, or null when `target` has none for it. */
function step(cur: CorrState, target: CorrState, actor: Color): CorrState | null {
  const next = copy(cur);
  if (!cur.keys[actor] && target.keys[actor]) next.keys[actor] = target.keys[actor];
  if (!cur.commits[actor]) {
    if (!target.commits[actor]) return null;
    next.commits[actor] = target.commits[actor];
    return next;
  }
  if (!cur.reveals[actor]) {
    if (!target.reveals[actor]) return null;
    next.reveals[actor] = target.reveals[actor];
    return next;
  }
  if (cur.moves.length < target.moves.length) {
    const ply = cur.moves.length;
    next.moves.push(target.moves[ply]);
    if (target.offers.includes(ply)) next.offers.push(ply);
    return next;
  }
  return null;
}

/** Whether `target` is `from` continued by `sender`'s turn alone: each thing added is the
 * sender's to add at that point, and the turn is complete (it is then the other side's). */
function isSendersTurn(from: CorrState, target: CorrState, sender: Color): boolean {
  let cur = from;
  for (let guard = 0; guard < 8; guard++) {
    const { ending } = target;
    // Everything else reached: the turn is complete, or the sender ends the game.
    if (isWithin(target, { ...cur, ending })) {
      if (!ending || cur.ending) return whoActs(cur) !== sender;
      return mayEnd(cur, ending, sender);
    }
    if (whoActs(cur) !== sender) return false;
    const next = step(cur, target, sender);
    if (!next) return false;
    cur = next;
  }
  return false;
}

/** The judgement of a link's payload by a device holding `local` for that game (null: none). */
export async function judge(payload: string, local: Local | null): Promise<Verdict> {
  let sealed: Sealed;
  try {
    sealed = await decodePayload(payload);
  } catch (e) {
    if (e instanceof CorrespondenceError) return refused(e.code, e.message);
    return refused('ERR_CORR_DAMAGED', String((e as Error)?.message ?? e));
  }
  const { state, sender } = sealed;
  const key = state.keys[sender];
  if (!key) return refused('ERR_CORR_DAMAGED', 'no public key for the side that sent it');
  try {
    if (!(await verify(key, sealed.signature, sealed.body))) return refused('ERR_CORR_SIGNATURE', 'the signature does not match the content');
  } catch (e) {
    if (e instanceof CorrespondenceError) return refused(e.code, e.message);
    return refused('ERR_CORR_SIGNATURE', String((e as Error)?.message ?? e));
  }
  if (!local) {
    const isInvitation = sender === state.inviter && !state.keys[other(sender)] && whoActs(state) === other(sender);
    return isInvitation ? { kind: 'invitation', sealed } : refused('ERR_CORR_UNKNOWN', 'a game this device has no part in');
  }
  const here = local.state;
  const pinned = here.keys[sender];
  if (pinned && !equalBytes(pinned, key)) return refused('ERR_CORR_KEY', `not signed by the key pinned for ${sender}`);
  for (const c of COLORS) {
    if (here.commits[c] && !here.reveals[c] && state.reveals[c] && !equalBytes(here.commits[c], state.commits[c])) {
      return refused('ERR_CORR_COMMITMENT', `${c}'s revealed placement differs from its commitment`);
    }
  }
  if (isWithin(state, here)) {
    if (isWithin(here, state)) return { kind: 'seen', own: sender === local.mine };
    return { kind: 'refused', code: 'ERR_CORR_OLD', detail: 'an earlier state of the game', moves: { link: state.moves.length, here: here.moves.length } };
  }
  if (!isWithin(here, state)) return refused('ERR_CORR_ALTERED', 'its history differs from the game on this device');
  if (sender === local.mine || !isSendersTurn(here, state, sender)) return refused('ERR_CORR_TURN', `it adds what is not ${sender}'s to add`);
  return { kind: 'accepted', sealed };
}
