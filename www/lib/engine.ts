// Worker client: searchBestMove() runs the engine in a module Web Worker and returns a promise;
// progress comes through onInfo; an AbortSignal cancels (the worker is replaced).
import { SittuyinError } from './errors.js';
import type { EngineRequest, EngineResponse } from './protocol.js';
import type { BestMove, RulesName, SearchInfo, SearchLimits, TablebaseProbe, TrainingEnding } from './types.js';

export interface SearchOptions {
  rules?: RulesName;
  onInfo?: (info: SearchInfo) => void;
  signal?: AbortSignal;
}

/** Makes the worker; hosts that bundle the sources pass their own (e.g. Vite's `new URL(..)`). */
export type WorkerFactory = () => Worker;

let factory: WorkerFactory = () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
let worker: Worker | null = null;
let nextId = 1;
/** Rejecters of the searches running in the current worker, by request id. */
const running = new Map<number, (error: SittuyinError) => void>();

/** Sets how the engine worker is created (call before the first search). */
export function setWorkerFactory(make: WorkerFactory): void {
  factory = make;
  stopEngine();
}

/** Terminates the worker (a later search starts a new one). */
export function stopEngine(): void {
  worker?.terminate();
  worker = null;
  // Every search of the terminated worker ends: none is left waiting forever.
  for (const reject of running.values()) reject(new SittuyinError('ERR_ABORTED', 'search cancelled'));
  running.clear();
}

/** Sends one request to the worker; resolves with `pick(response)` when it answers. An
 * AbortSignal rejects with ERR_ABORTED and stops the worker (its work is synchronous). */
function request<T>(
  make: (id: number) => EngineRequest,
  pick: (response: EngineResponse) => T | undefined,
  options: { onInfo?: (info: SearchInfo) => void; signal?: AbortSignal },
): Promise<T> {
  const { onInfo, signal } = options;
  if (signal?.aborted) return Promise.reject(new SittuyinError('ERR_ABORTED', 'search cancelled'));
  worker ??= factory();
  const w = worker;
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      running.delete(id);
      w.removeEventListener('message', listen);
      signal?.removeEventListener('abort', abort);
    };
    const listen = (event: MessageEvent<EngineResponse>) => {
      const msg = event.data;
      if (msg.type === 'ready' || msg.id !== id) return;
      if (msg.type === 'info') {
        onInfo?.(msg.info);
      } else if (msg.type === 'error') {
        done();
        reject(new SittuyinError(msg.code, msg.message));
      } else {
        const value = pick(msg);
        if (value === undefined) return;
        done();
        resolve(value);
      }
    };
    const abort = () => {
      done();
      reject(new SittuyinError('ERR_ABORTED', 'search cancelled'));
      // The work is synchronous inside the worker: replacing the worker is the way to stop it.
      if (worker === w) stopEngine();
    };
    running.set(id, (error) => {
      done();
      reject(error);
    });
    w.addEventListener('message', listen);
    signal?.addEventListener('abort', abort);
    w.postMessage(make(id));
  });
}

/**
 * Searches `fen` (default: the start position) after `moves` in a worker and resolves with the
 * best move. Rejects with SittuyinError: the engine's error code, or ERR_ABORTED on cancellation.
 */
export function searchBestMove(
  fen: string | undefined,
  moves: readonly string[],
  limits: SearchLimits,
  options: SearchOptions = {},
): Promise<BestMove> {
  return request(
    (id) => ({ type: 'search', id, fen, moves: [...moves], rules: options.rules, limits }),
    (msg) => (msg.type === 'bestmove' ? msg.result : undefined),
    options,
  );
}

/** The endgame table's verdict on `fen` after `moves` (null: no table ending), in the worker,
 * which generates the table first when needed (seconds for four pieces). */
export function probeTablebase(
  fen: string | undefined,
  moves: readonly string[],
  options: { rules?: RulesName; signal?: AbortSignal } = {},
): Promise<TablebaseProbe | null> {
  return request(
    (id) => ({ type: 'tablebase', id, fen, moves: [...moves], rules: options.rules }),
    (msg) => (msg.type === 'tablebase' ? msg.result : undefined),
    options,
  );
}

/** A won position of a bare-king ending (`KRK`, `KSK`, `KFSK`, `KFNK`, `KFRK`) for practice,
 * made in the worker (it generates the table first). */
export function trainingPositionInWorker(ending: TrainingEnding, seed: number, options: { rules?: RulesName; signal?: AbortSignal } = {}): Promise<string> {
  return request(
    (id) => ({ type: 'training', id, ending, seed, rules: options.rules }),
    (msg) => (msg.type === 'training' ? msg.fen : undefined),
    options,
  );
}
