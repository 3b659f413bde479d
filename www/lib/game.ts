// init() and the Game class over the wasm modules: the rules core (www/pkg/sittuyin_bg.wasm: what
// boards, diagrams and viewers need) and the engine (www/pkg/sittuyin_engine_bg.wasm: the same rules
// plus the search and the endgame tables), which the engine worker loads alone.
import * as coreGlue from '../pkg/sittuyin.js';
import type * as EngineGlue from '../pkg/sittuyin_engine.js';
import { SittuyinError, describe, guard, optionalNumber, requireObject, requireOneOf, requireSquare, requireString } from './errors.js';
import { COLORS, ROLES } from './generated/boundary.js';
import type { BestMove, Color, DropRefusal, FenSetup, MoveInput, SquareInput, Phase, SquareName, GameOptions, Limits, SetupName, TrainingEnding, UciDrop, UciMove, PgnGame, PgnTag, PgnTags, Preset, TraditionalSetup, Move, Piece, Ply, Reason, Role, RulesName, SearchInfo, SearchLimits, Status, TablebaseProbe, TablebaseStatus } from './types.js';

/** The roles and the colours, generated from the crate's lists (`ROLES` in the order of the
 * compact fast paths' role digits, decoded below). */
export { COLORS, ROLES };

/** The rules' bindings: the core's, or the engine's (a superset) where init({ engine: true }) loaded it alone. */
type RulesGlue = typeof coreGlue;
type WasmGame = coreGlue.WasmGame;
type EngineGame = EngineGlue.WasmGame;

let initialized = false;
let pending: Promise<void> | null = null;
/** The module every Game and rules function uses (set by init()). */
let glue: RulesGlue = coreGlue;
/** The engine's module, once loaded (the search and the tables); null until an engine call needs it. */
let engine: typeof EngineGlue | null = null;
let enginePending: Promise<void> | null = null;
/** Node: loads the engine's module synchronously from disk on the first engine call. */
let loadEngineSync: (() => void) | null = null;
/** The rules module's memory, once loaded (for wasmMemoryBytes). */
let memory: WebAssembly.Memory | null = null;

interface NodeProcess {
  versions?: { node?: string };
}

function isNode(): boolean {
  const proc = (globalThis as { process?: NodeProcess }).process;
  return typeof proc?.versions?.node === 'string' && !('document' in globalThis);
}

export interface InitOptions {
  /** The compiled module or its bytes, when the host loads the .wasm itself (the engine's with `engine: true`). */
  module?: WebAssembly.Module | ArrayBufferView | ArrayBuffer;
  /** Where to fetch the .wasm from (browsers). Default: next to this module. */
  url?: string | URL;
  /** Load the engine's module too (the search and the endgame tables: `Game.bestMove`, `tablebase`,
   * `trainingPosition`, ...), about 120 KB gzipped more. Called first with it, only the engine's
   * module is loaded (it holds the rules too): that is what the engine worker does. In Node the
   * engine loads by itself on the first engine call; browsers must ask for it first (or use
   * `searchBestMove`, which runs it in a worker). */
  engine?: boolean;
}

/** The .wasm files, next to this module's directory (each URL written out: bundlers emit what they see). */
const coreUrl = (): URL => new URL('../pkg/sittuyin_bg.wasm', import.meta.url);
const engineUrl = (): URL => new URL('../pkg/sittuyin_engine_bg.wasm', import.meta.url);

/** Node: a reader of a file (node:fs, imported only in Node). */
async function readNodeFile(url: URL): Promise<() => Uint8Array> {
  const fsName = 'node:fs';
  const fs = (await import(/* @vite-ignore */ fsName)) as { readFileSync(path: URL): Uint8Array };
  return () => fs.readFileSync(url);
}

/** Loads the engine's module (as the rules module too when `alone`). */
async function loadEngine(options: InitOptions, alone: boolean): Promise<void> {
  const e = await import('../pkg/sittuyin_engine.js');
  let mem: WebAssembly.Memory;
  if (options.module !== undefined) {
    mem = e.initSync({ module: options.module }).memory;
  } else if (isNode() && options.url === undefined) {
    mem = e.initSync({ module: (await readNodeFile(engineUrl()))() }).memory;
  } else {
    mem = (await e.default({ module_or_path: options.url ?? engineUrl() })).memory;
  }
  e.installPanicHook();
  engine = e;
  if (alone) {
    glue = e;
    memory = mem;
  }
}

