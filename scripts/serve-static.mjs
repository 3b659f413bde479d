// A tiny static file server for the built app (tests and `node scripts/serve-static.mjs dist/app 8080`).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
};

/** Serves `dir` on 127.0.0.1:`port` (0: a free port), with extra response `headers` (e.g. a
 * Content-Security-Policy). Resolves to { server, url, setRoot } — setRoot(dir) serves another
 * directory from then on (a new deployment). */
export function serve(dir, port = 0, { headers = {} } = {}) {
  let root = resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': file.endsWith('sw.js') || file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000',
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => {
    ok({ server, url: `http://127.0.0.1:${server.address().port}/`, setRoot: (d) => { root = resolve(d); } });
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await serve(process.argv[2] ?? 'dist/app', Number(process.argv[3] ?? 8080));
  console.log(`serving ${process.argv[2] ?? 'dist/app'} at ${url}`);
}
