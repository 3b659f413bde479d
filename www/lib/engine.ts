// Worker client: searchBestMove() runs the engine in a module Web Worker (in Node, a
// worker_threads Worker) and returns a promise; progress comes through onInfo; an AbortSignal
// cancels (the worker is replaced). A worker that dies, fails to load or falls silent (its `error`
// or `messageerror` event, or a watchdog well past the request's own limit) is replaced and the
// request sent once more; a second failure rejects with ERR_ENGINE. Nothing waits forever.
import { SittuyinError } from './errors.js';
import type { EngineRequest, EngineResponse } from './protocol.js';
import type { BestMove, RulesName, SearchInfo, SearchLimits, TablebaseProbe, TrainingEnding } from './types.js';

export interface SearchOptions {
  rules?: RulesName;
  /** Called with each progress line. An exception thrown here stops the search, and the
   * search's promise rejects with it. */
  onInfo?: (info: SearchInfo) => void;
  signal?: AbortSignal;
  /** The watchdog, in ms: the worker is taken for dead when it has not answered by then (default:
   * the search's own time limit plus 20 s; 120 s for searches bounded by depth or nodes only). */
  timeoutMs?: number;
  /** Evaluate with the network `setEngineNetwork` loaded instead of the hand-tuned evaluation
   * (levels 1-3 always use the hand-tuned one). Default false: today's network plays weaker. */
  nnue?: boolean;
}

/** The part of a Worker the client uses (a browser Worker, or Node's worker_threads adapted). */
export interface EngineWorker {
  postMessage(message: EngineRequest): void;
  terminate(): void;
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: Event) => void): void;
  removeEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: Event) => void): void;
}

/** Makes the worker; hosts that bundle the sources pass their own (e.g. Vite's `new URL(..)`). */
export type WorkerFactory = () => Worker | EngineWorker;

const isNode = typeof (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node === 'string';

let factory: WorkerFactory | null = null;
/** The network the worker holds (setEngineNetwork), sent again to every replacement worker. */
let networkBytes: Uint8Array | null = null;
let primed: EngineWorker | null = null;
let worker: EngineWorker | null = null;
let nextId = 1;
/** What a request does when its worker dies, by request id, in the order sent. A worker answers
 * its requests one after another: each one's watchdog starts when those before it are done. */
const running = new Map<number, { worker: EngineWorker; died: (why: string) => void; arm: () => void; deferred: boolean }>();

/** Starts the watchdog of the oldest request waiting on `w` (a deferred table probe does not hold
 * the requests after it: they are answered first). */
function armHead(w: EngineWorker): void {
  for (const r of running.values()) {
    if (r.worker !== w || r.deferred) continue;
    r.arm();
    return;
  }
}

/** Margin of the watchdog over the search's own time limit, and the bound of untimed work. */
const MARGIN_MS = 20_000;
const UNTIMED_MS = 120_000;
/** The levels' own time limits (crate/src/search/limits.rs): 7 uses 0.5 s, 8 uses 2 s. */
const LEVEL_MS: Record<number, number> = { 7: 500, 8: 2000 };

/** Sets how the engine worker is created (call before the first search); null: the default. */
export function setWorkerFactory(make: WorkerFactory | null): void {
  factory = make;
  stopEngine();
}

/** Terminates the worker (a later search starts a new one). */
export function stopEngine(): void {
  worker?.terminate();
  worker = null;
  // Every search of the terminated worker ends: none is left waiting forever.
  const ended = [...running.values()];
  running.clear();
  for (const r of ended) r.died('');
}

/** A worker is dead, failed or silent: it is terminated and each of its requests told. */
function bury(w: EngineWorker, why: string): void {
  try {
    w.terminate();
  } catch { /* already gone */ }
  if (worker === w) worker = null;
  for (const [id, r] of [...running]) {
    if (r.worker !== w) continue;
    running.delete(id);
    r.died(why);
  }
}

/** The Worker of Node's worker_threads, dressed as a browser Worker, running the same protocol
 * (imported only in Node: the browser bundle never sees `node:` modules). */
async function nodeWorker(): Promise<EngineWorker> {
  const threads = 'node:worker_threads';
  const { Worker: NodeWorker } = (await import(/* @vite-ignore */ threads)) as { Worker: NodeWorkerClass };
  const here = import.meta.url;
  const source = `
    import { parentPort } from 'node:worker_threads';
    const { init } = await import(${JSON.stringify(new URL('./game.js', here).href)});
    const { serveRequests } = await import(${JSON.stringify(new URL('./protocol.js', here).href)});
    await init({ engine: true });
    const serve = serveRequests((response) => parentPort.postMessage(response));
    parentPort.on('message', serve);
    parentPort.postMessage({ type: 'ready' });
  `;
  const w = new NodeWorker(new URL(`data:text/javascript,${encodeURIComponent(source)}`));
  // worker_threads keeps the process alive while the worker runs; idle, it should not.
  w.unref();
  const target = new EventTarget();
  w.on('message', (data: unknown) => target.dispatchEvent(Object.assign(new Event('message'), { data })));
  w.on('messageerror', () => target.dispatchEvent(new Event('messageerror')));
  w.on('error', (error: unknown) => target.dispatchEvent(Object.assign(new Event('error'), { error, message: String(error) })));
  w.on('exit', () => target.dispatchEvent(Object.assign(new Event('error'), { message: 'the worker exited' })));
  return {
    postMessage: (m) => w.postMessage(m),
    terminate: () => void w.terminate(),
    addEventListener: (type, l) => target.addEventListener(type, l),
    removeEventListener: (type, l) => target.removeEventListener(type, l),
  };
}

/** What the client uses of worker_threads' Worker (typed here: the package has no Node types). */
interface NodeWorkerInstance {
  postMessage(message: unknown): void;
  terminate(): Promise<number>;
  unref(): void;
  on(event: string, listener: (value: unknown) => void): void;
}
type NodeWorkerClass = new (url: URL) => NodeWorkerInstance;

let nodePending: Promise<EngineWorker> | null = null;

/** The current worker, made when needed. */
async function currentWorker(): Promise<EngineWorker> {
  if (worker) return worker;
  if (factory) {
    worker = factory() as EngineWorker;
    return worker;
  }
  if (typeof Worker !== 'undefined') {
    worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }) as EngineWorker;
    return worker;
  }
  if (!isNode) throw new SittuyinError('ERR_ENGINE', 'this environment has no Worker to run the engine in');
  nodePending ??= nodeWorker().finally(() => { nodePending = null; });
  const w = await nodePending;
  worker ??= w;
  return worker;
}

