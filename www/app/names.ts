// The sides' names: Red / Black as the Burmese sources say, or White / Black as Fairy-Stockfish
// and pychess write them. The preset decides unless the user chose (Settings → Side names); the
// choice is kept in localStorage. The app's strings are the language's table with the white
// side's name replaced (the status line, trays, clocks, announcements, the PGN's players).
import type { RulesName } from '../lib/types.js';
import type { Strings } from '../i18n/index.ts';

export type SideNames = 'white' | 'red';
/** 'auto': as the preset's sources say. */
export type SideNamesChoice = SideNames | 'auto';

const KEY = 'sittuyin.side-names';
/** Where the clock's settings kept the choice before (only "red" was ever a choice there). */
const OLD_KEY = 'sittuyin.clock-options';

/** The names of the preset's sources: the Myanmar federation, Pritchard and ChessPlayX (the
 * Myanmar rules it follows) say Red; `fairy` is Fairy-Stockfish / pychess notation, White. */
export function presetNames(rules: RulesName): SideNames {
  return rules === 'fairy' ? 'white' : 'red';
}

let choice: SideNamesChoice | null = null;

function read(): SideNamesChoice {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'white' || saved === 'red' || saved === 'auto') return saved;
    const old = JSON.parse(localStorage.getItem(OLD_KEY) ?? 'null') as { names?: unknown } | null;
    if (old?.names !== 'red') return 'auto';
    localStorage.setItem(KEY, 'red');
    return 'red';
  } catch {
    return 'auto';
  }
}

/** The user's choice ('auto' until one is made). */
export function sideNamesChoice(): SideNamesChoice {
  choice ??= read();
  return choice;
}

export function chooseSideNames(next: SideNamesChoice): void {
  choice = next;
  try {
    localStorage.setItem(KEY, next);
  } catch { /* storage off: the choice holds for this page */ }
}

/** The names in use under `rules`. */
export function sideNames(rules: RulesName): SideNames {
  const c = sideNamesChoice();
  return c === 'auto' ? presetNames(rules) : c;
}

const named = new WeakMap<Strings, Strings>();

/** The table with the white side called `names` (the same object for the same table). */
export function withSideNames(t: Strings, names: SideNames): Strings {
  if (names === 'white') return t;
  let table = named.get(t);
  if (!table) {
    table = { ...t, colors: { ...t.colors, white: t.clock.red } };
    named.set(t, table);
  }
  return table;
}
