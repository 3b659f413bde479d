// The engine client in Node (issue 17): searchBestMove runs in a worker_threads Worker, an
// exception thrown by onInfo reaches the caller and stops the search, and a dead worker is
// replaced once, then ERR_ENGINE (issue 21).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { init, Game, SittuyinError } from '../../dist/lib/index.js';
import { searchBestMove, searchExpected, probeTablebase, setWorkerFactory, stopEngine } from '../../dist/lib/engine.js';
import { handleRequest } from '../../dist/lib/protocol.js';

await init();

test('searchBestMove works in Node (a worker_threads worker)', { timeout: 60_000 }, async () => {
  const infos = [];
  const g = new Game();
  g.play('K@e2');
  const best = await searchBestMove(undefined, ['K@e2'], { depth: 2 }, { onInfo: (i) => infos.push(i) });
  assert.ok(g.legalMoves().includes(best.uci), best.uci);
  g.free();
  assert.ok(infos.length >= 1);
  const probe = await probeTablebase('8/8/8/8/8/3k4/8/K6R[] w - - 0 1', []);
  assert.equal(probe?.result, 'win');
  stopEngine();
});

test('an exception thrown in onInfo rejects the search with it, and the search stops', { timeout: 60_000 }, async () => {
  const boom = new Error('boom from onInfo');
  let calls = 0;
  await assert.rejects(
    searchBestMove(undefined, ['K@e2'], { movetime: 30_000 }, { onInfo: () => { calls++; throw boom; } }),
    (e) => e === boom,
  );
  assert.equal(calls, 1);
  // The worker was stopped: the next search answers at once, not after 30 s of the old one.
  const g = new Game();
  g.play('K@e2');
  const best = await searchBestMove(undefined, ['K@e2'], { depth: 1 });
  assert.ok(g.legalMoves().includes(best.uci), best.uci);
  g.free();
  stopEngine();
});

/** A worker that fails the way `kind` says. */
function failingWorker(kind) {
  const target = new EventTarget();
  return {
    postMessage() {
      if (kind === 'error') setTimeout(() => target.dispatchEvent(Object.assign(new Event('error'), { message: 'script failed' })), 5);
      if (kind === 'messageerror') setTimeout(() => target.dispatchEvent(new Event('messageerror')), 5);
      // 'silent': never answers
    },
    terminate() { this.terminated = true; },
    addEventListener: (t, l) => target.addEventListener(t, l),
    removeEventListener: (t, l) => target.removeEventListener(t, l),
  };
}

for (const kind of ['error', 'messageerror', 'silent']) {
  test(`a worker that fails (${kind}) is replaced once, then the search rejects with ERR_ENGINE`, { timeout: 30_000 }, async () => {
    const made = [];
    setWorkerFactory(() => { const w = failingWorker(kind); made.push(w); return w; });
    try {
      await assert.rejects(
        searchBestMove(undefined, [], { depth: 1 }, { timeoutMs: 200 }),
        (e) => e instanceof SittuyinError && e.code === 'ERR_ENGINE',
      );
      assert.equal(made.length, 2, 'one retry with a new worker');
      assert.ok(made.every((w) => w.terminated), 'the failed workers are terminated');
    } finally {
      setWorkerFactory(null);
    }
  });
}

/** A worker that answers in this thread (the protocol without a thread). */
function inThreadWorker() {
  const target = new EventTarget();
  return {
    postMessage(request) {
      setTimeout(() => handleRequest(request, (data) => target.dispatchEvent(Object.assign(new Event('message'), { data }))), 1);
    },
    terminate() {},
    addEventListener: (t, l) => target.addEventListener(t, l),
    removeEventListener: (t, l) => target.removeEventListener(t, l),
  };
}

for (const kind of ['error', 'silent']) {
  test(`a worker that fails once (${kind}) is replaced and the search answers`, { timeout: 30_000 }, async () => {
    let n = 0;
    setWorkerFactory(() => (n++ === 0 ? failingWorker(kind) : inThreadWorker()));
    try {
      const best = await searchBestMove(undefined, ['K@e2'], { depth: 1 }, { timeoutMs: 300 });
      assert.match(best.uci, /@/);
      assert.equal(n, 2);
    } finally {
      setWorkerFactory(null);
    }
  });
}

