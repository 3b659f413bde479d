// Clocks and the switch for hidden placement (opened after the first paint: its own
// chunk). The clock follows the game in play: after each move (a drop too) the mover is charged
// and given the increment and the other side's time runs, from the first move on; a flag ends
// the game through the rules core (Game.timeout: a loss, or a draw when the other side cannot
// mate). The times left and when the running turn started are kept in localStorage with the
// game's id, so a reload goes on where it was. Against the computer its search gets a time
// budget from its own clock. The clocks are large on a phone, and a screen reader hears the
// time left at 60, 30 and 10 seconds, not every second.
import type { AppContext } from '../context.ts';
import type { Color } from '../../lib/types.js';
import type { Strings } from '../../i18n/index.ts';
import { other } from '../state.ts';
import { $, announce } from '../view.ts';
import { setClockBudget } from '../computer.ts';
import { parsePgn } from '../../lib/pgn.js';
import {
  CLOCK_PRESETS, clockFromPgn, clockNow, crossedThreshold, flagged, formatTime, formatTimeControl, moveBudget, newClock,
  markPly, parseTimeControl, pgnWithClocks, readClock, rewindTo, spokenParts, stop, switchTo, timeLeft, type ClockState,
} from '../clock.ts';
import './clock.css';

/** localStorage: the chosen options, and the clock of the game in play (with its id). */
const OPTIONS_KEY = 'sittuyin.clock-options';
const CLOCK_KEY = 'sittuyin.clock';

interface Options {
  /** A time control as `parseTimeControl` reads it ('none', '3+2', '0.5+0'). */
  control: string;
  hidden: boolean;
}

/** The hidden placement screen (modes/hidden.ts), loaded when the option is on. */
let hidden: typeof import('./hidden.ts') | null = null;
let ctx: AppContext | null = null;
let controller: AbortController | null = null;
let options: Options = { control: 'none', hidden: false };
let clock: ClockState | null = null;
/** The game the clock belongs to, and what it saw of it last. */
let gameId = '';
let seen = '';
let timer = 0;

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch { /* storage full or off: the clock still runs in this page */ }
}

function loadOptions(): Options {
  const o = readJson(OPTIONS_KEY) as Partial<Options> | null;
  return {
    control: typeof o?.control === 'string' && parseTimeControl(o.control) !== undefined ? o.control : 'none',
    hidden: o?.hidden === true,
  };
}

export function mount(c: AppContext): void {
  ctx = c;
  controller = new AbortController();
  options = loadOptions();
  buildControls(c, controller.signal);
  buildClocks();
  const stored = readJson(CLOCK_KEY) as { id?: unknown; clock?: unknown } | null;
  const restored = stored && stored.id === c.state.id ? readClock(stored.clock) : null;
  gameId = c.state.id;
  clock = restored;
  seen = restored ? key(c) : '';
  if (!restored) startClock(c);
  setClockBudget(budget);
  timer = window.setInterval(tick, 100);
  void followHidden(c);
  update();
}

/** Starts, goes on with or ends a hidden placement (its screen's chunk loads when first needed). */
async function followHidden(c: AppContext): Promise<void> {
  if (!options.hidden && !hidden) return;
  hidden ??= await c.modes.open('hidden');
  await hidden.follow(c, options.hidden);
}

export function unmount(): void {
  controller?.abort();
  controller = null;
  clearInterval(timer);
  setClockBudget(null);
  ctx = null;
}

/** What the clock follows in the game: its id, plies and whether it is over. */
function key(c: AppContext): string {
  const g = c.state.game;
  return `${c.state.id}|${g.ply}|${g.status().over}|${hidden?.placingSide() ?? ''}|${hidden?.placedCount() ?? 0}`;
}

/** A new game gets the chosen time control (none: no clock). */
function startClock(c: AppContext): void {
  const tc = parseTimeControl(options.control);
  clock = tc ? newClock(tc) : null;
  gameId = c.state.id;
  seen = '';
  save();
}

function save(): void {
  writeJson(CLOCK_KEY, clock ? { id: gameId, clock } : null);
}

/** The side whose time should run now, or null. */
function runningSide(c: AppContext): Color | null {
  const g = c.state.game;
  if (g.status().over) return null;
  if (hidden?.isActive()) {
    const placing = hidden.placingSide();
    return placing !== null && hidden.placedCount() > 0 ? placing : null;
  }
  return g.ply > 0 ? g.turn : null;
}

