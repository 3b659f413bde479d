// Worker client: searchBestMove() runs the engine in a module Web Worker and returns a promise;
// progress comes through onInfo; an AbortSignal cancels (the worker is replaced).
import { SittuyinError } from './errors.js';
import type { EngineRequest, EngineResponse } from './protocol.js';
import type { BestMove, RulesName, SearchInfo, SearchLimits } from './types.js';

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
  const { onInfo, signal, rules } = options;
  if (signal?.aborted) return Promise.reject(new SittuyinError('ERR_ABORTED', 'search cancelled'));
  worker ??= factory();
  const w = worker;
  const id = nextId++;
  return new Promise<BestMove>((resolve, reject) => {
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
      } else if (msg.type === 'bestmove') {
        done();
        resolve(msg.result);
      } else {
        done();
        reject(new SittuyinError(msg.code, msg.message));
      }
    };
    const abort = () => {
      done();
      reject(new SittuyinError('ERR_ABORTED', 'search cancelled'));
      // The search is synchronous inside the worker: replacing the worker is the way to stop it.
      if (worker === w) stopEngine();
    };
    running.set(id, (error) => {
      done();
      reject(error);
    });
    w.addEventListener('message', listen);
    signal?.addEventListener('abort', abort);
    const request: EngineRequest = { type: 'search', id, fen, moves: [...moves], rules, limits };
    w.postMessage(request);
  });
}
