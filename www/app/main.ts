// App glue: the Game, the board widget, trays, status, move list, import/export, persistence.
import { init, Game, RULES, SittuyinError, START_FEN, searchBestMove, setWorkerFactory } from '../lib/index.ts';
import type { Score, SearchInfo } from '../lib/types.ts';
import type { Color, Move, Reason, Role, RulesName, Status } from '../lib/types.ts';
import { Board } from '../board/board.ts';
import { moveShape } from '../board/state.ts';
import { BOARD_CSS, TrayInput, renderTray, syncTray } from '../board/tray.ts';
import { boardPosition } from '../lib/board.ts';
import type { Orientation } from '../board/geometry.ts';
import { attachPointer } from '../input/pointer.ts';
import { attachKeyboard } from '../input/keyboard.ts';
import { en } from '../i18n/en.ts';
import { SETUPS, setupDrops } from './setups.ts';
import { load, save, setAside, type Ending, type Saved } from './storage.ts';

type RulesPreset = RulesName;
type Opponent = 'none' | Color;

const $ = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
};

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

let game: Game;
let rules: RulesPreset = 'chessplayx';
let startFen = START_FEN;
let orientation: Orientation = 'white';
let opponent: Opponent = 'none';
let level = 3;
let viewPly: number | null = null;
let applying = false;
let drawOffer: Color | null = null;
let board: Board;
let trayInput: TrayInput;

function showNotice(text: string | null): void {
  const n = $('notice');
  n.hidden = text === null;
  n.textContent = text ?? '';
}

function announce(text: string): void {
  const live = $('live');
  live.textContent = '';
  requestAnimationFrame(() => { live.textContent = text; });
}

function applyEnding(g: Game, e: Ending): void {
  if (!e) return;
  if (e.type === 'resign') g.resign(e.color);
  else if (e.type === 'agree') g.agreeDraw();
  else g.claimDraw(e.reason as Reason);
}

function build(fen: string, preset: RulesPreset, moves: string[], ending: Ending = null): Game {
  const g = new Game({ fen, rules: preset });
  try {
    for (const m of moves) g.play(m);
    applyEnding(g, ending);
  } catch (e) {
    g.free();
    throw e;
  }
  return g;
}

/** The ending (resignation, agreement, claim) on top of the moves, found by replaying without it. */
function currentEnding(): Ending {
  const st = game.status();
  if (!st.over) return null;
  if (st.reason === 'resignation') return { type: 'resign', color: st.winner === 'white' ? 'black' : 'white' };
  if (st.reason === 'agreement') return { type: 'agree' };
  const bare = build(startFen, rules, game.history());
  const bareOver = bare.status().over;
  bare.free();
  return bareOver || !st.reason ? null : { type: 'claim', reason: st.reason };
}

function persist(): void {
  const s: Saved = { rules, startFen, moves: game.history(), orientation, ending: currentEnding(), opponent, level };
  save(s);
}

function statusText(g: Game, st: Status): string {
  if (st.over) {
    const reason = st.reason ? en.reasons[st.reason] ?? st.reason : '';
    const head = st.winner ? en.wins(en.colors[st.winner]) : en.draw;
    return `${cap(reason)} — ${head} (${st.result})`;
  }
  const parts = [en.toMove(en.colors[g.turn]), g.phase === 'placement' ? en.placement : en.play];
  if (g.isCheck()) parts.push(en.check);
  return parts.join(' · ');
}

/** The game shown on the board: the live one, or a replay up to viewPly. */
function shownGame(): { g: Game; temp: boolean } {
  if (viewPly === null) return { g: game, temp: false };
  return { g: build(startFen, rules, game.history().slice(0, viewPly)), temp: true };
}

