// Worker client: searchBestMove() runs the engine in a module Web Worker (in Node, a
// worker_threads Worker) and returns a promise; progress comes through onInfo; an AbortSignal
// cancels (the worker is replaced). A worker that dies, fails to load or falls silent is replaced
// and the request sent once more; a second failure rejects with ERR_ENGINE. Failures are known in
// seconds: a worker whose wasm cannot load says `failed` at once; while it loads or makes tables
// it says `alive` every second; it says `started` when a request's work begins, and from then the
// request's watchdog is what that work should take (its time limit, or its node budget at a slow
// device's speed) plus GRACE_MS. Nothing waits forever. In Node the worker holds the process only
// while a request is waiting for it: a script exits by itself after its last answer.
import { SittuyinError } from './errors.js';
import type { EngineRequest, EngineResponse } from './protocol.js';
import type { BestMove, RulesName, SearchInfo, SearchLimits, TablebaseProbe, TrainingEnding } from './types.js';

export interface SearchOptions {
  rules?: RulesName;
  /** Called with each progress line. An exception thrown here stops the search, and the
   * search's promise rejects with it. */
  onInfo?: (info: SearchInfo) => void;
  signal?: AbortSignal;
  /** The watchdog, in ms: the worker is taken for dead when it has been silent this long (default:
   * while it loads, 10 s without its heartbeat; once the search has started, what the search
   * should take plus 3 s; 120 s between progress lines for searches bounded by depth only). */
  timeoutMs?: number;
  /** Evaluate with the engine's network (the one built in, or `setEngineNetwork`'s) instead of the
   * hand-tuned evaluation. Default true; levels 1-3 always use the hand-tuned one (docs/engine-network.md). */
  nnue?: boolean;
}

/** The part of a Worker the client uses (a browser Worker, or Node's worker_threads adapted). */
export interface EngineWorker {
  postMessage(message: EngineRequest): void;
  terminate(): void;
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: Event) => void): void;
  removeEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: Event) => void): void;
  /** Node only: whether the worker keeps the process alive (while a request waits on it). */
  hold?(held: boolean): void;
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
/** The workers heard from (their script runs: from then on they say something every second). */
const heardFrom = new WeakSet<EngineWorker>();

/** A worker keeps a Node process alive only while a request waits on it. */
function holdIfBusy(w: EngineWorker): void {
  w.hold?.([...running.values()].some((r) => r.worker === w && !r.deferred));
}

/** Starts the watchdog of the oldest request waiting on `w` (a deferred table probe does not hold
 * the requests after it: they are answered first). */
function armHead(w: EngineWorker): void {
  for (const r of running.values()) {
    if (r.worker !== w || r.deferred) continue;
    r.arm();
    return;
  }
}

/** Silence taken for death: past what the work should take, or since the worker's last
 * heartbeat (one a second), and before its first message (its own script is still loading). */
const GRACE_MS = 3000;
const LOAD_SILENCE_MS = 6000;
/** The bound of work whose length nothing says (a table, a search by depth alone), between
 * the worker's messages. */
const UNTIMED_MS = 120_000;
/** What the levels should take at most (crate/src/search/limits.rs): 7 and 8 search by time
 * (0.5 s, 2 s), 1-6 by depth or nodes (at most 200,000: 0.35 s here, 4 s at SLOW_NPS). */
