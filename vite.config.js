import { defineConfig } from 'vite';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { stampServiceWorker } from './scripts/sw-version.mjs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The HTML pages of the build, relative to www/: the app and the rules page in each language. */
const PAGES = ['index.html', 'embed.html', 'rules/index.html', 'rules/fr/index.html', 'rules/es/index.html', 'rules/tr/index.html', 'rules/my/index.html'];

/** Emits sw.js (with the list of built files to precache, its version a hash of their bytes), the manifest and the icon. */
function offline() {
  return {
    name: 'sittuyin-offline',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // The manifest sits at the root: '../' per directory level of the page (rules/fr/index.html).
      handler: (html, ctx) => html.replace('</head>', `  <link rel="manifest" href="${'../'.repeat(ctx.path.split('/').length - 2) || './'}manifest.webmanifest" />\n</head>`),
    },
    // 'post': after Vite's HTML plugin has dropped the empty entry chunks of the HTML pages.
    generateBundle: { order: 'post', handler(_options, bundle) {
      const extra = ['manifest.webmanifest', 'icon.svg'];
      const pages = [...PAGES, ...Object.keys(bundle).filter((f) => f.endsWith('/index.html'))].filter((p) => p !== 'index.html');
      // Pages are also fetched by their directory URL (rules/fr/, docs/): cache that form too.
      const files = ['index.html', ...pages, ...pages.map((p) => p.replace(/index\.html$/, '')), ...Object.keys(bundle), ...extra]
        .filter((f, i, all) => f !== 'sw.js' && all.indexOf(f) === i).sort();
      // The version is stamped from the files' bytes once they are written (writeBundle).
      const sw = readFileSync(new URL('./www/sw.js', import.meta.url), 'utf8')
        .replace('self.__PRECACHE__', JSON.stringify(files.map((f) => `./${f}`)))
        .replace("self.__VERSION__ || 'dev'", JSON.stringify('unstamped'));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: sw });
      for (const f of extra) {
        this.emitFile({ type: 'asset', fileName: f, source: readFileSync(new URL(`./www/${f}`, import.meta.url)) });
      }
    } },
    // Every precached file's bytes, not only its name: an update that changes only unhashed files
    // (the pages, the manifest, the icon, the docs) gets a new sw.js and reaches installed users.
    writeBundle: { order: 'post', handler(options) {
      stampServiceWorker(options.dir);
    } },
  };
}

/** The API reference: TypeDoc (www/lib/typedoc.json) over the package's TSDoc comments, emitted into the
 * build as docs/ (before offline() lists the files to precache, so it works offline too). */
function apiDocs() {
  return {
    name: 'sittuyin-api-docs',
    apply: 'build',
    async generateBundle() {
      const { Application } = await import('typedoc');
      const app = await Application.bootstrapWithPlugins({ options: fileURLToPath(new URL('./www/lib/typedoc.json', import.meta.url)) });
      const project = await app.convert();
      if (!project || app.logger.hasErrors()) throw new Error('TypeDoc failed (see above)');
      const out = mkdtempSync(join(tmpdir(), 'sittuyin-docs-'));
      try {
        await app.generateDocs(project, out);
        for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile()) continue;
          const file = join(entry.parentPath, entry.name);
          this.emitFile({ type: 'asset', fileName: `docs/${relative(out, file).split('\\').join('/')}`, source: readFileSync(file) });
        }
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
  };
}

/** Every page asks for the rules core (wasm; not the engine's) at once, beside its script, instead of after the
 * script has run: the boards are ready sooner on a slow network. */
function preloadWasm() {
  return {
    name: 'sittuyin-preload-wasm',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        // The rules core only: the engine's module (sittuyin_engine_bg) loads with the worker or a search.
        const wasm = ctx.bundle && Object.keys(ctx.bundle).find((f) => f.endsWith('.wasm') && !f.includes('engine'));
        if (!wasm) return html;
        const up = '../'.repeat(ctx.path.split('/').length - 2) || './';
        return html.replace('</head>', `  <link rel="preload" href="${up}${wasm}" as="fetch" type="application/wasm" crossorigin />\n</head>`);
      },
    },
  };
}

export default defineConfig({
  root: 'www',
  base: './',
  publicDir: false,
  build: {
    outDir: '../dist/app', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0,
    rollupOptions: { input: PAGES.map((p) => fileURLToPath(new URL(`./www/${p}`, import.meta.url))) },
  },
  server: { host: '127.0.0.1' },
  plugins: [apiDocs(), offline(), preloadWasm()],
  // Vitest: run from the repository root (tests/board), not from www/
  test: { root: fileURLToPath(new URL('.', import.meta.url)), include: ['tests/board/**/*.test.ts'] },
});
