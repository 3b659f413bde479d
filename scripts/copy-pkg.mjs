// Copies the wasm-bindgen output next to the compiled wrapper: dist/lib imports ../pkg/.
import { cpSync, mkdirSync } from 'node:fs';

mkdirSync('dist/pkg', { recursive: true });
for (const file of ['sittuyin.js', 'sittuyin.d.ts', 'sittuyin_bg.wasm', 'sittuyin_bg.wasm.d.ts']) {
  cpSync(`www/pkg/${file}`, `dist/pkg/${file}`);
}
