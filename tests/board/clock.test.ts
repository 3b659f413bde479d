// The clock's logic (www/app/clock.ts): time controls, switching, flags, announcements, the
// computer's budget, and a stored clock read back.
import { describe, expect, it } from 'vitest';
import {
  CLOCK_PRESETS, clockFromPgn, crossedThreshold, flagged, formatTime, formatTimeControl, moveBudget, newClock,
  markPly, parseTimeControl, pgnClock, pgnTimeControl, pgnWithClocks, readClock, readPgnClock, rewindTo, spokenParts, stop, switchTo, timeLeft,
} from '../../www/app/clock.ts';

describe('time controls', () => {
  it('reads minutes + seconds, none, and refuses the rest', () => {
    expect(parseTimeControl('3+2')).toEqual({ initialMs: 180_000, incrementMs: 2000 });
    expect(parseTimeControl(' 0.5 + 0 ')).toEqual({ initialMs: 30_000, incrementMs: 0 });
    expect(parseTimeControl('none')).toBeNull();
    expect(parseTimeControl('')).toBeNull();
    for (const bad of ['3', '3+', '+2', '0+5', '-1+2', '3+2+1', 'abc', '999+0', '3+999', '1e3+0']) {
      expect(parseTimeControl(bad), bad).toBeUndefined();
    }
    for (const p of CLOCK_PRESETS) expect(formatTimeControl(parseTimeControl(p)!)).toBe(p);
    expect(formatTimeControl(null)).toBe('none');
    expect(pgnTimeControl(parseTimeControl('10+5')!)).toBe('600+5');
  });
});

describe('running clocks', () => {
  const tc = { initialMs: 60_000, incrementMs: 2000 };
  it('charges the side whose turn ends, adds the increment, and runs the next', () => {
    let c = switchTo(newClock(tc), 'white', 1000);
    expect(timeLeft(c, 'white', 6000)).toBe(55_000);
    expect(timeLeft(c, 'black', 6000)).toBe(60_000);
    c = switchTo(c, 'black', 11_000);
    expect(c.white).toBe(52_000);
    expect(c.running).toBe('black');
    expect(timeLeft(c, 'black', 21_000)).toBe(50_000);
    c = stop(c, 21_000);
    expect(c.running).toBeNull();
    expect(c.black).toBe(50_000);
    expect(timeLeft(c, 'black', 99_000)).toBe(50_000);
  });
  it('the same side again (sequential placement) gets no increment', () => {
    let c = switchTo(newClock(tc), 'white', 0);
    c = switchTo(c, 'white', 5000);
    expect(c.white).toBe(55_000);
  });
  it('flags the running side at zero, never below', () => {
    const c = switchTo(newClock(tc), 'black', 0);
    expect(flagged(c, 59_999)).toBeNull();
    expect(flagged(c, 60_000)).toBe('black');
    expect(timeLeft(c, 'black', 90_000)).toBe(0);
    // A flagged side's time is not topped up by the increment.
    expect(switchTo(c, 'white', 90_000).black).toBe(0);
  });
});

describe('takebacks', () => {
  const tc = { initialMs: 60_000, incrementMs: 2000 };
  it('a position reached again gets the times it had then, so a flag taken back does not flag again', () => {
    let c = markPly(stop(newClock(tc), 0), 0, '');
    c = markPly(switchTo(c, 'black', 1000), 1, 'K@d2');
    c = markPly(switchTo(c, 'white', 11_000), 2, 'K@e7');
    expect(c.black).toBe(52_000);
    // White flags at ply 2; the result is taken back (same ply): White has its 60 s again.
    c = stop(c, 80_000);
    expect(c.white).toBe(0);
    const back = rewindTo(c, 2, 'K@e7')!;
    expect(back).not.toBeNull();
    expect(back.running).toBeNull();
    const again = switchTo(back, 'white', 90_000);
    expect(flagged(again, 90_001)).toBeNull();
    expect(timeLeft(again, 'white', 100_000)).toBe(50_000);
    expect(again.black).toBe(52_000);
    // A takeback of one ply: the times when Black was to move.
    expect(rewindTo(c, 1, 'K@d2')).toMatchObject({ white: 60_000, black: 60_000 });
    // Another move at ply 2 is a new position: nothing to go back to; marking it drops the rest.
    expect(rewindTo(c, 2, 'K@d7')).toBeNull();
    expect(rewindTo(c, 3, 'x')).toBeNull();
    expect(markPly(c, 1, 'K@c2').marks).toHaveLength(2);
    // Kept across a reload.
    expect(readClock(JSON.parse(JSON.stringify(c)))).toEqual(c);
    expect(readClock({ ...c, marks: [{ white: -1, black: 0, move: '' }] })?.marks).toBeUndefined();
  });
});

