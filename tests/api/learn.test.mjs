// "Learn Sittuyin" (issue 29 part 2) against the built package (dist/): every level of the course
// played to three stars with its scripted solution through the runner, none with a shorter way
// than its par (a search over the learner's moves for the levels with stars), the failures judged,
// every refusal reason of the runner met once and said in five languages, and the progress kept
// safely (corrupt data ignored).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game } from '../../dist/lib/index.js';
import { COURSE, allLevels } from '../../dist/learn/course.js';
import { LevelRunner } from '../../dist/learn/runner.js';
import { starsFor } from '../../dist/learn/model.js';
import { loadProgress, recordStars, PROGRESS_KEY } from '../../dist/learn/progress.js';
import { goalText, refusalText, failureText, stageTitle, stageIntro } from '../../dist/learn/words.js';
import { en } from '../../dist/i18n/en.js';
import { fr } from '../../dist/i18n/fr.js';
import { es } from '../../dist/i18n/es.js';
import { tr } from '../../dist/i18n/tr.js';
import { my } from '../../dist/i18n/my.js';
import { courseStrings, loadLearnStrings } from '../../dist/i18n/learn/index.js';

await init();

// Each language's main table joined to its course table (www/i18n/learn, loaded as the course does).
const TABLES = Object.fromEntries(await Promise.all(Object.entries({ en, fr, es, tr, my }).map(async ([lang, t]) => [lang, courseStrings(t, await loadLearnStrings(lang))])));
const LEVELS = allLevels();
const level = (id) => LEVELS.find((l) => l.id === id);

/** Plays a level's solution: the learner's moves (the scripted replies come by themselves). */
function playSolution(lv, solution = lv.solution) {
  const r = new LevelRunner(lv);
  for (let i = 0; i < 100 && r.state === 'playing' && r.line.length < solution.length; i++) {
    const step = r.play(solution[r.line.length]);
    assert.equal(step.refused, undefined, `${lv.id}: ${solution[r.line.length]} refused: ${JSON.stringify(step.refused)}`);
  }
  return r;
}

test('the course: 13 stages, 47 levels, unique ids, every start position read by the rules core', () => {
  assert.equal(COURSE.length, 13);
  assert.equal(LEVELS.length, 47);
  assert.deepEqual(COURSE.map((s) => s.id), ['king', 'chariot', 'elephant', 'general', 'horse', 'pawn', 'placement', 'promotion', 'check', 'mate', 'draws', 'count', 'endgames']);
  assert.equal(new Set(LEVELS.map((l) => l.id)).size, LEVELS.length);
  for (const stage of COURSE) {
    assert.ok(stage.levels.length >= 2, stage.id);
    stage.levels.forEach((l, i) => assert.equal(l.id, `${stage.id}-${i + 1}`));
  }
  for (const l of LEVELS) {
    const g = new Game({ fen: l.fen, rules: l.rules ?? 'chessplayx' });
    assert.equal(g.status().over, false, `${l.id} starts over`);
    assert.ok(l.par >= 1 && l.solution.length >= l.par, l.id);
    g.free();
  }
});

test('every level is won with three stars by its solution, in exactly par moves', () => {
  for (const lv of LEVELS) {
    const r = playSolution(lv);
    assert.equal(r.state, 'won', `${lv.id}: ${r.state} ${r.failure ?? ''} after ${r.line.join(' ')}`);
    assert.equal(r.stars, 3, lv.id);
    assert.equal(r.moves, lv.par, `${lv.id}: par ${lv.par}, solved in ${r.moves}`);
    assert.deepEqual(r.line, lv.solution, lv.id);
    r.free();
  }
});

test('no level with stars has a way shorter than its par (a search over the learner\'s moves)', () => {
  const searched = LEVELS.filter((l) => l.targets?.length && ['stars', 'place', 'promote'].includes(l.success.kind));
  assert.ok(searched.length >= 22, String(searched.length));
  for (const lv of searched) {
    let frontier = [{ fen: lv.fen, targets: lv.targets }];
    const seen = new Set();
    let shortest = null;
    for (let depth = 1; depth <= lv.par && shortest === null; depth++) {
      const next = [];
      for (const node of frontier) {
        const probe = new LevelRunner({ ...lv, fen: node.fen, targets: node.targets });
        const moves = probe.game.legalMoves();
        probe.free();
        for (const m of moves) {
          const r = new LevelRunner({ ...lv, fen: node.fen, targets: node.targets });
          if (!r.play(m).refused) {
            if (r.state === 'won') shortest ??= depth;
            const key = `${r.game.fen().split(' ').slice(0, 2).join(' ')}|${r.targetsLeft.join()}`;
            if (r.state === 'playing' && !seen.has(key)) {
              seen.add(key);
              next.push({ fen: r.game.fen(), targets: r.targetsLeft });
            }
          }
          r.free();
        }
      }
      frontier = next;
    }
    assert.equal(shortest, lv.par, `${lv.id}: the shortest way takes ${shortest} moves, par is ${lv.par}`);
  }
  // Placing all eight pieces takes eight drops.
  assert.equal(level('placement-4').par, 8);
});

