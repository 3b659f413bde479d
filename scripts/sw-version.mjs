// The service worker's version from the bytes of every file it precaches (issue 30 part 2): an
// update that changes only unhashed files (the HTML pages, the manifest, the icon, the API docs)
// makes a new sw.js, so it reaches installed users. vite.config.js calls stampServiceWorker() on
// the build's output once its files are written; `node scripts/sw-version.mjs dist/app` does the
// same by hand (after editing a built file, say).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The precache list written into sw.js (`./` paths; a directory stands for its index.html). */
export function precacheOf(sw) {
  const m = /const PRECACHE = (\[[^\]]*\])/.exec(sw);
  if (!m) throw new Error('sw.js has no PRECACHE list');
  return JSON.parse(m[1]);
}

/** A hash of every file's name and bytes, 12 hex digits. */
export function contentVersion(dir, files) {
  const hash = createHash('sha256');
  for (const f of [...files].sort()) {
    const path = f.replace(/^\.\//, '');
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(dir, path === '' || path.endsWith('/') ? `${path}index.html` : path)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** Writes the content version of `dir`'s precached files into `dir`/sw.js; returns it. */
export function stampServiceWorker(dir) {
  const file = join(dir, 'sw.js');
  const sw = readFileSync(file, 'utf8');
  const version = contentVersion(dir, ['./', ...precacheOf(sw)]);
  const stamped = sw.replace(/const VERSION = "[^"]*"/, `const VERSION = "${version}"`);
  if (stamped === sw && !sw.includes(`const VERSION = "${version}"`)) throw new Error('sw.js has no VERSION to stamp');
  writeFileSync(file, stamped);
  return version;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(stampServiceWorker(process.argv[2] ?? 'dist/app'));
