// Copies the wasm-bindgen output next to the compiled wrapper: dist/lib imports ../pkg/. Two
// modules: the rules core (sittuyin*) and the engine (sittuyin_engine*, search and tables).
import { cpSync, mkdirSync } from 'node:fs';

mkdirSync('dist/pkg', { recursive: true });
for (const name of ['sittuyin', 'sittuyin_engine']) {
  for (const file of [`${name}.js`, `${name}.d.ts`, `${name}_bg.wasm`, `${name}_bg.wasm.d.ts`]) {
    cpSync(`www/pkg/${file}`, `dist/pkg/${file}`);
  }
}

// The Myanmar font next to the compiled board (dist/board/font.js loads ../fonts/), with its licence.
mkdirSync('dist/fonts', { recursive: true });
for (const file of ['noto-sans-myanmar-400.woff2', 'noto-sans-myanmar-700.woff2', 'OFL.txt']) {
  cpSync(`www/fonts/${file}`, `dist/fonts/${file}`);
}
