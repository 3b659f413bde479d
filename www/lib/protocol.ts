// The engine worker's message protocol, as plain code so it is testable without a worker.
// A session keeps one Game (and so the engine's hash table) between searches: a request for the
// same start and rules undoes and plays only the moves that differ.
import { SittuyinError } from './errors.js';
import { Game, loadNetwork, trainingPosition, workOnTablebases } from './game.js';
import type { BestMove, ErrorCode, RulesName, SearchInfo, SearchLimits, TablebaseProbe, TrainingEnding } from './types.js';

export interface SearchRequest {
  type: 'search';
  id: number;
  fen?: string;
  moves: string[];
  rules?: RulesName;
  limits: SearchLimits;
  /** Evaluate with the engine's network (the built-in one, or a NetworkRequest's; levels 1-3 never
   * do); default on. */
  nnue?: boolean;
}

/** Loads an evaluation network (SNN1 or SNN2 bytes) into the worker's engine in place of the built-in
 * one; null restores the built-in network. */
export interface NetworkRequest {
  type: 'network';
  id: number;
  bytes: Uint8Array | null;
}

/** The table's verdict on `fen` + `moves`, generating the table first when needed. */
export interface TablebaseRequest {
  type: 'tablebase';
  id: number;
  fen?: string;
  moves: string[];
  rules?: RulesName;
}

/** A won position of a bare-king ending for the trainer. */
export interface TrainingRequest {
  type: 'training';
  id: number;
  ending: string;
  seed: number;
  rules?: RulesName;
}

/** Drops a table probe the worker deferred (it said `deferred`): it is not answered. The table
 * goes on being made while the worker is idle. */
export interface CancelRequest {
  type: 'cancel';
  id: number;
}

export type EngineRequest =
  | SearchRequest
  | TablebaseRequest
  | TrainingRequest
  | CancelRequest
  | NetworkRequest;

export type EngineResponse =
  | { type: 'ready' }
  /** The worker could not start (its wasm did not load): said at once, every request refused. */
  | { type: 'failed'; message: string }
  /** The heartbeat: the worker is loading or working between requests (at most one a second). */
  | { type: 'alive' }
  /** The worker began answering request `id` (a search runs synchronously from here on). */
  | { type: 'started'; id: number }
  | { type: 'info'; id: number; info: SearchInfo }
  | { type: 'bestmove'; id: number; result: BestMove }
  | { type: 'tablebase'; id: number; result: TablebaseProbe | null }
  /** A probe whose table is missing waits for it without holding the worker: requests sent
   * after it are answered first, the table is made in idle slices, then the probe is answered. */
  | { type: 'deferred'; id: number }
  | { type: 'training'; id: number; fen: string }
  | { type: 'network'; id: number; loaded: boolean }
  | { type: 'error'; id: number; code: ErrorCode; message: string };

/** A table probe waiting for its table: its own copy of the position, and where to answer. */
interface PendingProbe {
  id: number;
  game: Game;
  post: (response: EngineResponse) => void;
}

/** Game.bestMove's depth when a request names no limit (docs/api.md). */
const DEFAULT_DEPTH = 6;
/** The largest movetime: the time bound of a worker's search whose request names none. */
const NO_TIME_MS = 3_600_000;

/** The limits a worker searches with. A search with a time limit never makes a missing endgame
 * table first (seconds of work) but queues it for the idle slices and plays on its evaluation;
 * one limited by depth or nodes alone makes it first, which would hold an analysis or a level
 * 4-6 move for seconds. So every search in the worker gets a time bound: its own, its level's
 * (levels 7 and 8 without depth or nodes), or an hour, which its depth or nodes end long before
 * (the client's watchdog is 120 s). Without any limit: depth 6, as Game.bestMove. */
export function workerLimits(limits: SearchLimits): SearchLimits {
  const bounded = limits.depth !== undefined || limits.nodes !== undefined;
  const levelTime = limits.level !== undefined && limits.level >= 7 && !bounded;
  if (limits.movetime !== undefined || levelTime) return limits;
  return { ...limits, ...(bounded || limits.level !== undefined ? {} : { depth: DEFAULT_DEPTH }), movetime: NO_TIME_MS };
}

export class EngineSession {
  #game: Game | null = null;
  #key = '';
  #pending: PendingProbe[] = [];

