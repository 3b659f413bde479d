// Copies the wasm-bindgen output next to the compiled wrapper: dist/lib imports ../pkg/.
import { cpSync, mkdirSync } from 'node:fs';

mkdirSync('dist/pkg', { recursive: true });
for (const file of ['sittuyin.js', 'sittuyin.d.ts', 'sittuyin_bg.wasm', 'sittuyin_bg.wasm.d.ts']) {
  cpSync(`www/pkg/${file}`, `dist/pkg/${file}`);
}

// The Myanmar font next to the compiled board (dist/board/font.js loads ../fonts/), with its licence.
mkdirSync('dist/fonts', { recursive: true });
for (const file of ['noto-sans-myanmar-400.woff2', 'noto-sans-myanmar-700.woff2', 'OFL.txt']) {
  cpSync(`www/fonts/${file}`, `dist/fonts/${file}`);
}
