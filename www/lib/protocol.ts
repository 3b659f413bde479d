// The engine worker's message protocol, as pure functions so it is testable without a worker.
import { Game, SittuyinError } from './index.js';
import type { BestMove, ErrorCode, RulesName, SearchInfo, SearchLimits } from './types.js';

export interface SearchRequest {
  type: 'search';
  id: number;
  fen?: string;
  moves: string[];
  rules?: RulesName;
  limits: SearchLimits;
}

export type EngineRequest = SearchRequest;

export type EngineResponse =
  | { type: 'ready' }
  | { type: 'info'; id: number; info: SearchInfo }
  | { type: 'bestmove'; id: number; result: BestMove }
  | { type: 'error'; id: number; code: ErrorCode; message: string };

/** Answers one request; `post` receives the info lines and then the best move or an error. */
export function handleRequest(request: EngineRequest, post: (response: EngineResponse) => void): void {
  const id = typeof request?.id === 'number' ? request.id : -1;
  let game: Game | null = null;
  try {
    if (request?.type !== 'search' || !Array.isArray(request.moves)) {
      throw new SittuyinError('ERR_ARGUMENT', 'expected { type: "search", id, fen?, moves, limits }');
    }
    game = new Game({ fen: request.fen, rules: request.rules });
    for (const move of request.moves) game.play(move);
    const result = game.bestMove(request.limits ?? {}, (info) => post({ type: 'info', id, info }));
    post({ type: 'bestmove', id, result });
  } catch (e) {
    const err = e instanceof SittuyinError ? e : new SittuyinError('ERR_INTERNAL', String(e));
    post({ type: 'error', id, code: err.code, message: err.message });
  } finally {
    game?.free();
  }
}
