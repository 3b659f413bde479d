/**
 * The game viewer: `<sittuyin-viewer>` (`defineSittuyinViewer()`, `SittuyinViewerElement`) replays
 * a PGN (with its comments, variations and shapes) or a FEN and moves.
 * @module sittuyin/viewer
 */
// A replay element around the embeddable board: a move list (comments, NAGs, variations inline,
// each move a button), first/previous/next/last, the keyboard, autoplay at a speed, flip, the
// board's status and count line, the `[%csl]`/`[%cal]` shapes of each move, "open in the app" and
// "copy link" (the app's URL fragment, www/lib/link.ts), and the game as an animated GIF. It
// renders into a shadow root; no HTML is written from strings (the strict CSP holds).
import { Game, startFen } from './game.js';
import { SittuyinError } from './errors.js';
import { parsePgn } from './pgn.js';
import { SittuyinBoard } from './board.js';
import { linkFragment } from './link.js';
import { COMMON, defineElement, flag, SittuyinElement, type ElementSpec, type Reflected } from './element/base.js';
import type { PgnGame, PgnNode, RulesName } from './types.js';
import type { Strings } from '../i18n/index.ts';
import type { GifOptions } from './gif.js';
import { moveList, SHAPE_BRUSH, treeNodes, type ViewerNode } from './viewer-moves.js';
import { download, fileName, positionFileName } from './element/download.js';

export type { ViewerNode } from './viewer-moves.js';

/** The `sittuyin-change` event's detail: the position now shown. */
export interface ViewerChange {
  ply: number;
  fen: string;
  /** The move that led here, SAN (null at the start). */
  san: string | null;
  /** The moves from the start position, UCI. */
  moves: string[];
  /** Whether the position is on the main line (not in a variation). */
  mainLine: boolean;
}

/** The events of `<sittuyin-viewer>`; all bubble and are composed. */
export interface SittuyinViewerEventMap {
  /** Another position is shown (a move picked, a button, a key, autoplay). */
  'sittuyin-change': CustomEvent<ViewerChange>;
  /** The game could not be read (a bad PGN, FEN or move); `detail` is the SittuyinError. */
  'sittuyin-error': CustomEvent<unknown>;
}

/** The `<sittuyin-viewer>` element's table: its attributes and events (docs/elements.md "The game viewer"). */
export const VIEWER_SPEC = {
  tag: 'sittuyin-viewer',
  className: 'SittuyinViewerElement',
  module: 'viewer',
  eventMap: 'SittuyinViewerEventMap',
  attributes: {
    pgn: { kind: 'string', doc: 'The game as PGN (else the element\'s text).' },
    game: { kind: 'number', default: 0, property: false, doc: 'Which game of a PGN file of several, from 0.' },
    fen: COMMON.fen,
    moves: { kind: 'string', doc: 'Without a PGN: moves from `fen`, space separated, UCI or SAN.' },
    rules: COMMON.rules,
    ply: { kind: 'string', doc: 'The main line\'s ply shown first (a number, or `end`); default the start.' },
    orientation: COMMON.orientation,
    lang: COMMON.lang,
    pieces: COMMON.pieces,
    theme: COMMON.theme,
    coordinates: COMMON.coordinates,
    status: { kind: 'boolean', default: true, doc: '"false" hides the status and count line.' },
    trays: { kind: 'boolean', default: true, doc: '"false" hides the trays of pieces in hand.' },
    speed: { kind: 'number', default: 1, doc: 'Seconds per move of the autoplay.' },
    autoplay: { kind: 'boolean', default: false, doc: 'Starts the autoplay.' },
    app: { kind: 'string', doc: 'The address of the Sittuyin app: shows "open in the app" and "copy link".' },
  },
  events: {
    'sittuyin-change': { doc: 'Another position is shown. `detail`: { ply, fen, san, moves, mainLine }.' },
    'sittuyin-error': { doc: 'The game could not be read (the element says why; `ready` rejects). `detail`: the SittuyinError.' },
  },
} as const satisfies ElementSpec;

const SPEEDS = [0.5, 1, 2, 3];

