// Module Web Worker running the search off the page's thread (see engine.ts for the client).
// Between requests it makes the endgame tables that timed searches and table probes queued, in
// slices of IDLE_SLICE_MS from a zero-delay timer (protocol.ts serveRequests): a message arriving
// is handled after at most one slice (messages and timers take turns in the event loop), never
// behind a whole table.
import { init } from './game.js';
import { serveWorker, type EngineRequest, type EngineResponse } from './protocol.js';

interface WorkerScope {
  postMessage(message: EngineResponse): void;
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;
// The engine's module alone: it holds the rules as well as the search and the tables. A module
// that cannot load (blocked, offline, corrupt) is reported at once (serveWorker).
const serve = serveWorker(init({ engine: true }), (response) => scope.postMessage(response));

scope.onmessage = (event) => serve(event.data);
