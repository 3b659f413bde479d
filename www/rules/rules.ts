// The rules page: builds the page from the text of its language (content/<lang>.ts) with DOM calls
// only (no innerHTML, no inline styles: it runs under a strict Content-Security-Policy), turns every
// diagram into a <sittuyin-board>, rings the squares the engine says a piece can reach, and shows
// the puzzles of puzzles.json with <sittuyin-puzzle>. A board starts only as it nears the
// viewport (an IntersectionObserver): until then it is a slot of its size, so nothing moves.
// Marks: 'rules:built' (the DOM), 'rules:loaded' (the engine), 'rules:interactive' (the boards
// near the viewport at load are ready; body[data-ready] is set then).
import { init } from '../lib/game.ts';
import { defineSittuyinBoard, type SittuyinBoard } from '../lib/board.ts';
import { defineSittuyinPuzzle } from '../lib/puzzle.ts';
import { setWorkerFactory } from '../lib/engine.ts';
import type { Game, RulesName, UciMove } from '../lib/index.ts';
import type { Block, Content, Diagram, Lang, PuzzleBlock, Reach, Ui } from './content/types.ts';
import PUZZLES from './puzzles.json';

interface Puzzle {
  id: string;
  fen: string;
  rules?: RulesName;
  mate: number;
  /** The main line: the reader's moves and the replies, UCI. */
  solution: UciMove[];
  /** Every first move that forces the mate (checked by tests/api/rules-content.test.mjs). */
  accept: string[];
}

/** How far from the viewport a board starts (it is ready before it is seen). */
const START_MARGIN = '400px 0px';

/** What <sittuyin-board> adds to HTMLElement. */
interface BoardElement extends HTMLElement {
  board: SittuyinBoard | null;
  ready: Promise<SittuyinBoard>;
}

const LOADERS: Record<Lang, () => Promise<{ default: Content }>> = {
  en: () => import('./content/en.ts'),
  fr: () => import('./content/fr.ts'),
  es: () => import('./content/es.ts'),
  tr: () => import('./content/tr.ts'),
  my: () => import('./content/my.ts'),
};

const PIECE_SETS = ['letters', 'figurines', 'burmese'] as const;
type PieceSet = (typeof PIECE_SETS)[number];
const PIECES_KEY = 'sittuyin.rules.pieces';

// ------------------------------------------------------------------ DOM helpers (no innerHTML)

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Text with **bold** and `code` spans, as nodes. */
function rich(text: string): Node[] {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/).filter(Boolean).map((part) => {
    if (part.startsWith('**') && part.endsWith('**')) return el('strong', undefined, part.slice(2, -2));
    if (part.startsWith('`') && part.endsWith('`')) return el('code', undefined, part.slice(1, -1));
    return document.createTextNode(part);
  });
}

function para(text: string, className?: string): HTMLParagraphElement {
  const p = el('p', className);
  p.append(...rich(text));
  return p;
}

// ------------------------------------------------------------------ engine-backed shapes and text

/** The rings (or ghost Generals) of a diagram's `reach`, from the engine's legal moves. */
function reachShapes(game: Game, reach: Reach): string[] {
  const moves = game.moves();
  if (reach.drop) {
    const role = reach.drop;
    return [...new Set(moves.filter((m) => m.kind === 'drop' && m.uci.startsWith(`${role}@`)).map((m) => m.to))];
  }
  if (!reach.from) return [];
  const from = moves.filter((m) => m.kind !== 'drop' && m.from === reach.from);
  if (reach.promotions) return from.filter((m) => m.kind === 'promotion').map((m) => m.uci);
  return [...new Set(from.filter((m) => m.to !== m.from).map((m) => m.to))];
}

function statusText(game: Game, ui: Ui): string {
  const s = game.status();
  if (s.over) {
    if (s.reason === 'checkmate' && s.winner) return ui.checkmate(s.winner);
    const reason = s.reason && s.reason in ui.reasons ? ui.reasons[s.reason as keyof Ui['reasons']] : '';
    return ui.draw(reason);
  }
  const turn = ui.toMove(game.turn);
  return s.counting ? `${ui.count(s.counting.count, s.counting.limit)} ${turn}` : turn;
}

// ------------------------------------------------------------------ the page

class RulesPage {
  readonly content: Content;
  readonly ui: Ui;
  /** Every board and puzzle on the page, with what to do once its board is ready. */
  readonly boards: { element: BoardElement; setup?: (board: SittuyinBoard) => void }[] = [];
  pieces: PieceSet = 'letters';