function refresh(animate = true): void {
  const { g, temp } = shownGame();
  const st = g.status();
  const computerTurn = opponent === g.turn && !st.over;
  const interactive = !temp && !st.over && !computerTurn;
  const position = boardPosition(g, interactive);
  board.setPosition(position, animate);
  if (board.state.orientation !== orientation) board.setOrientation(orientation);
  (document.querySelector('section.play') as HTMLElement).dataset.orientation = orientation;

  // trays
  for (const color of ['white', 'black'] as Color[]) {
    renderTray($(`reserve-${color}`), {
      color,
      hand: g.hand(color),
      enabled: (role) => g.turn === color && position.moves.some((m) => m.kind === 'drop' && m.role === role),
    }, trayInput);
  }
  syncTrays();

  $('status').textContent = statusText(g, st);
  const chip = $('count');
  chip.hidden = !st.counting || st.over;
  if (st.counting) chip.textContent = en.count(st.counting.count, st.counting.limit);
  const claims = $('claims');
  claims.replaceChildren();
  if (!temp && !st.over) {
    for (const reason of st.claimable) {
      const b = document.createElement('button');
      b.dataset.reason = reason;
      b.dataset.testid = `claim-${reason}`;
      b.setAttribute('data-testid', `claim-${reason}`);
      b.textContent = en.claim(en.reasons[reason] ?? reason);
      b.addEventListener('click', () => act(() => { game.claimDraw(reason); announce(statusText(game, game.status())); }));
      claims.append(b);
    }
  }
  const banner = $('banner');
  banner.hidden = !st.over;
  banner.textContent = st.over ? statusText(g, st) : '';
  $('hint').textContent = temp ? en.viewing(viewPly ?? 0, game.history().length) : '';

  ($('undo') as HTMLButtonElement).disabled = game.ply === 0 && !game.status().over;
  ($('redo') as HTMLButtonElement).disabled = !game.canRedo();
  ($('resign') as HTMLButtonElement).disabled = game.status().over;
  const drawBtn = $('draw') as HTMLButtonElement;
  drawBtn.disabled = game.status().over;
  drawBtn.textContent = drawOffer && drawOffer !== game.turn ? `Accept draw (${en.colors[game.turn]})` : drawOffer ? 'Draw offered' : 'Offer draw';
  $('setup-row').hidden = game.phase !== 'placement' || game.status().over;
  $('fen').textContent = game.fen();
  renderMoves();
  if (temp) g.free();
  persist();
  scheduleComputer();
  if (document.body.dataset.ready !== '1') performance.mark('sittuyin:interactive');
  document.body.dataset.ready = '1';
}

function syncTrays(): void {
  for (const color of ['white', 'black'] as Color[]) syncTray($(`reserve-${color}`), board);
}

function renderMoves(): void {
  const list = $('moves');
  const plies = game.plies();
  const current = viewPly ?? plies.length;
  list.replaceChildren();
  let block: HTMLLIElement | null = null;
  let blockKind = '';
  const btn = (i: number): HTMLButtonElement => {
    const b = document.createElement('button');
    b.textContent = plies[i].san;
    b.dataset.ply = String(i + 1);
    if (i + 1 === current) b.setAttribute('aria-current', 'true');
    b.addEventListener('click', () => view(i + 1));
    return b;
  };
  for (let i = 0; i < plies.length; i++) {
    const { uci, color, fullmove: num } = plies[i];
    const isDrop = uci.includes('@');
    const whiteMove = color === 'white';
    const prev = plies[i - 1];
    // Black answers on White's row; otherwise (first move, sequential placement) it opens its own.
    const answers = !whiteMove && prev?.color === 'white' && prev.fullmove === num;
    if (isDrop) {
      if (blockKind !== 'drop') {
        const head = document.createElement('li');
        head.className = 'block';
        head.textContent = 'Placement';
        list.append(head);
        block = document.createElement('li');
        block.className = 'placement';
        list.append(block);
        blockKind = 'drop';
      }
      block?.append(btn(i), ' ');
      continue;
    }
    if (blockKind !== 'move' || !answers || !block) {
      if (blockKind === 'drop' || blockKind === '') {
        const head = document.createElement('li');
        head.className = 'block';
        head.textContent = 'Moves';
        list.append(head);
      }
      block = document.createElement('li');
      const n = document.createElement('span');
      n.className = 'num';
      n.textContent = whiteMove ? `${num}.` : `${num}…`;
      block.append(n);
      list.append(block);
      blockKind = 'move';
    }
    block.append(btn(i), ' ');
  }
  list.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
}

function view(ply: number | null): void {
  const n = game.history().length;
  viewPly = ply === null || ply >= n ? null : Math.max(0, ply);
  refresh(false);
}

/** Runs a change once: input is ignored while applying. */
function act(fn: () => void): void {
  if (applying) return;
  applying = true;
  try {
    fn();
  } catch (e) {
    $('move-error').textContent = e instanceof Error ? e.message : String(e);
  } finally {
    applying = false;
  }
  refresh();
}

