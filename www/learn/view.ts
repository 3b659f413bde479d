// The course on screen, in a container it is given (the app's Learn mode, <sittuyin-lesson>): the
// stage list with the stars earned, and a level: a board from the package's binding, the stars on
// their squares, the goal, the feedback in a live region, Retry and Next. A move is checked by the
// runner before the board plays it; a refused one says why (the engine's reason or the level's
// rule) and is marked on the board. Progress is kept on the device (progress.ts).
import { BoardBinding } from '../lib/binding.js';
import { countText } from '../lib/status.js';
import type { Move, Role } from '../lib/types.js';
import { adoptBoardStyles } from '../board/tray.ts';
import { squareToCell, type Orientation } from '../board/geometry.ts';
import { inPlacePromotion } from '../board/state.ts';
import type { ThemeMode } from '../board/board.ts';
import type { PieceSetName } from '../board/pieces/index.ts';
import type { CourseStrings } from '../i18n/learn/index.ts';
import { COURSE } from './course.js';
import { explainPromotion, type Refusal } from './explain.js';
import type { Level, Stage, StageId } from './model.js';
import { loadProgress, recordStars, type Progress } from './progress.js';
import { LevelRunner, type Step } from './runner.js';
import { LEARN_CSS } from './style.js';
import { failureText, goalText, refusalText, stageIntro, stageTitle, starGlyphs } from './words.js';

/** A level won: where, its stars and the learner's moves. */
export interface CompleteDetail {
  stage: StageId;
  /** 1-based within the stage. */
  level: number;
  id: string;
  stars: 1 | 2 | 3;
  moves: number;
}

/** A move refused: the move tried (UCI), the reason's code and words. */
export interface RefuseDetail {
  move: string;
  code: Refusal['code'];
  reason: string;
}

export interface LessonViewOptions {
  /** One stage only (its levels, with Next between them); absent: the whole course. */
  stage?: StageId;
  /** With `stage`: that level only (1-based). */
  level?: number;
  /** A main table joined to the course's (courseStrings() of www/i18n/learn). */
  strings: CourseStrings;
  pieces?: PieceSetName;
  theme?: ThemeMode;
  /** A Close button (the app's mode). */
  onClose?(): void;
  onComplete?(detail: CompleteDetail): void;
  onRefuse?(detail: RefuseDetail): void;
}

/** The stages that show the count's line. */
const COUNTED: ReadonlySet<StageId> = new Set<StageId>(['count', 'endgames']);
/** How long a move shows before the opponent's reply. */
const REPLY_MS = 350;
const LETTER: Record<Role, string> = { king: 'K', general: 'F', elephant: 'S', horse: 'N', chariot: 'R', pawn: 'P' };
const SVG = 'http://www.w3.org/2000/svg';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

function button(text: string, testid: string, onClick: () => void, className = ''): HTMLButtonElement {
  const b = el('button', className, text);
  b.type = 'button';
  b.dataset.testid = testid;
  b.addEventListener('click', onClick);
  return b;
}

function svgShape(kind: 'star' | 'refused'): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  if (kind === 'star') {
    const p = document.createElementNS(SVG, 'polygon');
    p.setAttribute('points', '12,1.5 15,8.6 22.6,9.2 16.8,14.2 18.6,21.8 12,17.8 5.4,21.8 7.2,14.2 1.4,9.2 9,8.6');
    svg.append(p);
  } else {
    const c = document.createElementNS(SVG, 'circle');
    c.setAttribute('cx', '12');
    c.setAttribute('cy', '12');
    c.setAttribute('r', '10.5');
    const x = document.createElementNS(SVG, 'path');
    x.setAttribute('d', 'M7.5 7.5 16.5 16.5 M16.5 7.5 7.5 16.5');
    svg.append(c, x);
  }
  return svg;
}

