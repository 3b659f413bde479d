// Pure board geometry: square names <-> file/rank <-> pixels, for both orientations.
export type Orientation = 'white' | 'black';
export const FILES = 'abcdefgh';

export interface Coord {
  file: number; // 0..7 (a..h)
  rank: number; // 0..7 (1..8)
}

export function parseSquare(name: string): Coord | null {
  if (!/^[a-h][1-8]$/.test(name)) return null;
  return { file: name.charCodeAt(0) - 97, rank: name.charCodeAt(1) - 49 };
}

export function squareName(file: number, rank: number): string {
  return FILES[file] + String(rank + 1);
}

export const ALL_SQUARES: readonly string[] = (() => {
  const out: string[] = [];
  for (let r = 0; r < 8; r++) for (let f = 0; f < 8; f++) out.push(squareName(f, r));
  return out;
})();

/** Column/row on screen (0,0 = top-left) of a square. */
export function squareToCell(name: string, orientation: Orientation): { col: number; row: number } {
  const c = parseSquare(name);
  if (!c) throw new Error(`bad square ${name}`);
  return orientation === 'white' ? { col: c.file, row: 7 - c.rank } : { col: 7 - c.file, row: c.rank };
}

export function cellToSquare(col: number, row: number, orientation: Orientation): string {
  return orientation === 'white' ? squareName(col, 7 - row) : squareName(7 - col, row);
}

/** Top-left pixel of a square on a board `size` pixels wide. */
export function squareOrigin(name: string, size: number, orientation: Orientation): { x: number; y: number } {
  const { col, row } = squareToCell(name, orientation);
  const s = size / 8;
  return { x: col * s, y: row * s };
}

export function squareCenter(name: string, size: number, orientation: Orientation): { x: number; y: number } {
  const o = squareOrigin(name, size, orientation);
  return { x: o.x + size / 16, y: o.y + size / 16 };
}

/** The square under pixel (x, y), or null outside the board. */
export function squareAt(x: number, y: number, size: number, orientation: Orientation): string | null {
  if (!(size > 0) || x < 0 || y < 0 || x >= size || y >= size) return null;
  const s = size / 8;
  return cellToSquare(Math.floor(x / s), Math.floor(y / s), orientation);
}

/** Moves a keyboard cursor by screen direction. */
export function stepSquare(name: string, dcol: number, drow: number, orientation: Orientation): string {
  const { col, row } = squareToCell(name, orientation);
  const c = Math.min(7, Math.max(0, col + dcol));
  const r = Math.min(7, Math.max(0, row + drow));
  return cellToSquare(c, r, orientation);
}

/** Rotates a square 180 degrees (a1 <-> h8). */
export function rotateSquare(name: string): string {
  const c = parseSquare(name);
  if (!c) throw new Error(`bad square ${name}`);
  return squareName(7 - c.file, 7 - c.rank);
}

/** Squares on the two long diagonals. */
export function onLongDiagonal(name: string): boolean {
  const c = parseSquare(name);
  return !!c && (c.file === c.rank || c.file + c.rank === 7);
}

/** An arrow from square centre (ax, ay) to square centre (bx, by) on squares of edge `q`, as the
 * canvas and the SVG diagrams draw it: a round-capped shaft from (startX, startY) to the head's
 * base (baseX, baseY) of width `width`, and a head with its tip at (tipX, tipY) and its two back
 * corners. Short arrows (one square) keep a visible shaft: the head and the margins shrink with
 * the length. */
export interface ArrowGeometry {
  startX: number; startY: number;
  baseX: number; baseY: number;
  tipX: number; tipY: number;
  /** The head's back corners. */
  leftX: number; leftY: number;
  rightX: number; rightY: number;
  width: number;
}

export function arrowGeometry(ax: number, ay: number, bx: number, by: number, q: number): ArrowGeometry {
  const len = Math.hypot(bx - ax, by - ay);
  const ux = (bx - ax) / len;
  const uy = (by - ay) / len;
  const head = Math.min(q * 0.42, len * 0.38);
  const tipBack = Math.min(q * 0.12, len * 0.08);
  const start = Math.min(q * 0.34, len * 0.22);
  const tipX = bx - ux * tipBack;
  const tipY = by - uy * tipBack;
  const baseX = tipX - ux * head;
  const baseY = tipY - uy * head;
  const w = head * 0.55;
  return {
    startX: ax + ux * start, startY: ay + uy * start,
    baseX, baseY, tipX, tipY,
    leftX: baseX - uy * w, leftY: baseY + ux * w,
    rightX: baseX + uy * w, rightY: baseY - ux * w,
    width: q * 0.16,
  };
}
