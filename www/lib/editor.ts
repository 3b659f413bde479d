/**
 * The board editor: the `<sittuyin-editor>` element (`defineSittuyinEditor()`,
 * `SittuyinEditorElement`).
 * @module sittuyin/editor
 */
// A position editor for authors: pieces on and off the board from a palette (click, tap or drag),
// the hands, the side to move, the rules preset and the count fields of the FEN. Every change is
// judged by the rules core (`new Game({ fen, rules })`) and its refusal said in words; a legal
// position gives its FEN, a share link, the HTML to paste (a diagram, a viewer or a puzzle), an SVG
// and a PNG. The board is the canvas board's renderer (www/editor/surface.ts).
import { Game, presets, startFen } from './game.js';
import type { Color, Role, RulesName } from './types.js';
import { SittuyinError } from './errors.js';
import { adoptBoardStyles } from '../board/tray.ts';
import { pieceSvgElement, PIECE_SETS, type PieceSetName } from '../board/pieces/index.ts';
import type { Theme } from '../board/render.ts';
import { COMMON, defineElement, RULES_NAMES, SittuyinElement, type ElementSpec, type Reflected } from './element/base.js';
import type { Strings } from '../i18n/index.ts';
import { EditorSurface, type Tool } from '../editor/surface.ts';
import { clonePosition, COLORS, EDIT_ROLES, emptyHand, emptyPosition, FenTextError, inPlacement, MAX_COUNTING_LIMIT, MAX_OF, parseFen, writeFen, type EditPosition } from '../editor/model.ts';
import { explainError, type Explained } from '../editor/explain.ts';
import { shareLink, snippet, SNIPPET_KINDS, type SnippetKind } from '../editor/snippets.ts';
import { download, positionFileName } from './element/download.js';
import { confirmSolution, readSolution, type SolutionProblem } from '../editor/solution.ts';

export type { Explained } from '../editor/explain.ts';
export type { SnippetKind } from '../editor/snippets.ts';

/** The `detail` of the editor's `sittuyin-change` event. */
export interface EditorChange {
  /** The position as a FEN (written even when the position is not legal). */
  fen: string;
  rules: RulesName;
  /** Whether the rules core accepts the position. */
  legal: boolean;
  /** Why not, in words, with the engine's code and detail (null when legal). */
  problem: Explained | null;
}

/** The events of `<sittuyin-editor>`; all bubble and are composed. */
export interface SittuyinEditorEventMap {
  /** Any change of the position, hands, side to move, rules or counters. */
  'sittuyin-change': CustomEvent<EditorChange>;
  /** "Play from here" on a legal position (cancelable: without preventDefault() the page goes to
   * the share link, i.e. the app with this position). */
  'sittuyin-play': CustomEvent<{ fen: string; rules: RulesName }>;
  /** The editor could not be built; `detail` is the error. */
  'sittuyin-error': CustomEvent<unknown>;
}

/** The `<sittuyin-editor>` element's table: its attributes and events (www/lib/README.md "The board editor"). */
export const EDITOR_SPEC = {
  tag: 'sittuyin-editor',
  className: 'SittuyinEditorElement',
  module: 'editor',
  eventMap: 'SittuyinEditorEventMap',
  attributes: {
    fen: { ...COMMON.fen, property: false },
    rules: { ...COMMON.rules, property: false },
    lang: COMMON.lang,
    pieces: COMMON.pieces,
    theme: COMMON.theme,
    orientation: COMMON.orientation,
    app: { kind: 'string', doc: 'The app\'s address for the share link and "Play from here" (default: this page).' },
  },
  events: {
    'sittuyin-change': { doc: 'Any change of the position. `detail`: { fen, rules, legal, problem }.' },
    'sittuyin-play': { cancelable: true, doc: '"Play from here" (shown with `app`); without `preventDefault()` the page goes to the share link. `detail`: { fen, rules }.' },
    'sittuyin-error': { doc: 'The editor could not be built. `detail`: the error.' },
  },
} as const satisfies ElementSpec;