  constructor(content: Content) {
    this.content = content;
    this.ui = content.ui;
    try {
      const saved = localStorage.getItem(PIECES_KEY);
      if (saved && (PIECE_SETS as readonly string[]).includes(saved)) this.pieces = saved as PieceSet;
    } catch {
      /* storage off: letters */
    }
  }

  /** A <sittuyin-board> with a diagram's attributes (set before it is connected). */
  boardElement(d: { fen: string; rules?: RulesName; moves?: string[]; arrows?: string[]; movable?: string; orientation?: string; trays?: boolean }): BoardElement {
    const b = document.createElement('sittuyin-board') as BoardElement;
    b.setAttribute('fen', d.fen);
    if (d.rules) b.setAttribute('rules', d.rules);
    if (d.moves?.length) b.setAttribute('moves', d.moves.join(' '));
    if (d.arrows?.length) b.setAttribute('arrows', d.arrows.join(' '));
    b.setAttribute('movable', d.movable ?? 'none');
    b.setAttribute('orientation', d.orientation ?? 'white');
    b.setAttribute('trays', d.trays ? 'true' : 'false');
    b.setAttribute('pieces', this.pieces);
    return b;
  }

  build(main: HTMLElement): void {
    const c = this.content;
    const intro = para(c.intro, 'intro');
    const tools = el('div', 'tools');
    const label = el('label');
    const select = el('select');
    select.dataset.testid = 'pieces';
    for (const name of PIECE_SETS) select.append(new Option(this.ui.pieceSets[name], name, false, name === this.pieces));
    select.addEventListener('change', () => this.setPieces(select.value as PieceSet));
    label.append(`${this.ui.pieces} `, select);
    tools.append(label);

    const toc = el('nav', 'toc');
    toc.setAttribute('aria-label', this.ui.contents);
    const tocTitle = el('p', 'toc-title', this.ui.contents);
    const list = el('ol');
    for (const s of c.sections) {
      const li = el('li');
      const a = el('a', undefined, s.heading);
      a.href = `#${s.id}`;
      li.append(a);
      list.append(li);
    }
    toc.append(tocTitle, list);

    const sections = c.sections.map((s) => {
      const section = el('section');
      section.id = s.id;
      const h = el('h2', undefined, s.heading);
      section.append(h);
      let puzzleIndex = 0;
      for (const block of s.blocks) section.append(this.block(block, () => ++puzzleIndex));
      return section;
    });
    main.append(intro, tools, toc, ...sections);
  }

  block(block: Block, nextPuzzle: () => number): HTMLElement {
    if ('p' in block) return para(block.p);
    if ('list' in block) {
      const ul = el('ul');
      for (const item of block.list) {
        const li = el('li');
        li.append(...rich(item));
        ul.append(li);
      }
      return ul;
    }
    if ('diagram' in block) return this.diagram(block.diagram);
    if ('row' in block) {
      const row = el('div', 'diagram-row');
      row.append(...block.row.map((d) => this.diagram(d)));
      return row;
    }
    return this.puzzle(block, nextPuzzle());
  }

  diagram(d: Diagram): HTMLElement {
    const figure = el('figure', 'diagram');
    figure.dataset.diagram = d.id;
    figure.dataset.size = d.size ?? 'medium';
    const element = this.boardElement(d);
    const caption = el('figcaption');
    caption.append(...rich(d.caption));
    figure.append(element);
    const status = d.status ? el('p', 'status') : null;
    if (status) {
      status.setAttribute('aria-live', 'polite');
      status.dataset.testid = 'status';
      figure.append(status);
    }
    const basePly = d.moves?.length ?? 0;
    const shapes = (board: SittuyinBoard): void => {
      board.setShapes([...(d.arrows ?? []), ...(d.reach ? reachShapes(board.game, d.reach) : [])]);
    };
    if (d.reset) {
      const actions = el('div', 'actions');
      const reset = el('button', undefined, this.ui.startAgain);
      reset.type = 'button';
      reset.dataset.testid = 'reset';
      reset.addEventListener('click', () => {
        const board = element.board;
        if (!board) return;
        board.load({ fen: d.fen, rules: d.rules, moves: d.moves });
        shapes(board);
      });
      actions.append(reset);
      figure.append(actions);
    }
    figure.append(caption);
    this.boards.push({
      element,
      setup: (board) => {
        shapes(board);
        const update = (): void => {
          // Rings describe the diagram's position: gone once the reader has moved.
          if (board.game.ply > basePly) board.setShapes([]);
          if (status) status.textContent = statusText(board.game, this.ui);
        };
        element.addEventListener('sittuyin-change', update);
        update();
      },
    });
    return figure;
  }

