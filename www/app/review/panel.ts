// The Review mode's panel: runs the analysis (runner.ts) with a progress bar, Cancel and Resume,
// then shows each side's accuracy and marks, the evaluation graph (graph.ts), the marked moves as
// buttons (each shows the position before the move with the better move's arrow), the tables'
// verdict where they know the ending, "learn from your mistakes" (learn.ts) and the annotated PGN.
// Loaded on demand (a dynamic import from the app); it owns no game: it reads the app's through
// ReviewHost and shows positions through it.
import type { Game } from '../../lib/game.js';
import type { BoardShape } from '../../lib/binding.js';
import { parsePgn, writePgn, type PgnGameInput, type PgnNodeInput } from '../../lib/pgn.js';
import type { Color } from '../../lib/types.js';
import type { PieceSetName } from '../../lib/binding.js';
import type { Strings } from '../../i18n/index.ts';
import { MARK_GLYPH, MARK_NAG, accuracy, evalComment, judge, markCounts, whiteChances, type MoveJudgement, type PlyInfo, type PositionEval } from './chances.ts';
import { DEFAULT_LIMITS, runReview, type ReviewGame } from './runner.ts';
import { EvalGraph } from './graph.ts';
import { Learn } from './learn.ts';
import { arrowOf } from './arrow.ts';

export { arrowOf };

export interface ReviewHost {
  /** The game reviewed (read only). */
  game(): Game;
  strings(): Strings;
  /** Shows the position after `ply` plies (null: the game's current position). */
  view(ply: number | null): void;
  /** Draws the review's arrows on the shown position (none: clears them). */
  arrows(shapes: BoardShape[]): void;
  /** Says something to screen readers. */
  announce(text: string): void;
  /** The game's PGN as the app exports it (players, date); default: the game's own. */
  pgn?(): string;
  /** The panel was closed (by its button or because the game changed). */
  closed?(): void;
  /** The side the user played (both in a game of two players): "learn from your mistakes" goes
   * through that side's moves only. Default: both. */
  player?(): Color | 'both';
  /** The piece set of the app's board, for the board of "learn from your mistakes". */
  pieces?(): PieceSetName;
}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

export class ReviewPanel {
  readonly element: HTMLElement;
  readonly #host: ReviewHost;
  readonly #review: ReviewGame;
  readonly #plies: PlyInfo[];
  readonly #sans: string[];
  #evals: PositionEval[] = [];
  #judged: MoveJudgement[] = [];
  #abort: AbortController | null = null;
  #graph: EvalGraph;
  #learn: Learn | null = null;
  readonly #el: Record<string, HTMLElement> = {};