const VIEWER_CSS = `:host { display: block; container-type: inline-size; max-width: min(100%, calc(var(--sittuyin-size, 480px) + 22em)); font: 14px/1.45 "Sittuyin Myanmar", system-ui, sans-serif;
  --v-bg: #fffdf8; --v-fg: #2a241c; --v-muted: #5e5446; --v-comment: #2b5d34; --v-button: #f4eee2; --v-border: #8a7f6d; --v-current: #8a1f11; }
@media (prefers-color-scheme: dark) { :host(:not([theme="light"])) { --v-bg: #221f1a; --v-fg: #efe7d8; --v-muted: #c9bda8; --v-comment: #8fd19e; --v-button: #2f2a23; --v-border: #8a7f6d; --v-current: #c0392b; } }
:host([theme="dark"]) { --v-bg: #221f1a; --v-fg: #efe7d8; --v-muted: #c9bda8; --v-comment: #8fd19e; --v-button: #2f2a23; --v-border: #8a7f6d; --v-current: #c0392b; }
[hidden] { display: none !important; }
.viewer { display: grid; grid-template-columns: minmax(0, var(--sittuyin-size, 480px)) minmax(11em, 1fr); gap: 12px; align-items: stretch; }
.side { display: flex; flex-direction: column; min-width: 0; }
.moves { contain: size; overflow-y: auto; padding: 6px 8px; border: 1px solid var(--v-border); border-radius: 6px; line-height: 1.9; background: var(--sittuyin-panel, var(--v-bg)); color: var(--sittuyin-panel-text, var(--v-fg)); }
.controls { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; margin-top: 8px; }
.controls button, .controls select, .links button, .links a { font: inherit; min-height: 34px; min-width: 38px; padding: 2px 8px; border: 1px solid var(--v-border); border-radius: 5px; background: var(--sittuyin-button, var(--v-button)); color: var(--sittuyin-button-text, var(--v-fg)); cursor: pointer; text-decoration: none; display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box; }
.controls button:disabled { opacity: .45; cursor: default; }
.controls .play { min-width: 64px; }
.controls label { display: inline-flex; align-items: center; gap: 4px; margin-left: auto; font-size: 13px; }
.links { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 6px; }
.move { font: inherit; border: 0; background: none; color: inherit; padding: 1px 4px; border-radius: 4px; cursor: pointer; line-height: 1.5; }
.move:hover { background: rgba(110, 150, 220, .2); }
.move[aria-current] { background: var(--sittuyin-accent, var(--v-current)); color: #fff; }
.num { color: var(--v-muted); margin-left: 2px; }
.ply { white-space: nowrap; }
.main > .ply > .move { font-weight: 600; }
.line.var { display: block; margin: 2px 0 2px 10px; padding-left: 8px; border-left: 2px solid var(--v-border); font-size: 13px; }
.nag { margin: 0 2px; color: var(--v-muted); }
.comment { color: var(--v-comment); margin: 0 4px; font-style: italic; }
.comment.block { display: block; margin: 2px 0; }
.result { font-weight: 700; margin-left: 6px; }
.start { font-style: italic; }
.error { margin: .25em 0; padding: .2em .45em; color: #8a1020; background: #fdecee; border-left: 3px solid #c0203a; }
@container (max-width: 600px) {
  .viewer { grid-template-columns: minmax(0, 1fr); }
  .moves { contain: none; max-height: 40vh; }
}`;

/** The game a viewer shows, whatever it was given as. */
interface Source {
  game: PgnGame;
}

/** A game from a FEN and moves as the tree of a PGN without comments. */
function treeOfMoves(fen: string | undefined, rules: RulesName | undefined, moves: string[]): PgnGame {
  const g = new Game({ fen, rules });
  try {
    const nodes: PgnNode[] = [];
    for (const m of moves) {
      const move = g.play(m);
      nodes.push({ san: move.san, uci: move.uci, fen: g.fen(), startingComments: [], comments: [], nags: [], shapes: [], variations: [] });
    }
    const st = g.status();
    return { tags: [], comments: [], shapes: [], moves: nodes, result: st.result, rules: g.rules, startFen: g.startFen() };
  } finally {
    g.free();
  }
}

