// Fairy-Stockfish's wasm UCI build (fairy-stockfish-nnue.wasm, a devDependency), ready for sittuyin:
// the driver shared by scripts/bench.mjs, scripts/match.mjs and tests/oracle/perft.mjs. Used only as
// a benchmark opponent and an oracle, never bundled.
import { createRequire } from 'node:module';

/**
 * Loads the engine and runs the uci / UCI_Variant sittuyin / isready handshake.
 * - from: where to resolve the package (a file URL or a path ending in '/'); default: this repository.
 * - options: more `setoption`s, sent before isready ({ 'Skill Level': 0 }).
 * - log: called with '<' and each command sent, '>' and each line received.
 * Returns { post(cmd), ask(cmd, match) (posts cmd, resolves with the first line that satisfies
 * match), addListener(fn), removeListener(fn), quit() }.
 */
export async function fairyStockfish({ from = import.meta.url, options = {}, log = null } = {}) {
  const require = createRequire(from);
  const sf = await require('fairy-stockfish-nnue.wasm/stockfish.js')();
  let waiting = null;
  sf.addMessageListener((line) => {
    log?.('>', line);
    if (waiting && waiting.match(line)) {
      const w = waiting;
      waiting = null;
      w.resolve(line);
    }
  });
  const post = (cmd) => {
    log?.('<', cmd);
    sf.postMessage(cmd);
  };
  const ask = (cmd, match) =>
    new Promise((resolve) => {
      waiting = { match, resolve };
      post(cmd);
    });
  await ask('uci', (l) => l === 'uciok');
  post('setoption name UCI_Variant value sittuyin');
  for (const [name, value] of Object.entries(options)) post(`setoption name ${name} value ${value}`);
  await ask('isready', (l) => l === 'readyok');
  return {
    post,
    ask,
    addListener: (fn) => sf.addMessageListener(fn),
    removeListener: (fn) => sf.removeMessageListener?.(fn),
    quit: () => post('quit'),
  };
}
