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
  /** Evaluate with the network loaded by a NetworkRequest (levels 1-3 never do); default off. */
  nnue?: boolean;
}

/** Loads an evaluation network (SNN1 bytes) into the worker's engine; null unloads it. */
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

export type EngineRequest = SearchRequest | TablebaseRequest | TrainingRequest | NetworkRequest;

export type EngineResponse =
  | { type: 'ready' }
  | { type: 'info'; id: number; info: SearchInfo }
  | { type: 'bestmove'; id: number; result: BestMove }
  | { type: 'tablebase'; id: number; result: TablebaseProbe | null }
  | { type: 'training'; id: number; fen: string }
  | { type: 'network'; id: number; loaded: boolean }
  | { type: 'error'; id: number; code: ErrorCode; message: string };

export class EngineSession {
  #game: Game | null = null;
  #key = '';

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
        if (status.ending !== null && !status.generated) game.generateTablebase();
        post({ type: 'tablebase', id, result: game.tablebase() });
        return;
      }
      game.useNetwork(request.nnue === true, request.limits?.level);
      const result = game.bestMove(request.limits ?? {}, (info) => post({ type: 'info', id, info }));
      post({ type: 'bestmove', id, result });
    } catch (e) {
      const err = e instanceof SittuyinError ? e : new SittuyinError('ERR_INTERNAL', String(e));
      post({ type: 'error', id, code: err.code, message: err.message });
    }
  }

  /** Frees the kept game. */
  close(): void {
    this.#game?.free();
    this.#game = null;
  }
}

const shared = new EngineSession();

/** Longest slice of idle table-making, in ms: a request arriving waits at most this long. */
export const IDLE_SLICE_MS = 20;

/** One slice of the endgame tables that timed searches queued (a search with a time limit never
 * makes a table: that takes seconds). Returns whether more remain. The worker calls it from a
 * zero-delay timer between requests, so each message is handled after at most one slice. */
export function idleWork(budgetMs: number = IDLE_SLICE_MS): boolean {
  try {
    return workOnTablebases(budgetMs);
  } catch {
    return false;
  }
}

/** Answers one request with the module's session (what the worker does). */
export function handleRequest(request: EngineRequest, post: (response: EngineResponse) => void): void {
  shared.handle(request, post);
}