/** The watchdog of a search: its own time limit plus a margin; untimed searches get a generous bound. */
function searchBudget(limits: SearchLimits): number {
  const time = limits.movetime ?? (limits.depth === undefined && limits.nodes === undefined ? LEVEL_MS[limits.level ?? 8] : undefined);
  return time === undefined ? UNTIMED_MS : time + MARGIN_MS;
}

const aborted = (): SittuyinError => new SittuyinError('ERR_ABORTED', 'search cancelled');

/** Sends one request to the worker; resolves with `pick(response)` when it answers. An
 * AbortSignal rejects with ERR_ABORTED and stops the worker (its work is synchronous). A dead or
 * silent worker is replaced and the request sent once more, then ERR_ENGINE. */
function request<T>(
  make: (id: number) => EngineRequest,
  pick: (response: EngineResponse) => T | undefined,
  options: { onInfo?: (info: SearchInfo) => void; signal?: AbortSignal; timeoutMs?: number },
  budget: number,
): Promise<T> {
  const { onInfo, signal } = options;
  const timeout = options.timeoutMs ?? budget;
  if (signal?.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (error: unknown, value?: T): void => {
      if (settled) return;
      settled = true;
      if (error === undefined) resolve(value as T);
      else reject(error);
    };
    const attempt = async (tries: number): Promise<void> => {
      let w: EngineWorker;
      try {
        w = await currentWorker();
      } catch (e) {
        finish(e instanceof SittuyinError ? e : new SittuyinError('ERR_ENGINE', `the engine worker could not be started: ${String(e)}`));
        return;
      }
      if (settled) return;
      if (signal?.aborted) {
        finish(aborted());
        return;
      }
      if (primed !== w) {
        // A new worker: it gets the network first (messages are handled in order).
        primed = w;
        if (networkBytes) w.postMessage({ type: 'network', id: nextId++, bytes: networkBytes });
      }
      const id = nextId++;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = (): void => {
        const head = running.delete(id);
        clearTimeout(timer);
        if (head) armHead(w);
      w.removeEventListener('message', listen);
        w.removeEventListener('error', failed);
        w.removeEventListener('messageerror', failed);
      signal?.removeEventListener('abort', abort);
    };
      const died = (why: string): void => {
        done();
        if (settled) return;
        if (why === '' || signal?.aborted) finish(aborted());
        else if (tries === 0) void attempt(1);
        else finish(new SittuyinError('ERR_ENGINE', `the engine worker failed twice: ${why}`));
      };
      const failed = (event: Event): void => {
        // Handled here: the page does not get an uncaught error for it.
        event.preventDefault();
        const message = (event as ErrorEvent).message;
        bury(w, event.type === 'messageerror' ? 'a message could not be read' : message || 'the worker failed to load or crashed');
      };
      const listen = (event: Event): void => {
        const msg = (event as MessageEvent<EngineResponse>).data;
        if (!msg || msg.type === 'ready' || msg.id !== id) return;
        if (msg.type === 'deferred') {
          // A table probe waiting for its table while the worker answers what comes next: its
          // watchdog starts afresh, the next request's starts now, and cancelling it no longer
          // needs the worker replaced (the tables made so far are kept).
          const r = running.get(id);
          if (!r) return;
          r.deferred = true;
          clearTimeout(timer);
          timer = undefined;
          r.arm();
          armHead(w);
          return;
        }
      if (msg.type === 'info') {
          try {
        onInfo?.(msg.info);
          } catch (e) {
            // The caller's callback failed: the search stops and its promise carries the error.
            done();
            finish(e);
            if (worker === w) stopEngine();
          }
      } else if (msg.type === 'error') {
        done();
          finish(new SittuyinError(msg.code, msg.message));
      } else {
        const value = pick(msg);
        if (value === undefined) return;
        done();
          finish(undefined, value);
      }
    };
      const abort = (): void => {
        const deferred = running.get(id)?.deferred === true;
      done();
        finish(aborted());
        if (deferred) {
          // Waiting in the worker, not running: it is dropped there.
          try {
            w.postMessage({ type: 'cancel', id });
          } catch { /* the worker is gone: nothing waits there */ }
          return;
        }
      // The work is synchronous inside the worker: replacing the worker is the way to stop it.
      if (worker === w) stopEngine();
    };
      const arm = (): void => {
        timer ??= setTimeout(() => bury(w, `no answer in ${timeout} ms`), timeout);
      };
      running.set(id, { worker: w, died, arm, deferred: false });
    w.addEventListener('message', listen);
      w.addEventListener('error', failed);
      w.addEventListener('messageerror', failed);
    signal?.addEventListener('abort', abort);
      armHead(w);
      try {
    w.postMessage(make(id));
      } catch (e) {
        bury(w, String(e));
      }
    };
    void attempt(0);
  });
}