/**
 * Loads the WebAssembly rules core. Idempotent: later calls return at once. Works in Node >= 20
 * (reads the .wasm from disk) and in browsers and bundlers (fetches it next to this module).
 * `init({ engine: true })` loads the engine's module as well (see InitOptions.engine).
 */
export function init(options: InitOptions = {}): Promise<void> {
  const wantEngine = (options as { engine?: unknown }).engine === true;
  if (initialized && (!wantEngine || engine)) return Promise.resolve();
  if (wantEngine && (initialized || pending)) {
    // The rules core is (being) loaded: add the engine's module beside it.
    enginePending ??= (async () => {
      await pending;
      try {
        await loadEngine(options, false);
      } catch (e) {
        throw new SittuyinError('ERR_INIT', `could not load the sittuyin engine module: ${String(e)}`);
      } finally {
        enginePending = null;
      }
    })();
    return enginePending;
  }
  pending ??= (async () => {
    try {
      if (wantEngine) {
        await loadEngine(options, true);
      } else if (options.module !== undefined) {
        memory = coreGlue.initSync({ module: options.module }).memory;
      } else if (isNode() && options.url === undefined) {
        memory = coreGlue.initSync({ module: (await readNodeFile(coreUrl()))() }).memory;
      } else {
        memory = (await coreGlue.default({
          module_or_path: options.url ?? coreUrl(),
        })).memory;
      }
      if (isNode() && !engine) {
        // Disk is at hand: the engine's module loads on the first engine call, synchronously.
        const [e, read] = await Promise.all([import('../pkg/sittuyin_engine.js'), readNodeFile(engineUrl())]);
        loadEngineSync = () => {
          e.initSync({ module: read() });
          e.installPanicHook();
          engine = e;
        };
      }
      afterLoad();
      initialized = true;
    } catch (e) {
      pending = null;
      throw new SittuyinError('ERR_INIT', `could not load the sittuyin wasm module: ${String(e)}`);
    }
  })();
  return pending;
}

/** The input limits (read from the crate once its module is loaded; these values until then). */
let LIMITS: Readonly<Limits> = Object.freeze({ fen: 256, move: 16, pgn: 1 << 20, variationDepth: 64, name: 64, tag: 200, label: 500 });

/** Once the rules module is loaded: its panic hook (a Rust panic, a bug, shows its message in the
 * console), and the crate's table of input limits. */
function afterLoad(): void {
  glue.installPanicHook();
  LIMITS = Object.freeze(glue.limits());
}

/** Every input limit of the API, declared once in the crate (`crate/src/limits.rs`): an argument
 * longer than its limit is refused with ERR_ARGUMENT before it reaches the rules core. */
export function limits(): Readonly<Limits> {
  return LIMITS;
}

/** The engine's module, for the calls that search or use the endgame tables. */
function engineGlue(): typeof EngineGlue {
  ensureInit();
  if (!engine && loadEngineSync) {
    try {
      loadEngineSync();
    } catch (e) {
      loadEngineSync = null;
      throw new SittuyinError('ERR_INIT', `could not load the sittuyin engine module: ${String(e)}`);
    }
  }
  if (!engine) {
    throw new SittuyinError('ERR_INIT', 'the engine (search, endgame tables) is not loaded in this thread: `await init({ engine: true })` first, or use searchBestMove, probeTablebase or trainingPositionInWorker (a worker)');
  }
  return engine;
}

/** Whether the engine's module is loaded in this thread (init({ engine: true }), or in Node after the first engine call). */
export function isEngineLoaded(): boolean {
  return engine !== null;
}

/** Bytes of memory the wasm core holds (it grows, never shrinks; freed games are reused). */
export function wasmMemoryBytes(): number {
  return memory?.buffer.byteLength ?? 0;
}

/** Whether init() has finished. */
export function isInitialized(): boolean {
  return initialized;
}

/** A ply index for history()/plies(): a whole number (below 0 counts as 0; ERR_ARGUMENT otherwise). */
function plyIndex(from: unknown): number {
  if (typeof from !== 'number' || !Number.isInteger(from)) {
    throw new SittuyinError('ERR_ARGUMENT', `from must be a whole number of plies, got ${describe(from)}`);
  }
  return Math.max(0, Math.min(from, 0xffffffff));
}

