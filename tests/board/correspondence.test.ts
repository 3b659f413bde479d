// Correspondence play's codec, signatures and commitments (www/app/correspondence/), in Node's
// WebCrypto: two devices as two key pairs, links passed as text between them.
import { beforeAll, describe, expect, it } from 'vitest';
import { init, Game, setupDrops } from '../../www/lib/game.ts';
import { decodePayload, encodeBody, encodePayload, type CorrState } from '../../www/app/correspondence/codec.ts';
import { fromBase64Url, toBase64Url } from '../../www/app/correspondence/bytes.ts';
import { newKeyPair, publicKeyBytes, sign } from '../../www/app/correspondence/crypto.ts';
import { acceptDraw, claimDraw, commit, invite, join, judge, move, playedGame, resign, revealPlacement, seal, standingOffer, whoActs, type Local } from '../../www/app/correspondence/protocol.ts';
import type { Color } from '../../www/lib/types.ts';

beforeAll(async () => {
  await init();
});

const WHITE = setupDropsLater('kHide', 'white');
const BLACK = setupDropsLater('nSide', 'black');
function setupDropsLater(name: 'kHide' | 'nSide', color: Color): () => string[] {
  return () => setupDrops(name, color);
}

interface Device {
  color: Color;
  pair: CryptoKeyPair;
  pub: Uint8Array;
  local: Local | null;
}

async function device(color: Color): Promise<Device> {
  const pair = await newKeyPair();
  return { color, pair, pub: await publicKeyBytes(pair.publicKey), local: null };
}

/** The sender's new state sealed and taken as its own. */
async function send(d: Device, state: CorrState): Promise<string> {
  d.local = { state, mine: d.color };
  return seal(state, d.color, d.pair.privateKey);
}

/** The receiver judges the link; an accepted one becomes its state. */
async function receive(d: Device, payload: string) {
  const v = await judge(payload, d.local);
  if (v.kind === 'accepted') d.local = { state: v.sealed.state, mine: d.color };
  return v;
}

/** Both sides through the hidden placement: the links in order, and each device's state. */
async function placed() {
  const w = await device('white');
  const b = await device('black');
  const links: string[] = [];
  // White invites with its commitment; its drops stay on its device with the salt.
  const c1 = await commit(invite('chessplayx', 'white', w.pub), 'white', WHITE());
  links.push(await send(w, c1.state));
  const v1 = await judge(links[0], null);
  expect(v1.kind).toBe('invitation');
  if (v1.kind !== 'invitation') throw new Error();
  // Black joins, commits and (both commitments in) reveals.
  const c2 = await commit(join(v1.sealed.state, 'black', b.pub), 'black', BLACK());
  links.push(await send(b, await revealPlacement(c2.state, 'black', BLACK(), c2.salt)));
  expect((await receive(w, links[1])).kind).toBe('accepted');
  // White reveals and moves in the same link.
  const revealed = await revealPlacement(w.local!.state, 'white', WHITE(), c1.salt);
  expect(whoActs(revealed)).toBe('white');
  links.push(await send(w, move(revealed, 'e4e5')));
  expect((await receive(b, links[2])).kind).toBe('accepted');
  return { w, b, links, salt: c1.salt };
}

