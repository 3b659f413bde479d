// One UCI client for the scripts (bench.mjs, endgames.mjs, match.mjs, tune data): the native
// engine (`sittuyin uci`) or any UCI program over stdin/stdout, with the same interface as the
// Fairy-Stockfish driver in fairy-stockfish.mjs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

/**
 * Starts `path uci` (or `path` with `args`) and runs the uci / isready handshake.
 * - name: shown in logs; options: `setoption`s sent before isready ({ Level: 5 });
 * - log: called with '<' and each command sent, '>' and each line received.
 * Returns { name, post(cmd), ask(cmd, match) (posts cmd, resolves with the first line that
 * satisfies match), addListener(fn), removeListener(fn), quit() }.
 */
export async function uciEngine(path, { name = path, args = ['uci'], options = {}, log = null } = {}) {
  if (!existsSync(path)) throw new Error(`${path} not found: run cargo build --release first`);
  const child = spawn(path, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const listeners = new Set();
  let waiting = null;
  createInterface({ input: child.stdout }).on('line', (raw) => {
    const line = raw.trim();
    log?.('>', line);
    for (const fn of listeners) fn(line);
    if (waiting && waiting.match(line)) {
      const w = waiting;
      waiting = null;
      w.resolve(line);
    }
  });
  const post = (cmd) => {
    log?.('<', cmd);
    child.stdin.write(`${cmd}\n`);
  };
  const ask = (cmd, match) =>
    new Promise((resolve) => {
      waiting = { match, resolve };
      post(cmd);
    });
  await ask('uci', (l) => l === 'uciok');
  for (const [option, value] of Object.entries(options)) post(`setoption name ${option} value ${value}`);
  await ask('isready', (l) => l === 'readyok');
  return {
    name,
    post,
    ask,
    addListener: (fn) => listeners.add(fn),
    removeListener: (fn) => listeners.delete(fn),
    quit() {
      post('quit');
      child.stdin.end();
    },
  };
}

/** The score of a UCI `info` line ({ cp } or { mate }, with the bound and depth if given), or null. */
export function parseInfoScore(line) {
  const m = /^info\b.*?\bscore (cp|mate) (-?\d+)( (lowerbound|upperbound))?/.exec(line);
  if (!m) return null;
  const score = { [m[1]]: Number(m[2]) };
  if (m[4]) score.bound = m[4] === 'lowerbound' ? 'lower' : 'upper';
  const depth = /\bdepth (\d+)/.exec(line);
  if (depth) score.depth = Number(depth[1]);
  return score;
}
