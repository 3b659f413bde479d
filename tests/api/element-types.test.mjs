// The elements' tables (www/lib/element/base.ts) against everything that names an attribute: the
// generated React, Vue and Svelte typings (stale: this test fails; `UPDATE_GENERATED=1 node --test
// tests/api/element-types.test.mjs` or `node scripts/element-types.mjs` writes them), the package
// README's "Attributes:" lists, and the attributes the element modules read. Importing the
// modules here, in Node where HTMLElement is undefined, is the SSR check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { generate, inputs, specs } from '../../scripts/element-types.mjs';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

test('the React, Vue and Svelte typings are what the tables give', async () => {
  const stale = [];
  for (const [path, text] of Object.entries(await generate())) {
    if (read(path) === text) continue;
    if (process.env.UPDATE_GENERATED) writeFileSync(new URL(path, root), text);
    else stale.push(path);
  }
  assert.deepEqual(stale, [], 'run `npm run build:lib && node scripts/element-types.mjs`');
});

test('the element modules load where HTMLElement is undefined (SSR), and observe the attributes of their tables', async () => {
  assert.equal(typeof globalThis.HTMLElement, 'undefined');
  const board = await import('../../dist/lib/board.js');
  const viewer = await import('../../dist/lib/viewer.js');
  const editor = await import('../../dist/lib/editor.js');
  const puzzle = await import('../../dist/lib/puzzle.js');
  const playout = await import('../../dist/lib/playout.js');
  const lesson = await import('../../dist/lib/lesson.js');
  const pairs = [[board.SittuyinBoardElement, board.BOARD_SPEC], [viewer.SittuyinViewerElement, viewer.VIEWER_SPEC], [editor.SittuyinEditorElement, editor.EDITOR_SPEC], [puzzle.SittuyinPuzzleElement, puzzle.PUZZLE_SPEC], [playout.SittuyinPlayoutElement, playout.PLAYOUT_SPEC], [lesson.SittuyinLessonElement, lesson.LESSON_SPEC]];
  // Every element the typings know is checked here.
  assert.deepEqual(pairs.map(([, spec]) => spec.tag).sort(), (await specs()).map((spec) => spec.tag).sort());
  for (const [element, spec] of pairs) {
    assert.deepEqual(element.observedAttributes, inputs(spec).map(([name]) => name), spec.tag);
    assert.ok(Object.keys(spec.events).every((name) => name.startsWith('sittuyin-')), `${spec.tag}: events are named sittuyin-*`);
  }
  // Defining does nothing without a DOM (no customElements): it never throws.
  board.defineSittuyinBoard();
  puzzle.defineSittuyinPuzzle();
  lesson.defineSittuyinLesson();
});

/** The package README's "Attributes:" lists, by the element of their section (the first tag its
 * `##` section names): the backquoted names outside parentheses, up to the sentence's end. */
function documented() {
  const text = read('www/lib/README.md');
  const out = {};
  for (const m of text.matchAll(/Attributes:/g)) {
    const section = text.slice(text.lastIndexOf('\n## ', m.index), m.index);
    const tag = /<(sittuyin-[a-z]+)/.exec(section)?.[1];
    let depth = 0;
    let sentence = '';
    for (const c of text.slice(m.index + m[0].length)) {
      if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (depth === 0 && c === '.') break;
      else if (depth === 0) sentence += c;
    }
    (out[tag] ??= []).push(...[...sentence.matchAll(/`([a-z]+)`/g)].map((x) => x[1]));
  }
  return out;
}

test('every attribute the package README documents is in its element\'s table, and every table attribute is documented', async () => {
  const docs = documented();
  for (const spec of await specs()) {
    const names = inputs(spec).map(([name]) => name);
    const listed = docs[spec.tag] ?? [];
    assert.deepEqual(listed.filter((n) => !names.includes(n)), [], `${spec.tag}: documented but not in its table`);
    assert.deepEqual(names.filter((n) => !listed.includes(n)), [], `${spec.tag}: in its table but not in the README's "Attributes:"`);
  }
});

test('every attribute an element reads is in its table', async () => {
  for (const spec of await specs()) {
    const source = read(`www/lib/${spec.module}.ts`);
    const element = source.slice(source.indexOf(`export class ${spec.className}`));
    const handled = new Set([...element.matchAll(/(?:this\.(?:getAttribute|hasAttribute|attr)|name ===) ?\(?'([a-z-]+)'/g)].map((m) => m[1]));
    const names = Object.keys(spec.attributes);
    assert.ok(handled.size > 0, spec.tag);
    assert.deepEqual([...handled].filter((n) => !names.includes(n)), [], `${spec.tag}: read but not in its table`);
  }
});