function playMove(uci: string): Move {
  const mover = game.turn;
  const m = game.play(uci);
  drawOffer = null;
  $('move-error').textContent = '';
  const st = game.status();
  announce(`${en.colors[mover]} ${m.san}${st.over ? `. ${statusText(game, st)}` : ''}`);
  return m;
}

/** The computer's search in the engine worker: at most one, for the current position. */
let pendingSearch: { key: string; control: AbortController } | null = null;

setWorkerFactory(() => new Worker(new URL('../lib/worker.ts', import.meta.url), { type: 'module' }));

/** Score text from White's point of view. */
function scoreText(score: Score, turn: Color): string {
  const sign = turn === 'white' ? 1 : -1;
  if ('mate' in score) return `#${score.mate * sign}`;
  const cp = (score.cp * sign) / 100;
  return `${cp > 0 ? '+' : ''}${cp.toFixed(2)}`;
}

/** White's share of the evaluation bar, 0..1. */
function whiteShare(score: Score, turn: Color): number {
  const sign = turn === 'white' ? 1 : -1;
  if ('mate' in score) return score.mate * sign > 0 ? 1 : 0;
  return 1 / (1 + Math.exp((-score.cp * sign) / 250));
}

let analysis: { key: string; control: AbortController } | null = null;

/** Analysis mode: the evaluation bar and the best line of the shown position, in the worker. */
function scheduleAnalysis(): void {
  const on = ($('analyse') as HTMLInputElement).checked;
  $('analysis').hidden = !on;
  const computerTurn = opponent !== 'none' && game.turn === opponent;
  const wanted = on && viewPly === null && !game.status().over && !computerTurn;
  const key = wanted ? `${rules}|${startFen}|${game.history().join(' ')}` : '';
  if (analysis?.key === key) return;
  analysis?.control.abort();
  analysis = null;
  if (!wanted) {
    board.setShapes('analysis', []);
    return;
  }
  const control = new AbortController();
  const mine = { key, control };
  analysis = mine;
  const turn = game.turn;
  const show = (info: { score: Score; pv: string[]; pvSan: string[]; depth: number }) => {
    if (analysis !== mine) return;
    const shape = info.pv[0] ? moveShape(board.state, info.pv[0]) : null;
    board.setShapes('analysis', shape ? [shape] : []);
    $('eval-text').textContent = scoreText(info.score, turn);
    ($('eval-fill') as HTMLElement).style.width = `${(whiteShare(info.score, turn) * 100).toFixed(1)}%`;
    $('pv-text').textContent = `depth ${info.depth}: ${info.pvSan.slice(0, 8).join(' ')}`;
  };
  searchBestMove(startFen, game.history(), { movetime: 2000 }, { rules, signal: control.signal, onInfo: (i: SearchInfo) => show(i) })
    .then((best) => show(best))
    .catch(() => { /* cancelled by a newer position */ });
}

function showHint(): void {
  if (game.status().over) return;
  $('hint').textContent = en.thinking;
  const fenBefore = game.fen();
  searchBestMove(startFen, game.history(), { movetime: 800 }, { rules })
    .then((best) => {
      if (game.fen() !== fenBefore || !best.san || !best.uci) return;
      const shape = moveShape(board.state, best.uci);
      board.setShapes('hint', shape ? [shape] : []);
      $('hint').textContent = `Hint: ${best.san} (${scoreText(best.score, game.turn)})`;
      announce(`Hint: ${best.san}`);
    })
    .catch(() => { $('hint').textContent = ''; });
}

function scheduleComputer(): void {
  scheduleAnalysis();
  const wanted = opponent !== 'none' && viewPly === null && !game.status().over && game.turn === opponent;
  const key = wanted ? `${rules}|${startFen}|${game.history().join(' ')}` : '';
  if (pendingSearch?.key === key) return;
  // Undo, new game or any other change cancels a search that no longer fits the position.
  pendingSearch?.control.abort();
  pendingSearch = null;
  if (!wanted) return;
  const control = new AbortController();
  const search = { key, control };
  pendingSearch = search;
  $('hint').textContent = en.thinking;
  const seed = Math.floor(Math.random() * 2 ** 31);
  searchBestMove(startFen, game.history(), { level, seed }, { rules, signal: control.signal })
    .then((best) => {
      if (pendingSearch !== search) return;
      pendingSearch = null;
      if (best.uci && game.turn === opponent && !game.status().over) act(() => playMove(best.uci as string));
    })
    .catch((e: unknown) => {
      if (pendingSearch === search) pendingSearch = null;
      if (e instanceof SittuyinError && e.code === 'ERR_ABORTED') return;
      $('move-error').textContent = e instanceof Error ? e.message : String(e);
    });
}