describe('correspondence links', () => {
  it('carry a game through hidden placement and 100 plies, compactly, and read back exactly', async () => {
    const { w, b, links } = await placed();
    // The invitation holds White's commitment, never its drops.
    const first = await decodePayload(links[0]);
    expect(first.state.reveals).toEqual({});
    expect(first.state.commits.white?.length).toBe(32);
    let turn: Device = b;
    let seed = 7;
    while (turn.local!.state.moves.length < 100) {
      const g = playedGame(turn.local!.state)!;
      const legal = g.legalMoves();
      g.free();
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const next = move(turn.local!.state, legal[seed % legal.length]);
      const payload = await send(turn, next);
      const other = turn === w ? b : w;
      const v = await receive(other, payload);
      expect(v.kind, JSON.stringify(v)).toBe('accepted');
      links.push(payload);
      turn = other;
      if (whoActs(next) === null) break;
    }
    const last = links.at(-1)!;
    const back = await decodePayload(last);
    expect(back.state.moves).toEqual(w.local!.state.moves);
    expect(back.state.moves.length).toBe(100);
    expect(toBase64Url(encodeBody(back.state, back.sender))).toBe(toBase64Url(back.body));
    const url = `https://example.org/sittuyin/#corr=${last}`;
    console.log(`link after ${back.state.moves.length} plies (placement drops not counted): ${url.length} characters (payload ${last.length})`);
    expect(url.length).toBeLessThan(800);
  });

  it('refuse a link changed after it was signed, and a damaged one', async () => {
    const { b, links } = await placed();
    const bytes = fromBase64Url(links[2]);
    // A changed signature byte, and a changed move byte (the move decodes, the signature fails).
    const sigChanged = Uint8Array.from(bytes);
    sigChanged[sigChanged.length - 5] ^= 1;
    expect(await judge(toBase64Url(sigChanged), b.local)).toMatchObject({ kind: 'refused', code: 'ERR_CORR_SIGNATURE' });
    const bodyChanged = Uint8Array.from(bytes);
    bodyChanged[bodyChanged.length - 64 - 1] ^= 0x40;
    const v = await judge(toBase64Url(bodyChanged), b.local);
    expect(v.kind).toBe('refused');
    expect(['ERR_CORR_SIGNATURE', 'ERR_CORR_DAMAGED']).toContain(v.kind === 'refused' ? v.code : '');
    expect(await judge(links[2].slice(0, 40), b.local)).toMatchObject({ kind: 'refused', code: 'ERR_CORR_DAMAGED' });
    expect(await judge('not*base64', b.local)).toMatchObject({ kind: 'refused', code: 'ERR_CORR_DAMAGED' });
  });

  it("refuse a move signed with another key than the opponent's pinned one", async () => {
    const { b, w } = await placed();
    // Someone holding the game's links plays White's next move with a key of their own.
    const mallory = await device('white');
    const state = move(b.local!.state, 'a5a4');
    await send(b, state);
    const forged = move({ ...state, keys: { ...state.keys, white: mallory.pub } }, playedGameFirst(state));
    const payload = await seal(forged, 'white', mallory.pair.privateKey);
    expect(await judge(payload, b.local)).toMatchObject({ kind: 'refused', code: 'ERR_CORR_KEY' });
    // White's own key signs it: accepted.
    expect((await judge(await seal(move(state, playedGameFirst(state)), 'white', w.pair.privateKey), b.local)).kind).toBe('accepted');
  });

  it('recognise a replayed earlier link and the same link again', async () => {
    const { w, b, links } = await placed();
    const l4 = await send(b, move(b.local!.state, 'a5a4'));
    expect((await receive(w, l4)).kind).toBe('accepted');
    expect(await judge(l4, w.local)).toEqual({ kind: 'seen', own: false });
    expect(await judge(l4, b.local)).toEqual({ kind: 'seen', own: true });
    expect(await judge(links[1], w.local)).toMatchObject({ kind: 'refused', code: 'ERR_CORR_OLD', moves: { link: 0, here: 2 } });
    expect(await judge(links[0], b.local)).toMatchObject({ kind: 'refused', code: 'ERR_CORR_OLD' });
  });

  it('refuse a revealed placement that differs from its commitment', async () => {
    const { b } = await placed();
    const w = await device('white');
    const b2 = await device('black');
    const c1 = await commit(invite('fairy', 'white', w.pub), 'white', WHITE());
    const l1 = await send(w, c1.state);
    const v1 = await judge(l1, null);
    if (v1.kind !== 'invitation') throw new Error(v1.kind);
    const c2 = await commit(join(v1.sealed.state, 'black', b2.pub), 'black', BLACK());
    const l2 = await send(b2, await revealPlacement(c2.state, 'black', BLACK(), c2.salt));
    expect((await receive(w, l2)).kind).toBe('accepted');
    // White, having seen Black's placement, would place otherwise: its own check refuses ...
    const changed = setupDrops('gInside', 'white');
    await expect(revealPlacement(w.local!.state, 'white', changed, c1.salt)).rejects.toMatchObject({ code: 'ERR_CORR_COMMITMENT' });
    // ... and a link that reveals it anyway is refused by Black.
    const cheat: CorrState = { ...w.local!.state, reveals: { ...w.local!.state.reveals, white: { drops: changed, salt: c1.salt } } };
    const body = encodeBody(cheat, 'white');
    const payload = encodePayload(body, await sign(w.pair.privateKey, body));
    expect(await judge(payload, b2.local)).toMatchObject({ kind: 'refused', code: 'ERR_CORR_COMMITMENT' });
    // The same drops in the same order with another salt: refused too.
    const salted: CorrState = { ...w.local!.state, reveals: { ...w.local!.state.reveals, white: { drops: WHITE(), salt: new Uint8Array(16) } } };
    const body2 = encodeBody(salted, 'white');
    expect(await judge(encodePayload(body2, await sign(w.pair.privateKey, body2)), b2.local)).toMatchObject({ kind: 'refused', code: 'ERR_CORR_COMMITMENT' });
    expect(b.local).not.toBeNull();
  });

  it('refuse a changed history and a move made for the receiver', async () => {
    const { w, b } = await placed();
    const s4 = move(b.local!.state, 'a5a4');
    await send(b, s4);
    expect((await receive(w, await seal(s4, 'black', b.pair.privateKey))).kind).toBe('accepted');
    // White, signing with its own key, changes its first move.
    const rewritten = move({ ...s4, moves: [] }, 'h4h5');
    const altered = move(rewritten, 'a5a4');
    expect(await judge(await seal(altered, 'white', w.pair.privateKey), b.local)).toMatchObject({ kind: 'refused', code: 'ERR_CORR_ALTERED' });
    // White plays its move and Black's reply in one link.
    const two = move(move(s4, playedGameFirst(s4)), 'b5b4');
    expect(await judge(await seal(two, 'white', w.pair.privateKey), b.local)).toMatchObject({ kind: 'refused', code: 'ERR_CORR_TURN' });
    // Black resigns: accepted by White, and the game is over.
    const resigned = resign(s4, 'black');
    const v = await judge(await seal(resigned, 'black', b.pair.privateKey), w.local);
    expect(v.kind).toBe('accepted');
    expect(whoActs(resigned)).toBeNull();
  });

  it('carry a draw offer with a move, its acceptance, and refuse an acceptance without an offer or a claim the rules refuse', async () => {
    const { w, b } = await placed();
    // Black offers a draw with its move; White declines by moving, so the offer lapses.
    const offered = move(b.local!.state, 'a5a4', true);
    expect(standingOffer(offered)).toBe('black');
    const l4 = await send(b, offered);
    expect((await receive(w, l4)).kind).toBe('accepted');
    expect((await decodePayload(l4)).state.offers).toEqual([1]);
    const declined = move(w.local!.state, 'f4f5');
    expect(standingOffer(declined)).toBeNull();
    expect((await receive(b, await send(w, declined))).kind).toBe('accepted');
    // Black accepts a draw nobody offers: its own check refuses, and so does White's device.
    expect(() => acceptDraw(b.local!.state)).toThrow();
    const forged = { ...b.local!.state, ending: { type: 'agree' as const } };
    const body = encodeBody(forged, 'black');
    expect(await judge(encodePayload(body, await sign(b.pair.privateKey, body)), w.local)).toMatchObject({ kind: 'refused', code: 'ERR_CORR_TURN' });
    // A claim the rules core does not allow (no repetition): the link is refused as damaged.
    expect(() => claimDraw(b.local!.state, 'repetition')).toThrow();
    const claimed = { ...b.local!.state, ending: { type: 'claim' as const, reason: 'repetition' as const } };
    const body2 = encodeBody(claimed, 'black');
    expect(await judge(encodePayload(body2, await sign(b.pair.privateKey, body2)), w.local)).toMatchObject({ kind: 'refused', code: 'ERR_CORR_DAMAGED' });
    // Black offers again; White accepts on its turn: the game is drawn on both devices.
    expect((await receive(w, await send(b, move(b.local!.state, 'b5b4', true)))).kind).toBe('accepted');
    const agreed = acceptDraw(w.local!.state);
    expect((await receive(b, await send(w, agreed))).kind).toBe('accepted');
    expect(whoActs(b.local!.state)).toBeNull();
    const g = playedGame(b.local!.state)!;
    expect(g.status()).toMatchObject({ over: true, result: '1/2-1/2', reason: 'agreement' });
    g.free();
  });

  it('refuse a game already under way that this device has no part in', async () => {
    const { links } = await placed();
    expect(await judge(links[2], null)).toMatchObject({ kind: 'refused', code: 'ERR_CORR_UNKNOWN' });
    const g = new Game();
    g.free();
  });
});

/** The first legal move of the side to move (sorted), for a move whose choice does not matter. */
function playedGameFirst(state: CorrState): string {
  const g = playedGame(state)!;
  try {
    return [...g.legalMoves()].sort()[0];
  } finally {
    g.free();
  }
}
