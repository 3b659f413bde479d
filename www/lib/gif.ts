/**
 * A game as an animated GIF: `renderGif({ pgn | fen + moves, size, delay, pieces })`, one frame
 * per position (`await init()` first).
 * @module sittuyin/gif
 */
// Frames are drawn by the board's canvas renderer (www/board/render.ts) in a browser (a canvas or
// an OffscreenCanvas: no DOM needed in a worker) and, in Node, from sittuyin/diagram's SVG of each
// position through the optional peer dependency @resvg/resvg-js (as the sittuyin-diagram CLI's
// PNGs). The frames are the board alone (no coordinates or trays), square, encoded by gifenc
// (MIT; a palette quantised per frame).
import * as gifencModule from 'gifenc';
import { Game } from './game.js';
import { parsePgn } from './pgn.js';
import { SittuyinError, describe, requireObject, requireOneOf, requireString } from './errors.js';
import type { Color, Piece, RulesName, SquareName } from './types.js';
import type { PieceSetName } from '../board/pieces/index.ts';
import { DARK, LIGHT, draw } from '../board/render.ts';
import { initialState } from '../board/state.ts';
import { loadPieceSet } from '../board/pieces/index.ts';

export { init } from './game.js';

export interface GifOptions {
  /** A PGN: its main line is played (`game` picks one of a file of several, from 0). */
  pgn?: string;
  game?: number;
  /** Otherwise the position the game starts from (default: the start) and the moves played from it (UCI or SAN). */
  fen?: string;
  moves?: readonly string[];
  /** Rules the FEN and moves are read under (default 'chessplayx', or the PGN's [Rules]). */
  rules?: RulesName;
  /** Width and height of the picture in pixels (default 320, 64 to 1200). */
  size?: number;
  /** Milliseconds each position shows (default 1000); the last one shows `lastDelay` (default 3000). */
  delay?: number;
  lastDelay?: number;
  /** The side at the bottom (default 'white'). */
  orientation?: Color;
  /** Piece set: 'letters' (default), 'figurines' or 'burmese'. */
  pieces?: PieceSetName;
  /** Board colours: 'light' (default) or 'dark'. */
  theme?: 'light' | 'dark';
}

interface Frame {
  fen: string;
  pieces: Piece[];
  lastMove: { from?: string; to: string } | null;
  check: SquareName | null;
}

interface GifEnc {
  GIFEncoder(): { writeFrame(index: Uint8Array, w: number, h: number, o: object): void; finish(): void; bytes(): Uint8Array };
  quantize(rgba: Uint8Array | Uint8ClampedArray, max: number): number[][];
  applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: number[][]): Uint8Array;
}

/** gifenc is CommonJS for Node and ESM for bundlers: its functions are on the namespace or on its default. */
const gifenc = ((gifencModule as unknown as { default?: GifEnc }).default ?? gifencModule) as unknown as GifEnc;

const int = (v: unknown, what: string, min: number, max: number, fallback: number): number => {
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new SittuyinError('ERR_ARGUMENT', `${what} must be a whole number from ${min} to ${max}, got ${describe(v)}`);
  }
  return v;
};

/** The positions of the game: the start, then after each move. */
function framesOf(o: GifOptions): { frames: Frame[]; rules: RulesName } {
  let g: Game;
  let moves: string[];
  if (o.pgn !== undefined) {
    const games = parsePgn(requireString(o.pgn, 'pgn', 1 << 20), o.rules ? { rules: o.rules } : {});
    const index = int(o.game, 'game', 0, games.length - 1, 0);
    const game = games[index];
    g = new Game({ fen: game.startFen, rules: game.rules });
    moves = game.moves.map((m) => m.uci);
  } else {
    g = new Game({ fen: o.fen, rules: o.rules });
    if (o.moves !== undefined && !Array.isArray(o.moves)) throw new SittuyinError('ERR_ARGUMENT', `moves must be an array, got ${describe(o.moves)}`);
    moves = [...(o.moves ?? [])];
  }
  try {
    const frame = (last: { from?: string; to: string } | null): Frame => {
      const pieces = g.pieces();
      const check = g.isCheck() ? (pieces.find((p) => p.role === 'king' && p.color === g.turn)?.square ?? null) : null;
      return { fen: g.fen(), pieces, lastMove: last, check };
    };
    const frames = [frame(null)];
    for (const m of moves) {
      const move = g.play(m);
      frames.push(frame(move.from ? { from: move.from, to: move.to } : { to: move.to }));
    }
    return { frames, rules: g.rules };
  } finally {
    g.free();
  }
}

type Raster = (f: Frame) => Promise<Uint8Array | Uint8ClampedArray>;