const EDITOR_CSS = `:host { display: block; max-width: min(100%, var(--sittuyin-editor-size, 980px)); font: 14px/1.4 "Sittuyin Myanmar", system-ui, sans-serif; color: var(--sittuyin-text, inherit); container-type: inline-size; }
[hidden] { display: none !important; }
.editor { display: flex; flex-wrap: wrap; gap: .8rem 1.2rem; align-items: flex-start; }
.board-col { flex: 1 1 300px; min-width: 0; max-width: 520px; }
.side { flex: 1 1 300px; min-width: 0; display: flex; flex-direction: column; gap: .6rem; }
.puzzle-fields { display: flex; flex-direction: column; gap: .3rem; }
.check { margin: 0; min-height: 1.4em; }
.check[data-state="bad"] { color: #b3261e; }
.check[data-state="ok"] { color: #1f6f43; }
.palette { display: flex; flex-direction: column; gap: .2rem; }
.palette .tray { padding: .1rem 0; min-height: 0; }
.palette .tray button { touch-action: none; }
.palette .tray .label { min-width: 3.2rem; color: var(--sittuyin-muted, #5e5446); }
.row { display: flex; flex-wrap: wrap; gap: .35rem; align-items: center; }
button.act { font: inherit; font-size: 13px; padding: .3rem .65rem; min-height: 2.1rem; border: 1px solid #8a7a5e; border-radius: 4px; background: #fbf8f0; color: #1a1a1a; cursor: pointer; }
button.act[aria-pressed="true"] { outline: 3px solid #2e8b57; outline-offset: 1px; background: #e4f1e8; }
button.act:disabled { opacity: .45; cursor: default; }
button.act:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible { outline: 3px solid var(--sittuyin-accent, #7a5c2e); outline-offset: 1px; }
button.play { background: #2e6b47; color: #fff; border-color: #2e6b47; font-weight: 600; }
.verdict { margin: 0; padding: .35rem .55rem; border-left: 4px solid #2e8b57; background: rgba(46, 139, 87, .1); }
.verdict.bad { border-color: #c0203a; background: #fdecee; color: #7a0e1c; }
.verdict .code { display: block; font: 12px/1.3 ui-monospace, monospace; opacity: .85; }
fieldset { border: 1px solid rgba(120, 100, 70, .4); border-radius: 5px; margin: 0; padding: .35rem .6rem .5rem; min-width: 0; }
legend { font-weight: 600; font-size: 13px; padding: 0 .25rem; }
.fields { display: grid; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); gap: .4rem .8rem; }
label { display: flex; flex-direction: column; gap: .15rem; font-size: 13px; }
input, select, textarea { font: inherit; font-size: 14px; padding: .25rem .35rem; border: 1px solid #8a7a5e; border-radius: 4px; background: #fff; color: #1a1a1a; min-height: 1.9rem; box-sizing: border-box; max-width: 100%; }
.hand { display: grid; grid-template-columns: 3.4rem repeat(6, minmax(0, 1fr)); gap: .3rem .4rem; align-items: center; margin: .2rem 0; }
.hand .who { font-size: 13px; overflow: hidden; text-overflow: ellipsis; }
.hand label { flex-direction: row; align-items: center; gap: .15rem; min-width: 0; }
.hand input { width: 100%; min-width: 0; padding: .2rem; }
.out { display: flex; flex-direction: column; gap: .35rem; }
.out-row { display: flex; gap: .35rem; align-items: flex-end; }
.out-row label { flex: 1; min-width: 0; }
.out-row input { width: 100%; font: 12px/1.3 ui-monospace, monospace, 'Sittuyin Myanmar'; }
textarea { width: 100%; font: 12px/1.35 ui-monospace, monospace, 'Sittuyin Myanmar'; min-height: 4.6em; resize: vertical; }
.kinds { display: flex; gap: .8rem; flex-wrap: wrap; }
.kinds label { flex-direction: row; align-items: center; gap: .25rem; }
.kinds input { min-height: 0; }`;

/** The `<sittuyin-editor>` element (register it with defineSittuyinEditor()): attributes `fen`
 * (the position to start from; default the start position), `rules` (a preset's name), `lang`
 * (else the nearest `lang` of the page), `pieces` (letters|figurines|burmese), `orientation`,
 * `app` (the app's address for the share link and "Play from here"; default this page). Events
 * (SittuyinEditorEventMap): `sittuyin-change` (detail: the FEN, rules, legal and the problem in words) and
 * `sittuyin-play` (cancelable); they bubble and are composed. Properties: `fen`, `rules`, `legal`,
 * `problem`, `ready`; methods `load(fen)`, `snippet(kind)`, `link()`, `toSVG()`, `toPNG(size)`. */