/**
 * Searches `fen` (default: the start position) after `moves` in a worker and resolves with the
 * best move. Rejects with SittuyinError: the engine's error code, ERR_ABORTED on cancellation,
 * ERR_ENGINE when the worker failed twice (died, could not load, or did not answer in time); or
 * with what `onInfo` threw.
 */
export function searchBestMove(
  fen: string | undefined,
  moves: readonly string[],
  limits: SearchLimits,
  options: SearchOptions = {},
): Promise<BestMove> {
  return request(
    (id) => ({ type: 'search', id, fen, moves: [...moves], rules: options.rules, limits, nnue: options.nnue === true }),
    (msg) => (msg.type === 'bestmove' ? msg.result : undefined),
    options,
    searchBudget(limits ?? {}),
  );
}

/** The endgame table's verdict on `fen` after `moves` (null: no table ending), in the worker,
 * which generates the table first when needed (seconds for four pieces). */
export function probeTablebase(
  fen: string | undefined,
  moves: readonly string[],
  options: { rules?: RulesName; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<TablebaseProbe | null> {
  return request(
    (id) => ({ type: 'tablebase', id, fen, moves: [...moves], rules: options.rules }),
    (msg) => (msg.type === 'tablebase' ? msg.result : undefined),
    options,
    UNTIMED_MS,
  );
}

/** A won position of a bare-king ending (`KRK`, `KSK`, `KFSK`, `KFNK`, `KFRK`) for practice,
 * made in the worker (it generates the table first). */
export function trainingPositionInWorker(ending: TrainingEnding, seed: number, options: { rules?: RulesName; signal?: AbortSignal; timeoutMs?: number } = {}): Promise<string> {
  return request(
    (id) => ({ type: 'training', id, ending, seed, rules: options.rules }),
    (msg) => (msg.type === 'training' ? msg.fen : undefined),
    options,
    UNTIMED_MS,
  );
}

/** Loads an evaluation network (the SNN1 file of train/README.md, e.g. fetched by the page) into
 * the engine worker, for the searches that ask for it (`SearchOptions.nnue`); null unloads it.
 * Rejects with ERR_NETWORK when the bytes are no network file (the network loaded before stays).
 * A replacement worker (after a cancelled or failed search) gets the network again. */
export async function setEngineNetwork(bytes: Uint8Array | ArrayBuffer | null, options: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<void> {
  if (bytes !== null && !(bytes instanceof Uint8Array) && !(bytes instanceof ArrayBuffer)) {
    throw new SittuyinError('ERR_ARGUMENT', 'the network must be a Uint8Array, an ArrayBuffer or null');
  }
  const copy = bytes === null ? null : new Uint8Array(bytes).slice();
  await request(
    (id) => ({ type: 'network', id, bytes: copy }),
    (msg) => (msg.type === 'network' ? true : undefined),
    options,
    UNTIMED_MS,
  );
  networkBytes = copy;
}