function newGame(fen = START_FEN, preset: RulesPreset = rules, moves: string[] = [], ending: Ending = null): void {
  const g = build(fen, preset, moves, ending);
  game?.free();
  game = g;
  rules = preset;
  startFen = fen;
  viewPly = null;
  drawOffer = null;
  board.pickDrop(null);
}

function randomSetup(): void {
  act(() => {
    for (let i = 0; i < 64 && game.phase === 'placement' && !game.status().over; i++) {
      const drops = game.moves().filter((m) => m.kind === 'drop');
      if (!drops.length) break;
      playMove(drops[Math.floor(Math.random() * drops.length)].uci);
    }
  });
}

function traditionalSetup(name: string): void {
  const pattern = SETUPS[name];
  if (!pattern) return;
  const lists: Record<Color, string[]> = { white: setupDrops(pattern, 'white'), black: setupDrops(pattern, 'black') };
  act(() => {
    for (let i = 0; i < 64 && game.phase === 'placement' && !game.status().over; i++) {
      const list = lists[game.turn];
      const hand = game.hand(game.turn);
      const letterRole: Record<string, Role> = { K: 'king', F: 'general', S: 'elephant', N: 'horse', R: 'chariot' };
      let uci = list.find((d) => (hand[letterRole[d[0]]] ?? 0) > 0 && game.isLegal(d));
      if (!uci) {
        const drops = game.moves().filter((m) => m.kind === 'drop');
        if (!drops.length) break;
        uci = drops[Math.floor(Math.random() * drops.length)].uci;
      }
      list.splice(list.indexOf(uci), 1);
      playMove(uci);
    }
  });
}

function download(name: string, text: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/x-chess-pgn' }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    announce('Copied');
  } catch {
    const t = $('import-text') as HTMLTextAreaElement;
    t.value = text;
    t.select();
  }
}

function errText(e: unknown): string {
  return e instanceof SittuyinError || e instanceof Error ? e.message : String(e);
}

