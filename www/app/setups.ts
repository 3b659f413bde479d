// Traditional White set-ups of RULES.md (ranks 4/3/2/1 of White's half); Black uses them rotated 180°.
import { rotateSquare, squareName } from '../board/geometry.ts';

export const SETUPS: Record<string, string> = {
  kHide: '4PPPP/PPPPFN2/1SKSN3/5RR1',
  nConnected: '4PPPP/PPPPFSN1/3SNK2/1RR5',
  nSide: '4PPPP/PPPPFS2/2SNNK2/1R1R4',
  nCross: '4PPPP/PPPPFNS1/3SN1K1/2R2R2',
  nSandwich: '4PPPP/PPPPFS2/2NSNK2/1R1R4',
  nBattery: '4PPPP/PPPPFNS1/3S1NK1/2R1R3',
  eSide: '4PPPP/PPPPFSS1/3N1NK1/3R1R2',
  gInside: '4PPPP/PPPPNF2/1S2NS2/2RR1K2',
};

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
