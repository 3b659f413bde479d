// Module Web Worker running the search off the page's thread (see engine.ts for the client).
import { init } from './game.js';
import { handleRequest, type EngineRequest, type EngineResponse } from './protocol.js';

interface WorkerScope {
  postMessage(message: EngineResponse): void;
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;
const ready = init();
scope.onmessage = (event) => {
  void ready.then(() => handleRequest(event.data, (response) => scope.postMessage(response)));
};
void ready.then(() => scope.postMessage({ type: 'ready' }));
