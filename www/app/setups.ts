// Traditional White set-ups of RULES.md (ranks 4/3/2/1 of White's half); Black uses them rotated 180°.
import { rotateSquare, squareName } from '../board/geometry.ts';

export { SETUPS } from './setups-data.js';

/** Drops (UCI, e.g. 'R@f1') of a set-up for `color`; Black's are rotated 180°. Pawns are skipped. */
export function setupDrops(pattern: string, color: 'white' | 'black'): string[] {
  const ranks = pattern.split('/');
  const out: string[] = [];
  ranks.forEach((row, i) => {
    const rank = 3 - i; // 0-based: ranks 4,3,2,1
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) { file += Number(ch); continue; }
      if (ch !== 'P') {
        const sq = squareName(file, rank);
        out.push(`${ch}@${color === 'white' ? sq : rotateSquare(sq)}`);
      }
      file++;
    }
  });
  // chariots last, king first: a stable, natural order
  const order = 'KFSNR';
  return out.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
}
