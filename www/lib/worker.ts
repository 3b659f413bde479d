// Module Web Worker running the search off the page's thread (see engine.ts for the client).
// Between requests it makes the endgame tables that timed searches queued, in slices of
// IDLE_SLICE_MS from a zero-delay timer: a message arriving is handled after at most one slice
// (messages and timers take turns in the event loop), never behind a whole table.
import { init } from './game.js';
import { handleRequest, idleWork, type EngineRequest, type EngineResponse } from './protocol.js';

interface WorkerScope {
  postMessage(message: EngineResponse): void;
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;
// The engine's module alone: it holds the rules as well as the search and the tables.
const ready = init({ engine: true });
let idle: ReturnType<typeof setTimeout> | undefined;

function scheduleIdleWork(): void {
  if (idle !== undefined) return;
  idle = setTimeout(() => {
    idle = undefined;
    if (idleWork()) scheduleIdleWork();
  }, 0);
}

scope.onmessage = (event) => {
  void ready.then(() => {
    handleRequest(event.data, (response) => scope.postMessage(response));
    scheduleIdleWork();
  });
};
void ready.then(() => scope.postMessage({ type: 'ready' }));
