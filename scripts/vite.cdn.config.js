// The drop-in script: dist/cdn/sittuyin.js (www/cdn/sittuyin.ts) with its chunks, the rules core's
// .wasm, the Burmese font and each language's strings beside it, for pages without a bundler
// (docs/elements.md "The drop-in script"). A plain build with one script entry (not Vite's library mode, which
// inlines assets as data: URLs: the wasm must stay a file the strict CSP lets the page fetch).
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('../www', import.meta.url)),
  base: './',
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../dist/cdn', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: fileURLToPath(new URL('../www/cdn/sittuyin.ts', import.meta.url)),
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: 'sittuyin.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
