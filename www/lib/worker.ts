// Module Web Worker running the search off the page's thread (see engine.ts for the client).
// Between requests it makes the endgame tables that timed searches and table probes queued, in
// slices of IDLE_SLICE_MS from a zero-delay timer (protocol.ts serveRequests): a message arriving
// is handled after at most one slice (messages and timers take turns in the event loop), never
// behind a whole table.
import { init } from './game.js';
import { serveRequests, type EngineRequest, type EngineResponse } from './protocol.js';

interface WorkerScope {
  postMessage(message: EngineResponse): void;
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;
// The engine's module alone: it holds the rules as well as the search and the tables.
const ready = init({ engine: true });
const serve = serveRequests((response) => scope.postMessage(response));

scope.onmessage = (event) => {
  void ready.then(() => serve(event.data));
};
void ready.then(() => scope.postMessage({ type: 'ready' }));
