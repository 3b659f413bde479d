// Chess clocks, as plain data and pure functions (no DOM, no timers): time controls, whose clock
// runs, the time left at any moment, a flag, what a screen reader is told, and the computer's
// time budget. The clock mode (modes/clock.ts) drives it from the game and the wall clock, and
// keeps it across a reload as `ClockState` (the times left and when the running turn started).
import type { Color } from '../lib/types.js';

/** A time control: minutes for the game, seconds added after each move (drops included). */
export interface TimeControl {
  initialMs: number;
  incrementMs: number;
}

/** The presets offered, as written: minutes + seconds. */
export const CLOCK_PRESETS = ['3+2', '5+3', '10+5', '15+10'] as const;

/** The longest game time accepted (3 hours) and increment (3 minutes). */
const MAX_INITIAL_MS = 180 * 60_000;
const MAX_INCREMENT_MS = 180_000;

/** Reads a time control: `minutes+seconds` (`3+2`, `0.5+0`, `1.5+1`), or `none`/empty for no
 * clock (null). Anything else, or times out of range: undefined. */
export function parseTimeControl(text: string): TimeControl | null | undefined {
  const s = String(text).trim().toLowerCase();
  if (s === '' || s === 'none') return null;
  const m = /^(\d{1,3}(?:\.\d{1,3})?)\s*\+\s*(\d{1,3})$/.exec(s);
  if (!m) return undefined;
  const initialMs = Math.round(Number(m[1]) * 60_000);
  const incrementMs = Number(m[2]) * 1000;
  if (!(initialMs > 0) || initialMs > MAX_INITIAL_MS || incrementMs > MAX_INCREMENT_MS) return undefined;
  return { initialMs, incrementMs };
}

/** A time control as `parseTimeControl` reads it back (`3+2`, `0.5+0`). */
export function formatTimeControl(tc: TimeControl | null): string {
  if (!tc) return 'none';
  const minutes = Math.round((tc.initialMs / 60_000) * 1000) / 1000;
  return `${minutes}+${Math.round(tc.incrementMs / 1000)}`;
}

/** The PGN `TimeControl` tag's value: seconds + increment (`180+2`). */
export function pgnTimeControl(tc: TimeControl): string {
  return `${Math.round(tc.initialMs / 1000)}+${Math.round(tc.incrementMs / 1000)}`;
}

/** A `[%clk h:mm:ss]` time (whole seconds, rounded up as the clock shows them). */
export function pgnClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  return `${h}:${m}:${String(total % 60).padStart(2, '0')}`;
}

/** A PGN with the clocks written in, as lichess and pychess read them: a `TimeControl` tag
 * (seconds+increment) and after each move a `{[%clk h:mm:ss]}` comment with its mover's time
 * left (from the per-ply records, `marks`). `sans` are the moves of the game in order. A move
 * without a record, or a movetext that does not list the moves as given, gets no comments
 * (the tag is still written). */
