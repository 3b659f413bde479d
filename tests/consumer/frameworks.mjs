// The markup the consumer test type-checks in React, Vue and Svelte projects: every element with
// every attribute of its table (a valid value each) and a listener for every event reading its
// `detail` (an event missing from the typings would leave the listener's parameter untyped, an
// error under `strict`), and, for every attribute that takes a list of words, one wrong word the
// checker must refuse.
import { inputs } from '../../scripts/element-types.mjs';

const TEXT = {
  fen: '6k1/8/8/8/8/8/8/R5K1[] w - - 0 1', moves: 'a1a8', solution: 'a1a8', arrows: 'a1a8 g8', ply: 'end',
  // A relative address: vue-tsc 3.3 loses the listeners' types on an element with `//` in a static attribute.
  pgn: '1. Ra8#', app: '../sittuyin/',
};

/** A valid value of attribute `name`, as text. */
function sample(name, a) {
  if (Array.isArray(a.kind)) return a.kind[a.kind.length - 1];
  if (a.kind === 'boolean') return 'false';
  if (a.kind === 'number') return '2';
  return TEXT[name] ?? 'x';
}


/** How each framework writes an event listener whose body reads `e.detail`. */
const LISTENER = {
  react: (name) => `on${name}={(e) => console.log(e.detail)}`,
  vue: (name) => `@${name}="(e) => console.log(e.detail)"`,
  svelte: (name) => `on${name}={(e) => console.log(e.detail)}`,
};

/** Every element with every attribute and every event listener. */
export function everything(specs, framework) {
  return specs.map((s) => {
    const attributes = inputs(s).map(([name, a]) => `${name}="${sample(name, a)}"`);
    const events = Object.keys(s.events).map(LISTENER[framework]);
    const close = framework === 'react' ? ' />' : `></${s.tag}>`;
    return `<${s.tag}\n    ${[...attributes, ...events].join('\n    ')}${close}`;
  }).join('\n  ');
}

/** One element per attribute that takes a list of words, with a word not in it. */
export function wrongWords(specs) {
  const out = [];
  for (const s of specs) {
    for (const [name, a] of inputs(s)) if (Array.isArray(a.kind)) out.push({ tag: s.tag, name, markup: `<${s.tag} ${name}="nonsense"` });
  }
  return out;
}

