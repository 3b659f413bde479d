// What the web sources never do: write HTML from strings, evaluate code, or set inline styles the
// strict CSP would block (the page and the board stay safe in anyone's site).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../www', import.meta.url).pathname;

function sources(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (name === 'pkg' || name === 'node_modules') continue;
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (/\.(ts|js|html)$/.test(name)) out.push(p);
  }
  return out;
}

const FORBIDDEN = [
  [/\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(/, 'HTML written from a string'],
  [/\beval\(|new Function\(|setTimeout\(\s*['"`]/, 'code evaluated from a string'],
  [/setAttribute\(\s*['"]style['"]|\sstyle="/, 'an inline style attribute (blocked by style-src without unsafe-inline)'],
  [/<script>(?!\s*<\/script>)|<style>/, 'inline <script> or <style> (blocked by the CSP)'],
  [/createElement\(\s*['"]style['"]\)/, 'a <style> element (use adoptedStyleSheets)'],
];

describe('web sources', () => {
  const files = sources(ROOT);
  test('exist', () => {
    assert.ok(files.length > 20);
  });
  for (const [pattern, what] of FORBIDDEN) {
    test(`never contain ${what}`, () => {
      const hits = files.filter((f) => readFileSync(f, 'utf8').split('\n').some((line) => !line.trim().startsWith('//') && !line.trim().startsWith('*') && pattern.test(line)));
      assert.deepEqual(hits, []);
    });
  }
});

// The closed lists of names that cross the wasm boundary are generated from the crate's own lists
// (www/lib/generated/boundary.ts, checked by crate/tests/generated_types.rs): no other source
// writes them again, where a new role, preset or code could be added on one side only.
test('the roles, presets and error codes are listed once, in the generated file', () => {
  const GENERATED = join(ROOT, 'lib/generated/boundary.ts');
  const lists = [
    [/['"]king['"],\s*['"]general['"],\s*['"]elephant['"]/, 'the roles'],
    // The app's modes keep a copy of their own (www/app/hidden.ts), not yet the package's list.
    [/['"]chessplayx['"],\s*['"]fairy['"],\s*['"]federation['"]/, 'the rules presets', (f) => !f.includes('/app/')],
    [/['"]ERR_ILLEGAL_MOVE['"],\s*['"]ERR_MOVE_SYNTAX['"]/, 'the error codes'],
  ];
  const files = sources(ROOT).filter((f) => f.endsWith('.ts'));
  assert.ok(files.includes(GENERATED));
  for (const [pattern, what, where = () => true] of lists) {
    const found = files.filter((f) => where(f) && pattern.test(readFileSync(f, 'utf8')));
    assert.deepEqual(found, [GENERATED], `${what} are written in ${found.join(', ')}`);
  }
});
