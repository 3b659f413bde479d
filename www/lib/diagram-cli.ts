#!/usr/bin/env node
// sittuyin-diagram: a position as an SVG (or PNG) picture on stdout, for build scripts.
//   npx sittuyin-diagram "FEN" --arrows e2e4 --caption "1. e4" > d.svg
//   npx sittuyin-diagram "FEN" --png --size 600 > d.png   (needs the optional @resvg/resvg-js)
import { init } from './game.js';
import { SittuyinError } from './errors.js';
import { renderSvg, type DiagramArrow, type DiagramMark, type DiagramOptions } from './diagram.js';
import type { Color, RulesName } from './types.js';
import type { PieceSetName } from '../board/pieces/index.ts';

interface NodeProcess {
  argv: string[];
  exitCode?: number;
  stdout: { write(data: string | Uint8Array): boolean };
  stderr: { write(data: string): boolean };
}
const proc = (globalThis as unknown as { process: NodeProcess }).process;

const USAGE = `Usage: sittuyin-diagram [FEN] [options] > picture.svg

Draws a Sittuyin position (default: the start) as a self-contained SVG on stdout.
Options:
  --orientation white|black   the side at the bottom (default white)
  --pieces letters|figurines|burmese
  --coordinates on|off        files and ranks (default on); --no-coordinates
  --caption TEXT              a line under the board (also the title)
  --title TEXT                the picture's accessible title
  --arrows e2e4,d7d5          arrows, comma separated
  --marks d4,e5               ringed squares, comma separated
  --theme light|dark
  --rules NAME                rules the FEN is read under (default chessplayx)
  --size PIXELS               width of the picture (default 400)
  --png                       a PNG instead (needs the optional package @resvg/resvg-js)
  --help
`;

class UsageError extends Error {}

function parse(argv: string[]): { options: DiagramOptions; png: boolean; help: boolean } {
  const options: DiagramOptions = {};
  const words: string[] = [];
  let png = false;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const value = (): string => {
      if (eq >= 0) return arg.slice(eq + 1);
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`--${name} needs a value`);
      return v;
    };
    const items = (): string[] => value().split(',').map((s) => s.trim()).filter(Boolean);
    switch (name) {
      case 'help': help = true; break;
      case 'png': png = true; break;
      case 'no-coordinates': options.coordinates = false; break;
      case 'coordinates': {
        const v = value();
        if (!['on', 'off', 'true', 'false'].includes(v)) throw new UsageError('--coordinates must be on or off');
        options.coordinates = v === 'on' || v === 'true';
        break;
      }
      case 'orientation': options.orientation = value() as Color; break;
      case 'pieces': options.pieces = value() as PieceSetName; break;
      case 'caption': options.caption = value(); break;
      case 'title': options.title = value(); break;
      case 'theme': options.theme = value() as 'light' | 'dark'; break;
      case 'rules': options.rules = value() as RulesName; break;
      case 'arrows': options.arrows = items() as DiagramArrow[]; break; // checked by renderSvg
      case 'marks': options.marks = items() as DiagramMark[]; break;
      case 'size': {
        const v = value();
        if (!/^\d+$/.test(v)) throw new UsageError('--size must be a whole number of pixels');
        options.size = Number(v);
        break;
      }
      default: throw new UsageError(`unknown option --${name}`);
    }
  }
  // A FEN has spaces: quoted it is one word, unquoted its fields are joined back.
  if (words.length) options.fen = words.join(' ');
  return { options, png, help };
}

interface Resvg {
  new (svg: string, options?: object): { render(): { asPng(): Uint8Array } };
}

async function toPng(svg: string): Promise<Uint8Array> {
  const name = '@resvg/resvg-js';
  let mod: { Resvg: Resvg };
  try {
    mod = (await import(/* @vite-ignore */ name)) as { Resvg: Resvg };
  } catch {
    throw new UsageError('--png needs the package @resvg/resvg-js (npm install @resvg/resvg-js)');
  }
  return new mod.Resvg(svg, { font: { loadSystemFonts: true } }).render().asPng();
}

async function main(): Promise<void> {
  try {
    const { options, png, help } = parse(proc.argv.slice(2));
    if (help) {
      proc.stdout.write(USAGE);
      return;
    }
    await init();
    const svg = renderSvg(options);
    proc.stdout.write(png ? await toPng(svg) : `${svg}\n`);
  } catch (e) {
    if (e instanceof UsageError) {
      proc.stderr.write(`sittuyin-diagram: ${e.message}\n\n${USAGE}`);
      proc.exitCode = 2;
    } else if (e instanceof SittuyinError) {
      proc.stderr.write(`sittuyin-diagram: ${e.code}: ${e.message}\n`);
      proc.exitCode = 1;
    } else {
      proc.stderr.write(`sittuyin-diagram: ${String(e)}\n`);
      proc.exitCode = 1;
    }
  }
}

void main();