const LEVEL_MS: Record<number, number> = { 1: 250, 2: 250, 3: 250, 4: 500, 5: 1000, 6: 4000, 7: 500, 8: 2000 };
/** The speed of a slow phone's search, nodes per second (a fast machine does 600,000). */
const SLOW_NPS = 50_000;

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
    const { serveWorker } = await import(${JSON.stringify(new URL('./protocol.js', here).href)});
    parentPort.on('message', serveWorker(init({ engine: true }), (response) => parentPort.postMessage(response)));
  `;
  const w = new NodeWorker(new URL(`data:text/javascript,${encodeURIComponent(source)}`));
  const target = new EventTarget();
  w.on('message', (data: unknown) => target.dispatchEvent(Object.assign(new Event('message'), { data })));
  w.on('messageerror', () => target.dispatchEvent(new Event('messageerror')));
  w.on('error', (error: unknown) => target.dispatchEvent(Object.assign(new Event('error'), { error, message: String(error) })));
  w.on('exit', () => target.dispatchEvent(Object.assign(new Event('error'), { message: 'the worker exited' })));
  // worker_threads keeps the process alive while the worker runs; idle, it must not (a script
  // using the engine exits by itself after its last answer). unref() after the listeners: adding
  // a 'message' listener refs the worker again.
  w.unref();
  return {
    postMessage: (m) => w.postMessage(m),
    terminate: () => void w.terminate(),
    addEventListener: (type, l) => target.addEventListener(type, l),
    removeEventListener: (type, l) => target.removeEventListener(type, l),
    hold: (held) => (held ? w.ref() : w.unref()),
  };
}

/** What the client uses of worker_threads' Worker (typed here: the package has no Node types). */
interface NodeWorkerInstance {
  postMessage(message: unknown): void;
  terminate(): Promise<number>;
  ref(): void;
  unref(): void;
  on(event: string, listener: (value: unknown) => void): void;
}
type NodeWorkerClass = new (url: URL) => NodeWorkerInstance;

let nodePending: Promise<EngineWorker> | null = null;

/** The current worker, made when needed. */
async function currentWorker(): Promise<EngineWorker> {
  if (worker) return worker;
  if (factory) {
    worker = watched(factory() as EngineWorker);
    return worker;
  }
  if (typeof Worker !== 'undefined') {
    worker = watched(new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }) as EngineWorker);
    return worker;
  }
  if (!isNode) throw new SittuyinError('ERR_ENGINE', 'this environment has no Worker to run the engine in');
  nodePending ??= nodeWorker().then(watched).finally(() => { nodePending = null; });
  const w = await nodePending;
  worker ??= w;
  return worker;
}

/** A new worker, listened to for its start: `ready` is noted, `failed` buries it at once. */
function watched(w: EngineWorker): EngineWorker {
  const listen = (event: Event): void => {
    const msg = (event as MessageEvent<EngineResponse>).data;
    heardFrom.add(w);
    if (msg?.type === 'failed') {
      w.removeEventListener('message', listen);
      bury(w, `the engine could not start: ${msg.message}`);
    }
  };
  w.addEventListener('message', listen);
  return w;
}

/** What a search should take at most, in ms (null: nothing says, e.g. a depth alone); its
 * watchdog once started is this plus 3 s.
 * @internal exported for the tests. */
export function searchExpected(limits: SearchLimits): number | null {
  // Levels 7 and 8 bound by time only when no depth or nodes are asked (then those decide).
  const byLevel = limits.level !== undefined && (limits.level <= 6 || (limits.depth === undefined && limits.nodes === undefined));
  const level = byLevel ? LEVEL_MS[Math.min(8, Math.max(1, Math.round(limits.level ?? 8)))] ?? null : null;
  const nodes = limits.nodes === undefined ? null : (limits.nodes / SLOW_NPS) * 1000;
  const bounds = [limits.movetime ?? null, level, nodes].filter((x): x is number => x !== null);
  return bounds.length === 0 ? null : Math.min(...bounds);
}

const aborted = (): SittuyinError => new SittuyinError('ERR_ABORTED', 'search cancelled');

/** Sends one request to the worker; resolves with `pick(response)` when it answers. An
 * AbortSignal rejects with ERR_ABORTED and stops the worker (its work is synchronous). A dead or
 * silent worker is replaced and the request sent once more, then ERR_ENGINE. `expected`: what
 * the work should take once started (null: unknown; the watchdog then waits UNTIMED_MS between
 * the worker's messages). */
function request<T>(
  make: (id: number) => EngineRequest,
  pick: (response: EngineResponse) => T | undefined,
  options: { onInfo?: (info: SearchInfo) => void; signal?: AbortSignal; timeoutMs?: number },
  expected: number | null,
): Promise<T> {
  const { onInfo, signal, timeoutMs } = options;
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
      /** When the watchdog fires (ms on performance.now()), and whether it runs (the request is
       * the worker's first waiting one), and since when the worker works on it. */
      let deadline = 0;
      let armed = false;
      let startedAt: number | null = null;
      const now = (): number => performance.now();
      const setDeadline = (at: number): void => {
        deadline = at;
        clearTimeout(timer);
        timer = setTimeout(() => {
          if (now() + 1 < deadline) setDeadline(deadline);
          else bury(w, `no answer within ${Math.round(deadline - (startedAt ?? armedAt))} ms`);
        }, Math.max(0, at - now()));
      };
      let armedAt = 0;
      /** The silence allowed from now: the caller's, or the phase's. */
      const silence = (): number => timeoutMs ?? (startedAt !== null ? (expected === null ? UNTIMED_MS : GRACE_MS) : running.get(id)?.deferred ? UNTIMED_MS : heardFrom.has(w) ? GRACE_MS : LOAD_SILENCE_MS);
      /** The worker was heard from: the watchdog moves on (once the work started, never earlier
       * than the work's own end). */
      const heard = (): void => {
        if (armed) setDeadline(startedAt === null ? now() + silence() : Math.max(deadline, now() + silence()));
      };
      const done = (): void => {
        const head = running.delete(id);
        clearTimeout(timer);
        armed = false;
        if (head) armHead(w);
        holdIfBusy(w);
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
        if (!msg) return;
        if (msg.type === 'ready' || msg.type === 'alive' || msg.type === 'failed' || msg.id !== id) {
          heard();
          return;
        }
        if (msg.type === 'started') {
          // The work begins: it may take what it should, then GRACE_MS.
          startedAt = now();
          if (armed) setDeadline(timeoutMs !== undefined ? now() + timeoutMs : now() + (expected ?? UNTIMED_MS) + GRACE_MS);
          return;
        }
        if (msg.type === 'deferred') {
          // A table probe waiting for its table while the worker answers what comes next: its
          // watchdog starts afresh, the next request's starts now, and cancelling it no longer
          // needs the worker replaced (the tables made so far are kept).
          const r = running.get(id);
          if (!r) return;
          r.deferred = true;
          startedAt = null;
          armed = false;
          r.arm();
          armHead(w);
          holdIfBusy(w);
          return;
        }
        if (msg.type === 'info') {
          heard();
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
        if (armed) return;
        armed = true;
        armedAt = now();
        setDeadline(now() + silence());
      };
      running.set(id, { worker: w, died, arm, deferred: false });
      w.addEventListener('message', listen);
      w.addEventListener('error', failed);
      w.addEventListener('messageerror', failed);
      signal?.addEventListener('abort', abort);
      armHead(w);
      holdIfBusy(w);
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
    (id) => ({ type: 'search', id, fen, moves: [...moves], rules: options.rules, limits, nnue: options.nnue !== false }),
    (msg) => (msg.type === 'bestmove' ? msg.result : undefined),
    options,
    searchExpected(limits ?? {}),
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
    null,
  );
}

/** A won position of a bare-king ending (`KRK`, `KSK`, `KFSK`, `KFNK`, `KFRK`) for practice,
 * made in the worker (it generates the table first). */
export function trainingPositionInWorker(ending: TrainingEnding, seed: number, options: { rules?: RulesName; signal?: AbortSignal; timeoutMs?: number } = {}): Promise<string> {
  return request(
    (id) => ({ type: 'training', id, ending, seed, rules: options.rules }),
    (msg) => (msg.type === 'training' ? msg.fen : undefined),
    options,
    null,
  );
}

/** Loads an evaluation network (the SNN1 or SNN2 file of train/README.md, e.g. fetched by the page) into
 * the engine worker in place of the built-in one, for its searches from level 4 (unless
 * `SearchOptions.nnue` is false); null restores the built-in network.
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
    null,
  );
  networkBytes = copy;
}
