// The element foundation (www/lib/element/base.ts), checked on the elements through the
// drop-in script under the strict CSP: removed elements are garbage-collected; events named
// `sittuyin-*` never reach window error handlers or a form's change handler; attributes are
// reflected as typed properties (also one set before the element was defined); a moved element
// keeps what it shows, a parked one rebuilds on it; a failed build is said and retried.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, startSite } from './cdn-site.mjs';
import { setUp } from './helpers.mjs';

const TAGS = ['sittuyin-board', 'sittuyin-viewer', 'sittuyin-puzzle', 'sittuyin-editor', 'sittuyin-playout', 'sittuyin-lesson'];
const head = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Elements</title><script type="module" src="sittuyin/sittuyin.js"></script></head>';
const PAGES = {
  'index.html': `${head}<body><main id="m"></main><form id="f"><sittuyin-board id="in-form"></sittuyin-board></form></body></html>`,
};

const site = setUp(() => startSite(PAGES));

/** Opens the page; `errors()` gives its errors less the favicon's 404 (the only file it lacks). */
async function open() {
  const { ctx, page, errors, missing } = await openPage(site, 'index.html');
  return { ctx, page, errors: () => {
    assert.deepEqual(missing.filter((m) => !m.endsWith('/favicon.ico')), []);
    return errors.filter((e) => !/status of 404/.test(e));
  } };
}

/** Makes an element of `tag` with attributes that build (a puzzle needs its position). */
const make = (tag) => {
  const el = document.createElement(tag);
  if (tag === 'sittuyin-puzzle' || tag === 'sittuyin-playout') {
    el.setAttribute('fen', '6k1/8/4K3/8/8/8/7R/8[] w - - 0 1');
    el.setAttribute('solution', 'e6f6 g8f8 h2h8');
  } else if (tag === 'sittuyin-lesson') {
    // A level: its board and game (the stage list alone has neither).
    el.setAttribute('stage', 'horse');
    el.setAttribute('level', '1');
  } else if (tag !== 'sittuyin-editor') el.setAttribute('moves', 'K@e2 K@e7');
  return el;
};

test('30 removed elements of each kind are garbage-collected (nothing on window, document or a media query keeps them)', async () => {
  const { ctx, page, errors } = await open();
  const cdp = await ctx.newCDPSession(page);
  for (const tag of TAGS) {
    await page.evaluate(async ({ tag, make }) => {
      const build = new Function(`return (${make})`)();
      const { define } = await import('./sittuyin/sittuyin.js');
      await define(tag);
      window.__refs = [];
      for (let i = 0; i < 30; i++) {
        const el = build(tag);
        document.getElementById('m').append(el);
        await el.ready;
        window.__refs.push(new WeakRef(el));
      }
      document.getElementById('m').replaceChildren();
    }, { tag, make: make.toString() });
    // Parking runs after the task's microtasks; a WeakRef's target lives to the end of its job.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
    for (let i = 0; i < 3; i++) {
      await cdp.send('HeapProfiler.collectGarbage');
      await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
    }
    assert.equal(await page.evaluate(() => window.__refs.filter((r) => r.deref()).length), 0, `${tag}: removed elements still alive`);
  }
  assert.deepEqual(errors(), []);
  await ctx.close();
});

test('sittuyin-* events: an error reaches neither window.onerror nor window error listeners; a change never reaches a form', async () => {
  const { ctx, page, errors } = await open();
  const seen = await page.evaluate(async () => {
    const log = [];
    window.onerror = () => { log.push('window.onerror'); };
    window.addEventListener('error', () => log.push('window error (capture)'), true);
    window.addEventListener('error', () => log.push('window error'));
    document.getElementById('f').addEventListener('change', () => log.push('form change'));
    document.addEventListener('sittuyin-error', (e) => log.push(`sittuyin-error ${e.detail.code} ${e.bubbles} ${e.composed}`));
    document.addEventListener('sittuyin-change', () => log.push('sittuyin-change'));
    const board = document.getElementById('in-form');
    await customElements.whenDefined('sittuyin-board');
    await board.ready;
    board.setAttribute('fen', 'not a fen');
    board.board.play('K@e2');
    return log;
  });
  assert.deepEqual(seen, ['sittuyin-error ERR_FEN_BOARD true true', 'sittuyin-change']);
  assert.deepEqual(errors(), []);
  await ctx.close();
});