export function update(): void {
  const c = ctx;
  if (!c) return;
  if (c.state.id !== gameId) startClock(c);
  if (c.t !== labelled) relabel(c);
  void followHidden(c);
  const k = key(c);
  if (clock && k !== seen) {
    seen = k;
    const next = runningSide(c);
    const now = clockNow();
    const g = c.state.game;
    // A position reached before (a takeback, a redo, a flag or other result taken back): the
    // clocks go back to the times they showed when it was first reached, so a side that flagged
    // has its time again. A new position: the mover is charged, and the times are recorded.
    const placing = hidden?.isActive() ?? false;
    const last = g.ply > 0 ? g.history(g.ply - 1)[0] ?? '' : '';
    const back = placing || g.status().over ? null : rewindTo(clock, g.ply, last);
    if (back) clock = back;
    clock = next === null ? stop(clock, now) : switchTo(clock, next, now);
    if (!back && !placing && !g.status().over) clock = markPly(clock, g.ply, last);
    save();
  }
  render();
}

/** The computer's time for its move, from its clock (null: no clock, the level decides). */
function budget(): number | null {
  const c = ctx;
  if (!c || !clock || c.state.opponent === 'none') return null;
  const side = c.state.opponent;
  return moveBudget(timeLeft(clock, side, clockNow()), clock.control.incrementMs, c.state.level);
}

let lastLeft: Record<Color, number> = { white: Infinity, black: Infinity };

function tick(): void {
  const c = ctx;
  if (!c || !clock) return;
  const now = clockNow();
  const flag = flagged(clock, now);
  if (flag) {
    clock = stop(clock, now);
    save();
    const t = c.t;
    c.act(() => {
      const winner = c.state.game.timeout(flag);
      const said = [t.clock.flagged(t.colors[flag])];
      if (winner === null) said.push(t.clock.cannotMate(t.colors[other(flag)]));
      announce(said.join('. '));
    });
    return;
  }
  if (clock.running) {
    const left = timeLeft(clock, clock.running, now);
    const crossed = crossedThreshold(lastLeft[clock.running], left);
    if (crossed !== null) {
      const { minutes, seconds } = spokenParts(left);
      announce(c.t.clock.left(c.t.colors[clock.running], minutes, seconds));
    }
    lastLeft[clock.running] = left;
  }
  render();
}

/** The clock elements, above and below the board (top: the side away from the player). */
function buildClocks(): void {
  for (const color of ['white', 'black'] as const) {
    if (document.getElementById(`clock-${color}`)) continue;
    const el = document.createElement('div');
    el.id = `clock-${color}`;
    el.className = 'clock';
    el.dataset.testid = `clock-${color}`;
    el.setAttribute('role', 'timer');
    el.hidden = true;
    const tray = $(`reserve-${color}`);
    if (color === 'black') tray.before(el);
    else tray.after(el);
  }
}

function render(): void {
  const c = ctx;
  if (!c) return;
  const now = clockNow();
  // The player's side is at the bottom: the clocks follow the board's orientation.
  $('play').dataset.clockTop = other(c.state.orientation);
  for (const color of ['white', 'black'] as const) {
    const el = $(`clock-${color}`);
    el.hidden = clock === null;
    if (!clock) continue;
    const left = timeLeft(clock, color, now);
    const text = formatTime(left);
    if (el.textContent !== text) el.textContent = text;
    const label = c.t.clock.clockOf(c.t.colors[color]);
    if (el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label);
    el.classList.toggle('running', clock.running === color);
    el.classList.toggle('low', left < 10_000);
    el.classList.toggle('flagged', left <= 0);
    el.dataset.ms = String(Math.round(left));
  }
}

function buildControls(c: AppContext, signal: AbortSignal): void {
  const body = document.querySelector('#settings .settings-body');
  if (!body || document.getElementById('time-control')) return;
  const tcLabel = document.createElement('label');
  const tcText = document.createElement('span');
  tcText.id = 'time-control-text';
  const tc = document.createElement('select');
  tc.id = 'time-control';
  tc.dataset.testid = 'time-control';
  tcLabel.append(tcText, ' ', tc);
  const custom = document.createElement('input');
  custom.id = 'time-custom';
  custom.dataset.testid = 'time-custom';
  custom.autocomplete = 'off';
  custom.spellcheck = false;
  custom.hidden = true;
  const customError = document.createElement('span');
  customError.id = 'time-custom-error';
  customError.className = 'error';
  customError.setAttribute('role', 'status');
  const hiddenLabel = document.createElement('label');
  hiddenLabel.className = 'check';
  const hiddenBox = document.createElement('input');
  hiddenBox.type = 'checkbox';
  hiddenBox.id = 'hidden-placement';
  hiddenBox.dataset.testid = 'hidden-placement';
  const hiddenText = document.createElement('span');
  hiddenText.id = 'hidden-placement-text';
  hiddenLabel.append(hiddenBox, ' ', hiddenText);
  const link = body.querySelector('a');
  for (const el of [tcLabel, custom, customError, hiddenLabel]) body.insertBefore(el, link);
  relabel(c);
  wireControls(c, signal);
}