  constructor(host: ReviewHost) {
    this.#host = host;
    const g = host.game();
    this.#review = { rules: g.rules, startFen: g.startFen(), moves: g.history() };
    const plies = g.plies();
    this.#sans = plies.map((p) => `${p.fullmove}${p.color === 'white' ? '.' : '...'} ${p.san}`);
    // Placement is over once both hands are empty: the drops are the plies whose UCI has an '@'.
    this.#plies = plies.map((p) => ({ uci: p.uci, color: p.color, placement: p.uci.includes('@') }));
    const t = host.strings().review;
    const section = document.createElement('section');
    section.className = 'review';
    section.dataset.testid = 'review';
    section.setAttribute('aria-labelledby', 'review-title');
    const make = this.#make.bind(this);
    const title = make('h2', 'title', 'title', t.title);
    title.id = 'review-title';
    title.tabIndex = -1;
    const progress = make('progress', 'progress') as HTMLProgressElement;
    progress.max = this.#plies.length + 1;
    progress.value = 0;
    progress.setAttribute('aria-label', t.title);
    const state = make('p', 'state');
    state.setAttribute('role', 'status');
    const cancel = make('button', 'cancel', 'button', t.cancel);
    cancel.addEventListener('click', () => this.cancel());
    const resume = make('button', 'resume', 'button', t.resume);
    resume.hidden = true;
    resume.addEventListener('click', () => void this.start());
    const close = make('button', 'close', 'button', t.close);
    close.addEventListener('click', () => this.close());
    const controls = document.createElement('div');
    controls.className = 'review-controls';
    controls.append(cancel, resume, close);
    const summary = make('div', 'summary');
    this.#graph = new EvalGraph(t.graph(host.strings().colors.white), (i) => this.#describe(i), (i) => this.#jump(i));
    const verdict = make('p', 'table');
    verdict.hidden = true;
    const marks = make('ol', 'marks');
    marks.setAttribute('aria-label', `${t.inaccuracy}, ${t.mistake}, ${t.blunder}`);
    const actions = document.createElement('div');
    actions.className = 'review-controls';
    const learn = make('button', 'learn', 'button', t.learn);
    learn.addEventListener('click', () => this.#startLearning());
    const exp = make('button', 'export', 'button', t.export);
    exp.addEventListener('click', () => this.exportPgn());
    actions.append(learn, exp);
    const learnNone = make('p', 'learn-none');
    learnNone.hidden = true;
    const learnBox = make('div', 'learn-box');
    learnBox.hidden = true;
    section.append(title, progress, state, controls, summary, this.#graph.element, verdict, marks, actions, learnNone, learnBox);
    this.element = section;
    this.#render();
  }

  /** Makes one of the panel's parts, named `name` (class `review-<cls>`), and keeps it. */
  #make<K extends keyof HTMLElementTagNameMap>(tag: K, name: string, cls = name, text = ''): HTMLElementTagNameMap[K] {
    const e = document.createElement(tag);
    e.className = `review-${cls}`;
    e.dataset.testid = `review-${name}`;
    if (text) e.textContent = text;
    this.#el[name] = e;
    return e;
  }

  /** Runs (or resumes) the analysis; resolves when it is done or cancelled. */
  async start(): Promise<void> {
    if (this.#abort) return;
    const abort = new AbortController();
    this.#abort = abort;
    this.#el.cancel.hidden = false;
    this.#el.resume.hidden = true;
    const t = this.#host.strings().review;
    try {
      this.#evals = await runReview(this.#review, {
        limits: DEFAULT_LIMITS,
        signal: abort.signal,
        onProgress: (done, total, evals) => {
          this.#evals = [...evals];
          (this.#el.progress as HTMLProgressElement).value = done;
          this.#el.state.textContent = t.analysing(done, total);
          this.#render();
        },
      });
      this.#el.state.textContent = t.complete;
      this.#host.announce(t.complete);
    } catch (e) {
      const code = (e as { code?: string }).code;
      // A failed engine is said in words, with Resume (what was done is kept).
      if (code === 'ERR_ENGINE') this.#el.state.textContent = this.#host.strings().messages.reviewStopped(this.#evals.length, this.#plies.length + 1);
      else if (code !== 'ERR_ABORTED') this.#el.state.textContent = String((e as Error).message ?? e);
    } finally {
      if (this.#abort === abort) this.#abort = null;
      this.#el.cancel.hidden = true;
      this.#el.resume.hidden = this.#evals.length >= this.#plies.length + 1;
      this.#render();
    }
  }

  cancel(): void {
    if (!this.#abort) return;
    this.#abort.abort();
    this.#abort = null;
    const t = this.#host.strings().review;
    const text = t.paused(this.#evals.length, this.#plies.length + 1);
    this.#el.state.textContent = text;
    this.#host.announce(text);
  }

  close(): void {
    this.cancel();
    this.#learn?.destroy();
    this.#host.arrows([]);
    if (!this.element.isConnected) return;
    this.element.remove();
    this.#host.closed?.();
  }

  get complete(): boolean {
    return this.#evals.length >= this.#plies.length + 1;
  }

  #turn(index: number): Color {
    return index < this.#plies.length ? this.#plies[index].color : other(this.#plies[index - 1]?.color ?? 'black');
  }

  #white(index: number): number | null {
    const e = this.#evals[index];
    return e ? whiteChances(e, this.#turn(index)) : null;
  }

  #describe(index: number): string {
    const t = this.#host.strings().review;
    const w = this.#white(index);
    const move = index === 0 ? t.start : this.#sans[index - 1];
    const mark = index > 0 ? this.#judged[index - 1]?.mark : null;
    const text = t.point(index, move, w === null ? '?' : w.toFixed(0), this.#host.strings().colors.white);
    return mark ? `${text}. ${t[mark]}` : text;
  }

  /** After the app's redraw: an arrow drawn for another position than the one shown goes. */
  viewed(ply: number | null): void {
    if (this.#arrowPly !== null && ply !== this.#arrowPly) {
      this.#arrowPly = null;
      this.#host.arrows([]);
    }
  }

  #jump(index: number): void {
    this.#arrowPly = null;
    this.#host.arrows([]);
    this.#host.view(index >= this.#plies.length ? null : index);
    this.#showTable(index);
  }

  #showTable(index: number): void {
    const t = this.#host.strings().review;
    const table = this.#evals[index]?.table;
    const box = this.#el.table;
    box.hidden = !table;
    if (!table) return;
    const turn = this.#turn(index);
    const colors = this.#host.strings().colors;
    const verdict = table.result === 'draw' ? t.tableDraw : t.tableWin(colors[table.result === 'win' ? turn : other(turn)]);
    box.textContent = t.table(verdict);
  }

  /** The ply whose arrow is drawn (null: none). */
  #arrowPly: number | null = null;

  /** Shows the position before a marked move with the better move's arrow. */
  showMark(j: MoveJudgement): void {
    this.#graph.setCurrent(j.ply);
    this.#arrowPly = j.best ? j.ply : null;
    this.#host.view(j.ply);
    this.#showTable(j.ply);
    if (j.best) this.#host.arrows([arrowOf(j.best)]);
  }

  #render(): void {
    const t = this.#host.strings().review;
    this.#judged = judge(this.#evals, this.#plies);
    const total = this.#plies.length + 1;
    this.#graph.update(
      Array.from({ length: total }, (_, i) => ({ white: this.#white(i), mark: i > 0 ? this.#judged[i - 1]?.mark ?? null : null })),
      total,
    );
    const acc = accuracy(this.#judged);
    const counts = markCounts(this.#judged);
    const colors = this.#host.strings().colors;
    const summary = this.#el.summary;
    summary.replaceChildren(
      ...(['white', 'black'] as const).map((c) => {
        const p = document.createElement('p');
        p.dataset.testid = `review-accuracy-${c}`;
        const a = acc[c];
        p.textContent = `${t.counts(colors[c], String(counts[c].inaccuracy), String(counts[c].mistake), String(counts[c].blunder))}. ${t.accuracy}: ${a === null ? '–' : `${a.toFixed(0)}%`}`;
        return p;
      }),
    );
    const marked = this.#judged.filter((j) => j.mark);
    const list = this.#el.marks;
    if (!marked.length) {
      const li = document.createElement('li');
      li.textContent = this.complete ? t.noMarks : '…';
      list.replaceChildren(li);
    } else {
      list.replaceChildren(
        ...marked.map((j) => {
          const li = document.createElement('li');
          const b = document.createElement('button');
          b.type = 'button';
          b.className = `review-mark review-${j.mark}`;
          b.dataset.testid = 'review-mark';
          b.dataset.mark = j.mark ?? '';
          b.dataset.ply = String(j.ply);
          const mark = j.mark as keyof typeof MARK_GLYPH;
          b.textContent = `${this.#sans[j.ply]}${MARK_GLYPH[mark]} ${t[mark]} (−${j.loss.toFixed(0)}%). ${j.bestSan ? t.bestWas(j.bestSan) : ''}`.trim();
          b.addEventListener('click', () => this.showMark(j));
          li.append(b);
          return li;
        }),
      );
    }
    this.update();
    (this.#el.export as HTMLButtonElement).disabled = !this.complete;
  }

  /** "Learn from your mistakes" is offered when the user's side has marked moves (after every
   * redraw of the app too: the opponent may have changed). */
  update(): void {
    const t = this.#host.strings().review;
    const own = this.#ownMistakes();
    const learn = this.#el.learn as HTMLButtonElement;
    learn.disabled = !this.complete || !own.length;
    // Marks, but none of the user's own (the computer's only): said, not a dead button.
    const none = this.complete && this.#judged.some((j) => j.mark) && !own.length;
    this.#el['learn-none'].hidden = !none;
    const text = none ? t.learnNoneYours : '';
    if (this.#el['learn-none'].textContent !== text) this.#el['learn-none'].textContent = text;
  }

  /** The marked moves of the side the user played, each with a better move to find. */
  #ownMistakes(): MoveJudgement[] {
    const player = this.#host.player?.() ?? 'both';
    return this.#judged.filter((j) => j.mark && j.best && (player === 'both' || j.color === player));
  }

  #startLearning(): void {
    const marked = this.#ownMistakes();
    if (!marked.length) return;
    this.#learn?.destroy();
    const box = this.#el['learn-box'];
    box.hidden = false;
    this.#learn = new Learn(box, {
      review: this.#review,
      positions: marked,
      sans: this.#sans,
      strings: () => this.#host.strings(),
      show: (j) => this.showMark(j),
      announce: (text) => this.#host.announce(text),
      pieces: this.#host.pieces?.(),
      you: (this.#host.player?.() ?? 'both') !== 'both',
    });
    void this.#learn.next();
  }

  /** The annotated game as PGN: NAGs of the marks, `[%eval]` after every move, "best was" with
   * the better move as a variation, the accuracies as the game comment. */
  annotatedPgn(): string {
    const g = this.#host.game();
    const [tree] = parsePgn(this.#host.pgn?.() ?? g.pgn(), { rules: g.rules });
    const t = this.#host.strings().review;
    const acc = accuracy(this.#judged);
    const pct = (v: number | null): string => (v === null ? '–' : v.toFixed(0));
    const game: PgnGameInput = {
      ...tree,
      comments: [...tree.comments, `${t.summary(pct(acc.white), pct(acc.black))} ${DEFAULT_LIMITS.depth ? `depth ${DEFAULT_LIMITS.depth}, ${DEFAULT_LIMITS.movetime} ms` : ''}`.trim()],
      moves: tree.moves.map((node, i) => {
        const j = this.#judged[i];
        const after = this.#evals[i + 1];
        const comments = [...node.comments];
        const ev = after ? evalComment(after, this.#turn(i + 1)) : null;
        if (ev) comments.push(ev);
        const nags = [...node.nags];
        const variations: PgnNodeInput[][] = [...node.variations];
        if (j?.mark) {
          nags.push(MARK_NAG[j.mark]);
          comments.push(`${t[j.mark]}. ${j.bestSan ? t.bestWas(j.bestSan) : ''}`.trim());
          if (j.best) variations.push([{ uci: j.best, comments: [], nags: [], startingComments: [], variations: [] }]);
        }
        return { ...node, comments, nags, variations };
      }),
    };
    return writePgn(game);
  }

  exportPgn(): void {
    const text = this.annotatedPgn();
    const url = URL.createObjectURL(new Blob([text], { type: 'application/x-chess-pgn' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'sittuyin-review.pgn';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** Opens the review of the host's game in `container` and starts the analysis (resuming a saved
 * partial one). */
export function openReview(container: HTMLElement, host: ReviewHost): ReviewPanel {
  const panel = new ReviewPanel(host);
  container.append(panel.element);
  void panel.start();
  return panel;
}