test('attributes are typed properties, both ways; one set before the element was defined is applied', async () => {
  const { ctx, page, errors } = await open();
  const out = await page.evaluate(async () => {
    // Set as a plain property before the class exists (a framework may do this).
    const early = document.createElement('sittuyin-viewer');
    early.speed = 3;
    early.setAttribute('moves', 'K@e2');
    document.getElementById('m').append(early);
    const { define } = await import('./sittuyin/sittuyin.js');
    await Promise.all(['sittuyin-board', 'sittuyin-viewer', 'sittuyin-puzzle'].map(define));
    const b = document.createElement('sittuyin-board');
    const before = { orientation: b.orientation, trays: b.trays, status: b.status, fen: b.fen, movable: b.movable };
    b.orientation = 'black';
    b.trays = false;
    b.status = true;
    b.setAttribute('movable', 'sideways');
    const p = document.createElement('sittuyin-puzzle');
    p.setAttribute('mate', '2');
    return {
      before,
      attrs: [b.getAttribute('orientation'), b.getAttribute('trays'), b.getAttribute('status')],
      after: { orientation: b.orientation, trays: b.trays, status: b.status, movable: b.movable },
      mate: p.mate,
      early: [early.getAttribute('speed'), early.speed, Object.hasOwn(early, 'speed')],
      lang: document.createElement('sittuyin-board').lang,
    };
  });
  assert.deepEqual(out.before, { orientation: 'white', trays: true, status: false, fen: null, movable: 'both' });
  assert.deepEqual(out.attrs, ['black', 'false', 'true']);
  assert.deepEqual(out.after, { orientation: 'black', trays: false, status: true, movable: 'both' });
  assert.equal(out.mate, 2);
  assert.deepEqual(out.early, ['3', 3, false]);
  assert.equal(out.lang, '', 'lang stays HTMLElement\'s own');
  assert.deepEqual(errors(), []);
  await ctx.close();
});

test('moved within a task: the same board; parked and back: rebuilt on what it showed; a failed build says why and retries on a new value', async () => {
  const { ctx, page, errors } = await open();
  const out = await page.evaluate(async () => {
    const { define } = await import('./sittuyin/sittuyin.js');
    await Promise.all(['sittuyin-board', 'sittuyin-viewer'].map(define));
    const m = document.getElementById('m');
    const b = document.createElement('sittuyin-board');
    m.append(b);
    const first = await b.ready;
    first.play('K@e2');
    document.body.append(b); // moved at once
    await new Promise((r) => setTimeout(r, 0));
    const same = b.board === first;
    b.remove();
    await new Promise((r) => setTimeout(r, 0));
    const parked = b.board === null;
    m.append(b);
    const again = await b.ready;
    const v = document.createElement('sittuyin-viewer');
    v.setAttribute('moves', 'K@e2 K@e7 F@d2');
    m.append(v);
    await v.ready;
    v.goTo(2);
    v.remove();
    await new Promise((r) => setTimeout(r, 0));
    m.append(v);
    await v.ready;
    const bad = document.createElement('sittuyin-board');
    bad.setAttribute('fen', 'nonsense');
    m.append(bad);
    const refused = await bad.ready.then(() => 'built', (e) => e.code);
    const alert = bad.shadowRoot.querySelector('[role=alert]')?.textContent;
    bad.setAttribute('fen', '6k1/8/8/8/8/8/8/R5K1[] w - - 0 1');
    const fixed = await bad.ready;
    return { same, parked, rebuilt: again !== first, history: again.game.history(), viewerPly: v.current.ply, refused, alert, fixed: fixed.game.fen() };
  });
  assert.deepEqual(out, {
    same: true, parked: true, rebuilt: true, history: ['K@e2'], viewerPly: 2, refused: 'ERR_FEN_BOARD',
    alert: out.alert, fixed: '6k1/8/8/8/8/8/8/R5K1[] w - - 0 1',
  });
  assert.match(out.alert, /^Sittuyin board: .*FEN/);
  assert.deepEqual(errors(), []);
  await ctx.close();
});