describe('the PGN', () => {
  const tc = { initialMs: 180_000, incrementMs: 2000 };
  const pgn = '[Event "x"]\n[Result "*"]\n\n1. K@d2 K@e7 2. F@c3 {kept} *\n';
  const moves = [
    { san: 'K@d2', color: 'white' as const },
    { san: 'K@e7', color: 'black' as const },
    { san: 'F@c3', color: 'white' as const },
  ];
  let c = markPly(newClock(tc), 0, '');
  c = markPly(switchTo(c, 'black', 0), 1, 'd2');
  c = markPly(switchTo(c, 'white', 61_500), 2, 'e7');
  c = markPly(switchTo(c, 'black', 61_500 + 3_600_000), 3, 'c3');
  it('writes the TimeControl tag and each mover\'s time left after its move', () => {
    expect(pgnClock(3_723_400)).toBe('1:02:04');
    const out = pgnWithClocks(pgn, c, moves);
    expect(out).toContain('[TimeControl "180+2"]\n\n1. K@d2');
    expect(out).toContain('1. K@d2 {[%clk 0:03:00]} K@e7 {[%clk 0:02:01]} 2. F@c3 {[%clk 0:00:00]} {kept} *');
  });
  it('writes no comments when the moves do not match or a record is missing', () => {
    const other = pgnWithClocks(pgn, c, [moves[0], { san: 'K@f7', color: 'black' }, moves[2]]);
    expect(other).not.toContain('%clk');
    expect(other).toContain('[TimeControl "180+2"]');
    expect(pgnWithClocks(pgn, { ...c, marks: c.marks!.slice(0, 2) }, moves)).not.toContain('%clk');
    expect(pgnWithClocks('[TimeControl "60+0"]\n\n*\n', c, [])).toBe('[TimeControl "60+0"]\n\n*\n');
  });
});

describe('a loaded PGN', () => {
  const moves = [{ color: 'white' as const, uci: 'K@d2' }, { color: 'black' as const, uci: 'K@e7' }];
  it('reads [%clk] times', () => {
    expect(readPgnClock('[%clk 0:02:58]')).toBe(178_000);
    expect(readPgnClock('kept [%eval 0.3] [%clk 1:02:03.4]')).toBe(3_723_400);
    expect(readPgnClock('no clock')).toBeNull();
  });
  it('restores both times and each ply\'s, from the TimeControl and the moves\' [%clk]', () => {
    const c = clockFromPgn('300+3', [['[%clk 0:05:00]'], ['x', '[%clk 0:04:41]']], moves)!;
    expect(c.control).toEqual({ initialMs: 300_000, incrementMs: 3000 });
    expect([c.white, c.black, c.running]).toEqual([300_000, 281_000, null]);
    expect(rewindTo(c, 1, 'K@d2')).toMatchObject({ white: 300_000, black: 300_000 });
    expect(rewindTo(c, 0, '')).toMatchObject({ white: 300_000, black: 300_000 });
    expect(clockFromPgn('60', [], [])?.control).toEqual({ initialMs: 60_000, incrementMs: 0 });
  });
  it('gives none without a sound control or with a move without [%clk]', () => {
    expect(clockFromPgn(undefined, [[], []], moves)).toBeNull();
    expect(clockFromPgn('-', [['[%clk 0:05:00]'], ['[%clk 0:04:41]']], moves)).toBeNull();
    expect(clockFromPgn('0+3', [['[%clk 0:05:00]'], ['[%clk 0:04:41]']], moves)).toBeNull();
    expect(clockFromPgn('300+3', [['[%clk 0:05:00]'], []], moves)).toBeNull();
  });
});

describe('what is shown and said', () => {
  it('formats minutes, hours and tenths', () => {
    expect(formatTime(180_000)).toBe('3:00');
    expect(formatTime(61_001)).toBe('1:02');
    expect(formatTime(3_723_000)).toBe('1:02:03');
    expect(formatTime(9_460)).toBe('9.4');
    expect(formatTime(-5)).toBe('0.0');
    expect(spokenParts(61_200)).toEqual({ minutes: 1, seconds: 2 });
  });
  it('announces at 60, 30 and 10 seconds only', () => {
    expect(crossedThreshold(61_000, 59_000)).toBe(60);
    expect(crossedThreshold(59_000, 58_000)).toBeNull();
    expect(crossedThreshold(31_000, 9_000)).toBe(10);
    expect(crossedThreshold(30_500, 30_000)).toBe(30);
  });
});

describe("the computer's budget", () => {
  it('spends a share of its time plus the increment, inside what is left and its level', () => {
    expect(moveBudget(300_000, 3000, 6)).toBe(Math.floor(10_000 + 2400));
    expect(moveBudget(300_000, 3000, 8)).toBe(2000);
    expect(moveBudget(300_000, 3000, 7)).toBe(500);
    expect(moveBudget(600, 0, 6)).toBe(20);
    expect(moveBudget(3000, 0, 6)).toBeLessThanOrEqual(900);
  });
});

describe('a stored clock', () => {
  it('reads back what was stored, refuses the rest', () => {
    const c = switchTo(newClock({ initialMs: 180_000, incrementMs: 2000 }), 'white', 1_700_000_000_000);
    expect(readClock(JSON.parse(JSON.stringify(c)))).toEqual(c);
    expect(readClock(null)).toBeNull();
    expect(readClock({ ...c, white: -1 })).toBeNull();
    expect(readClock({ ...c, running: 'red' })).toBeNull();
    expect(readClock({ ...c, control: { initialMs: 0, incrementMs: 0 } })).toBeNull();
    expect(readClock({ ...c, since: 'now' })).toBeNull();
  });
});