function wireControls(c: AppContext, signal: AbortSignal): void {
  const tc = $<HTMLSelectElement>('time-control');
  const custom = $<HTMLInputElement>('time-custom');
  const customError = $('time-custom-error');
  const hiddenBox = $<HTMLInputElement>('hidden-placement');
  const choose = (control: string): void => {
    options.control = control;
    writeJson(OPTIONS_KEY, options);
    const t = c.t;
    const message = control === 'none' ? t.messages.newGame : t.clock.newGame(control);
    // A clock is chosen for a game: a new game starts with it (the toast's Undo brings the old one).
    c.replaceUndoable({ rules: c.state.rules }, message, message);
  };
  tc.addEventListener('change', () => {
    custom.hidden = tc.value !== 'custom';
    customError.textContent = '';
    if (tc.value === 'custom') {
      custom.focus();
      return;
    }
    choose(tc.value);
  }, { signal });
  custom.addEventListener('change', () => {
    const parsed = parseTimeControl(custom.value);
    if (!parsed) {
      customError.textContent = c.t.clock.badCustom;
      return;
    }
    customError.textContent = '';
    choose(formatTimeControl(parsed));
  }, { signal });
  hiddenBox.addEventListener('change', () => {
    options.hidden = hiddenBox.checked;
    writeJson(OPTIONS_KEY, options);
    void followHidden(c).then(() => c.refresh(false));
  }, { signal });
}

/** The controls' words in the language in use. */
let labelled: Strings | null = null;

function relabel(c: AppContext): void {
  const t = c.t;
  labelled = t;
  const tc = document.getElementById('time-control') as HTMLSelectElement | null;
  if (!tc) return;
  $('time-control-text').textContent = t.clock.timeControl;
  const chosen = options.control;
  const known = chosen === 'none' || (CLOCK_PRESETS as readonly string[]).includes(chosen);
  tc.replaceChildren(
    new Option(t.clock.none, 'none'),
    ...CLOCK_PRESETS.map((p) => new Option(p, p)),
    ...(known ? [] : [new Option(chosen, chosen)]),
    new Option(t.clock.custom, 'custom'),
  );
  tc.value = chosen;
  const custom = $<HTMLInputElement>('time-custom');
  custom.placeholder = t.clock.customPlaceholder;
  custom.setAttribute('aria-label', t.clock.customLabel);
  $('hidden-placement-text').textContent = t.hidden.option;
  $<HTMLInputElement>('hidden-placement').checked = options.hidden;
}

/** The game's PGN with the clocks written in (TimeControl, [%clk]); as it is without a clock. */
export function withClocks(pgn: string): string {
  const c = ctx;
  if (!c || !clock || c.state.id !== gameId) return pgn;
  return pgnWithClocks(pgn, clock, c.state.game.plies());
}

/** A game just loaded from `pgn` takes its clocks from it (its TimeControl tag and each move's
 * [%clk]): the side to move's time runs from now. Returns whether it did; when not, the game keeps
 * the fresh clock of the chosen time control (or none). */
export function restoreFromPgn(pgn: string): boolean {
  const c = ctx;
  if (!c) return false;
  let restored: ClockState | null = null;
  try {
    const parsed = parsePgn(pgn)[0];
    const tags = Object.fromEntries(parsed?.tags ?? []) as Record<string, string>;
    const plies = c.state.game.plies();
    if (parsed && parsed.moves.length === plies.length && parsed.moves.every((m, i) => m.uci === plies[i].uci)) {
      restored = clockFromPgn(tags.TimeControl, parsed.moves.map((m) => m.comments), plies);
    }
  } catch {
    restored = null;
  }
  if (!restored) return false;
  gameId = c.state.id;
  clock = restored;
  seen = '';
  save();
  update();
  return true;
}

/** Test hook (e2e): the clock as it stands. */
export function current(): ClockState | null {
  return clock;
}