/** The buttons' pictures (paths in a 0..16 box): no font has to hold them. */
const ICONS = {
  first: 'M3 3h2v10H3zM13 3v10L6 8z',
  prev: 'M11 3v10L4 8z',
  next: 'M5 3v10l7-5z',
  last: 'M11 3h2v10h-2zM3 3v10l7-5z',
  play: 'M5 3v10l8-5z',
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
};

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An icon of ICONS, drawn in the text's colour, hidden from screen readers (the button has a label). */
function icon(d: string): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('fill', 'currentColor');
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', d);
  svg.append(path);
  return svg;
}


/** The `<sittuyin-viewer>` element (register it with defineSittuyinViewer()): replays the game of
 * `pgn` (an attribute, or the element's text: the PGN between the tags; `game` picks one of a
 * file of several, from 0) or of `fen` + `moves` (space separated, UCI or SAN) under `rules`.
 * `ply` is the main line's ply shown first (default the start; `end` the last), `orientation`,
 * `lang`, `pieces`, `theme`, `coordinates`, `trays` as on `<sittuyin-board>`; `status="false"`
 * hides the status and count line; `speed` the autoplay's seconds per move (default 1), `autoplay`
 * starts it; `app` the address of the Sittuyin app (its `index.html`), which shows "open in the
 * app" and "copy link" (the app's link fragment, docs/app.md "Links"). Keyboard: ← → previous/next,
 * Home/End, Space plays and pauses. Events (SittuyinViewerEventMap): `sittuyin-change`, `sittuyin-error`; they
 * bubble and are composed. */
