// Nodes per CPU-second of the wasm engine's search (dist/pkg/sittuyin_engine_bg.wasm, built with
// simd128), for train/nps.sh:
//   node train/nps-wasm.mjs NET NODES hand|nnue FEN...   prints "NODES CPU_SECONDS"
//   node train/nps-wasm.mjs --random SEED OUT             writes Network::random(SEED) to OUT
// Only the searches are timed (process CPU time), not loading the module. NPS_PKG=DIR takes the
// module from another wasm-bindgen output directory (e.g. an engine built without simd128).
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const pkg = process.env.NPS_PKG ? pathToFileURL(`${process.env.NPS_PKG}/`) : new URL('../dist/pkg/', import.meta.url);
const glue = await import(new URL('sittuyin_engine.js', pkg).href);
glue.initSync({ module: readFileSync(new URL('sittuyin_engine_bg.wasm', pkg)) });
const [first, ...rest] = process.argv.slice(2);
if (first === '--random') {
  writeFileSync(rest[1], glue.randomNetwork(Number(rest[0])));
} else {
  const [nodes, variant, ...positions] = rest;
  glue.loadNetwork(readFileSync(first));
  let total = 0;
  let cpu = 0;
  for (const pos of positions) {
    const fen = pos === 'startpos' ? undefined : pos.replace(/^fen /, '');
    const game = new glue.WasmGame(fen, undefined);
    game.useNetwork(variant === 'nnue', undefined);
    const t = process.cpuUsage();
    // An object since the serde boundary (a JSON string before).
    const out = game.bestMove(undefined, Number(nodes), undefined, undefined, undefined, undefined);
    const r = typeof out === 'string' ? JSON.parse(out) : out;
    const d = process.cpuUsage(t);
    cpu += (d.user + d.system) / 1e6;
    total += r.nodes;
    game.free();
  }
  console.log(`${total} ${cpu}`);
}