export class LessonView {
  readonly root: HTMLElement;
  #opts: LessonViewOptions;
  #t: CourseStrings;
  #progress: Progress = loadProgress();
  #stages: readonly Stage[];
  #current: { stage: number; level: number } | null = null;
  #runner: LevelRunner | null = null;
  #binding: BoardBinding | null = null;
  #marks: HTMLElement | null = null;
  #feedback: HTMLElement | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** Moves that reached the board's hook (a refused click leaves it unchanged). */
  #attempts = 0;
  /** Counts level starts: a late reply of an older attempt does nothing. */
  #attempt = 0;
  #destroyed = false;

  constructor(container: HTMLElement | ShadowRoot, options: LessonViewOptions) {
    this.#opts = options;
    this.#t = options.strings;
    const stage = options.stage ? COURSE.find((s) => s.id === options.stage) : undefined;
    this.#stages = stage ? [stage] : COURSE;
    let root: ShadowRoot;
    if (container instanceof ShadowRoot) root = container;
    else {
      const host = el('div', 'sittuyin-learn');
      container.append(host);
      root = host.attachShadow({ mode: 'open' });
    }
    adoptBoardStyles(root, LEARN_CSS);
    this.root = el('div', 'learn');
    this.root.dataset.testid = 'learn';
    root.replaceChildren(this.root);
    if (stage && options.level !== undefined) this.openLevel(0, Math.min(Math.max(1, options.level), stage.levels.length) - 1);
    else if (stage) this.openLevel(0, this.#firstOpen(0));
    else this.showCourse();
  }

  get strings(): CourseStrings {
    return this.#t;
  }

  /** The level on screen (its runner), or null on the stage list. */
  get runner(): LevelRunner | null {
    return this.#runner;
  }

  get progress(): Progress {
    return this.#progress;
  }

  /** Shows everything in another language (the table must be loaded). */
  setStrings(t: CourseStrings): void {
    this.#t = t;
    this.#binding?.setStrings(t);
    this.#redraw();
  }

  setTheme(mode: ThemeMode): void {
    this.#opts.theme = mode;
    this.#binding?.setTheme(mode);
    this.#syncDark();
  }

  setPieces(name: PieceSetName): Promise<void> {
    this.#opts.pieces = name;
    return this.#binding?.setPieceSet(name) ?? Promise.resolve();
  }

  #redraw(): void {
    if (this.#current) this.#showLevel(false);
    else this.showCourse();
  }

  /** The first level of a stage without three stars (else its first). */
  #firstOpen(stage: number): number {
    const i = this.#stages[stage].levels.findIndex((l) => (this.#progress.stars[l.id] ?? 0) < 3);
    return i < 0 ? 0 : i;
  }