test('an aborted search rejects with ERR_ABORTED, not ERR_ENGINE', { timeout: 30_000 }, async () => {
  setWorkerFactory(() => failingWorker('silent'));
  try {
    const ctl = new AbortController();
    const p = searchBestMove(undefined, [], { depth: 1 }, { signal: ctl.signal, timeoutMs: 5_000 });
    setTimeout(() => ctl.abort(), 20);
    await assert.rejects(p, (e) => e instanceof SittuyinError && e.code === 'ERR_ABORTED');
  } finally {
    setWorkerFactory(null);
  }
});

// Issue 20 part 1 in the app's analysis (www/app/computer.ts asks the table's verdict, then
// searches): a missing four-piece table is made while the worker is idle, not before the search.
// The time bound is a hang guard: the table takes seconds (8 s unloaded, 20 s and more loaded).
test('analysis as the app asks it: the search answers before a probe whose table is missing; the probe answers when the table is made; a waiting probe can be cancelled', { timeout: 180_000 }, async () => {
  const FEN = '4k3/4s3/8/8/8/8/8/R3K3[] w - - 0 40';
  const GUARD_MS = 2000;
  // The worker started and its module loaded first: the guard times the search alone.
  await searchBestMove(undefined, [], { depth: 1 });
  const t0 = performance.now();
  let firstInfo = null;
  let probed = null;
  const probe = probeTablebase(FEN, [], { rules: 'fairy' }).then((p) => { probed = performance.now(); return p; });
  const best = await searchBestMove(FEN, [], { movetime: 100 }, { rules: 'fairy', onInfo: () => { firstInfo ??= performance.now() - t0; } });
  const searched = performance.now();
  assert.ok(firstInfo !== null && firstInfo < GUARD_MS, `first info after ${firstInfo?.toFixed(0)} ms`);
  assert.equal(probed, null, 'the probe was answered before the search: its table was made first');
  assert.ok(new Game({ fen: FEN, rules: 'fairy' }).legalMoves().includes(best.uci));
  const verdict = await probe;
  assert.ok(probed > searched);
  assert.equal(verdict.ending, 'KSKR');
  assert.ok(['win', 'draw', 'loss'].includes(verdict.result));
  // Made: the same probe again answers from it.
  assert.deepEqual(await probeTablebase(FEN, [], { rules: 'fairy' }), verdict);
  // A probe waiting for its table (another one: KRKS, Black to move) is cancelled at once; the
  // worker answers on (a search sent after the probe answers, so the probe was waiting by then).
  const control = new AbortController();
  const waiting = probeTablebase('4k3/4s3/8/8/8/8/8/R3K3[] b - - 0 40', [], { rules: 'pritchard', signal: control.signal });
  await searchBestMove(FEN, [], { depth: 1 }, { rules: 'fairy' });
  control.abort();
  await assert.rejects(waiting, (e) => e instanceof SittuyinError && e.code === 'ERR_ABORTED');
  const after = await searchBestMove(FEN, [], { depth: 1 }, { rules: 'fairy' });
  assert.ok(new Game({ fen: FEN, rules: 'fairy' }).legalMoves().includes(after.uci));
  stopEngine();
});

/** A worker that answers each request with `script(request)`'s messages and then falls silent. */
function scriptedWorker(script) {
  const target = new EventTarget();
  return {
    postMessage(request) {
      for (const data of script(request)) setTimeout(() => target.dispatchEvent(Object.assign(new Event('message'), { data })), 1);
    },
    terminate() { this.terminated = true; },
    addEventListener: (t, l) => target.addEventListener(t, l),
    removeEventListener: (t, l) => target.removeEventListener(t, l),
  };
}

