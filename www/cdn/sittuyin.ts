// The drop-in script (dist/cdn/sittuyin.js): one self-defining ES module for pages without a
// bundler. It defines each Sittuyin element whose tag is in the page, loading that element's chunk
// only then (and the rules core's wasm, next to this file, once); a MutationObserver defines the
// elements added later. A page needs only
//   <script type="module" src=".../sittuyin.js"></script>
// and the elements. Works under the strict CSP (docs/elements.md "Content-Security-Policy"): no inline
// script or style, chunks and the .wasm are fetched from beside this file.

/** Each element's tag and how to define it (its chunk is fetched on first use). */
const ELEMENTS: Record<string, () => Promise<void>> = {
  'sittuyin-board': () => import('../lib/board.ts').then((m) => m.defineSittuyinBoard()),
  'sittuyin-viewer': () => import('../lib/viewer.ts').then((m) => m.defineSittuyinViewer()),
  'sittuyin-editor': () => import('../lib/editor.ts').then((m) => m.defineSittuyinEditor()),
  'sittuyin-puzzle': () => import('../lib/puzzle.ts').then((m) => m.defineSittuyinPuzzle()),
  'sittuyin-lesson': () => import('../lib/lesson.ts').then((m) => m.defineSittuyinLesson()),
  'sittuyin-playout': () => import('../lib/playout.ts').then((m) => m.defineSittuyinPlayout()),
};

const pending = new Map<string, Promise<void>>();

/** The rules core (its module and .wasm) starts loading beside the first element's chunk, not after
 * it: every element needs it. A failure is the element's to report (it calls init() itself). */
let core: Promise<void> | null = null;
const warmCore = (): Promise<void> => (core ??= import('../lib/game.ts').then((m) => m.init()).catch(() => {}));

/** Defines the element `tag` (loading its chunk); resolves once it is defined. Unknown tags reject. */
export function define(tag: string): Promise<void> {
  let p = pending.get(tag);
  if (!p) {
    const load = ELEMENTS[tag];
    if (!load) return Promise.reject(new Error(`sittuyin: no element <${tag}> (known: ${Object.keys(ELEMENTS).join(', ')})`));
    void warmCore();
    p = load();
    p.catch(() => pending.delete(tag));
    pending.set(tag, p);
  }
  return p;
}

/** Defines every element this script knows (for elements made in shadow roots it cannot see). */
export function defineAll(): Promise<void> {
  return Promise.all(Object.keys(ELEMENTS).map(define)).then(() => {});
}

/** The tags this script defines. */
export const TAGS: readonly string[] = Object.keys(ELEMENTS);

const selector = TAGS.join(',');

/** Defines the elements found in `root` (the node itself and its descendants). */
function scan(root: ParentNode & Node): void {
  if (root instanceof Element && root.localName in ELEMENTS) void define(root.localName).catch(report);
  for (const el of root.querySelectorAll(selector)) void define(el.localName).catch(report);
}

function report(e: unknown): void {
  console.error('sittuyin: an element could not be loaded', e);
}

if (typeof document !== 'undefined') {
  scan(document);
  const observer = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) scan(n);
    if (TAGS.every((t) => pending.has(t))) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