function ensureInit(): void {
  if (!initialized) {
    throw new SittuyinError('ERR_INIT', 'call `await init()` before using sittuyin');
  }
}

function optionsOf(options: unknown): { fen?: string; rules?: string; moves: readonly string[] } {
  if (options === undefined || options === null) return { moves: [] };
  const { fen, rules, moves } = requireObject(options, 'options') as GameOptions;
  if (moves !== undefined && !Array.isArray(moves)) throw new SittuyinError('ERR_ARGUMENT', `moves must be an array, got ${describe(moves)}`);
  return {
    fen: fen === undefined ? undefined : requireString(fen, 'fen', LIMITS.fen),
    rules: rules === undefined ? undefined : requireString(rules, 'rules', LIMITS.name),
    moves: moves ?? [],
  };
}

/** The objects of the rules core's `moves()` from its compact `movesText()` (crate/src/wasm.rs
 * explains why that path exists: one string split here is faster than an object built by many
 * boundary calls, and moves() runs at every render). Same keys, same order, same values; a test
 * (tests/api/boundary.test.mjs) compares the two. */
function decodeMoves(text: string): Move[] {
  const t = text.split(' ');
  const color: Color = t[0] === 'w' ? 'white' : 'black';
  const out: Move[] = [];
  for (let i = 1; i + 2 < t.length; i += 3) {
    const uci = t[i];
    const san = t[i + 1];
    const f = t[i + 2];
    const role = ROLES[f.charCodeAt(0) - 48];
    const check = f.charCodeAt(2) === 43;
    const to = uci.slice(2, 4) as SquareName;
    if (uci.charCodeAt(1) === 64) {
      out.push({ uci: uci as UciDrop, san, kind: 'drop', role, color, to, check });
      continue;
    }
    const from = uci.slice(0, 2) as SquareName;
    const kind = uci.length === 5 ? 'promotion' : 'move';
    const m = (f.charCodeAt(1) === 45
      ? { uci, san, kind, role, color, from, to, check }
      : { uci, san, kind, role, color, from, to, capture: ROLES[f.charCodeAt(1) - 48], check }) as Move;
    out.push(m);
  }
  return out;
}

/** The objects of the rules core's `pieces()` from its compact `piecesText()` (the same reason). */
function decodePieces(text: string): Piece[] {
  if (text === '') return [];
  return text.split(' ').map((w) => ({ square: w.slice(0, 2) as SquareName, color: w.charCodeAt(2) === 119 ? 'white' : 'black', role: ROLES[w.charCodeAt(3) - 48] }));
}

function words(text: string): string[] {
  return text === '' ? [] : text.split(' ');
}


/** A game of Sittuyin: the position, its history, and the result. */
export class Game {
  #raw: WasmGame | null;
  /** Set while bestMove() runs: a call from its onInfo callback would alias the running search. */
  #searching = false;

  /** A new game from the start position or `options.fen`, under `options.rules` (default
   * 'chessplayx'), with `options.moves` played. Bad input throws and leaves nothing behind. */
  constructor(options: GameOptions = {}) {
    ensureInit();
    const { fen, rules, moves } = optionsOf(options);
    const raw = guard(() => new glue.WasmGame(fen, rules));
    try {
      for (const m of moves) {
        const text = requireString(m, 'move', LIMITS.move);
        guard(() => raw.play(text));
      }
    } catch (e) {
      raw.free();
      throw e;
    }
    this.#raw = raw;
  }

  /** Reads a PGN; `options.rules` overrides its [Rules] tag. A file of several games needs
   * `options.game` (from 0) to choose one (else ERR_PGN); `parsePgn` reads them all. The tags
   * are kept (`tags()`) and written back by `pgn()`. */
  static fromPgn(pgn: string, options: { rules?: RulesName; game?: number } = {}): Game {
    ensureInit();
    const text = requireString(pgn, 'pgn', LIMITS.pgn);
    const { rules } = optionsOf(options);
    const index = (options as { game?: unknown }).game;
    if (index !== undefined && !(Number.isInteger(index) && (index as number) >= 0 && (index as number) < 2 ** 32)) {
      throw new SittuyinError('ERR_ARGUMENT', `game must be a whole number from 0, got ${describe(index)}`);
    }
    const raw = guard(() => glue.WasmGame.fromPgn(text, rules, index as number | undefined));
    const game = new Game();
    game.#raw?.free();
    game.#raw = raw;
    return game;
  }

