// Hidden placement's logic (www/app/hidden.ts) over the rules core: each side places unseen,
// the reveal plays both placements in the preset's order, the rules core checks them.
import { beforeAll, describe, expect, it } from 'vitest';
import { init, Game, setupDrops } from '../../www/lib/game.ts';
import { isComplete, newHidden, place, privateGame, readHidden, reveal, type HiddenPlacement } from '../../www/app/hidden.ts';
import type { RulesName } from '../../www/lib/types.ts';

beforeAll(async () => {
  await init();
});

function placeAll(h: HiddenPlacement, drops: readonly string[]): HiddenPlacement {
  for (const d of drops) h = place(h, d);
  return h;
}

describe('hidden placement', () => {
  it("shows neither side the other's pieces and reveals in the preset's order", () => {
    for (const rules of ['chessplayx', 'fairy', 'federation'] as RulesName[]) {
      const white = setupDrops('kHide', 'white');
      const black = setupDrops('nSide', 'black');
      let h = newHidden(rules);
      h = placeAll(h, white);
      expect(h.stage).toBe('handover');
      // Black's private position: White's pieces all in hand, none on the board.
      const g = privateGame(rules, 'black', []);
      expect(g.pieces().filter((p) => p.color === 'white').every((p) => p.role === 'pawn')).toBe(true);
      expect(g.hand('white')).toEqual(new Game().hand('white'));
      g.free();
      h = { ...h, stage: 'black' };
      h = placeAll(h, black);
      expect(h.stage).toBe('reveal');
      const out = reveal(rules, h.white, h.black);
      if (!('moves' in out)) throw new Error('refused');
      const expected = rules === 'federation' ? [...white, ...black] : white.flatMap((w, i) => [w, black[i]]);
      expect(out.moves).toEqual(expected);
      const game = new Game({ rules, moves: out.moves });
      expect(game.phase).toBe('play');
      game.free();
    }
  });

  it('refuses an illegal drop and keeps the placement as it was', () => {
    const h = newHidden('chessplayx');
    expect(() => place(h, 'R@a2')).toThrow(/chariot|Illegal/i);
    expect(() => place(h, 'K@e6')).toThrow();
    expect(h.white).toEqual([]);
    expect(() => place({ ...h, stage: 'handover' }, 'K@e2')).toThrow();
    expect(isComplete('chessplayx', 'white', [])).toBe(false);
  });

  it("pritchard's reveal can refuse a Black drop, with the rules core's reason", () => {
    // White's king on the e-file; Black's chariot placed unseen on e8.
    const white = ['K@e2', 'F@d2', 'S@c2', 'S@f2', 'N@b2', 'N@g2', 'R@a1', 'R@h1'];
    const black = ['K@d7', 'F@e7', 'S@c7', 'S@f7', 'N@b7', 'N@g7', 'R@e8', 'R@a8'];
    const out = reveal('pritchard', white, black);
    expect(out).toEqual({ refused: { color: 'black', uci: 'R@e8', refusal: 'chariot-file' } });
  });

  it('reads back a stored placement, refuses a bad one', () => {
    const h = placeAll(newHidden('federation'), ['K@e2', 'F@d2']);
    expect(readHidden(JSON.parse(JSON.stringify(h)))).toEqual(h);
    expect(readHidden({ ...h, white: ['K@e5'] })).toBeNull();
    expect(readHidden({ ...h, rules: 'chess' })).toBeNull();
    expect(readHidden({ ...h, stage: 'done' })).toBeNull();
    expect(readHidden('x')).toBeNull();
  });
});
