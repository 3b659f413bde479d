// Writes the framework typings of the package's elements from their tables (the `*_SPEC` of each
// element module, www/lib/element/base.ts): www/lib/react.ts (React 19 JSX), www/lib/vue.ts (Vue 3
// GlobalComponents) and www/lib/svelte.ts (Svelte 5 SvelteHTMLElements). Reads the built modules
// (dist/lib, `npm run build:lib` first; importing them in Node is itself a check that they load
// without a DOM). tests/api/element-types.test.mjs fails while a written file differs from what
// the tables give.
//   node scripts/element-types.mjs         (writes the files)
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);

/** The tables of the elements, in the order the typings list them. */
export async function specs() {
  const lib = (m) => import(new URL(`dist/lib/${m}.js`, root).href);
  return [
    (await lib('board')).BOARD_SPEC,
    (await lib('viewer')).VIEWER_SPEC,
    (await lib('editor')).EDITOR_SPEC,
    (await lib('puzzle')).PUZZLE_SPEC,
    (await lib('playout')).PLAYOUT_SPEC,
    (await lib('lesson')).LESSON_SPEC,
  ];
}

/** The attributes a page sets (not those the element writes to say its state). */
export const inputs = (spec) => Object.entries(spec.attributes).filter(([, a]) => !a.output);

/** The TypeScript type of an attribute's value as markup writes it. A switch is text in React 19,
 * which drops an attribute set to false before the element is defined; Vue and Svelte write
 * `false` as "false" (or set the reflected property), so they take booleans too. */
function valueType(a, { booleans = false } = {}) {
  if (a.kind === 'string') return 'string';
  if (a.kind === 'number') return 'number | `${number}`';
  if (a.kind === 'boolean') return `'' | 'true' | 'false'${booleans ? ' | boolean' : ''}`;
  return a.kind.map((v) => `'${v}'`).join(' | ');
}

const doc = (text, indent = '  ') => `${indent}/** ${text.replace(/\*\//g, '* /')} */\n`;
const HEADER = (what) => `// Generated from the elements' tables by scripts/element-types.mjs: do not edit.
// ${what}
// tests/api/element-types.test.mjs fails while this file differs from what the tables give.
`;
/** `sittuyin-move` -> `SittuyinMove` (Vue's name of the listener prop, \`onSittuyinMove\`). */
const pascal = (name) => name.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const imports = (list, suffix = '') => list.map((s) => `import type { ${s.className}, ${s.eventMap} } from './${s.module}.js';${suffix}`).join('\n');
/** `SittuyinBoardProps` (React: the names it always had), `SittuyinBoardVueProps`, `SittuyinBoardSvelteProps`. */
const propsName = (s, framework) => `${s.className.replace(/Element$/, '')}${framework === 'React' ? '' : framework}Props`;

function attributeLines(s, options) {
  return inputs(s).map(([name, a]) => `${doc(a.doc + (a.default !== undefined ? ` Default: ${JSON.stringify(a.default)}.` : ''))}  ${name}?: ${valueType(a, options)};\n`).join('');
}

function react(list) {
  const body = list.map((s) => `/** The props of \`<${s.tag}>\` in React 19 JSX: its attributes (text, as in HTML), its events as
 * \`on\` + the event's name (React 19 listens for the event named after \`on\`, case kept), and
 * React's own (\`ref\`, \`key\`, \`className\`, ...). */
export interface ${propsName(s, 'React')} extends DetailedHTMLProps<HTMLAttributes<${s.className}>, ${s.className}> {
${attributeLines(s)}${Object.entries(s.events).map(([name, e]) => `${doc(e.doc)}  'on${name}'?: (event: ${s.eventMap}['${name}']) => void;\n`).join('')}}
`).join('\n');
  return `${HEADER('React 19 JSX typings (typings only): `import type {} from \'sittuyin/react\'` once in a project.')}/**
 * React 19 JSX typings for the package's elements (typings only): \`import type {} from 'sittuyin/react'\`.
 * @module sittuyin/react
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
${imports(list)}

${body}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${list.map((s) => `      '${s.tag}': ${propsName(s, 'React')};`).join('\n')}
    }
  }
}
`;
}

function vue(list) {
  const body = list.map((s) => `/** The props of \`<${s.tag}>\` in a Vue 3 template: its attributes and its events, \`@${Object.keys(s.events)[0]}\`
 * (Vue's listener prop \`on${pascal(Object.keys(s.events)[0])}\`). */
export interface ${propsName(s, 'Vue')} {
${attributeLines(s, { booleans: true })}${Object.entries(s.events).map(([name, e]) => `${doc(e.doc)}  on${pascal(name)}?: (event: ${s.eventMap}['${name}']) => void;\n`).join('')}}
`).join('\n');
  return `${HEADER('Vue 3 typings (typings only): `import type {} from \'sittuyin/vue\'` once; Vue needs `isCustomElement` (README).')}/**
 * Vue 3 typings for the package's elements in templates (typings only): \`import type {} from 'sittuyin/vue'\`.
 * @module sittuyin/vue
 */
import type { HTMLAttributes } from 'vue';
${imports(list)}

/** A custom element as Vue's type checker sees a component: the element, and the props its tag takes. */
export type VueElement<E extends HTMLElement, P> = new () => E & { $props: HTMLAttributes & P };

${body}
declare module 'vue' {
  interface GlobalComponents {
${list.map((s) => `    '${s.tag}': VueElement<${s.className}, ${propsName(s, 'Vue')}>;`).join('\n')}
  }
}
`;
}

function svelte(list) {
  const body = list.map((s) => `/** The attributes of \`<${s.tag}>\` in Svelte 5 markup, and its events as \`on\` + the event's name. */
export interface ${propsName(s, 'Svelte')} extends HTMLAttributes<${s.className}> {
${attributeLines(s, { booleans: true })}${Object.entries(s.events).map(([name, e]) => `${doc(e.doc)}  'on${name}'?: (event: ${s.eventMap}['${name}']) => void;\n`).join('')}}
`).join('\n');
  return `${HEADER('Svelte 5 typings (typings only): `import type {} from \'sittuyin/svelte\'` once in a project.')}/**
 * Svelte 5 typings for the package's elements in markup (typings only): \`import type {} from 'sittuyin/svelte'\`.
 * @module sittuyin/svelte
 */
import type { HTMLAttributes } from 'svelte/elements';
${imports(list)}

${body}
declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${list.map((s) => `    '${s.tag}': ${propsName(s, 'Svelte')};`).join('\n')}
  }
}
`;
}

/** Each written file's path (from the repository root) and text. */
export async function generate() {
  const list = await specs();
  return { 'www/lib/react.ts': react(list), 'www/lib/vue.ts': vue(list), 'www/lib/svelte.ts': svelte(list) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, text] of Object.entries(await generate())) {
    writeFileSync(new URL(path, root), text);
    console.log(`wrote ${path}`);
  }
}