// Issue 30 part 2: failures said in seconds.
test('a worker whose wasm cannot load says so at once: ERR_ENGINE with the reason, no watchdog waited for', { timeout: 30_000 }, async () => {
  const made = [];
  setWorkerFactory(() => { const w = scriptedWorker(() => [{ type: 'failed', message: 'fetch of sittuyin_engine_bg.wasm blocked' }]); made.push(w); return w; });
  try {
    await assert.rejects(
      searchBestMove(undefined, [], { level: 3 }),
      (e) => e instanceof SittuyinError && e.code === 'ERR_ENGINE' && /could not start: fetch of sittuyin_engine_bg\.wasm blocked/.test(e.message),
    );
    assert.equal(made.length, 2);
    assert.ok(made.every((w) => w.terminated));
  } finally {
    setWorkerFactory(null);
  }
});

test('what a search should take, by level and limit (its watchdog once started: this plus 3 s)', () => {
  const cases = [[{ level: 1 }, 250], [{ level: 4 }, 500], [{ level: 6 }, 4000], [{ level: 8 }, 2000], [{ level: 4, movetime: 100 }, 100],
    [{ level: 8, depth: 9 }, null], [{ nodes: 100_000 }, 2000], [{ movetime: 800 }, 800], [{ depth: 12 }, null]];
  for (const [limits, ms] of cases) assert.equal(searchExpected(limits), ms, JSON.stringify(limits));
});

test('a worker that falls silent once its search started is taken for dead at what the search should take plus 3 s', { timeout: 60_000 }, async () => {
  setWorkerFactory(() => scriptedWorker((r) => [{ type: 'alive' }, { type: 'ready' }, { type: 'started', id: r.id }]));
  try {
    await assert.rejects(
      searchBestMove(undefined, [], { level: 1 }),
      (e) => e instanceof SittuyinError && e.code === 'ERR_ENGINE' && e.message.includes('no answer within 3250 ms'),
    );
  } finally {
    setWorkerFactory(null);
  }
});

test('the heartbeat keeps a loading worker alive; progress lines keep a long search alive', { timeout: 60_000 }, async () => {
  // Loading for 7 s with a heartbeat every second (past the 6 s allowed a worker never heard
  // from), then a level-1 search whose progress lines go on past its 3.25 s: answered.
  const target = new EventTarget();
  const send = (data, at) => setTimeout(() => target.dispatchEvent(Object.assign(new Event('message'), { data })), at);
  setWorkerFactory(() => ({
    postMessage(r) {
      if (r.type !== 'search') return;
      for (let t = 0; t <= 6500; t += 1000) send({ type: 'alive' }, t);
      send({ type: 'ready' }, 7000);
      send({ type: 'started', id: r.id }, 7000);
      for (const t of [8000, 9000, 10_000, 10_500]) send({ type: 'info', id: r.id, info: { depth: 1, score: { cp: 0 }, nodes: 1, pv: [], pvSan: [] } }, t);
      send({ type: 'bestmove', id: r.id, result: { uci: 'K@e2', san: 'K@e2', score: { cp: 0 }, depth: 1, nodes: 1, pv: [], pvSan: [] } }, 10_750);
    },
    terminate() {},
    addEventListener: (t, l) => target.addEventListener(t, l),
    removeEventListener: (t, l) => target.removeEventListener(t, l),
  }));
  try {
    const best = await searchBestMove(undefined, [], { level: 1 });
    assert.equal(best.uci, 'K@e2');
  } finally {
    setWorkerFactory(null);
  }
});

// Issue 32 part 3: the engine never keeps a Node process alive after its last answer.
test('a Node script using searchBestMove exits by itself after its answer', { timeout: 60_000 }, async () => {
  const { spawnSync } = await import('node:child_process');
  const script = `
    import { init, searchBestMove } from ${JSON.stringify(new URL('../../dist/lib/index.js', import.meta.url).href)};
    await init();
    const best = await searchBestMove(undefined, [], { level: 3 });
    const again = await searchBestMove(undefined, [best.uci], { depth: 2 });
    console.log(best.uci, again.uci);
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 50_000 });
  assert.equal(run.signal, null, 'killed by the guard: the process did not exit by itself');
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^\S+@\S+ \S+\n$/);
});
