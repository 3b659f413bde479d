// The hidden placement screen (two players on one device, tournament style): White places on a
// board of its own where Black's pieces are all still in hand, a curtain hands the device over,
// Black places the same way, and a last curtain reveals both: the rules core replays the drops
// in the preset's order into the game in play (hidden.ts), which records them as it records any
// move. The play screen's board, trays, status and side panel are hidden meanwhile, so nothing of
// the first side's placement shows to the second. Kept across a reload (localStorage, with the
// game's id, sealed: sealed.ts); a reload shows a curtain first, never a side's pieces. Turning
// the option off discards the drops with an Undo.
import type { AppContext } from '../context.ts';
import type { Color } from '../../lib/types.js';
import type { SittuyinBoard } from '../../lib/board.js';
import { other } from '../state.ts';
import { $, announce } from '../view.ts';
import { seal, unseal } from '../sealed.ts';
import { newHidden, place, placingSide as sideOf, privateGame, readHidden, reveal, type HiddenPlacement } from '../hidden.ts';

const KEY = 'sittuyin.hidden';

let ctx: AppContext | null = null;
let record: { id: string; h: HiddenPlacement } | null = null;
/** A curtain before a side's board (after a reload, or after a refused reveal). */
let curtain = false;
let board: SittuyinBoard | null = null;
/** What the board shows (stage and drops), so it is rebuilt only when that changes. */
let shown = '';

export function mount(c: AppContext): void {
  ctx = c;
}

export function unmount(): void {
  deactivate();
  ctx = null;
}

/** Whether a hidden placement is under way. */
export function isActive(): boolean {
  return record !== null;
}

/** The side placing now (none between the sides and at the reveal). */
export function placingSide(): Color | null {
  return record && !curtain ? sideOf(record.h.stage) : null;
}

/** How many drops both sides made so far. */
export function placedCount(): number {
  return record ? record.h.white.length + record.h.black.length : 0;
}

/** The storage's writes and reads in the order asked (sealing takes a task or more). */
let storage: Promise<unknown> = Promise.resolve();

/** Keeps the placement for a reload, sealed (never in clear: where it cannot be sealed, it is
 * not kept, and lasts as long as this page). */
function store(): void {
  const text = JSON.stringify(record);
  storage = storage.then(() => seal(text)).then((sealed) => {
    try {
      localStorage.setItem(KEY, sealed);
    } catch { /* storage full or off: the placement goes on in this page */ }
  }).catch(() => forget());
}

function forget(): void {
  try {
    localStorage.removeItem(KEY);
  } catch { /* nothing kept */ }
}

async function restore(id: string): Promise<HiddenPlacement | null> {
  const read = storage.then(async () => {
    const raw = localStorage.getItem(KEY);
    if (raw === null) return null;
    // An earlier release kept it in clear: read once, sealed from now on (store() follows).
    const clear = (JSON.parse(raw) as { h?: unknown }).h !== undefined ? raw : await unseal(raw);
    const v = JSON.parse(clear ?? 'null') as { id?: unknown; h?: unknown } | null;
    return v && v.id === id ? readHidden(v.h) : null;
  }).catch(() => null);
  storage = read;
  return read;
}

/** Starts, goes on with or ends the hidden placement as the game in play and the option say:
 * it applies to a two-player game not yet begun from the preset's start. */
export async function follow(c: AppContext, enabled: boolean): Promise<void> {
  ctx ??= c;
  const { state } = c;
  const g = state.game;
  const eligible = enabled && state.opponent === 'none' && g.ply === 0 && g.phase === 'placement' && !g.status().over && isPresetStart(c);
  if (!eligible) {
    if (!record) return;
    const lost = record;
    const placed = placedCount();
    deactivate();
    // Turned off with drops made: said, and undoable (the drops come back behind a curtain).
    if (!enabled && placed > 0) c.toast(c.t.hidden.discarded(placed), () => bringBack(c, lost));
    return;
  }
  if (!record || record.id !== state.id || record.h.rules !== state.rules) {
    const { id, rules } = state;
    const restored = await restore(id);
    if (c.state.id !== id || c.state.rules !== rules) return;
    if (!record || record.id !== id || record.h.rules !== rules) {
      record = { id, h: restored && restored.rules === rules ? restored : newHidden(rules) };
      // A reload in the middle of a side's placement shows a curtain first.
      curtain = restored !== null && sideOf(restored.stage) !== null && placedCount() > 0;
      store();
    }
  }
  if (!c.modes.isOpen('hidden')) await c.modes.open('hidden');
  c.modes.show('hidden');
  await render(c);
}

/** The toast's Undo after the option was turned off: the placement back (behind a curtain) and
 * the option on again (the clock mode's checkbox, whose change follows it). */
function bringBack(c: AppContext, lost: { id: string; h: HiddenPlacement }): void {
  if (c.state.id !== lost.id) return;
  record = lost;
  curtain = true;
  store();
  const box = document.getElementById('hidden-placement') as HTMLInputElement | null;
  if (!box) return;
  box.checked = true;
  box.dispatchEvent(new Event('change'));
}

function isPresetStart(c: AppContext): boolean {
  const g = c.state.game;
  return g.startFen() === g.fen() && /\[KSSFRRNNkssfrrnn\] w - - 0 1$/.test(g.fen());
}