  /** The kept game, brought to `fen` + `moves` under `rules` with as few changes as possible. */
  #gameFor(fen: string | undefined, rules: RulesName | undefined, moves: readonly string[]): Game {
    const key = `${rules ?? ''}|${fen ?? ''}`;
    if (this.#game && this.#key === key) {
      const game = this.#game;
      const played = game.history();
      let common = 0;
      while (common < played.length && common < moves.length && played[common] === moves[common]) common++;
      // An ending (resignation, claim) on top of the moves is taken back with the moves.
      while ((game.ply > common || game.status().over) && game.undo() !== undefined) { /* back */ }
      if (game.ply === common) {
        for (const m of moves.slice(common)) game.play(m);
        return game;
      }
    }
    const game = new Game({ fen, rules, moves });
    this.#game?.free();
    this.#game = game;
    this.#key = key;
    return game;
  }

  /** Answers one request; `post` receives the info lines and then the best move or an error. */
  handle(request: EngineRequest, post: (response: EngineResponse) => void): void {
    const id = typeof request?.id === 'number' ? request.id : -1;
    try {
      if (request?.type === 'cancel') {
        this.#drop((p) => p.id === request.id);
        return;
      }
      if (request?.type === 'training') {
        post({ type: 'training', id, fen: trainingPosition(request.ending as TrainingEnding, request.seed, request.rules) });
        return;
      }
      if (request?.type === 'network') {
        loadNetwork(request.bytes ?? null);
        post({ type: 'network', id, loaded: request.bytes != null });
        return;
      }
      if ((request?.type !== 'search' && request?.type !== 'tablebase') || !Array.isArray(request.moves)) {
        throw new SittuyinError('ERR_ARGUMENT', 'expected { type: "search" | "tablebase" | "training" | "network", id, ... }');
      }
      let game: Game;
      try {
        game = this.#gameFor(request.fen, request.rules, request.moves);
      } catch (e) {
        // A failed replay leaves the kept game somewhere else: start afresh next time.
        this.#game?.free();
        this.#game = null;
        throw e;
      }
      if (request.type === 'tablebase') {
        const status = game.tablebaseStatus();
        if (status.ending !== null && !status.generated) {
          // Seconds of work: queued for the idle slices, answered by answerProbes() when made.
          const copy = new Game({ fen: request.fen, rules: request.rules, moves: request.moves });
          copy.queueTablebase();
          this.#pending.push({ id, game: copy, post });
          post({ type: 'deferred', id });
          return;
        }
        post({ type: 'tablebase', id, result: game.tablebase() });
        return;
      }
      game.useNetwork(request.nnue !== false, request.limits?.level);
      const result = game.bestMove(workerLimits(request.limits ?? {}), (info) => post({ type: 'info', id, info }));
      post({ type: 'bestmove', id, result });
    } catch (e) {
      const err = e instanceof SittuyinError ? e : new SittuyinError('ERR_INTERNAL', String(e));
      post({ type: 'error', id, code: err.code, message: err.message });
    }
  }

  /** Answers the deferred probes whose tables are made (all of them when `last`: nothing is
   * queued any more, so one still missing is made now rather than never answered). */
  answerProbes(last: boolean): void {
    const answered: PendingProbe[] = [];
    for (const p of this.#pending) {
      try {
        if (!p.game.tablebaseStatus().generated) {
          if (!last) continue;
          p.game.generateTablebase();
        }
        p.post({ type: 'tablebase', id: p.id, result: p.game.tablebase() });
      } catch (e) {
        const err = e instanceof SittuyinError ? e : new SittuyinError('ERR_INTERNAL', String(e));
        p.post({ type: 'error', id: p.id, code: err.code, message: err.message });
      }
      answered.push(p);
    }
    this.#drop((p) => answered.includes(p));
  }

  #drop(which: (p: PendingProbe) => boolean): void {
    for (const p of this.#pending.filter(which)) p.game.free();
    this.#pending = this.#pending.filter((p) => !which(p));
  }

  /** Frees the kept game and the deferred probes' copies (they are not answered). */
  close(): void {
    this.#game?.free();
    this.#game = null;
    this.#drop(() => true);
  }
}

const shared = new EngineSession();

/** Longest slice of idle table-making, in ms: a request arriving waits at most this long. */
export const IDLE_SLICE_MS = 20;

/** One slice of the endgame tables that timed searches and deferred probes queued (neither
 * waits for a table: that takes seconds), then the answers of the probes whose tables are made.
 * Returns whether more remain. The worker calls it from a zero-delay timer between requests, so
 * each message is handled after at most one slice. */
export function idleWork(budgetMs: number = IDLE_SLICE_MS): boolean {
  let more: boolean;
  try {
    more = workOnTablebases(budgetMs);
  } catch {
    more = false;
  }
  shared.answerProbes(!more);
  return more;
}

/** What a worker runs: each request answered through `post` as it comes, and the idle slices
 * (`idleWork`) from a zero-delay timer while nothing else is to be done. worker.ts (browsers)
 * and the client's worker_threads worker in Node both use it. */
export function serveRequests(post: (response: EngineResponse) => void): (request: EngineRequest) => void {
  let idle: ReturnType<typeof setTimeout> | undefined;
  let beat = 0;
  const schedule = (): void => {
    if (idle !== undefined) return;
    idle = setTimeout(() => {
      idle = undefined;
      const more = idleWork();
      // Tables take seconds in slices: the client hears that the worker is alive meanwhile.
      if (more && Date.now() - beat >= HEARTBEAT_MS) {
        beat = Date.now();
        post({ type: 'alive' });
      }
      if (more) schedule();
    }, 0);
  };
  return (request) => {
    if (request?.type !== 'cancel' && typeof request?.id === 'number') post({ type: 'started', id: request.id });
    handleRequest(request, post);
    schedule();
  };
}

/** Answers one request with the module's session (what the worker does). */
export function handleRequest(request: EngineRequest, post: (response: EngineResponse) => void): void {
  shared.handle(request, post);
}

/** How often a worker says it is alive while it loads or makes tables between requests. */
export const HEARTBEAT_MS = 1000;

/** A worker's whole life, for worker.ts and the client's worker_threads worker alike: a
 * heartbeat while `ready` (the wasm) loads, then `ready`, or `failed` with the reason at once
 * when it cannot load (every later request is answered `failed` again: nothing waits on a
 * worker that will never answer). Returns the handler of the requests that come in. */
export function serveWorker(ready: Promise<unknown>, post: (response: EngineResponse) => void): (request: EngineRequest) => void {
  post({ type: 'alive' });
  const beat = setInterval(() => post({ type: 'alive' }), HEARTBEAT_MS);
  let failure: string | null = null;
  const serve = serveRequests(post);
  const started = ready.then(
    () => {
      clearInterval(beat);
      post({ type: 'ready' });
    },
    (e: unknown) => {
      clearInterval(beat);
      failure = e instanceof Error ? e.message : String(e);
      post({ type: 'failed', message: failure });
    },
  );
  return (request) => {
    void started.then(() => {
      if (failure === null) serve(request);
      else post({ type: 'failed', message: failure });
    });
  };
}
