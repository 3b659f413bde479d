/**
 * The rules of Sittuyin in WebAssembly behind a typed API: `init()`, then `new Game()`; the search
 * and endgame tables in a Web Worker (`searchBestMove`, `probeTablebase`).
 * @module sittuyin
 */
// The `sittuyin` package: re-exports only. The pieces: errors.ts (SittuyinError and its codes),
// game.ts (init and Game), engine.ts (the search in a Web Worker), types.ts (every public type).
export type * from './types.js';
export { ERROR_CODES, SittuyinError } from './errors.js';
export { COLORS, Game, ROLES, generateEndingTable, init, isEngineLoaded, isInitialized, limits, loadNetwork, perft, presets, setupDrops, setupFen, startFen, traditionalSetups, trainingPosition, wasmMemoryBytes } from './game.js';
export type { InitOptions } from './game.js';
export { parsePgn, writePgn } from './pgn.js';
export { probeTablebase, searchBestMove, setEngineNetwork, setWorkerFactory, stopEngine, trainingPositionInWorker } from './engine.js';
export type { SearchOptions, WorkerFactory } from './engine.js';