export class SittuyinViewerElement extends SittuyinElement<typeof VIEWER_SPEC.attributes, SittuyinViewerEventMap, SittuyinBoard> {
  static spec: ElementSpec = VIEWER_SPEC;
  /** The board inside, once `ready` resolves. */
  board: SittuyinBoard | null = null;
  /** The node shown when the element was parked (shown again on its return). */
  #keptNode = 0;
  #source: Source | null = null;
  #nodes: ViewerNode[] = [];
  #current: ViewerNode | null = null;
  #buttons = new Map<number, HTMLButtonElement>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #presetStart = '';
  #els: {
    root: ShadowRoot; viewer: HTMLElement; boardHost: HTMLElement; list: HTMLElement; first: HTMLButtonElement; prev: HTMLButtonElement;
    play: HTMLButtonElement; next: HTMLButtonElement; last: HTMLButtonElement; flip: HTMLButtonElement; speed: HTMLSelectElement;
    speedLabel: HTMLElement; open: HTMLAnchorElement; copy: HTMLButtonElement; gif: HTMLButtonElement;
  } | null = null;

  constructor() {
    super();
    this.addEventListener('keydown', (e) => this.#key(e));
  }

  /** Every position of the game: the start, then the main line and the variations' moves. */
  get nodes(): readonly ViewerNode[] {
    return this.#nodes;
  }

  /** The position shown. */
  get current(): ViewerNode | null {
    return this.#current;
  }

  /** The game read (tags, comments, the tree), once ready. */
  get game(): PgnGame | null {
    return this.#source?.game ?? null;
  }

  /** Whether autoplay is running. */
  get playing(): boolean {
    return this.#timer !== null;
  }

  protected failText(t: Strings, message: string): string {
    return t.viewer.error(message);
  }

  protected build(kept: boolean): void {
    this.#build();
    const node = this.#nodes[this.#keptNode];
    if (kept && node && this.board) this.#show(node, false);
  }

  protected park(): void {
    this.#keptNode = this.#current?.id ?? 0;
    this.pause();
    this.board?.destroy();
    this.board = null;
    this.#els = null;
    this.#current = null;
  }

  protected changedUnbuilt(name: string): void {
    if (['pgn', 'game', 'fen', 'moves', 'rules'].includes(name)) this.#keptNode = 0;
  }

  /** The game of the attributes (or the element's text). Throws a SittuyinError. */
  #read(): Source {
    const a = (n: 'pgn' | 'fen' | 'moves' | 'rules' | 'game'): string | undefined => this.getAttribute(n) ?? undefined;
    const rules = a('rules') as RulesName | undefined;
    const pgn = a('pgn') ?? (a('fen') === undefined && a('moves') === undefined ? this.textContent?.trim() || undefined : undefined);
    if (pgn !== undefined) {
      const games = parsePgn(pgn, rules ? { rules } : {});
      const index = Number(a('game') ?? 0);
      if (!Number.isInteger(index) || index < 0 || index >= games.length) {
        throw new SittuyinError('ERR_ARGUMENT', `game must be a game's index in the PGN, 0 to ${games.length - 1}, got ${JSON.stringify(a('game'))}`);
      }
      return { game: games[index] };
    }
    return { game: treeOfMoves(a('fen'), rules, a('moves')?.split(/\s+/).filter(Boolean) ?? []) };
  }

  /** Builds the nodes of the tree: the start, then each line depth first (the main line first). */
  #index(game: PgnGame): void {
    this.#nodes = treeNodes(game);
  }

  #build(): void {
    // An unreadable game throws: the foundation says it in the element (fail()).
    const source = this.#read();
    this.#source = source;
    this.#presetStart = startFen();
    this.#index(source.game);
    const t = this.strings().viewer;
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(VIEWER_CSS);
    root.adoptedStyleSheets = [sheet];
    const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, text?: string): HTMLElementTagNameMap[K] => {
      const e = document.createElement(tag);
      if (cls) e.className = cls;
      if (text !== undefined) e.textContent = text;
      return e;
    };
    const button = (cls: string, text: string, label: string, testid: string): HTMLButtonElement => {
      const b = el('button', cls, text);
      b.type = 'button';
      b.title = label;
      b.setAttribute('aria-label', label);
      b.dataset.testid = testid;
      return b;
    };
    const viewer = el('div', 'viewer');
    viewer.setAttribute('role', 'group');
    viewer.setAttribute('aria-label', t.label);
    viewer.lang = this.language();
    const side = el('div', 'side');
    const boardHost = el('div', 'board-host');
    const controls = el('div', 'controls');
    const first = button('first', '', t.first, 'viewer-first');
    const prev = button('prev', '', t.previous, 'viewer-prev');
    const play = button('play', '', t.play, 'viewer-play');
    const next = button('next', '', t.next, 'viewer-next');
    const last = button('last', '', t.last, 'viewer-last');
    first.append(icon(ICONS.first));
    prev.append(icon(ICONS.prev));
    play.append(icon(ICONS.play));
    next.append(icon(ICONS.next));
    last.append(icon(ICONS.last));
    const flip = button('flip', '⇅', t.flip, 'viewer-flip');
    const speedLabel = el('label', '');
    const speed = el('select', 'speed');
    speed.dataset.testid = 'viewer-speed';
    speedLabel.append(el('span', '', t.speed), speed);
    controls.append(first, prev, play, next, last, flip, speedLabel);
    const links = el('div', 'links');
    const open = el('a', 'open', t.openInApp);
    open.target = '_blank';
    open.rel = 'noopener';
    open.dataset.testid = 'viewer-open';
    const copy = button('copy', t.copyLink, t.copyLink, 'viewer-copy');
    const gif = button('gif', t.gif, t.gifLabel, 'viewer-gif');
    links.append(open, copy, gif);
    side.append(boardHost, controls, links);
    const list = el('div', 'moves');
    list.setAttribute('role', 'group');
    list.setAttribute('aria-label', t.moves);
    list.tabIndex = 0;
    list.dataset.testid = 'viewer-moves';
    viewer.append(side, list);
    root.replaceChildren(viewer);
    this.#els = { root, viewer, boardHost, list, first, prev, play, next, last, flip, speed, speedLabel, open, copy, gif };
    this.#fillSpeeds();
    this.#renderList();

    const game = source.game;
    const board = new SittuyinBoard(boardHost, {
      fen: game.startFen, rules: game.rules, movable: 'none',
      orientation: this.attr('orientation'),
      lang: this.language(),
      pieces: this.attr('pieces'),
      theme: this.attr('theme'),
      coordinates: this.attr('coordinates'),
      trays: this.attr('trays'),
      status: this.attr('status'),
    });
    this.board = board;

    first.addEventListener('click', () => this.#user(() => this.first()));
    prev.addEventListener('click', () => this.#user(() => this.previous()));
    next.addEventListener('click', () => this.#user(() => this.next()));
    last.addEventListener('click', () => this.#user(() => this.last()));
    play.addEventListener('click', () => (this.playing ? this.pause() : this.play()));
    flip.addEventListener('click', () => this.flip());
    speed.addEventListener('change', () => {
      this.setAttribute('speed', speed.value);
    });
    list.addEventListener('click', (e) => {
      const b = (e.target as Element | null)?.closest<HTMLElement>('button.move');
      if (b?.dataset.id) this.#user(() => this.goTo(this.#nodes[Number(b.dataset.id)]));
    });
    copy.addEventListener('click', () => void this.#copyLink());
    gif.addEventListener('click', () => void this.#downloadGif());

    this.#show(this.#startNode(), false);
    this.#updateLinks();
    this.resolveReady(board);
    if (this.attr('autoplay')) this.play();
  }

  /** The node of the `ply` attribute on the main line (default the start, `end` the last). */
  #startNode(): ViewerNode {
    const v = this.getAttribute('ply');
    let node = this.#nodes[0];
    const want = v === null ? 0 : v.trim() === 'end' ? Infinity : Number(v);
    while (node.next && node.ply < want) node = node.next;
    return node;
  }

  #fillSpeeds(): void {
    const els = this.#els;
    if (!els) return;
    const t = this.strings().viewer;
    const value = this.#speed();
    const values = SPEEDS.includes(value) ? SPEEDS : [...SPEEDS, value].sort((x, y) => x - y);
    els.speed.replaceChildren(...values.map((s) => {
      const o = document.createElement('option');
      o.value = String(s);
      o.textContent = t.seconds(s);
      o.selected = s === value;
      return o;
    }));
  }

  /** Seconds per move of the autoplay (the `speed` attribute, default 1). */
  #speed(): number {
    const v = this.attr('speed');
    return v >= 0.05 && v <= 60 ? v : 1;
  }

  /** A navigation by the user stops the autoplay. */
  #user(f: () => void): void {
    this.pause();
    f();
  }

  #key(e: KeyboardEvent): void {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    // The board's own keyboard (its cursor) keeps its keys; so do the speed menu and the links.
    const path = e.composedPath();
    if (path.some((n) => n instanceof HTMLCanvasElement || n instanceof HTMLSelectElement)) return;
    const act: Record<string, () => void> = {
      ArrowLeft: () => this.#user(() => this.previous()),
      ArrowRight: () => this.#user(() => this.next()),
      Home: () => this.#user(() => this.first()),
      End: () => this.#user(() => this.last()),
    };
    const f = act[e.key];
    if (f) {
      e.preventDefault();
      f();
    } else if (e.key === ' ' && !path.some((n) => n instanceof HTMLButtonElement || n instanceof HTMLAnchorElement)) {
      e.preventDefault();
      if (this.playing) this.pause();
      else this.play();
    }
  }

  /** Writes the move list (viewer-moves.ts). */
  #renderList(): void {
    const els = this.#els;
    const source = this.#source;
    if (!els || !source) return;
    const list = moveList(source.game, this.#nodes, this.strings());
    this.#buttons = list.buttons;
    els.list.replaceChildren(list.root);
  }

  /** Shows `node`: the board (animated for one move forward), its shapes, the list's current move. */
  #show(node: ViewerNode, animate = true): void {
    const board = this.board;
    const els = this.#els;
    const source = this.#source;
    if (!board || !els || !source) return;
    const prev = this.#current;
    if (prev === node) return;
    if (animate && prev && node.parent === prev && node.move) board.play(node.move.uci);
    else if (prev && prev.parent === node) board.undo();
    else board.load({ fen: source.game.startFen, rules: source.game.rules, moves: node.path });
    this.#current = node;
    const shapes = node.move ? node.move.shapes : source.game.shapes;
    for (const brush of ['hint', 'analysis', 'user'] as const) {
      board.setShapes(shapes.filter((s) => SHAPE_BRUSH[s.color] === brush).map((s) => ({ from: s.from, to: s.to })), { brush });
    }
    if (prev) this.#buttons.get(prev.id)?.removeAttribute('aria-current');
    const b = this.#buttons.get(node.id);
    if (b) {
      b.setAttribute('aria-current', 'step');
      // Into view inside the list only (never scrolls the page).
      const list = els.list;
      const top = b.offsetTop - list.offsetTop;
      if (top < list.scrollTop) list.scrollTop = top - 4;
      else if (top + b.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + b.offsetHeight - list.clientHeight + 4;
    }
    els.first.disabled = node.id === 0;
    els.prev.disabled = node.parent === null;
    els.next.disabled = node.next === null;
    els.last.disabled = node.next === null;
    this.#updateLinks();
    this.emit('sittuyin-change', { ply: node.ply, fen: node.fen, san: node.move?.san ?? null, moves: [...node.path], mainLine: node.main });
  }

  #alive(): void {
    if (!this.board) throw new SittuyinError('ERR_INIT', 'the viewer is not ready: await viewer.ready');
  }

  /** Shows a position: a node of `nodes`, or a ply of the main line. */
  goTo(target: ViewerNode | number): void {
    this.#alive();
    let node: ViewerNode | undefined;
    if (typeof target === 'number') {
      node = this.#nodes[0];
      while (node.next && node.ply < target) node = node.next;
    } else node = this.#nodes[target?.id] === target ? target : undefined;
    if (!node) throw new SittuyinError('ERR_ARGUMENT', 'goTo takes a ply or a node of viewer.nodes');
    this.#show(node);
  }

  /** The start position. */
  first(): void {
    this.goTo(this.#nodes[0]);
  }

  /** The position before the one shown. */
  previous(): void {
    this.#alive();
    const p = this.#current?.parent;
    if (p) this.#show(p);
  }

  /** The next move of the line shown (the main line, or the variation). */
  next(): void {
    this.#alive();
    const n = this.#current?.next;
    if (n) this.#show(n);
  }

  /** The end of the line shown. */
  last(): void {
    this.#alive();
    let n = this.#current ?? this.#nodes[0];
    while (n.next) n = n.next;
    this.#show(n);
  }

  /** Starts the autoplay (from the start when at the end of the line): one move per `speed` seconds. */
  play(): void {
    this.#alive();
    if (this.#timer !== null) return;
    if (!this.#current?.next) this.first();
    const tick = (): void => {
      this.#timer = setTimeout(() => {
        this.next();
        if (this.#current?.next && this.isConnected) tick();
        else this.pause();
      }, this.#speed() * 1000);
    };
    tick();
    this.#showPlaying();
  }

  /** Stops the autoplay. */
  pause(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#showPlaying();
  }

  #showPlaying(): void {
    const els = this.#els;
    if (!els) return;
    const t = this.strings().viewer;
    const on = this.#timer !== null;
    els.play.replaceChildren(icon(on ? ICONS.pause : ICONS.play));
    els.play.title = on ? t.pause : t.play;
    els.play.setAttribute('aria-label', els.play.title);
    els.play.setAttribute('aria-pressed', String(on));
  }

  /** Turns the board around. */
  flip(): void {
    this.#alive();
    this.board?.flip();
  }

  /** The app's address showing the position on view (null without the `app` attribute). */
  link(): string | null {
    const app = this.getAttribute('app');
    const source = this.#source;
    const node = this.#current;
    if (!app || !source || !node) return null;
    const game = source.game;
    const fragment = linkFragment({ fen: game.startFen === this.#presetStart ? undefined : game.startFen, rules: game.rules, moves: node.path });
    return `${app.replace(/#.*$/, '')}${fragment}`;
  }

  #updateLinks(): void {
    const els = this.#els;
    if (!els) return;
    const href = this.link();
    els.open.hidden = href === null;
    els.copy.hidden = href === null;
    if (href) els.open.href = href;
  }

  async #copyLink(): Promise<void> {
    const els = this.#els;
    const href = this.link();
    if (!els || !href) return;
    const t = this.strings().viewer;
    try {
      await navigator.clipboard.writeText(href);
      els.copy.textContent = t.copied;
      setTimeout(() => { els.copy.textContent = t.copyLink; }, 2000);
    } catch (e) {
      this.report(e);
    }
  }

  /** The game (the line on view, up to its end) as an animated GIF, drawn by the board's renderer
   * with this viewer's orientation and piece set (`sittuyin/gif`'s renderGif, loaded on first use). */
  async toGIF(options: Omit<GifOptions, 'fen' | 'moves' | 'rules' | 'pgn'> = {}): Promise<Blob> {
    this.#alive();
    const source = this.#source as Source;
    let end = this.#current ?? this.#nodes[0];
    while (end.next) end = end.next;
    const { renderGif } = await import('./gif.js');
    const bytes = await renderGif({
      fen: source.game.startFen, rules: source.game.rules, moves: end.path,
      orientation: this.board?.orientation,
      pieces: this.attr('pieces'),
      ...options,
    });
    return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
  }

  /** The name of a file of the game shown: its players, event and date from the PGN's tags, or
   * its start position (`U Ba-U Hla-Lesson 3-2026.12.04.gif`). */
  fileName(extension: string): string {
    const game = this.#source?.game;
    const tag = (name: string): string | undefined => game?.tags.find(([n]) => n.toLowerCase() === name)?.[1];
    const named = ['white', 'black', 'event', 'date'].map(tag).filter((v) => v && v !== '?' && !/^[?.]+$/.test(v));
    return named.length ? fileName(named, extension) : positionFileName(game?.startFen ?? '', extension);
  }

  async #downloadGif(): Promise<void> {
    const els = this.#els;
    if (!els) return;
    els.gif.disabled = true;
    try {
      download(els.root, await this.toGIF(), this.fileName('gif'));
    } catch (e) {
      this.report(e);
    } finally {
      els.gif.disabled = false;
    }
  }

  protected update(name: keyof typeof VIEWER_SPEC.attributes, value: string | null): void {
    const board = this.board;
    if (!board || !this.#els) return;
    if (name === 'orientation') board.setOrientation(this.attr('orientation'));
    else if (name === 'ply') this.#show(this.#startNode());
    else if (name === 'speed') this.#fillSpeeds();
    else if (name === 'app') this.#updateLinks();
    else if (name === 'theme') board.setTheme(this.attr('theme'));
    else if (name === 'coordinates') board.setCoordinates(this.attr('coordinates'));
    else if (name === 'status') board.setStatus(this.attr('status'));
    else if (name === 'trays') board.setTrays(this.attr('trays'));
    else if (name === 'pieces') board.setPieceSet(this.attr('pieces')).catch((e: unknown) => this.report(e));
    else if (name === 'autoplay') {
      if (value === null || !flag(value, true)) this.pause();
      else this.play();
    } else if (name === 'lang') {
      void this.loadLanguage().then(() => this.#rebuild());
    } else if (name === 'pgn' || name === 'game' || name === 'fen' || name === 'moves' || name === 'rules') this.#rebuild();
  }

  /** Reads the game again and builds the viewer afresh (a new game or language). */
  #rebuild(): void {
    this.park();
    this.#keptNode = 0;
    this.renewReady();
    try {
      this.#build();
    } catch (e) {
      this.fail(e);
    }
  }
}

/** The attributes as typed properties: `viewer.speed` is a number. */
export interface SittuyinViewerElement extends Reflected<typeof VIEWER_SPEC.attributes> {}

/** Registers `<sittuyin-viewer>` (or another tag name, as a subclass). Calling it again does nothing. */
export function defineSittuyinViewer(tagName = 'sittuyin-viewer'): void {
  defineElement(tagName, VIEWER_SPEC.tag, SittuyinViewerElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'sittuyin-viewer': SittuyinViewerElement;
  }
}