test('stars by moves against par; a detour earns fewer', () => {
  assert.deepEqual([1, 2, 3, 4, 5].map((m) => starsFor(m, 2)), [3, 3, 2, 1, 1]);
  assert.deepEqual([4, 5, 6].map((m) => starsFor(m, 4)), [3, 2, 1]);
  const r = playSolution(level('horse-1'), ['b1a3', 'a3b1', 'b1c3', 'c3e4']);
  assert.equal(r.state, 'won');
  assert.equal(r.moves, 4);
  assert.equal(r.stars, 1);
  r.free();
});

test('a lesson without replies gives the move back to the learner; stars go as they are reached', () => {
  const r = new LevelRunner(level('chariot-2'));
  assert.deepEqual(r.targetsLeft, ['b7', 'f7', 'f2', 'c2']);
  const step = r.play('b1b7');
  assert.deepEqual(step.collected, ['b7']);
  assert.equal(r.game.turn, 'white');
  assert.deepEqual(r.targetsLeft, ['f7', 'f2', 'c2']);
  r.free();
});

/** The refusal of `uci` in level `id` (after `before` moves), its code checked. */
function refusalOf(id, uci, before = []) {
  const r = playSolution(level(id), before);
  const refusal = r.refusal(uci);
  const [moves, fen] = [r.moves, r.game.fen()];
  const step = r.play(uci);
  assert.deepEqual(step.refused, refusal);
  assert.deepEqual([r.moves, r.game.fen()], [moves, fen], `${id}: a refused move is not played`);
  r.free();
  return refusal;
}