  /** The stage list (the whole course). */
  showCourse(): void {
    this.#stop();
    this.#current = null;
    const t = this.#t.learn;
    const section = el('section', 'course');
    const title = el('h2', '', t.title);
    title.id = 'learn-title';
    title.tabIndex = -1;
    const head = el('div', 'head');
    head.append(title);
    if (this.#opts.onClose) head.append(button(t.close, 'learn-close', () => this.#opts.onClose?.()));
    const list = el('ol');
    this.#stages.forEach((stage, i) => {
      const done = stage.levels.filter((l) => this.#progress.stars[l.id]).length;
      const stars = stage.levels.reduce((n, l) => n + (this.#progress.stars[l.id] ?? 0), 0);
      const b = button('', 'learn-stage', () => this.openLevel(i, this.#firstOpen(i)), 'stage');
      b.dataset.stage = stage.id;
      b.dataset.done = String(done === stage.levels.length);
      const starText = el('span', 'stars-text', `★ ${stars}/${stage.levels.length * 3}`);
      starText.setAttribute('aria-hidden', 'true');
      b.append(el('span', 'title', stageTitle(this.#t, stage.id)), el('span', 'count', t.stageLevels(done, stage.levels.length)), starText);
      const li = el('li');
      li.append(b);
      list.append(li);
    });
    section.append(head, el('p', 'intro', t.intro), list);
    this.root.replaceChildren(section);
    this.root.dataset.screen = 'course';
    delete this.root.dataset.state;
    this.#syncDark();
  }

  /** Plays level `level` of stage `stage` (indices into the shown stages). */
  openLevel(stage: number, level: number): void {
    this.#current = { stage, level };
    this.#showLevel(true);
  }

  #level(): { stage: Stage; level: Level } {
    const c = this.#current!;
    const stage = this.#stages[c.stage];
    return { stage, level: stage.levels[c.level] };
  }

  /** Builds the level's screen; `fresh` starts the level (else keeps the runner: a language change). */
  #showLevel(fresh: boolean): void {
    const { stage, level } = this.#level();
    const c = this.#current!;
    const t = this.#t;
    if (fresh || !this.#runner) {
      this.#stop();
      this.#runner = new LevelRunner(level);
      this.#attempt++;
    }
    const runner = this.#runner;
    const section = el('section', 'level');
    section.setAttribute('aria-label', t.learn.label);
    const head = el('div', 'head');
    const title = el('h2', '', stageTitle(t, stage.id));
    title.id = 'learn-title';
    title.tabIndex = -1;
    if (this.#stages.length > 1) head.append(button(t.learn.stages, 'learn-stages', () => this.showCourse()));
    head.append(title);
    if (this.#opts.onClose) head.append(button(t.learn.close, 'learn-close', () => this.#opts.onClose?.()));
    const levels = el('ol', 'levels');
    const single = this.#opts.level !== undefined && this.#opts.stage !== undefined;
    stage.levels.forEach((l, i) => {
      const earned = this.#progress.stars[l.id] ?? 0;
      const b = button('', 'learn-level', () => this.openLevel(c.stage, i));
      b.append(el('span', '', String(i + 1)));
      const mini = el('span', 'mini stars-text', starGlyphs(earned));
      mini.setAttribute('aria-hidden', 'true');
      b.append(mini);
      b.setAttribute('aria-label', `${t.learn.level(i + 1, stage.levels.length)}, ${t.learn.starsLabel(earned)}`);
      if (i === c.level) b.setAttribute('aria-current', 'step');
      const li = el('li');
      li.append(b);
      levels.append(li);
    });
    levels.hidden = single;
    head.append(levels);
    const area = el('div', 'board-area');
    const frame = el('div', 'frame');
    const trays = { white: el('div', 'tray'), black: el('div', 'tray') };
    trays.white.dataset.testid = 'reserve-white';
    trays.black.dataset.testid = 'reserve-black';
    const wrap = el('div', 'board-wrap');
    const canvas = el('canvas', 'sittuyin-board');
    canvas.dataset.testid = 'board';
    const marks = el('div', 'marks');
    marks.dataset.testid = 'learn-marks';
    wrap.append(canvas, marks);
    frame.append(trays.black, wrap, trays.white);
    area.append(frame);
    const side = el('div', 'side');
    const levelLine = el('p', 'moves', `${t.learn.level(c.level + 1, stage.levels.length)}`);
    levelLine.dataset.testid = 'learn-level-line';
    const intro = el('p', 'intro', stageIntro(t, stage.id));
    // The stage's rule: on a phone, on its first level only (and on a single level shown alone).
    intro.dataset.later = String(c.level > 0 && !single);
    const goal = el('p', 'goal', goalText(t, level.goal));
    goal.id = 'learn-goal';
    goal.dataset.testid = 'learn-goal';
    const feedback = el('p', 'feedback');
    feedback.setAttribute('role', 'status');
    feedback.dataset.testid = 'learn-feedback';
    const count = el('p', 'moves count');
    count.dataset.testid = 'learn-count';
    const moves = el('p', 'moves');
    moves.dataset.testid = 'learn-moves';
    const actions = el('div', 'actions');
    const retry = button(t.learn.retry, 'learn-retry', () => this.retry());
    const next = button(t.learn.next, 'learn-next', () => this.next(), 'primary');
    next.hidden = !this.#hasNext();
    actions.append(retry, next);
    side.append(levelLine, intro, goal, feedback, count, moves, actions);
    section.append(head, area, side);
    this.root.replaceChildren(section);
    this.root.dataset.screen = 'level';
    this.root.dataset.level = level.id;
    this.root.dataset.trays = String(Object.values(runner.game.hand(runner.side)).some((n) => n > 0));
    canvas.setAttribute('aria-describedby', 'learn-goal');
    this.#binding?.destroy();
    this.#marks = marks;
    this.#feedback = feedback;
    this.#binding = new BoardBinding({ canvas, trays, frame }, {
      game: runner.game,
      orientation: runner.side,
      movable: runner.state === 'playing' ? runner.side : 'none',
      strings: t,
      pieces: this.#opts.pieces,
      theme: this.#opts.theme,
      onBeforeMove: (move) => this.#before(move),
      onMove: (move) => this.#after(move),
    });
    this.#watch(canvas);
    this.#syncDark();
    this.#show(fresh ? { text: t.learn.yourMove, kind: 'info' } : null);
    if (fresh) title.focus({ preventScroll: true });
  }

  #syncDark(): void {
    const mode = this.#opts.theme ?? 'auto';
    const dark = mode === 'dark' || (mode === 'auto' && typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches);
    this.root.dataset.dark = String(dark);
  }

  #hasNext(): boolean {
    const c = this.#current;
    if (!c || (this.#opts.level !== undefined && this.#opts.stage !== undefined)) return false;
    return c.level + 1 < this.#stages[c.stage].levels.length || c.stage + 1 < this.#stages.length;
  }

  /** Plays the level again. */
  retry(): void {
    if (!this.#current) return;
    this.#showLevel(true);
  }

  /** The next level (or the next stage's first). */
  next(): void {
    const c = this.#current;
    if (!c || !this.#hasNext()) return;
    if (c.level + 1 < this.#stages[c.stage].levels.length) this.openLevel(c.stage, c.level + 1);
    else this.openLevel(c.stage + 1, 0);
  }

  /** The board's hook before it plays a move: the level's rules may refuse it. */
  #before(move: Move): boolean {
    this.#attempts++;
    const refusal = this.#runner?.refusal(move.uci) ?? null;
    if (refusal) {
      this.#refuse(move.uci, refusal);
      return false;
    }
    return true;
  }

  #after(move: Move): void {
    const runner = this.#runner;
    if (!runner || !this.#binding) return;
    const step = runner.played(move, false);
    if (runner.game !== this.#binding.game) this.#binding.setGame(runner.game);
    this.#afterStep(step);
  }

  #afterStep(step: Step): void {
    const runner = this.#runner!;
    const t = this.#t.learn;
    if (runner.state === 'won' || runner.state === 'failed') {
      this.#finish();
      return;
    }
    if (runner.state === 'waiting') {
      this.#binding?.setMovable('none');
      this.#setState();
      this.#show({ text: t.thinking, kind: 'info' });
      const attempt = this.#attempt;
      this.#timer = setTimeout(() => void this.#answer(attempt), REPLY_MS);
      return;
    }
    const left = runner.targetsLeft.length;
    this.#show({ text: step.collected?.length && left ? t.starReached(left) : t.yourMove, kind: 'info' });
  }

  /** The opponent's answer: the script or the runner's defence, else the endgame tables. */
  async #answer(attempt: number): Promise<void> {
    const runner = this.#runner;
    if (!runner || attempt !== this.#attempt || this.#destroyed) return;
    let reply = runner.answer();
    if (!reply) {
      let uci: string | null = null;
      try {
        const { probeTablebase } = await import('../lib/engine.js');
        const probe = await probeTablebase(runner.game.startFen(), runner.game.history(), { rules: runner.game.rules });
        uci = probe?.bestMove ?? null;
      } catch {
        uci = null;
      }
      if (attempt !== this.#attempt || this.#destroyed || runner.state !== 'waiting') return;
      reply = runner.reply(uci && runner.game.isLegal(uci) ? uci : runner.defence());
    }
    this.#binding?.render();
    if (runner.state === 'playing') {
      this.#binding?.setMovable(runner.side);
      this.#setState();
      this.#show({ text: this.#t.learn.replied(reply.san), kind: 'info' });
    } else this.#finish();
  }

  /** The level is over: stars kept, the words, the buttons. */
  #finish(): void {
    const runner = this.#runner!;
    const { stage, level } = this.#level();
    const t = this.#t.learn;
    this.#binding?.setMovable('none');
    if (runner.state === 'won') {
      const stars = runner.stars as 1 | 2 | 3;
      this.#progress = recordStars(level.id, stars);
      const c = this.#current!;
      const last = c.level + 1 === stage.levels.length;
      const doneAll = this.#stages.every((s) => s.levels.every((l) => this.#progress.stars[l.id]));
      let text = t.won(stars);
      if (stars < 3) text += ` ${t.wonTry}`;
      else if (doneAll && this.#stages.length === COURSE.length) text += ` ${t.courseDone}`;
      else if (last) text += ` ${t.stageDone}`;
      this.#show({ text, kind: 'won' });
      this.#refreshLevelButtons();
      this.#opts.onComplete?.({ stage: stage.id, level: c.level + 1, id: level.id, stars, moves: runner.moves });
    } else {
      const goal = level.success;
      this.#show({ text: failureText(this.#t, runner.failure ?? 'draw', goal.kind === 'mate' ? goal.moves : 0), kind: 'failed' });
    }
  }

  #refreshLevelButtons(): void {
    const { stage } = this.#level();
    const buttons = this.root.querySelectorAll<HTMLButtonElement>('.levels button');
    buttons.forEach((b, i) => {
      const earned = this.#progress.stars[stage.levels[i].id] ?? 0;
      b.setAttribute('aria-label', `${this.#t.learn.level(i + 1, stage.levels.length)}, ${this.#t.learn.starsLabel(earned)}`);
      const mini = b.querySelector('.mini');
      if (mini) mini.textContent = starGlyphs(earned);
    });
  }

  #setState(): void {
    if (this.#runner) this.root.dataset.state = this.#runner.state;
  }

  /** Writes the feedback (a live region), the moves line and the marks; `null` keeps the words. */
  #show(message: { text: string; kind: 'info' | 'refused' | 'won' | 'failed' } | null, refusedAt: string | null = null): void {
    const runner = this.#runner;
    if (!runner) return;
    this.#setState();
    if (message && this.#feedback) {
      this.#feedback.textContent = message.text;
      this.#feedback.dataset.kind = message.kind;
    }
    // The count while it runs, in the stages about it (the count, the endgames): who must mate,
    // within how many moves. Elsewhere a bare King's count is true but beside the lesson's point
    // ("White must mate within 64 moves" while learning how the Horse moves).
    const count = this.root.querySelector<HTMLElement>('[data-testid="learn-count"]');
    if (count) {
      const stage = this.#level().stage.id;
      const text = COUNTED.has(stage) ? countText(this.#t, runner.game.status()) : null;
      count.textContent = text ?? '';
      count.hidden = text === null;
    }
    const moves = this.root.querySelector<HTMLElement>('[data-testid="learn-moves"]');
    if (moves) moves.textContent = this.#t.learn.moves(runner.moves, runner.level.par);
    if (runner.state === 'won') {
      const stars = el('span', 'stars-text', ` ${starGlyphs(runner.stars)}`);
      stars.setAttribute('aria-label', this.#t.learn.starsLabel(runner.stars));
      stars.dataset.testid = 'learn-stars';
      moves?.append(stars);
    }
    this.#drawMarks(runner.side, refusedAt);
  }

  #drawMarks(orientation: Orientation, refusedAt: string | null): void {
    const marks = this.#marks;
    const runner = this.#runner;
    if (!marks || !runner) return;
    const spans: HTMLElement[] = [];
    const occupied = new Set<string>(runner.game.pieces().map((p) => p.square));
    const place = (square: string, kind: 'star' | 'refused'): void => {
      const { col, row } = squareToCell(square, orientation);
      // A star on a piece to capture sits in the square's corner, leaving the piece in view.
      const s = el('span', kind === 'star' && occupied.has(square) ? 'star on-piece' : kind);
      s.style.left = `${col * 12.5}%`;
      s.style.top = `${row * 12.5}%`;
      s.dataset.square = square;
      s.append(svgShape(kind));
      spans.push(s);
    };
    for (const sq of runner.targetsLeft) place(sq, 'star');
    if (refusedAt) place(refusedAt, 'refused');
    marks.replaceChildren(...spans);
    marks.dataset.stars = runner.targetsLeft.join(' ');
  }

  #refuse(move: string, refusal: Refusal): void {
    const reason = refusalText(this.#t, refusal);
    const at = 'to' in refusal ? refusal.to : null;
    this.#show({ text: reason, kind: 'refused' }, at);
    this.#opts.onRefuse?.({ move, code: refusal.code, reason });
  }

  /** Clicks, drags and keys that the board turns down without a word (no such legal move): the
   * runner says why. Listened to before the board's own handlers, judged after them (a task
   * later: a microtask would run between the listeners). */
  #watch(canvas: HTMLCanvasElement): void {
    const binding = this.#binding!;
    const check = (sq: string | null, selected: string | null, dropRole: Role | null, attempts: number): void => {
      setTimeout(() => {
        const runner = this.#runner;
        if (!runner || this.#binding !== binding || attempts !== this.#attempts || !sq || runner.state !== 'playing') return;
        const state = binding.widget.state;
        if (dropRole) {
          if (state.busy) return;
          const uci = `${LETTER[dropRole]}@${sq}`;
          const refusal = runner.refusal(uci);
          if (refusal) this.#refuse(uci, refusal);
          return;
        }
        if (!selected) {
          this.#explainSelectedPawn();
          return;
        }
        if (sq === selected) return;
        // Another of the learner's pieces that can move was picked instead: no refusal.
        if (state.selected === sq) return;
        const uci = `${selected}${sq}`;
        const refusal = runner.refusal(uci);
        if (refusal) this.#refuse(uci, refusal);
      }, 0);
    };
    const snapshot = (sq: string | null): void => {
      const s = binding.widget.state;
      check(sq, s.selected, s.dropRole, this.#attempts);
    };
    canvas.addEventListener('pointerdown', (e) => {
      if (e.button === 0) snapshot(binding.widget.squareFromClient(e.clientX, e.clientY));
    }, { capture: true });
    canvas.addEventListener('pointerup', (e) => {
      const s = binding.widget.state;
      const sq = binding.widget.squareFromClient(e.clientX, e.clientY);
      // A drag that ended elsewhere than its square (a click ends where it began).
      if (e.button === 0 && s.selected && sq && sq !== s.selected) check(sq, s.selected, null, this.#attempts);
    }, { capture: true });
    canvas.addEventListener('keydown', (e) => {
      const s = binding.widget.state;
      if ((e.key === 'Enter' || e.key === ' ') && s.cursor) snapshot(s.cursor);
      if ((e.key === 'p' || e.key === 'P' || e.key === '=') && s.selected && !inPlacePromotion(s)) {
        const runner = this.#runner;
        if (runner?.state === 'playing') this.#refuse(`${s.selected}${s.selected}f`, explainPromotion(runner.game, s.selected));
      }
    }, { capture: true });
  }

  /** In a promotion level, a pawn picked that may not promote: why (there is no button to try). */
  #explainSelectedPawn(): void {
    const runner = this.#runner;
    const s = this.#binding?.widget.state;
    if (!runner || !s?.selected || runner.level.success.kind !== 'promote') return;
    const piece = s.pieces.get(s.selected);
    if (piece?.role !== 'pawn' || s.moves.some((m) => m.kind === 'promotion' && m.from === s.selected)) return;
    const refusal = explainPromotion(runner.game, s.selected);
    if (refusal.code !== 'not-promotion-square') this.#show({ text: refusalText(this.#t, refusal), kind: 'refused' }, s.selected);
  }

  /** Stops the level on screen (its pending reply, its board, its game). */
  #stop(): void {
    clearTimeout(this.#timer);
    this.#attempt++;
    this.#binding?.destroy();
    this.#binding = null;
    this.#runner?.free();
    this.#runner = null;
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#stop();
    this.root.replaceChildren();
  }
}