/** Frames drawn by the board's canvas renderer. */
async function canvasRaster(size: number, orientation: Color, pieces: PieceSetName, dark: boolean): Promise<Raster> {
  const canvas: HTMLCanvasElement | OffscreenCanvas = typeof OffscreenCanvas !== 'undefined'
    ? new OffscreenCanvas(size, size)
    : Object.assign(document.createElement('canvas'), { width: size, height: size });
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D | null;
  if (!ctx) throw new SittuyinError('ERR_INTERNAL', 'canvas 2d context unavailable');
  const set = await loadPieceSet(pieces);
  const theme = dark ? DARK : LIGHT;
  return async (f) => {
    const state = { ...initialState(), interactive: false, orientation, lastMove: f.lastMove, check: f.check };
    state.pieces = new Map(f.pieces.map((p) => [p.square, { color: p.color, role: p.role }]));
    draw(ctx, size, state, theme, null, null, (c, color, role, cx, cy, q, dk, alpha) => set.draw(c, color, role, cx, cy, q, dk, alpha));
    return ctx.getImageData(0, 0, size, size).data;
  };
}

interface ResvgModule {
  Resvg: new (svg: string, options?: object) => { render(): { pixels: Uint8Array; width: number; height: number } };
}

/** Frames from sittuyin/diagram's SVG, rasterised by @resvg/resvg-js (Node). */
async function svgRaster(size: number, orientation: Color, pieces: PieceSetName, dark: boolean, rules: RulesName | undefined): Promise<Raster> {
  const name = '@resvg/resvg-js';
  let mod: ResvgModule;
  try {
    mod = (await import(/* @vite-ignore */ name)) as ResvgModule;
  } catch {
    throw new SittuyinError('ERR_ARGUMENT', 'renderGif without a canvas (Node) needs the optional package @resvg/resvg-js: npm install @resvg/resvg-js');
  }
  const { renderSvg } = await import('./diagram.js');
  return async (f) => {
    const svg = renderSvg({ fen: f.fen, rules, orientation, pieces, theme: dark ? 'dark' : 'light', coordinates: false, marks: f.check ? [{ square: f.check, color: 'rgba(200, 30, 30, 0.85)' }] : [] });
    // The board alone: the picture's viewBox narrowed to the board's square (no trays).
    const at = /<g class="board" transform="translate\(([\d.]+) ([\d.]+)\)">/.exec(svg);
    if (!at) throw new SittuyinError('ERR_INTERNAL', 'no board in the diagram');
    const board = svg.replace(/^<svg([^>]*?) width="[^"]*" height="[^"]*" viewBox="[^"]*"/, `<svg$1 width="${size}" height="${size}" viewBox="${at[1]} ${at[2]} 800 800"`);
    const img = new mod.Resvg(board, { fitTo: { mode: 'width', value: size } }).render();
    if (img.width !== size || img.height !== size) throw new SittuyinError('ERR_INTERNAL', `frame of ${img.width}x${img.height}`);
    return img.pixels;
  };
}

/**
 * The game as an animated GIF (its bytes): one frame per position, from the start to the last
 * move, `delay` ms each and `lastDelay` on the final position, looping. In a browser the frames
 * are drawn by the board's canvas renderer; in Node, without a canvas, by `@resvg/resvg-js` (an
 * optional peer dependency) from sittuyin/diagram's SVG. Bad input throws a SittuyinError
 * (ERR_ARGUMENT, ERR_PGN, ERR_FEN_*, ERR_ILLEGAL_MOVE).
 */
export async function renderGif(options: GifOptions): Promise<Uint8Array> {
  const o = requireObject(options, 'options') as GifOptions;
  const size = int(o.size, 'size', 64, 1200, 320);
  const delay = int(o.delay, 'delay', 20, 60_000, 1000);
  const lastDelay = int(o.lastDelay, 'lastDelay', 20, 60_000, 3000);
  const orientation = o.orientation === undefined ? 'white' : requireOneOf(o.orientation, 'orientation', ['white', 'black'] as const);
  const pieces = o.pieces === undefined ? 'letters' : requireOneOf(o.pieces, 'pieces', ['letters', 'figurines', 'burmese'] as const);
  const dark = o.theme === undefined ? false : requireOneOf(o.theme, 'theme', ['light', 'dark'] as const) === 'dark';
  const { frames, rules } = framesOf(o);
  const canDraw = typeof OffscreenCanvas !== 'undefined' || typeof document !== 'undefined';
  const raster = canDraw ? await canvasRaster(size, orientation, pieces, dark) : await svgRaster(size, orientation, pieces, dark, rules);
  const gif = gifenc.GIFEncoder();
  for (let i = 0; i < frames.length; i++) {
    const rgba = await raster(frames[i]);
    const palette = gifenc.quantize(rgba, 256);
    const index = gifenc.applyPalette(rgba, palette);
    gif.writeFrame(index, size, size, { palette, delay: i === frames.length - 1 ? lastDelay : delay, repeat: 0 });
  }
  gif.finish();
  return gif.bytes();
}