  /** The same game in the engine's module, for the search and the tables when this Game lives in
   * the rules core (a game of the engine's module is its own). Kept between calls and brought up
   * to date by playing the new moves, or made again from the start and the moves. */
  #shadow: EngineGame | null = null;

  #engineGame(): EngineGame {
    const raw = this.#game;
    const e = engineGlue();
    if (glue === (e as unknown as RulesGlue)) return raw as unknown as EngineGame;
    const moves = words(raw.history());
    let shadow = this.#shadow;
    if (shadow) {
      const done = words(shadow.history());
      const ok = shadow.startFen() === raw.startFen() && shadow.rules() === raw.rules() && done.length <= moves.length && done.every((m, i) => m === moves[i]);
      if (!ok) {
        shadow.free();
        shadow = this.#shadow = null;
      } else {
        for (const m of moves.slice(done.length)) shadow.play(m);
        return shadow;
      }
    }
    shadow = guard(() => new e.WasmGame(raw.startFen(), raw.rules()));
    try {
      for (const m of moves) guard(() => shadow!.play(m));
    } catch (err) {
      shadow.free();
      throw err;
    }
    this.#shadow = shadow;
    return shadow;
  }

  get #game(): WasmGame {
    if (this.#raw === null) throw new SittuyinError('ERR_FREED', 'this Game was freed');
    if (this.#searching) throw new SittuyinError('ERR_BUSY', 'this Game is searching (bestMove); call it again when the search has returned');
    return this.#raw;
  }

  /** The position as a Fairy-Stockfish-compatible FEN. */
  fen(): string {
    return this.#game.fen();
  }

  /** FEN of the position the game started from (the start, a set-up or a PGN's [FEN]). */
  startFen(): string {
    return this.#game.startFen();
  }

  /** Why a piece of `role` may not be placed on `square` now: a stable code ('occupied',
   * 'outside-region', 'chariot-back-rank', ...), or null when the drop is legal. */
  dropRefusal<S extends string>(role: Role, square: SquareInput<S>): DropRefusal | null {
    const r = requireOneOf(role, 'role', ROLES);
    const sq = requireSquare(square, 'square');
    const game = this.#game;
    return guard(() => game.dropRefusal(r, sq)) ?? null;
  }

  /** Legal moves as UCI strings ('e4d5', 'R@a1', 'd5d5f', 'd5c6f'); empty when the game is over. */
  legalMoves(): UciMove[] {
    return words(this.#game.legalMoves()) as UciMove[];
  }

  /** Legal moves with their SAN, kind, role, squares, capture and check. */
  moves(): Move[] {
    return decodeMoves(this.#game.movesText());
  }

  /** Plays a move in UCI or SAN. Throws ERR_ILLEGAL_MOVE, ERR_MOVE_SYNTAX or ERR_GAME_OVER. */
  play<M extends string>(move: MoveInput<M>): Move {
    const text = requireString(move, 'move', LIMITS.move);
    const game = this.#game;
    return decodeMoves(guard(() => game.playText(text)))[0];
  }

  /** Whether `move` (UCI or SAN) is legal now. Never throws. */
  isLegal<M extends string>(move: MoveInput<M>): boolean {
    if (typeof move !== 'string' || move.length > LIMITS.move || this.#raw === null || this.#searching) return false;
    try {
      return this.#raw.isLegal(move);
    } catch {
      return false;
    }
  }

  /** SAN of a legal move given in UCI or SAN. */
  san<M extends string>(move: MoveInput<M>): string {
    const text = requireString(move, 'move', LIMITS.move);
    const game = this.#game;
    return guard(() => game.san(text));
  }

  /** Takes back the last move (and a resignation, agreement or claim). */
  undo(): Move | undefined {
    const text = this.#game.undoText();
    const m = text === undefined ? undefined : decodeMoves(text)[0];
    this.#takebacks++;
    return m;
  }

  /** How many times undo() was called on this Game. While it stays the same, the moves played
   * only grow: a view that lists them can add the new ones (`history(n)`, `plies(n)`) instead of
   * reading them all again. */
  get takebacks(): number {
    return this.#takebacks;
  }

  #takebacks = 0;

  /** Replays the last undone move. */
  redo(): Move | undefined {
    const text = this.#game.redoText();
    return text === undefined ? undefined : decodeMoves(text)[0];
  }

  /** Whether redo() has a move to replay. */
  canRedo(): boolean {
    return this.#game.canRedo();
  }

  /** Moves played, as UCI strings; from ply `from` on (default 0: all), e.g. `history(g.ply - 1)`
   * for the last move alone (below 0 counts as 0), at a cost that does not grow with the game. */
  history(from = 0): UciMove[] {
    return words(this.#game.history(plyIndex(from))) as UciMove[];
  }

  /** Moves played with their mover and move number (as the FEN counts them: under sequential
   * placement White's drops are 1-8 and Black's 8...-15...); from ply `from` on (default 0). */
  plies(from = 0): Ply[] {
    return this.#game.plies(plyIndex(from));
  }

  /** Moves played, as SAN. */
  sanHistory(): string[] {
    return words(this.#game.sanHistory());
  }

  get turn(): Color {
    return this.#game.turn();
  }

  /** 'placement' while either side holds pieces in hand. */
  get phase(): Phase {
    return this.#game.phase();
  }

  /** Plies played since the game's start position. */
  get ply(): number {
    return this.#game.ply();
  }

  get rules(): RulesName {
    return this.#game.rules();
  }

  /** Pieces `color` still holds in hand. */
  hand(color: Color): Record<Role, number> {
    const c = requireOneOf(color, 'color', COLORS);
    const game = this.#game;
    return guard(() => game.hand(c));
  }

  /** Pieces on the board. */
  pieces(): Piece[] {
    return decodePieces(this.#game.piecesText());
  }

  isCheck(): boolean {
    return this.#game.isCheck();
  }

  /** Result, claimable draws and the running count. */
  status(): Status {
    return this.#game.status();
  }

  /** Claims a draw (the given reason, or the first claimable one). Throws ERR_NO_DRAW. */
  claimDraw(reason?: Reason): void {
    // The name is checked by the core (ERR_ARGUMENT for an unknown reason).
    const r = reason === undefined ? undefined : (requireString(reason, 'reason', LIMITS.name) as Reason);
    const game = this.#game;
    guard(() => game.claimDraw(r));
  }

  resign(color: Color): void {
    const c = requireOneOf(color, 'color', COLORS);
    const game = this.#game;
    guard(() => game.resign(c));
  }

  /** `color`'s time ran out (its flag fell): the other side wins, or the game is drawn when that
   * side can never mate with what it has (the rules core decides, beside the dead-position rule).
   * `status().reason` is then `'timeout'` and the PGN says `[Termination "time forfeit"]`;
   * `undo()` takes it back. Returns the winner, or `null` for a draw. Throws ERR_GAME_OVER. */
  timeout(color: Color): Color | null {
    const c = requireOneOf(color, 'color', COLORS);
    const game = this.#game;
    return guard(() => game.timeout(c)) ?? null;
  }

  /** Whether `color` would win if its opponent's time ran out now (it can still mate). */
  winsOnTime(color: Color): boolean {
    const c = requireOneOf(color, 'color', COLORS);
    const game = this.#game;
    return guard(() => game.winsOnTime(c));
  }

  agreeDraw(): void {
    const game = this.#game;
    guard(() => game.agreeDraw());
  }

  /** The tags of the PGN the game was read from (all, in order: `[['White', 'Ma Ma'], ...]`);
   * `[]` for a game not read from a PGN. */
  tags(): PgnTag[] {
    const game = this.#game;
    return game.tags();
  }

  /** The game as PGN; `tags` fill in the descriptive tags (White, Black, Date as 'YYYY.MM.DD',
   * Event, Site) over those of the PGN it was read from, whose other tags are written too. The
   * result, start position and rules are always the game's own. */
  pgn(tags: PgnTags = {}): string {
    const t = requireObject(tags, 'tags') as PgnTags;
    const text = (v: unknown, what: string): string => (v === undefined ? '' : requireString(v, what, LIMITS.tag));
    const [event, site, date, white, black] = [text(t.event, 'event'), text(t.site, 'site'), text(t.date, 'date'), text(t.white, 'white'), text(t.black, 'black')];
    const game = this.#game;
    return game.pgnWith(event, site, date, white, black);
  }

  /**
   * Searches the current position synchronously (use it in a worker or in Node). Without limits:
   * depth 6, or the level's limits when `level` is given. The game may not be used from inside
   * `onInfo` (ERR_BUSY).
   */
  bestMove(limits: SearchLimits = {}, onInfo?: (info: SearchInfo) => void): BestMove {
    const { depth, nodes, movetime, level, seed } = requireObject(limits, 'limits') as SearchLimits;
    const args = [
      optionalNumber(depth, 'depth'),
      optionalNumber(nodes, 'nodes'),
      optionalNumber(movetime, 'movetime'),
      optionalNumber(level, 'level'),
      optionalNumber(seed, 'seed'),
    ] as const;
    if (onInfo !== undefined && typeof onInfo !== 'function') {
      throw new SittuyinError('ERR_ARGUMENT', `onInfo must be a function, got ${describe(onInfo)}`);
    }
    const game = this.#engineGame();
    this.#searching = true;
    try {
      return guard(() => game.bestMove(...args, onInfo));
    } finally {
      this.#searching = false;
    }
  }

  /** The endgame table's verdict on the position (with the count and 50-move rule of its
   * counters), or null when it is no table ending or its table is not generated yet. */
  tablebase(): TablebaseProbe | null {
    return this.#engineGame().tablebaseProbe();
  }

  /** Which table the position needs and whether it is ready. */
  tablebaseStatus(): TablebaseStatus {
    return this.#engineGame().tablebaseStatus();
  }

  /** Generates the position's table (seconds for four pieces: call it in a worker). The tables
   * are shared by every Game of the module. */
  generateTablebase(): TablebaseStatus {
    const game = this.#engineGame();
    return guard(() => game.tablebaseGenerate());
  }

  /** Asks for the position's table without making it now: `workOnTablebases` makes it in
   * slices (what the engine worker does while idle). Returns the status as `tablebaseStatus`. */
  queueTablebase(): TablebaseStatus {
    return this.#engineGame().tablebaseRequest();
  }

  /** Whether this Game's `bestMove` calls evaluate with the engine's network (the one built in, or
   * `loadNetwork()`'s) instead of the hand-tuned evaluation; on by default. Levels 1-3 always
   * keep the hand-tuned one. Returns whether a search at `level` (undefined: full strength) now
   * uses the network. */
  useNetwork(on: boolean, level?: number): boolean {
    const game = this.#engineGame();
    return game.useNetwork(on === true, typeof level === 'number' ? level : undefined);
  }

  /** Leaf nodes at `depth` (1..8) from the current position. */
  perft(depth: number): number {
    if (!Number.isInteger(depth)) {
      throw new SittuyinError('ERR_ARGUMENT', `depth must be an integer, got ${describe(depth)}`);
    }
    const game = this.#game;
    return guard(() => game.perft(depth));
  }

  /** Releases the wasm memory. Later calls throw ERR_FREED; a second free() does nothing. A Game
   * that is dropped without free() is released when JavaScript collects it (a safety net: call
   * free() to release it at once). During a search free() throws ERR_BUSY. */
  free(): void {
    if (this.#searching) throw new SittuyinError('ERR_BUSY', 'this Game is searching (bestMove); free it when the search has returned');
    this.#raw?.free();
    this.#raw = null;
    this.#shadow?.free();
    this.#shadow = null;
  }

  /** Whether free() was called. */
  get freed(): boolean {
    return this.#raw === null;
  }
}

/** A position to practise the mate of a bare king (`KRK`, `KSK`, `KFSK`, `KFNK`, `KFRK`): White
 * to move and winning within the count. Generates the table first (seconds: use a worker). */
export function trainingPosition(ending: TrainingEnding, seed: number, rules?: RulesName): string {
  ensureInit();
  const e = requireString(ending, 'ending', LIMITS.name);
  if (!Number.isFinite(seed)) throw new SittuyinError('ERR_ARGUMENT', 'seed must be a number');
  const { tablebaseTrainingFen } = engineGlue();
  return guard(() => tablebaseTrainingFen(e, seed, rules));
}

/** Generates an ending's table (e.g. for a benchmark); returns its size in bytes. */
export function generateEndingTable(ending: string, rules?: RulesName): number {
  ensureInit();
  const e = requireString(ending, 'ending', LIMITS.name);
  const { tablebaseGenerateEnding } = engineGlue();
  return guard(() => tablebaseGenerateEnding(e, rules));
}

/** Makes endgame tables that timed searches queued (they never wait for one) for about `ms`
 * milliseconds; returns whether more are queued. The engine worker calls it while idle. */
export function workOnTablebases(ms: number): boolean {
  const { tablebaseWork } = engineGlue();
  return guard(() => tablebaseWork(ms));
}

/** The largest network file `loadNetwork` reads (the format's files are 205,588 to 209,204 bytes). */
const NETWORK_MAX_BYTES = 1 << 20;

/** Loads an evaluation network (the SNN1 or SNN2 file of train/README.md) into this thread's engine in
 * place of the built-in one, for every Game's searches from level 4 (unless `Game.useNetwork(false)`);
 * null restores the built-in network. Bytes that are no such file throw ERR_NETWORK and keep the
 * network loaded before. Pages use `setEngineNetwork` (the worker). */
export function loadNetwork(bytes: Uint8Array | null): void {
  if (bytes !== null && !(bytes instanceof Uint8Array)) {
    throw new SittuyinError('ERR_ARGUMENT', `bytes must be a Uint8Array or null, got ${describe(bytes)}`);
  }
  if (bytes !== null && (bytes.byteLength === 0 || bytes.byteLength > NETWORK_MAX_BYTES)) {
    throw new SittuyinError('ERR_NETWORK', `a network file has 205,588 to 209,204 bytes, got ${bytes.byteLength}`);
  }
  const { loadNetwork: load } = engineGlue();
  guard(() => load(bytes ?? new Uint8Array(0)));
}

// What a user interface needs from the rules, written once in the crate (README "Rules presets").

/** The start position: eight pawns each placed, the other pieces in hand. */
export function startFen(): string {
  ensureInit();
  return glue.startFen();
}

/** The rule presets, default first, with a one-line description each. */
export function presets(): Preset[] {
  ensureInit();
  return glue.presets();
}

/** The traditional set-ups: a name and White's pattern (ranks 4 to 1 of its half). */
export function traditionalSetups(): TraditionalSetup[] {
  ensureInit();
  return glue.traditionalSetups();
}

/** The drops (UCI, king first, chariots last) that place a traditional set-up for `color`. */
export function setupDrops(name: SetupName, color: Color): UciDrop[] {
  ensureInit();
  // The name is checked by the core (ERR_ARGUMENT for an unknown set-up).
  const n = requireString(name, 'name', LIMITS.name) as SetupName;
  const c = requireOneOf(color, 'color', COLORS);
  return guard(() => glue.setupDrops(n, c)).split(' ').filter(Boolean) as UciDrop[];
}

/** The position after White placed set-up `white` and Black `black`, under `rules`. */
export function setupFen(white: SetupName, black: SetupName, rules?: RulesName): string {
  ensureInit();
  const w = requireString(white, 'white', LIMITS.name);
  const b = requireString(black, 'black', LIMITS.name);
  return guard(() => glue.setupFen(w, b, rules));
}

/** Perft on a FEN without keeping a game (benchmarks). */
export function perft(fen: string, depth: number, rules?: RulesName): number {
  ensureInit();
  const f = requireString(fen, 'fen', LIMITS.fen);
  if (!Number.isInteger(depth)) throw new SittuyinError('ERR_ARGUMENT', 'depth must be an integer');
  return guard(() => glue.perftFen(f, depth, rules));
}

/** What a FEN's text holds (pieces, hands, counters), read by the rules core without judging the
 * position: the board editor edits positions that are not legal yet. An unreadable text throws its
 * ERR_FEN_* code (not part of the package's API). */
export function readFen(fen: string): FenSetup {
  ensureInit();
  const text = requireString(fen, 'fen', Infinity);
  // The reader's own refusal, before a long text crosses (crate/src/fen.rs `parse`).
  if (text.length > LIMITS.fen) throw new SittuyinError('ERR_FEN_SYNTAX', `invalid FEN: longer than ${LIMITS.fen} characters`);
  return guard(() => glue.readFen(text));
}

/** The PGN reader's trees, from the rules module in use (pgn.ts; not part of the package's API). */
export function parsePgnTrees(pgn: string, rules: string | undefined): PgnGame[] {
  ensureInit();
  return glue.parsePgn(pgn, rules);
}