function deactivate(): void {
  record = null;
  curtain = false;
  shown = '';
  board?.destroy();
  board = null;
  document.getElementById('hidden-panel')?.remove();
  if (ctx && ctx.modes.screen === 'hidden') ctx.modes.show('play');
  storage = storage.then(forget);
}

function panel(): HTMLElement {
  let p = document.getElementById('hidden-panel');
  if (p) return p;
  p = document.createElement('section');
  p.id = 'hidden-panel';
  p.className = 'hidden-panel';
  p.dataset.testid = 'hidden-panel';
  const status = document.createElement('p');
  status.id = 'hidden-status';
  status.dataset.testid = 'hidden-status';
  const host = document.createElement('div');
  host.id = 'hidden-board';
  host.className = 'hidden-board';
  const cover = document.createElement('div');
  cover.id = 'hidden-curtain';
  cover.className = 'curtain';
  cover.dataset.testid = 'hidden-curtain';
  const text = document.createElement('p');
  text.id = 'hidden-curtain-text';
  const go = document.createElement('button');
  go.id = 'hidden-go';
  go.type = 'button';
  go.dataset.testid = 'hidden-go';
  go.addEventListener('click', () => proceed());
  cover.append(text, go);
  const error = document.createElement('p');
  error.id = 'hidden-error';
  error.className = 'error';
  error.setAttribute('role', 'status');
  p.append(status, host, cover, error);
  $('reserve-black').after(p);
  return p;
}

async function render(c: AppContext): Promise<void> {
  if (!record) return;
  const t = c.t;
  const h = record.h;
  panel();
  const side = sideOf(h.stage);
  const covered = curtain || side === null;
  $('hidden-curtain').hidden = !covered;
  $('hidden-board').hidden = covered;
  if (covered) {
    // Nothing of either placement is on the page behind a curtain.
    board?.destroy();
    board = null;
    shown = '';
    $('hidden-board').replaceChildren();
    const next = side ?? (h.stage === 'handover' ? 'black' : null);
    $('hidden-status').textContent = next ? t.hidden.handOver(t.colors[next]) : t.hidden.revealTitle;
    $('hidden-curtain-text').textContent = next ? t.hidden.handOver(t.colors[next]) : t.hidden.revealTitle;
    $('hidden-go').textContent = next ? t.hidden.ready(t.colors[next]) : t.hidden.reveal;
    return;
  }
  $('hidden-status').textContent = t.hidden.placeUnseen(t.colors[side], t.colors[other(side)]);
  const want = `${h.stage}|${h[side].join(' ')}|${t.name}`;
  if (want === shown && board) return;
  shown = want;
  const g = privateGame(h.rules, side, h[side]);
  const fen = g.fen();
  g.free();
  if (board) {
    board.load({ fen, rules: h.rules });
    board.setOrientation(side);
    board.setMovable(side);
    return;
  }
  const { SittuyinBoard } = await import('../../lib/board.js');
  if (!record || shown !== want) return;
  const host = $('hidden-board');
  host.replaceChildren();
  board = await SittuyinBoard.create(host, {
    fen,
    rules: h.rules,
    orientation: side,
    movable: side,
    trays: true,
    lang: (c.settings.lang ?? 'en') as 'en',
    pieces: c.settings.pieces,
    sound: c.settings.sound,
    onMove: (move) => placed(move.uci),
  });
  if (!record || shown !== want) {
    board.destroy();
    board = null;
  }
}

/** A drop made on the private board. */
function placed(uci: string): void {
  const c = ctx;
  if (!c || !record) return;
  try {
    record.h = place(record.h, uci);
    $('hidden-error').textContent = '';
  } catch (e) {
    $('hidden-error').textContent = String((e as Error).message ?? e);
  }
  store();
  // The clock (and anything else) follows; the board is rebuilt for the next drop.
  shown = '';
  c.refresh(false);
}

/** The curtain's button: show the next side's board, or reveal both placements. */
function proceed(): void {
  const c = ctx;
  if (!c || !record) return;
  const h = record.h;
  if (curtain) {
    curtain = false;
  } else if (h.stage === 'handover') {
    record.h = { ...h, stage: 'black' };
  } else if (h.stage === 'reveal') {
    finish(c, h);
    return;
  }
  store();
  c.refresh(false);
}

/** Both placements revealed: the rules core replays them in the preset's order into the game
 * in play; a drop it refuses (only possible under pritchard) sends that side back to place again. */
function finish(c: AppContext, h: HiddenPlacement): void {
  const t = c.t;
  const out = reveal(h.rules, h.white, h.black);
  if ('refused' in out) {
    const { color, uci, refusal } = out.refused;
    const why = (refusal && t.refusals[refusal]) ?? t.refusals.other;
    c.notice(t.hidden.refused(t.colors[color], uci, why));
    if (record) record.h = { ...h, [color]: [], stage: color === 'white' ? 'white' : 'handover' };
    curtain = color === 'white';
    store();
    c.refresh(false);
    return;
  }
  deactivate();
  c.act(() => {
    for (const m of out.moves) c.playMove(m, false);
    announce(t.hidden.revealed);
  });
}