export function pgnWithClocks(pgn: string, c: ClockState, moves: readonly { san: string; color: Color }[]): string {
  const split = pgn.search(/\n\s*\n/);
  if (split < 0) return pgn;
  let head = pgn.slice(0, split);
  const body = pgn.slice(split);
  if (!/^\[TimeControl /m.test(head)) head += `\n[TimeControl "${pgnTimeControl(c.control)}"]`;
  const marks = c.marks ?? [];
  let i = 0;
  let lost = false;
  const out = body.replace(/\{[^}]*\}|[^\s{]+/g, (token) => {
    if (lost || i >= moves.length || token.startsWith('{')) return token;
    const san = token.replace(/^\d+\.+/, '');
    if (san !== moves[i].san) return token;
    const mark = marks[i + 1];
    const color = moves[i].color;
    i++;
    if (!mark) {
      lost = true;
      return token;
    }
    return `${token} {[%clk ${pgnClock(mark[color])}]}`;
  });
  return head + (i === moves.length && !lost ? out : body);
}

/** A `[%clk h:mm:ss]` comment command's time in ms (`0:02:58`, `1:02:03.4`), or null. */
export function readPgnClock(comment: string): number | null {
  const m = /\[%clk\s+(\d{1,2}):(\d{1,2}):(\d{1,2}(?:\.\d{1,3})?)\s*\]/.exec(comment);
  if (!m) return null;
  const ms = Math.round(((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000);
  return ms <= MAX_INITIAL_MS * 4 ? ms : null;
}

/** The clocks of a loaded game: its PGN's `TimeControl` (`180+2`, seconds, or `180`) and each
 * move's `[%clk]` (`comments[i]`: the comments after move i; `moves[i]` its mover and UCI). Both times
 * stand as after the last move, nothing runs yet, and each ply's times are recorded (takebacks).
 * Null when the control is missing or out of range, or a move has no `[%clk]`. */
export function clockFromPgn(timeControl: string | undefined, comments: readonly (readonly string[])[], moves: readonly { color: Color; uci: string }[]): ClockState | null {
  const m = /^\s*(\d{1,5})(?:\+(\d{1,3}))?\s*$/.exec(timeControl ?? '');
  if (!m || comments.length !== moves.length) return null;
  const control = { initialMs: Number(m[1]) * 1000, incrementMs: Number(m[2] ?? 0) * 1000 };
  if (!(control.initialMs > 0) || control.initialMs > MAX_INITIAL_MS || control.incrementMs > MAX_INCREMENT_MS) return null;
  let c = newClock(control);
  const marks: PlyMark[] = [{ white: c.white, black: c.black, move: '' }];
  for (let i = 0; i < moves.length; i++) {
    const ms = comments[i].map(readPgnClock).find((x) => x !== null);
    if (ms === undefined || ms === null) return null;
    c = { ...c, [moves[i].color]: ms };
    marks.push({ white: c.white, black: c.black, move: moves[i].uci });
  }
  return { ...c, marks };
}

/** The clocks' time source, in ms: monotonic (performance.now(), which never goes back when the
 * device's time is changed), counted from the page's time origin so that it reads as wall-clock
 * time at the page's start, and a reload can take up where the clock stopped. */
export function clockNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Both clocks: what is left of each side's time when its turn last ended, which one runs and
 * since when (a clockNow() timestamp in ms, so a reload can take up where it stopped). */
export interface ClockState {
  control: TimeControl;
  white: number;
  black: number;
  /** The side whose time is running, or null (not started, or stopped at the end). */
  running: Color | null;
  /** When the running side's turn started (clockNow()). */
  since: number;
  /** The times left when each ply's position was reached (index: the ply), with the move that
   * led there (empty at ply 0), so a takeback or a result taken back gives back those times. */
  marks?: PlyMark[];
}

/** Both times as they stood when a ply's position was reached, and the move that led there. */
export interface PlyMark {
  white: number;
  black: number;
  move: string;
}

export function newClock(control: TimeControl): ClockState {
  return { control, white: control.initialMs, black: control.initialMs, running: null, since: 0 };
}

/** The time `color` has left at `now` (never below 0). */
export function timeLeft(c: ClockState, color: Color, now: number): number {
  const base = c[color];
  const left = c.running === color ? base - Math.max(0, now - c.since) : base;
  return Math.max(0, left);
}

/** The side whose time ran out at `now` (the running side at 0), or null. */
export function flagged(c: ClockState, now: number): Color | null {
  return c.running !== null && timeLeft(c, c.running, now) <= 0 ? c.running : null;
}

/** The clocks after the running side's turn ends at `now` and `next`'s begins: the mover is
 * charged its time and given the increment (unless it flagged), `next` runs. Starting the
 * clocks is the same call with nothing running. */
export function switchTo(c: ClockState, next: Color | null, now: number): ClockState {
  const out = { ...c };
  if (c.running !== null) {
    const left = timeLeft(c, c.running, now);
    out[c.running] = left > 0 && next !== null && next !== c.running ? left + c.control.incrementMs : left;
  }
  out.running = next;
  out.since = now;
  return out;
}

/** The clocks stopped at `now` (the game is over): the running side is charged, none runs. */
export function stop(c: ClockState, now: number): ClockState {
  return switchTo(c, null, now);
}

/** The clocks with the times as they stand now recorded for `ply` (reached by `move`); later
 * plies' records are dropped (another line is played from here). Call it when a position is
 * reached, after the switch. */
export function markPly(c: ClockState, ply: number, move: string): ClockState {
  const marks = (c.marks ?? []).slice(0, ply);
  while (marks.length < ply) marks.push({ white: c.white, black: c.black, move: '' });
  marks.push({ white: c.white, black: c.black, move });
  return { ...c, marks };
}

/** The clocks set back to the times recorded for `ply` when it was reached by `move` (a takeback,
 * a redo, or a result taken back), stopped (the caller starts the side to move); null when that
 * position was never recorded (a new move). */
export function rewindTo(c: ClockState, ply: number, move: string): ClockState | null {
  const m = c.marks?.[ply];
  if (!m || m.move !== move) return null;
  return { ...c, white: m.white, black: m.black, running: null };
}

/** Thresholds, in seconds, at which a screen reader is told the time left (not every second). */
export const ANNOUNCE_AT = [60, 30, 10] as const;

/** The threshold crossed between `before` and `after` ms left (the lowest crossed), or null. */
export function crossedThreshold(before: number, after: number): number | null {
  let crossed: number | null = null;
  for (const s of ANNOUNCE_AT) if (before > s * 1000 && after <= s * 1000) crossed = s;
  return crossed;
}

/** The time as a clock shows it: `h:mm:ss`, `m:ss`, and tenths under 10 s (`9.4`). */
export function formatTime(ms: number): string {
  const t = Math.max(0, ms);
  if (t < 10_000) return (Math.floor(t / 100) / 10).toFixed(1);
  const total = Math.ceil(t / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Whole seconds left, for a screen reader: `{ minutes, seconds }`. */
export function spokenParts(ms: number): { minutes: number; seconds: number } {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}

/** The longest a level thinks on its own (levels 7 and 8 search by time; the others by depth or
 * nodes, which a budget only caps). */
const LEVEL_MOVETIME: Record<number, number> = { 7: 500, 8: 2000 };

/** The computer's time for one move: a share of its time left plus most of the increment, kept
 * well inside what is left (a margin for the worker's round trip), at most its level's own time,
 * at least 20 ms. `movesToGo` is the number of moves the remaining time is spread over. */
export function moveBudget(leftMs: number, incrementMs: number, level: number, movesToGo = 30): number {
  const share = leftMs / movesToGo + incrementMs * 0.8;
  const safe = Math.max(0, leftMs - 300) / 3;
  const cap = LEVEL_MOVETIME[level] ?? Infinity;
  return Math.max(20, Math.floor(Math.min(share, safe, cap)));
}

/** A stored clock read back, or null when it is not a sound one (a tampered or old record). */
export function readClock(value: unknown): ClockState | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const control = v.control as Record<string, unknown> | undefined;
  const num = (x: unknown, max: number): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= max;
  if (!control || !num(control.initialMs, MAX_INITIAL_MS) || !num(control.incrementMs, MAX_INCREMENT_MS) || control.initialMs === 0) return null;
  const most = MAX_INITIAL_MS * 4;
  if (!num(v.white, most) || !num(v.black, most) || !num(v.since, Number.MAX_SAFE_INTEGER)) return null;
  if (v.running !== null && v.running !== 'white' && v.running !== 'black') return null;
  // The per-ply times (absent in an older record, or unsound: left out, only takebacks lose them).
  const marks = Array.isArray(v.marks) && v.marks.length <= 100_000
    && v.marks.every((m: unknown) => {
      const r = m as Record<string, unknown> | null;
      return !!r && num(r.white, most) && num(r.black, most) && typeof r.move === 'string' && r.move.length <= 12;
    })
    ? (v.marks as PlyMark[]).map((m) => ({ white: m.white, black: m.black, move: m.move }))
    : null;
  return {
    ...(marks ? { marks } : {}),
    control: { initialMs: control.initialMs, incrementMs: control.incrementMs },
    white: v.white,
    black: v.black,
    running: v.running as Color | null,
    since: v.since,
  };
}
