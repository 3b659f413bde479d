// A tiny static file server for the built app (tests and `node scripts/serve-static.mjs dist/app 8080`).
import { createServer } from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.webmanifest', '.svg']);

/** The tests' caching: the service worker and pages always asked again, the rest kept a year. */
const testCaching = (file) => (file.endsWith('sw.js') || file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000');

const encode = (raw, encoding) =>
  encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : encoding === 'gzip' ? gzipSync(raw, { level: 9 }) : raw;

/** Serves `dir` on 127.0.0.1:`port` (0: a free port), with extra response `headers` (e.g. a
 * Content-Security-Policy). `compress`: brotli or gzip as the browser asks, each file compressed
 * once and kept (as a real host serves precompressed files); `cacheControl(file)`: the
 * Cache-Control header of a file. Resolves to { server, url, setRoot, warm } — setRoot(dir)
 * serves another directory from then on (a new deployment); warm() compresses every file before
 * any measurement (the first request of a large file, the wasm: about 4 s at brotli 11, would
 * otherwise hold this one-threaded server and be measured as a slow host). */
export function serve(dir, port = 0, { headers = {}, compress = false, cacheControl = testCaching } = {}) {
  let root = resolve(dir);
  const cache = new Map();
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const ext = extname(file);
      const accept = String(req.headers['accept-encoding'] ?? '');
      const encoding = !compress || !COMPRESSIBLE.has(ext) ? null : /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
      const key = `${file}|${encoding}`;
      let body = cache.get(key);
      if (!body) {
        body = encode(await readFile(file), encoding);
        if (encoding) cache.set(key, body);
      }
      res.writeHead(200, {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': cacheControl(file),
        ...(compress ? { vary: 'accept-encoding' } : {}),
        ...(encoding ? { 'content-encoding': encoding } : {}),
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  const warm = async () => {
    const files = (await readdir(root, { recursive: true })).filter((f) => !f.startsWith('docs')).map((f) => join(root, f));
    for (const file of files.filter((f) => COMPRESSIBLE.has(extname(f)))) {
      const raw = await readFile(file);
      for (const encoding of ['br', 'gzip']) cache.set(`${file}|${encoding}`, encode(raw, encoding));
    }
  };
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => {
    ok({ server, url: `http://127.0.0.1:${server.address().port}/`, setRoot: (d) => { root = resolve(d); }, warm });
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await serve(process.argv[2] ?? 'dist/app', Number(process.argv[3] ?? 8080));
  console.log(`serving ${process.argv[2] ?? 'dist/app'} at ${url}`);
}