test('a wrong move is refused with its reason: the engine\'s (drops, illegal moves) or the level\'s own rule', () => {
  const cases = [
    ['horse-1', 'b1b3', { code: 'pattern', role: 'horse', from: 'b1', to: 'b3' }],
    ['chariot-4', 'd2d5', { code: 'blocked', role: 'chariot', from: 'd2', to: 'd5' }],
    ['pawn-3', 'f3f4', { code: 'pawn-forward', from: 'f3', to: 'f4' }],
    ['pawn-1', 'b3c4', { code: 'pawn-capture', from: 'b3', to: 'c4' }],
    ['king-3', 'd1d2', { code: 'into-check', from: 'd1', to: 'd2' }],
    ['chariot-1', 'h1g1', { code: 'only', role: 'chariot', from: 'h1', to: 'g1' }],
    ['chariot-1', 'a1a8', { code: 'no-check', from: 'a1', to: 'a8' }],
    ['placement-1', 'K@e5', { code: 'drop', drop: 'outside-region', role: 'king', to: 'e5' }],
    ['placement-2', 'R@c2', { code: 'drop', drop: 'chariot-back-rank', role: 'chariot', to: 'c2' }],
    ['placement-3', 'K@d2', { code: 'drop', drop: 'king-attacked', role: 'king', to: 'd2' }],
    ['placement-4', 'e4e5', { code: 'place-first', from: 'e4', to: 'e5' }],
    ['promotion-1', 'd3d3f', { code: 'not-promotion-square', from: 'd3', to: 'd3' }],
    ['promotion-2', 'f6f6f', { code: 'promotion-attacks', from: 'f6', to: 'f6' }],
    ['check-2', 'a2a3', { code: 'king-in-check', from: 'a2', to: 'a3' }],
    ['check-2', 'e1e2', { code: 'into-check', from: 'e1', to: 'e2' }],
    ['check-3', 'e1d1', { code: 'must-capture', from: 'e1', to: 'd1' }],
  ];
  const seen = new Set();
  for (const [id, uci, want] of cases) {
    if (want === null) continue;
    assert.deepEqual(refusalOf(id, uci), want, `${id} ${uci}`);
    seen.add(want.code);
  }
  // A General on the board blocks promotion (here a hand-made position).
  const general = new LevelRunner({ ...level('promotion-3'), fen: '7k/8/8/8/8/1P6/8/K1F5[] w - - 0 1' });
  assert.deepEqual(general.refusal('b3b3f'), { code: 'has-general', from: 'b3', to: 'b3' });
  seen.add('has-general');
  // A legal move the level allows: no refusal.
  const legal = new LevelRunner(level('king-1'));
  assert.equal(legal.refusal('e1e2'), null);
  general.free();
  legal.free();
  const done = playSolution(level('horse-1'));
  assert.deepEqual(done.refusal('e4c3'), { code: 'game-over' });
  seen.add('game-over');
  done.free();
  // Every reason is said in every language (the view's words for each code).
  for (const [lang, t] of Object.entries(TABLES)) {
    for (const [id, uci, want] of cases) {
      if (!want) continue;
      const text = refusalText(t, want);
      assert.ok(typeof text === 'string' && text.length > 5 && !/undefined|\$\{/.test(text), `${lang} ${id} ${uci}: ${text}`);
    }
    for (const code of ['own-piece', 'promotion-other', 'has-general', 'game-over']) assert.ok(refusalText(t, { code, from: 'a1', to: 'a2' }).length > 5, `${lang} ${code}`);
  }
  assert.ok(seen.size >= 15, [...seen].join());
});

test('failures: no mate within the moves, a stalemate, the count run out, the learner mated', () => {
  const cases = [
    ['mate-4', ['a2a3'], 'moves'],
    ['draws-1', ['c1b1'], 'stalemate'],
    ['count-1', ['h1h2'], 'draw'],
    ['count-3', ['b1a1'], 'mated'],
  ];
  for (const [id, moves, failure] of cases) {
    const lv = level(id);
    const r = new LevelRunner(lv);
    for (let i = 0; i < 10 && r.state === 'playing'; i++) r.play(moves[Math.min(i, moves.length - 1)] ?? r.game.legalMoves()[0]);
    if (r.state === 'playing') {
      // Keep moving (the first legal move) until the level ends.
      for (let i = 0; i < 10 && r.state === 'playing'; i++) r.play(r.game.legalMoves()[0]);
    }
    assert.equal(r.state, 'failed', `${id}: ${r.state} after ${r.line.join(' ')}`);
    assert.equal(r.failure, failure, id);
    assert.equal(r.stars, 0);
    r.restart();
    assert.equal(r.state, 'playing');
    assert.equal(r.moves, 0);
    r.free();
  }
  for (const t of Object.values(TABLES)) for (const f of ['moves', 'stalemate', 'mated', 'draw']) assert.ok(failureText(t, f, 2).length > 5);
});

test('the tables answer off the script: the runner waits for the host\'s reply', () => {
  const lv = level('endgames-1');
  const r = new LevelRunner(lv);
  const step = r.play('d6d5');
  assert.equal(step.reply, undefined);
  assert.equal(r.state, 'waiting');
  assert.equal(r.answer(), null);
  assert.deepEqual(r.refusal('b4b5'), { code: 'game-over' });
  const probe = new Game({ fen: r.game.startFen(), moves: r.game.history() });
  probe.generateTablebase();
  const best = probe.tablebase().bestMove;
  probe.free();
  r.reply(best);
  assert.equal(r.state, 'playing');
  assert.equal(r.onScript, false);
  r.free();
});

test('every goal, stage title and intro in five languages', () => {
  for (const [lang, t] of Object.entries(TABLES)) {
    for (const lv of LEVELS) {
      const text = goalText(t, lv.goal);
      assert.ok(typeof text === 'string' && text.length > 8 && !/undefined|\$\{/.test(text), `${lang} ${lv.id}: ${text}`);
    }
    for (const s of COURSE) {
      assert.ok(stageTitle(t, s.id).length > 1 && stageTitle(t, s.id) !== s.id, `${lang} ${s.id}`);
      assert.ok(stageIntro(t, s.id).length > 20, `${lang} ${s.id}`);
    }
    if (lang !== 'en') assert.notEqual(goalText(t, level('horse-1').goal), goalText(TABLES.en, level('horse-1').goal));
  }
  assert.equal(goalText(TABLES.en, level('endgames-2').goal), 'Mate the bare King with the Chariot and General before the count runs out. The endgame tables defend.');
  assert.match(goalText(TABLES.my, level('mate-4').goal), /၂/);
});

test('progress: the best stars kept under a versioned key; corrupt data and a failing storage ignored', () => {
  const store = new Map();
  const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
  assert.deepEqual(loadProgress(storage), { stars: {} });
  recordStars('horse-1', 2, storage);
  recordStars('horse-1', 1, storage);
  assert.deepEqual(recordStars('king-1', 3, storage).stars, { 'horse-1': 2, 'king-1': 3 });
  assert.equal(PROGRESS_KEY, 'sittuyin.learn.v1');
  assert.deepEqual(JSON.parse(store.get(PROGRESS_KEY)), { stars: { 'horse-1': 2, 'king-1': 3 } });
  for (const bad of ['{', 'null', '[]', '"x"', '{"stars":[3]}', '{"stars":{"a":4,"b":"3","c":0}}']) {
    store.set(PROGRESS_KEY, bad);
    assert.deepEqual(loadProgress(storage), { stars: {} }, bad);
  }
  store.set(PROGRESS_KEY, '{"stars":{"king-1":3,"x":9}}');
  assert.deepEqual(loadProgress(storage), { stars: { 'king-1': 3 } });
  const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
  assert.deepEqual(loadProgress(broken), { stars: {} });
  assert.deepEqual(recordStars('king-1', 3, broken).stars, { 'king-1': 3 });
  assert.deepEqual(loadProgress(null), { stars: {} });
});