export class SittuyinEditorElement extends SittuyinElement<typeof EDITOR_SPEC.attributes, SittuyinEditorEventMap, void> {
  static spec: ElementSpec = EDITOR_SPEC;
  #pos: EditPosition = emptyPosition();
  #rules: RulesName = 'chessplayx';
  #orientation: Color = 'white';
  #tool: Tool = null;
  #kind: SnippetKind = 'diagram';
  #solution = '';
  /** The puzzle's "mate in N" (null: find the best move). */
  #mate: number | null = null;
  /** The solution's check: for which position, text and mate (`key`), where it stands, the UCI
   * moves read and the words said. */
  #check: { key: string; state: 'checking' | 'ok' | 'bad'; uci: string[]; problem: SolutionProblem | 'engine-failed' | null } = { key: '', state: 'bad', uci: [], problem: null };
  #checkTimer = 0;
  #checkAbort: AbortController | null = null;
  #problem: Explained | null = null;
  /** The rules core's FEN of the position when legal. */
  #legalFen: string | null = null;
  #surface: EditorSurface | null = null;
  /** Out of the page, another position was asked for: the reconnect reads it, not the kept one. */
  #dropKept = false;
  #els: {
    palette?: HTMLElement;
    verdict?: HTMLElement;
    fen?: HTMLInputElement;
    link?: HTMLInputElement;
    snippet?: HTMLTextAreaElement;
    solution?: HTMLInputElement;
    mate?: HTMLInputElement;
    check?: HTMLElement;
    copySnippet?: HTMLButtonElement;
    turn?: HTMLSelectElement;
    rules?: HTMLSelectElement;
    counting?: HTMLInputElement;
    halfmove?: HTMLInputElement;
    fullmove?: HTMLInputElement;
    hands?: Map<string, HTMLInputElement>;
    needsLegal?: HTMLButtonElement[];
  } = {};

  /** The position as a FEN (also when it is not legal). */
  get fen(): string {
    return writeFen(this.#pos);
  }

  set fen(value: string) {
    this.setAttribute('fen', value);
  }

  get rules(): RulesName {
    return this.#rules;
  }

  /** Whether the rules core accepts the position. */
  get legal(): boolean {
    return this.#problem === null;
  }

  /** Why the position is refused, in words (null when legal). */
  get problem(): Explained | null {
    return this.#problem;
  }

  protected build(kept: boolean): void {
    let unreadable: unknown = null;
    // Back in the page after a removal: the position as it was left (nothing edited is lost).
    if (!kept || this.#dropKept) {
      const fen = this.getAttribute('fen');
      this.#rules = this.#rulesOf(this.getAttribute('rules'));
      this.#orientation = this.attr('orientation');
      try {
        this.#pos = parseFen(fen ?? startFen());
      } catch (e) {
        unreadable = e;
        this.#pos = parseFen(startFen());
      }
    }
    this.#dropKept = false;
    this.#build();
    this.#changed(false);
    // An unreadable `fen`: the start position is shown, and why the FEN was not.
    if (unreadable) this.#showProblem(explainError(unreadable, this.#t(), 'white'));
    this.resolveReady();
  }

  protected park(): void {
    this.#checkAbort?.abort();
    this.#check = { ...this.#check, key: '' };
    this.#surface?.destroy();
    this.#surface = null;
  }

  protected changedUnbuilt(name: string): void {
    if (name === 'fen' || name === 'rules') this.#dropKept = true;
  }

  protected update(name: keyof typeof EDITOR_SPEC.attributes, value: string | null): void {
    if (name === 'fen') {
      if (value !== null && value !== this.fen) this.#loadText(value, true);
    } else if (name === 'rules') {
      this.#rules = this.#rulesOf(value);
      if (this.#els.rules) this.#els.rules.value = this.#rules;
      this.#changed(true);
    } else if (name === 'orientation') {
      this.#setOrientation(this.attr('orientation'));
    } else if (name === 'lang') {
      const lang = this.language();
      void this.loadLanguage().then(() => {
        if (this.built && this.language() === lang) this.#build();
        this.#changed(false);
      });
    } else if (name === 'pieces') {
      this.#applyPieces();
    } else if (name === 'theme') {
      this.#surface?.setTheme(this.attr('theme'));
      this.#applyPieces();
      this.#showOutputs();
    } else if (name === 'app') this.#showOutputs();
  }

  /** Loads a FEN's text. An unreadable one throws a SittuyinError (its ERR_FEN_* code) and keeps
   * the position; a readable but illegal one is loaded, and said. */
  load(fen: string): void {
    try {
      this.#pos = parseFen(String(fen));
    } catch (e) {
      throw new SittuyinError(e instanceof FenTextError ? e.code : 'ERR_FEN_SYNTAX', e instanceof Error ? `invalid FEN: ${e.message}` : String(e));
    }
    this.#changed(true);
  }

  /** The HTML to paste for the position: a diagram, a viewer or a puzzle (null when not legal). */
  snippet(kind: SnippetKind = this.#kind): string | null {
    if (!this.#legalFen) return null;
    // A puzzle only with a solution the rules and the engine accept, written in UCI.
    if (kind === 'puzzle' && (this.#check.key !== this.#checkKey() || this.#check.state !== 'ok')) return null;
    return snippet(kind, {
      fen: this.#legalFen, rules: this.#rules, orientation: this.#orientation, placement: inPlacement(this.#pos),
      pieces: this.getAttribute('pieces'), theme: this.getAttribute('theme'), solution: this.#check.uci.join(' '), mate: this.#mate,
    });
  }

  /** The app's address with the position in its fragment (null when not legal). */
  link(): string | null {
    if (!this.#legalFen) return null;
    const base = this.getAttribute('app') ?? (typeof location === 'undefined' ? '' : location.href);
    return shareLink(new URL(base, typeof location === 'undefined' ? undefined : location.href).href, this.#legalFen, this.#rules);
  }

  /** The position as an SVG picture (`sittuyin/diagram`), or null when not legal. */
  async toSVG(): Promise<string | null> {
    if (!this.#legalFen) return null;
    const { renderSvg } = await import('./diagram.js');
    const pieces = this.getAttribute('pieces');
    return renderSvg({ fen: this.#legalFen, rules: this.#rules, orientation: this.#orientation, pieces: PIECE_SETS.includes(pieces as PieceSetName) ? (pieces as PieceSetName) : 'letters' });
  }

  /** The board as a PNG `size` pixels square, drawn by the board's renderer (null when not
   * legal); `coordinates`: files and ranks in a margin around it (the PNG button's). */
  async toPNG(size = 800, options: { coordinates?: boolean } = {}): Promise<Blob | null> {
    if (!this.#legalFen || !this.#surface) return null;
    return this.#surface.toPNG(size, options);
  }

  #rulesOf(v: string | null): RulesName {
    return v && (RULES_NAMES as readonly string[]).includes(v) ? (v as RulesName) : 'chessplayx';
  }

  #t(): Strings {
    return this.strings();
  }

  /** Reads `text` into the position; an unreadable FEN is said and the position kept. */
  #loadText(text: string, notify: boolean): void {
    try {
      this.#pos = parseFen(text);
      this.#changed(notify);
    } catch (e) {
      this.#showProblem(explainError(e, this.#t(), this.#pos.turn));
    }
  }

  // ------------------------------------------------------------------ building the DOM

  #build(): void {
    const t = this.#t();
    const lang = this.language();
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    adoptBoardStyles(root, EDITOR_CSS);
    this.#surface?.destroy();
    const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<Omit<HTMLElementTagNameMap[K], 'part'>> & { testid?: string; parts?: string } = {}, ...kids: (Node | string)[]): HTMLElementTagNameMap[K] => {
      const { testid, parts, ...rest } = props;
      const e = Object.assign(document.createElement(tag), rest);
      if (testid) e.dataset.testid = testid;
      if (parts) e.part.add(parts);
      e.append(...kids);
      return e;
    };
    const action = (label: string, testid: string, f: () => void): HTMLButtonElement => {
      const b = el('button', { type: 'button', className: 'act', testid, textContent: label });
      b.addEventListener('click', f);
      return b;
    };
    const frame = el('div', { className: 'editor', parts: 'editor', lang });
    frame.setAttribute('role', 'group');
    frame.setAttribute('aria-label', t.editor.title);
    // The board
    const canvas = el('canvas', { className: 'sittuyin-board', parts: 'board', testid: 'editor-board' });
    canvas.setAttribute('aria-label', t.editor.boardLabel);
    const wrap = el('div', { className: 'board-wrap' }, canvas);
    const boardCol = el('div', { className: 'board-col' }, wrap);
    // The palette: both colours' pieces, then the eraser and the board's actions
    const palette = el('div', { className: 'palette', testid: 'palette' });
    palette.setAttribute('role', 'group');
    palette.setAttribute('aria-label', t.editor.palette);
    this.#els.palette = palette;
    for (const color of COLORS) {
      const row = el('div', { className: 'tray' });
      row.dataset.color = color;
      row.append(el('span', { className: 'label', textContent: t.colors[color] }));
      for (const role of EDIT_ROLES) row.append(this.#paletteButton(color, role, t));
      palette.append(row);
    }
    const eraser = action(t.editor.eraser, 'tool-eraser', () => this.#pick(this.#tool === 'eraser' ? null : 'eraser'));
    eraser.dataset.tool = 'eraser';
    const tools = el('div', { className: 'row' },
      eraser,
      action(t.editor.clear, 'editor-clear', () => this.#edit((p) => {
        p.pieces.clear();
        p.hands = { white: emptyHand(), black: emptyHand() };
      })),
      action(t.editor.start, 'editor-start', () => { this.#pos = parseFen(startFen()); this.#changed(true); }),
      action(t.editor.flip, 'editor-flip', () => this.#setOrientation(this.#orientation === 'white' ? 'black' : 'white')),
    );
    palette.append(tools);
    // The verdict of the rules core
    const verdict = el('p', { className: 'verdict', testid: 'editor-verdict' });
    verdict.setAttribute('role', 'status');
    verdict.setAttribute('aria-live', 'polite');
    this.#els.verdict = verdict;
    // Side to move, rules, counters
    const number = (label: string, testid: string, min: number, max: number, set: (p: EditPosition, n: number) => void): [HTMLLabelElement, HTMLInputElement] => {
      const input = el('input', { type: 'number', min: String(min), max: String(max), step: '1', testid, inputMode: 'numeric' });
      input.addEventListener('change', () => {
        const n = Math.min(max, Math.max(min, Math.trunc(Number(input.value)) || 0));
        this.#edit((p) => set(p, n));
      });
      return [el('label', {}, label, input), input];
    };
    const turn = el('select', { testid: 'editor-turn' });
    for (const c of COLORS) turn.append(el('option', { value: c, textContent: t.colors[c] }));
    turn.addEventListener('change', () => this.#edit((p) => { p.turn = turn.value === 'black' ? 'black' : 'white'; }));
    const rules = el('select', { testid: 'editor-rules' });
    for (const pr of presets()) rules.append(el('option', { value: pr.name, textContent: t.presets[pr.name]?.name ?? pr.name }));
    rules.addEventListener('change', () => {
      this.#rules = this.#rulesOf(rules.value);
      this.#changed(true);
    });
    const [countingLabel, counting] = number(t.editor.counting, 'editor-counting', 0, MAX_COUNTING_LIMIT, (p, n) => { p.countingLimit = n; });
    const [halfLabel, halfmove] = number(t.editor.halfmove, 'editor-halfmove', 0, 9999, (p, n) => { p.halfmove = n; });
    const [fullLabel, fullmove] = number(t.editor.fullmove, 'editor-fullmove', 1, 9999, (p, n) => { p.fullmove = n; });
    Object.assign(this.#els, { turn, rules, counting, halfmove, fullmove });
    const settings = el('fieldset', {}, el('legend', { textContent: t.editor.position }),
      el('div', { className: 'fields' }, el('label', {}, t.editor.toMove, turn), el('label', {}, t.editor.rules, rules), countingLabel, halfLabel, fullLabel));
    // Hands
    const hands = new Map<string, HTMLInputElement>();
    const handBox = el('fieldset', { className: 'hands' }, el('legend', { textContent: t.editor.hands }));
    for (const color of COLORS) {
      const row = el('div', { className: 'hand' }, el('span', { className: 'who', textContent: t.colors[color] }));
      for (const role of EDIT_ROLES) {
        const input = el('input', { type: 'number', min: '0', max: String(MAX_OF[role]), step: '1', testid: `hand-${color}-${role}`, inputMode: 'numeric' });
        input.setAttribute('aria-label', t.editor.inHand(t.colors[color], t.roles[role].name));
        input.addEventListener('change', () => {
          const n = Math.min(MAX_OF[role], Math.max(0, Math.trunc(Number(input.value)) || 0));
          this.#edit((p) => { p.hands[color][role] = n; });
        });
        const letter = el('span', { textContent: t.roles[role].letter, title: t.roles[role].name });
        letter.setAttribute('aria-hidden', 'true');
        row.append(el('label', {}, letter, input));
        hands.set(`${color}-${role}`, input);
      }
      handBox.append(row);
    }
    this.#els.hands = hands;
    // Outputs
    const copy = (get: () => string | null | undefined, testid: string): HTMLButtonElement => {
      const b = action(t.editor.copy, testid, () => {
        const text = get();
        if (text) this.#copy(text, b, t);
      });
      return b;
    };
    const fen = el('input', { type: 'text', testid: 'editor-fen', spellcheck: false, autocomplete: 'off' });
    fen.addEventListener('keydown', (e) => { if (e.key === 'Enter') this.#loadText(fen.value, true); });
    const loadFen = action(t.editor.loadFen, 'editor-load', () => this.#loadText(fen.value, true));
    const link = el('input', { type: 'text', readOnly: true, testid: 'editor-link' });
    const kinds = el('div', { className: 'kinds' });
    const kindName: Record<SnippetKind, string> = { diagram: t.editor.asDiagram, viewer: t.editor.asViewer, puzzle: t.editor.asPuzzle };
    const solution = el('input', { type: 'text', testid: 'editor-solution', spellcheck: false, value: this.#solution, autocomplete: 'off' });
    const solutionLabel = el('label', {}, t.editor.solution, solution);
    solution.addEventListener('input', () => {
      this.#solution = solution.value;
      this.#showOutputs();
    });
    const mate = el('input', { type: 'number', min: '1', max: '6', step: '1', testid: 'editor-mate', value: this.#mate === null ? '' : String(this.#mate) });
    const mateLabel = el('label', {}, t.editor.mate, mate);
    mate.addEventListener('input', () => {
      const n = Number(mate.value);
      this.#mate = mate.value.trim() !== '' && Number.isInteger(n) && n >= 1 ? Math.min(n, 6) : null;
      this.#showOutputs();
    });
    const check = el('p', { className: 'check', testid: 'editor-solution-check' });
    check.setAttribute('role', 'status');
    const puzzleFields = el('div', { className: 'puzzle-fields' }, solutionLabel, mateLabel, check);
    const name = `kind-${Math.random().toString(36).slice(2)}`;
    for (const k of SNIPPET_KINDS) {
      const r = el('input', { type: 'radio', name, value: k, checked: k === this.#kind, testid: `kind-${k}` });
      r.addEventListener('change', () => {
        if (!r.checked) return;
        this.#kind = k;
        this.#showOutputs();
      });
      kinds.append(el('label', {}, r, kindName[k]));
    }
    const snippetText = el('textarea', { readOnly: true, testid: 'editor-snippet', rows: 3 });
    snippetText.setAttribute('aria-label', t.editor.embed);
    Object.assign(this.#els, { fen, link, snippet: snippetText, solution, mate, check });
    const copyLink = copy(() => this.link(), 'copy-link');
    const copySnippet = copy(() => this.snippet(), 'copy-snippet');
    this.#els.copySnippet = copySnippet;
    // Saved under the position's name (sittuyin-7k-8-6K1-8-8-8-8-R7-w.png); the PNG with coordinates.
    const save = (blob: Blob | null, extension: string): void => {
      if (blob) download(root, blob, positionFileName(this.#legalFen ?? this.fen, extension));
    };
    const svg = action(t.editor.svg, 'editor-svg', () => { this.toSVG().then((s) => save(s === null ? null : new Blob([s], { type: 'image/svg+xml' }), 'svg')).catch((e: unknown) => this.report(e)); });
    const png = action(t.editor.png, 'editor-png', () => { this.toPNG(800, { coordinates: true }).then((b) => save(b, 'png')).catch((e: unknown) => this.report(e)); });
    const play = action(t.editor.play, 'editor-play', () => this.#play());
    play.classList.add('play');
    this.#els.needsLegal = [copyLink, copySnippet, svg, png, play];
    const outputs = el('div', { className: 'out' },
      el('div', { className: 'out-row' }, el('label', {}, t.editor.fen, fen), loadFen, copy(() => this.fen, 'copy-fen')),
      el('div', { className: 'out-row' }, el('label', {}, t.editor.link, link), copyLink),
      el('fieldset', {}, el('legend', { textContent: t.editor.embed }), kinds, puzzleFields, snippetText, el('div', { className: 'row' }, copySnippet)),
      el('div', { className: 'row' }, svg, png, play),
    );
    const side = el('div', { className: 'side' }, palette, verdict, settings, handBox, outputs);
    frame.append(boardCol, side);
    root.replaceChildren(frame);
    this.#surface = new EditorSurface(canvas, wrap, {
      tool: () => this.#tool,
      apply: (sq, tool) => this.#apply(sq, tool),
      move: (from, to) => this.#move(from, to),
      describe: (sq) => {
        const pc = this.#pos.pieces.get(sq);
        return t.board.cursor(sq, pc ? t.board.sidePiece(t.colors[pc.color], t.roles[pc.role].name) : t.board.empty);
      },
    }, () => this.#colors());
    this.#surface.overlay.strings(t);
    this.#surface.setTheme(this.attr('theme'));
    this.#surface.setOrientation(this.#orientation);
    this.#applyPieces();
    this.#showTool();
  }

  #paletteButton(color: Color, role: Role, t: Strings): HTMLButtonElement {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.testid = `tool-${color}-${role}`;
    b.dataset.tool = `${color}-${role}`;
    b.dataset.color = color;
    b.dataset.role = role;
    const name = t.editor.pieceTool(t.colors[color], t.roles[role].name);
    b.title = `${name} (${t.roles[role].burmese})`;
    b.setAttribute('aria-label', name);
    b.addEventListener('click', (e) => {
      const same = this.#tool !== null && this.#tool !== 'eraser' && this.#tool.color === color && this.#tool.role === role;
      if (!(same && performance.now() - this.#pressedAt < 600)) this.#pick(same ? null : { color, role });
      // From the keyboard, the board takes the focus with its cursor, where Enter puts the piece.
      if (e.detail === 0 && this.#tool) this.#surface?.canvas.focus();
    });
    b.addEventListener('pointerdown', (e) => this.#paletteDrag(e, { color, role }));
    return b;
  }

  /** When a palette press picked its piece (its click that follows does not drop the pick). */
  #pressedAt = -Infinity;

  /** A press on a palette piece picks it; dragged onto the board, it is put where released. */
  #paletteDrag(e: PointerEvent, piece: { color: Color; role: Role }): void {
    if (e.button !== 0) return;
    const surface = this.#surface;
    if (!surface) return;
    const cur = this.#tool;
    if (!(cur && cur !== 'eraser' && cur.color === piece.color && cur.role === piece.role)) {
      this.#pick(piece);
      this.#pressedAt = performance.now();
    }
    let dragging = false;
    const move = (ev: PointerEvent): void => {
      if (ev.pointerId !== e.pointerId) return;
      if (!dragging && Math.hypot(ev.clientX - e.clientX, ev.clientY - e.clientY) < 5) return;
      dragging = true;
      surface.setGhost(surface.squareFromClient(ev.clientX, ev.clientY), piece);
    };
    const release = (up: PointerEvent): void => {
      if (up.pointerId !== e.pointerId) return;
      window.removeEventListener('pointermove', move, true);
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      surface.setGhost(null, null);
      const sq = dragging && up.type === 'pointerup' ? surface.squareFromClient(up.clientX, up.clientY) : null;
      if (sq) this.#apply(sq, piece);
    };
    // A touch press would otherwise be kept by the button: the board must see the release.
    if (e.target instanceof Element && e.target.hasPointerCapture(e.pointerId)) e.target.releasePointerCapture(e.pointerId);
    window.addEventListener('pointermove', move, true);
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  }

  #pick(tool: Tool): void {
    this.#tool = tool;
    this.#surface?.setSelected(null);
    this.#showTool();
  }

  #showTool(): void {
    const key = this.#tool === null ? '' : this.#tool === 'eraser' ? 'eraser' : `${this.#tool.color}-${this.#tool.role}`;
    for (const b of this.shadowRoot?.querySelectorAll<HTMLButtonElement>('button[data-tool]') ?? []) b.setAttribute('aria-pressed', String(b.dataset.tool === key));
    if (this.#surface) this.#surface.canvas.dataset.tool = key || 'move';
  }

  /** Draws the palette's pieces in the piece set of the `pieces` attribute. */
  #applyPieces(): void {
    const surface = this.#surface;
    if (!surface) return;
    const name = this.getAttribute('pieces');
    const set: PieceSetName = PIECE_SETS.includes(name as PieceSetName) ? (name as PieceSetName) : 'letters';
    const t = this.#t();
    surface.setPieceSet(set).then(() => {
      for (const b of this.#els.palette?.querySelectorAll<HTMLButtonElement>('button[data-role]') ?? []) {
        const color = b.dataset.color as Color;
        const role = b.dataset.role as Role;
        b.replaceChildren();
        b.classList.toggle('drawn', set !== 'letters');
        if (set === 'letters') {
          const s = document.createElement('span');
          s.textContent = t.roles[role].letter;
          s.setAttribute('aria-hidden', 'true');
          b.append(s);
        } else {
          const svg = pieceSvgElement(surface.pieceSet, color, role, surface.dark);
          svg.setAttribute('aria-hidden', 'true');
          b.append(svg);
        }
      }
    }).catch(() => {});
  }

  #colors(): Partial<Theme> {
    if (!this.isConnected) return {};
    const css = getComputedStyle(this);
    const out: Partial<Theme> = {};
    const v = (n: string): string => css.getPropertyValue(n).trim();
    if (v('--sittuyin-board')) out.square = v('--sittuyin-board');
    if (v('--sittuyin-line')) out.line = v('--sittuyin-line');
    if (v('--sittuyin-diagonal')) out.diagonal = v('--sittuyin-diagonal');
    return out;
  }

  // ------------------------------------------------------------------ edits

  #edit(f: (p: EditPosition) => void): void {
    const p = clonePosition(this.#pos);
    f(p);
    this.#pos = p;
    this.#changed(true);
  }

  #apply(sq: string, tool: Exclude<Tool, null>): void {
    const t = this.#t();
    const say = (text: string): void => this.#surface?.overlay.say(text);
    if (tool === 'eraser') {
      if (!this.#pos.pieces.has(sq)) return;
      this.#edit((p) => { p.pieces.delete(sq); });
      say(t.editor.removed(sq));
      return;
    }
    const here = this.#pos.pieces.get(sq);
    if (here && here.color === tool.color && here.role === tool.role) {
      // The same piece again takes it away (a second tap undoes the first).
      this.#edit((p) => { p.pieces.delete(sq); });
      say(t.editor.removed(sq));
      return;
    }
    this.#edit((p) => { p.pieces.set(sq, { color: tool.color, role: tool.role }); });
    say(t.editor.put(t.board.sidePiece(t.colors[tool.color], t.roles[tool.role].name), sq));
  }

  #move(from: string, to: string | null): void {
    const pc = this.#pos.pieces.get(from);
    if (!pc) return;
    const t = this.#t();
    this.#edit((p) => {
      p.pieces.delete(from);
      if (to) p.pieces.set(to, pc);
    });
    this.#surface?.overlay.say(to ? t.editor.moved(t.board.sidePiece(t.colors[pc.color], t.roles[pc.role].name), from, to) : t.editor.removed(from));
  }

  #setOrientation(o: Color): void {
    this.#orientation = o;
    this.#surface?.setOrientation(o);
    this.#showOutputs();
  }

  /** After any change: the rules core's verdict, the fields, the outputs, and `sittuyin-change`. */
  #changed(notify: boolean): void {
    if (!this.built) return;
    const fen = writeFen(this.#pos);
    this.#legalFen = null;
    let problem: Explained | null = null;
    try {
      const g = new Game({ fen, rules: this.#rules });
      this.#legalFen = g.fen();
      g.free();
    } catch (e) {
      problem = explainError(e, this.#t(), this.#pos.turn);
    }
    this.#showProblem(problem);
    this.#surface?.setPieces(this.#pos.pieces, this.#pos.turn);
    const els = this.#els;
    if (els.fen && els.fen.value !== fen) els.fen.value = fen;
    if (els.turn) els.turn.value = this.#pos.turn;
    if (els.rules) els.rules.value = this.#rules;
    if (els.counting) els.counting.value = String(this.#pos.countingLimit);
    if (els.halfmove) els.halfmove.value = String(this.#pos.halfmove);
    if (els.fullmove) els.fullmove.value = String(this.#pos.fullmove);
    for (const color of COLORS) for (const role of EDIT_ROLES) {
      const input = els.hands?.get(`${color}-${role}`);
      if (input) input.value = String(this.#pos.hands[color][role]);
    }
    this.#showOutputs();
    if (notify) this.emit('sittuyin-change', { fen, rules: this.#rules, legal: problem === null, problem });
  }

  #showProblem(problem: Explained | null): void {
    this.#problem = problem;
    const v = this.#els.verdict;
    if (!v) return;
    const t = this.#t();
    v.classList.toggle('bad', problem !== null);
    v.dataset.code = problem?.code ?? '';
    if (problem) {
      const code = document.createElement('span');
      code.className = 'code';
      code.textContent = `${problem.code}: ${problem.detail}`;
      v.replaceChildren(problem.text, code);
    } else {
      v.textContent = t.editor.legal(t.colors[this.#pos.turn]) + (inPlacement(this.#pos) ? ` ${t.editor.placement}` : '');
    }
  }

  #showOutputs(): void {
    const els = this.#els;
    const legal = this.#legalFen !== null;
    const t = this.#t();
    if (els.link) els.link.value = this.link() ?? t.editor.notSaved;
    const puzzle = this.#kind === 'puzzle';
    if (puzzle && legal) this.#checkSolution();
    const text = this.snippet();
    const said = this.#checkText();
    if (els.snippet) els.snippet.value = text ?? (puzzle && legal ? said : t.editor.notSaved);
    els.solution?.closest('.puzzle-fields')?.toggleAttribute('hidden', !puzzle);
    if (els.check) {
      els.check.textContent = puzzle && legal ? said : '';
      els.check.dataset.state = this.#check.state;
    }
    for (const b of els.needsLegal ?? []) b.disabled = !legal;
    if (els.copySnippet) els.copySnippet.disabled = text === null;
    // "Play from here" needs an app to play in: the `app` attribute names it.
    this.shadowRoot?.querySelector<HTMLElement>('[data-testid="editor-play"]')?.toggleAttribute('hidden', !this.hasAttribute('app'));
  }

  /** What the solution's check depends on. */
  #checkKey(): string {
    return `${this.#legalFen} ${this.#rules} ${this.#mate} ${this.#solution}`;
  }

  /** Checks the puzzle's solution when it, the position or the mate changed: read at once (each
   * move legal in turn), then confirmed by the engine in its worker (a moment later, with a time
   * limit); a refusal is said in words and no snippet is written meanwhile. */
  #checkSolution(): void {
    const key = this.#checkKey();
    if (this.#check.key === key || !this.#legalFen) return;
    this.#checkAbort?.abort();
    clearTimeout(this.#checkTimer);
    const fen = this.#legalFen;
    const rules = this.#rules;
    const mate = this.#mate;
    const read = readSolution(fen, rules, this.#solution, mate);
    if (!read.ok) {
      this.#check = { key, state: 'bad', uci: [], problem: read.problem };
      return;
    }
    this.#check = { key, state: 'checking', uci: read.uci, problem: null };
    const abort = new AbortController();
    this.#checkAbort = abort;
    this.#checkTimer = window.setTimeout(() => {
      void import('./engine.js')
        .then((engine) => confirmSolution(fen, rules, read.uci, mate, (f, m, l, o) => engine.searchBestMove(f, m, l, o), abort.signal))
        .then((problem) => ({ state: problem ? 'bad' as const : 'ok' as const, problem }))
        .catch(() => ({ state: 'bad' as const, problem: 'engine-failed' as const }))
        .then(({ state, problem }) => {
          if (abort.signal.aborted || this.#check.key !== key) return;
          this.#check = { key, state, uci: read.uci, problem };
          this.#showOutputs();
        });
    }, 300);
  }

  /** Where the solution's check stands, in words (in the element's language now). */
  #checkText(): string {
    const { state, problem } = this.#check;
    const t = this.#t().editor;
    if (state === 'checking') return t.checking;
    if (state === 'ok') return t.confirmed;
    if (problem === 'engine-failed' || problem === null) return t.solutionProblems.engineFailed;
    return this.#problemText(problem);
  }

  /** A refused solution in words. */
  #problemText(p: SolutionProblem): string {
    const w = this.#t().editor.solutionProblems;
    switch (p.kind) {
      case 'empty': return w.empty;
      case 'syntax': return w.syntax(p.index, p.move);
      case 'illegal': return w.illegal(p.index, p.move);
      case 'after-end': return w.afterEnd(p.index, p.move);
      case 'ends-with-reply': return w.endsWithReply;
      case 'not-mate': return w.notMate(p.mate);
      case 'engine-no-mate': return w.engineNoMate(p.mate);
      case 'engine-better': return w.engineBetter(p.san);
    }
  }

  async #copy(text: string, button: HTMLButtonElement, t: Strings): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard (an insecure page, or permission refused): the text is selected to copy by hand.
      const field = button.closest('.out-row, fieldset')?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input[type=text], textarea');
      field?.select();
      return;
    }
    const label = button.textContent;
    button.textContent = `✓ ${t.editor.copied}`;
    setTimeout(() => { button.textContent = label; }, 1500);
  }

  #play(): void {
    const fen = this.#legalFen;
    if (!fen) return;
    const go = this.emit('sittuyin-play', { fen, rules: this.#rules });
    const link = this.link();
    if (go && link) location.assign(link);
  }
}

/** The attributes as typed properties (`fen` and `rules` are the editor's own: the position edited). */
export interface SittuyinEditorElement extends Reflected<typeof EDITOR_SPEC.attributes> {}

/** Registers `<sittuyin-editor>` (or another tag name). Calling it again does nothing. */
export function defineSittuyinEditor(tagName = 'sittuyin-editor'): void {
  defineElement(tagName, EDITOR_SPEC.tag, SittuyinEditorElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'sittuyin-editor': SittuyinEditorElement;
  }
}