function wire(): void {
  const levelSel = $('level') as HTMLSelectElement;
  for (let l = 1; l <= 8; l++) levelSel.add(new Option(`Level ${l}`, String(l)));
  const setupSel = $('setup') as HTMLSelectElement;
  for (const name of Object.keys(SETUPS)) setupSel.add(new Option(name, name));
  setupSel.addEventListener('change', () => {
    const v = setupSel.value;
    setupSel.value = '';
    traditionalSetup(v);
  });
  $('random-setup').addEventListener('click', randomSetup);

  $('new-game').addEventListener('click', () => act(() => {
    opponent = ($('opponent') as HTMLSelectElement).value as Opponent;
    level = Number(levelSel.value) || 3;
    if (opponent !== 'none') orientation = other(opponent);
    newGame(START_FEN, ($('rules') as HTMLSelectElement).value as RulesPreset);
    announce('New game');
  }));
  $('undo').addEventListener('click', () => act(() => {
    viewPly = null;
    drawOffer = null;
    game.undo();
    // against the computer, take back its reply too
    if (opponent !== 'none' && game.turn === opponent && game.ply > 0) game.undo();
    announce('Move taken back');
  }));
  $('redo').addEventListener('click', () => act(() => {
    viewPly = null;
    game.redo();
  }));
  $('flip').addEventListener('click', () => act(() => { orientation = other(orientation); }));
  $('hint-button').addEventListener('click', () => showHint());
  $('analyse').addEventListener('change', () => scheduleAnalysis());
  $('resign').addEventListener('click', () => act(() => {
    const who = opponent !== 'none' ? other(opponent) : game.turn;
    game.resign(who);
    announce(statusText(game, game.status()));
  }));
  $('draw').addEventListener('click', () => act(() => {
    if (opponent !== 'none') { announce('The computer declines the draw'); return; }
    if (drawOffer && drawOffer !== game.turn) {
      game.agreeDraw();
      drawOffer = null;
      announce(statusText(game, game.status()));
    } else {
      drawOffer = game.turn;
      announce(`${en.colors[game.turn]} offers a draw`);
    }
  }));

  const input = $('move-input') as HTMLInputElement;
  input.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    const text = input.value.trim();
    if (!text) return;
    if (applying) return;
    viewPly = null;
    try {
      applying = true;
      if (opponent === game.turn) throw new Error('It is the computer\'s turn');
      playMove(text);
      input.value = '';
    } catch (err) {
      $('move-error').textContent = errText(err);
    } finally {
      applying = false;
    }
    refresh();
  });

  const importText = $('import-text') as HTMLTextAreaElement;
  $('load-fen').addEventListener('click', () => {
    const fen = importText.value.trim();
    const preset = ($('rules') as HTMLSelectElement).value as RulesPreset;
    try {
      const g = new Game({ fen, rules: preset });
      const norm = g.fen();
      g.free();
      act(() => newGame(norm, preset));
      $('import-error').textContent = '';
      announce('Position loaded');
    } catch (e) {
      $('import-error').textContent = en.badFen + errText(e);
    }
  });
  $('load-pgn').addEventListener('click', () => {
    try {
      const g = Game.fromPgn(importText.value);
      const preset: RulesPreset = RULES.includes(g.rules) ? g.rules : 'chessplayx';
      const hist = g.history();
      while (g.ply > 0 && g.undo() !== undefined) { /* back to the start */ }
      while (g.status().over && g.undo() !== undefined) { /* drop a result */ }
      const fen = g.fen();
      g.free();
      const ending = null;
      act(() => newGame(fen, preset, hist, ending));
      $('import-error').textContent = '';
      announce('Game loaded');
    } catch (e) {
      $('import-error').textContent = en.badPgn + errText(e);
    }
  });
  $('copy-fen').addEventListener('click', () => void copy(game.fen()));
  $('copy-pgn').addEventListener('click', () => void copy(game.pgn()));
  $('download-pgn').addEventListener('click', () => download('sittuyin.pgn', game.pgn()));

  document.addEventListener('keydown', (e) => {
    const t = e.target as HTMLElement;
    if (t.closest('input, textarea, select')) return;
    const n = game.history().length;
    const cur = viewPly ?? n;
    if (e.key === 'ArrowLeft') { e.preventDefault(); view(cur - 1); }
    else if (e.key === 'ArrowRight') { e.preventDefault(); view(cur + 1); }
    else if (e.key === 'Home') { e.preventDefault(); view(0); }
    else if (e.key === 'End') { e.preventDefault(); view(null); }
  });
}

async function main(): Promise<void> {
  const css = document.createElement('style');
  css.textContent = BOARD_CSS;
  document.head.prepend(css);
  board = new Board($('board') as HTMLCanvasElement, {
    onMove: (uci) => act(() => { playMove(uci); }),
    onChange: () => syncTrays(),
    onHover: (text) => {
      if (viewPly === null) $('hint').textContent = text ?? '';
    },
  });
  trayInput = new TrayInput(board);
  attachPointer(board);
  attachKeyboard(board);
  try {
    await init();
  } catch (e) {
    showNotice(`The rules engine could not be loaded: ${errText(e)}`);
    return;
  }
  wire();
  const { saved, corrupt } = load();
  let restored = false;
  if (saved) {
    try {
      rules = saved.rules;
      orientation = saved.orientation;
      opponent = saved.opponent === 'white' || saved.opponent === 'black' ? saved.opponent : 'none';
      level = typeof saved.level === 'number' && saved.level >= 1 && saved.level <= 8 ? saved.level : 3;
      newGame(saved.startFen, saved.rules, saved.moves, saved.ending ?? null);
      restored = true;
    } catch {
      setAside(JSON.stringify(saved));
      showNotice(en.corrupt);
    }
  }
  if (corrupt) showNotice(en.corrupt);
  if (!restored) {
    orientation = restored ? orientation : 'white';
    newGame(START_FEN, 'chessplayx');
    rules = 'chessplayx';
  }
  ($('rules') as HTMLSelectElement).value = rules;
  ($('opponent') as HTMLSelectElement).value = opponent;
  ($('level') as HTMLSelectElement).value = String(level);
  refresh(false);
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register('./sw.js').catch(() => { /* offline support unavailable */ });
  }
}

void main();