  puzzle(block: PuzzleBlock, index: number): HTMLElement {
    const data = (PUZZLES as readonly Puzzle[]).find((p) => p.id === block.puzzle);
    if (!data) throw new Error(`no puzzle ${block.puzzle}`);
    const article = el('article', 'puzzle');
    article.dataset.puzzle = data.id;
    const title = el('h3', undefined, `${index}. ${block.title}`);
    title.id = `puzzle-${data.id}`;
    // <sittuyin-puzzle>: the task, the board, the engine's judgement of other moves, hint, retry.
    const element = document.createElement('sittuyin-puzzle');
    element.puzzle = { fen: data.fen, rules: data.rules, solution: data.solution, mate: data.mate };
    element.setAttribute('pieces', this.pieces);
    element.setAttribute('aria-labelledby', title.id);
    const hint = para(block.hint, 'hint');
    article.append(title, element, hint);
    this.boards.push({ element: element as unknown as BoardElement });
    return article;
  }

  setPieces(name: PieceSet): void {
    this.pieces = name;
    try {
      localStorage.setItem(PIECES_KEY, name);
    } catch {
      /* not kept */
    }
    for (const { element } of this.boards) element.setAttribute('pieces', name);
  }
}

function pageLang(): Lang {
  const lang = document.documentElement.lang.toLowerCase().split('-')[0];
  return (lang in LOADERS ? lang : 'en') as Lang;
}

async function main(): Promise<void> {
  const main = document.getElementById('rules');
  const loading = document.getElementById('loading');
  if (!main) return;
  try {
    // The engine and the text load side by side; the text is shown as soon as it is here (the
    // boards start once the engine is loaded).
    const engine = init();
    engine.catch(() => { /* reported below, once the text is shown */ });
    const { default: content } = await LOADERS[pageLang()]();
    defineSittuyinBoard();
    defineSittuyinPuzzle();
    // The puzzles' engine worker, from the sources (as the app does; the package's default looks
    // for the built worker.js beside engine.js).
    setWorkerFactory(() => new Worker(new URL('../lib/worker.ts', import.meta.url), { type: 'module' }));
    const page = new RulesPage(content);
    page.build(main);
    // Each board stands in a slot of its size until it nears the viewport; then it starts (it
    // draws itself and asks the engine for its moves), one per task, so the page keeps answering
    // input and a phone does not start twenty boards it may never show.
    const slots = page.boards.map(({ element }) => {
      const slot = el('div', element.localName === 'sittuyin-puzzle' ? 'board-slot puzzle-slot' : 'board-slot');
      if (element.getAttribute('trays') === 'true') slot.dataset.trays = 'true';
      element.replaceWith(slot);
      return slot;
    });
    performance.mark('rules:built');
    await engine;
    performance.mark('rules:loaded');
    const queue: number[] = [];
    let draining = false;
    const started = new Set<number>();
    const start = async (i: number): Promise<void> => {
      const { element, setup } = page.boards[i];
      slots[i].replaceWith(element);
      const board = await element.ready;
      setup?.(board);
    };
    const pending: Promise<void>[] = [];
    const drain = async (): Promise<void> => {
      if (draining) return;
      draining = true;
      while (queue.length) {
        const i = queue.shift() as number;
        pending.push(start(i));
        await new Promise((ok) => setTimeout(ok, 0));
      }
      draining = false;
    };
    const index = new Map(slots.map((s, i) => [s as Element, i]));
    let reported: () => void = () => {};
    const firstReport = new Promise<void>((ok) => { reported = ok; });
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const i = index.get(entry.target);
        if (!entry.isIntersecting || i === undefined || started.has(i)) continue;
        started.add(i);
        observer.unobserve(entry.target);
        queue.push(i);
      }
      queue.sort((a, b) => a - b);
      void drain();
      reported();
    }, { rootMargin: START_MARGIN });
    for (const slot of slots) observer.observe(slot);
    // The page was empty when the browser looked for the #fragment: look again (before the first
    // boards are chosen, so they are the ones in view there).
    if (location.hash.length > 1) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    // Ready: once the boards of the observer's first report (those near the viewport) are.
    await firstReport;
    while (draining || queue.length) await new Promise((ok) => setTimeout(ok, 0));
    await Promise.all(pending);
    loading?.remove();
    performance.mark('rules:interactive');
    document.body.dataset.ready = '1';
  } catch (e) {
    if (loading) {
      loading.classList.add('error');
      loading.textContent = `${loading.dataset.failed ?? 'The boards could not be loaded.'} (${e instanceof Error ? e.message : String(e)})`;
    }
    throw e;
  }
}

void main();
