// The app's structure (issue 19 part 6): www/app/main.ts stays a short start, no function in
// www/app/ grows past 60 lines, and every mode in the registry is loaded on demand and has the
// mode interface (mount, unmount) documented at the top of www/app/modes/index.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

const APP = new URL('../../www/app/', import.meta.url).pathname;
const files = readdirSync(APP, { recursive: true }).filter((f) => f.endsWith('.ts')).map((f) => join(APP, f));

/** Every function (declarations, methods, arrows, accessors) with its length in lines. */
function functions(file) {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out = [];
  const visit = (n) => {
    if (ts.isFunctionLike(n) && n.body) {
      const a = src.getLineAndCharacterOfPosition(n.getStart()).line;
      const b = src.getLineAndCharacterOfPosition(n.end).line;
      out.push({ lines: b - a + 1, where: `${file.slice(APP.length)}:${a + 1} ${n.name?.getText() ?? '(anonymous)'}` });
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
  return out;
}

test('www/app/main.ts is under 250 lines', () => {
  const lines = readFileSync(join(APP, 'main.ts'), 'utf8').split('\n').length;
  assert.ok(lines < 250, `main.ts has ${lines} lines`);
});

test('no function in www/app/ is over 60 lines', () => {
  const long = files.flatMap(functions).filter((f) => f.lines > 60);
  assert.deepEqual(long.map((f) => `${f.where} (${f.lines} lines)`), []);
});

test('every mode of the registry is a dynamic import with mount and unmount', () => {
  const registry = readFileSync(join(APP, 'modes/index.ts'), 'utf8');
  const body = registry.match(/export const MODES = \{([\s\S]*?)\} satisfies/)?.[1] ?? '';
  const entries = [...body.matchAll(/^\s*(\w+): \(\) => import\('([^']+)'\),?$/gm)];
  assert.ok(entries.length >= 2, 'the registry lists its modes');
  assert.ok(entries.some(([, name]) => name === 'play'), 'play is a mode');
  for (const [, name, path] of entries) {
    const text = readFileSync(join(APP, 'modes', path), 'utf8');
    assert.match(text, /export (async )?function mount\(/, `${name} exports mount`);
    assert.match(text, /export function unmount\(/, `${name} exports unmount`);
  }
  // No static import of a mode's module anywhere else in the app (it would end up in the start
  // chunk): each import is resolved from its file, so www/app/hidden.ts (the logic) is not
  // mistaken for modes/hidden.ts (the screen).
  const modules = new Map(entries.map(([, name, path]) => [join(APP, 'modes', path), name]));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, from] of text.matchAll(/^import (?!type )[^;]*from '(\.[^']+)';/gm)) {
      const name = modules.get(join(dirname(file), from));
      if (name && join(dirname(file), from) !== file) assert.fail(`${file} imports mode ${name} statically`);
    }
  }
});
