// The game library (a screen): every game kept in IndexedDB (library/store.ts), listed newest
// first with its date, players, preset, result and length; filtered by text, preset and result;
// opened to continue or replay (or reviewed, when the registry has a review mode); deleted with
// an Undo; exported as one PGN file; a PGN file of many games imported.
import '../library/library.css';
import { presets } from '../../lib/game.js';
import { parsePgn } from '../../lib/pgn.js';
import type { PgnGame } from '../../lib/types.js';
import type { AppContext } from '../context.ts';
import { buildGame, newGameId } from '../state.ts';
import { forget, fullMoves, type Ending } from '../storage.ts';
import { $, announce, errorText } from '../view.ts';
import { hasMode } from './index.ts';
import { allGames, deleteGame, isQuotaError, putGames, sameGameKey, sync, toLibrary, type LibraryGame } from '../library/store.ts';

let ctx: AppContext | null = null;
let root: HTMLElement | null = null;
let games: LibraryGame[] = [];
/** How many stored records could not be read (left out of the list, said under it). */
let unreadable = 0;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { testid?: string } = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const { testid, ...rest } = props;
  const node = Object.assign(document.createElement(tag), rest);
  if (testid) node.dataset.testid = testid;
  node.append(...children);
  return node;
}

export async function mount(c: AppContext): Promise<void> {
  ctx = c;
  const t = c.t.library;
  root = el('section', { id: 'library', className: 'library', testid: 'library' });
  // The page's main landmark while it takes the place of the game (whose <main> is hidden).
  root.setAttribute('role', 'main');
  root.setAttribute('aria-labelledby', 'library-title');
  const close = el('button', { type: 'button', textContent: t.close, testid: 'library-close' });
  close.addEventListener('click', () => c.modes.close('library'));
  root.append(
    el('div', { className: 'head' }, el('h2', { id: 'library-title', textContent: t.title, tabIndex: -1 }), close),
    filters(c),
    tools(c),
    el('p', { className: 'message', id: 'library-message', testid: 'library-message' }),
    el('p', { className: 'count', id: 'library-count', testid: 'library-count' }),
    el('ul', { id: 'library-list', testid: 'library-list' }),
  );
  root.querySelector('#library-message')?.setAttribute('role', 'status');
  document.querySelector('main')?.after(root);
  c.modes.show('library');
  $('library-title').focus();
  await reload();
}

export function unmount(): void {
  root?.remove();
  root = null;
  games = [];
  unreadable = 0;
  ctx = null;
  document.getElementById('library-open')?.focus();
}

function filters(c: AppContext): HTMLElement {
  const t = c.t.library;
  const search = el('input', { type: 'search', id: 'library-search', placeholder: t.search, testid: 'library-search' });
  search.setAttribute('aria-label', t.searchLabel);
  const preset = el('select', { id: 'library-preset', testid: 'library-preset' },
    el('option', { value: '', textContent: t.anyPreset }),
    ...presets().map(({ name }) => el('option', { value: name, textContent: c.t.presets[name]?.name ?? name })));
  preset.setAttribute('aria-label', t.preset);
  const result = el('select', { id: 'library-result', testid: 'library-result' },
    ...([['', t.anyResult], ['1-0', t.whiteWon], ['0-1', t.blackWon], ['1/2-1/2', t.drawn], ['*', t.unfinished]] as const)
      .map(([value, textContent]) => el('option', { value, textContent })));
  result.setAttribute('aria-label', t.result);
  for (const input of [search, preset, result]) input.addEventListener('input', render);
  return el('div', { className: 'row filters' }, search, preset, result);
}

function tools(c: AppContext): HTMLElement {
  const t = c.t.library;
  const exportAll = el('button', { type: 'button', textContent: t.exportAll, testid: 'library-export' });
  exportAll.addEventListener('click', () => {
    const { text, count, skipped } = exportPgn(c, games);
    c.download('sittuyin-games.pgn', text);
    say([c.t.library.exported(count), ...(skipped.length > 0 ? [c.t.library.skipped(skipped.join('; '))] : [])].join(' '), skipped.length > 0);
  });
  const file = el('input', { type: 'file', accept: '.pgn,application/x-chess-pgn,text/plain', className: 'file', testid: 'library-file', tabIndex: -1 });
  file.setAttribute('aria-hidden', 'true');
  const importButton = el('button', { type: 'button', textContent: t.importPgn, testid: 'library-import' });
  importButton.addEventListener('click', () => file.click());
  file.addEventListener('change', () => {
    const f = file.files?.[0];
    file.value = '';
    if (f) void importFile(f);
  });
  return el('div', { className: 'row' }, exportAll, importButton, file);
}

function say(text: string, error = false): void {
  const m = document.getElementById('library-message');
  if (!m) return;
  m.textContent = text;
  m.classList.toggle('error', error);
}

/** Brings the library up to date with the game in play and the recent games, then lists it. */
async function reload(): Promise<void> {
  const c = ctx;
  if (!c) return;
  c.persistence.saveNow(true);
  try {
    await sync();
  } catch (e) {
    // Full: the list is still shown (what is kept stays readable); blocked: nothing is.
    say(failureText(c, e), true);
  }
  try {
    ({ games, unreadable } = await allGames());
  } catch (e) {
    games = [];
    say(failureText(c, e), true);
  }
  render();
}

/** A storage failure in words: the quota (full) apart from a library that cannot be used. */
function failureText(c: AppContext, e: unknown): string {
  return isQuotaError(e) ? c.t.library.full : c.t.library.unavailable;
}

/** The names of a game's two sides. */
function players(c: AppContext, g: LibraryGame): [string, string] {
  if (g.white || g.black) return [g.white || '?', g.black || '?'];
  const level = typeof g.level === 'number' ? g.level : 3;
  if (g.opponent === 'white') return [c.t.ui.computer(level), c.t.ui.you];
  if (g.opponent === 'black') return [c.t.ui.you, c.t.ui.computer(level)];
  return [c.t.colors.white, c.t.colors.black];
}

/** The game's date, one format for all, in the page's language: an imported game's PGN date
 * ('2024.03.09', '2024.??.??': the year alone) or the day it was last played here. */
function dateOf(g: LibraryGame): string {
  const lang = document.documentElement.lang || undefined;
  const m = /^(\d{4})\.([\d?]{2})\.([\d?]{2})$/.exec(g.date ?? '');
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1 || day > 31) return m[1];
    return new Date(year, month - 1, day).toLocaleDateString(lang);
  }
  return new Date(g.savedAt).toLocaleDateString(lang);
}

function resultText(c: AppContext, result: string): string {
  const t = c.t.library;
  return result === '1-0' ? `1–0 · ${t.whiteWon}` : result === '0-1' ? `0–1 · ${t.blackWon}` : result === '1/2-1/2' ? `½–½ · ${t.drawn}` : t.unfinished;
}

function matches(c: AppContext, g: LibraryGame): boolean {
  const text = (document.getElementById('library-search') as HTMLInputElement | null)?.value.trim().toLowerCase() ?? '';
  const preset = (document.getElementById('library-preset') as HTMLSelectElement | null)?.value ?? '';
  const result = (document.getElementById('library-result') as HTMLSelectElement | null)?.value ?? '';
  if (preset && g.rules !== preset) return false;
  if (result && g.result !== result) return false;
  if (!text) return true;
  const hay = [...players(c, g), g.event ?? '', dateOf(g), c.t.presets[g.rules]?.name ?? g.rules].join(' ').toLowerCase();
  return hay.includes(text);
}

function render(): void {
  const c = ctx;
  const list = document.getElementById('library-list');
  if (!c || !list) return;
  const shown = games.filter((g) => matches(c, g));
  list.replaceChildren(...shown.map((g) => item(c, g)));
  const count = $('library-count');
  const counted = games.length === 0 ? c.t.library.empty : shown.length === 0 ? c.t.library.noMatch : c.t.library.shown(shown.length, games.length);
  count.textContent = unreadable > 0 ? `${counted} · ${c.t.library.unreadable(unreadable)}` : counted;
}

function item(c: AppContext, g: LibraryGame): HTMLLIElement {
  const t = c.t.library;
  const [white, black] = players(c, g);
  const inPlay = g.id === c.state.id;
  const meta = [dateOf(g), c.t.presets[g.rules]?.name ?? g.rules, resultText(c, g.result), c.t.library.moves(fullMoves(g.plies))];
  if (g.event) meta.unshift(g.event);
  if (inPlay) meta.push(t.inPlay);
  const action = (label: string, testid: string, run: () => void, disabled = false): HTMLButtonElement => {
    const b = el('button', { type: 'button', textContent: label, testid, disabled });
    b.setAttribute('aria-label', `${label}: ${white} – ${black}, ${dateOf(g)}`);
    b.addEventListener('click', run);
    return b;
  };
  const actions = el('div', { className: 'actions' },
    action(t.continueGame, 'library-continue', () => open(c, g, null)),
    action(t.replay, 'library-replay', () => open(c, g, 0)));
  const review = 'review';
  if (hasMode(review)) actions.append(action(t.review, 'library-review', () => { open(c, g, 0); void c.modes.open(review); }));
  actions.append(action(t.remove, 'library-delete', () => void remove(c, g), inPlay));
  const li = el('li', {}, el('div', { className: 'what' }, el('span', { className: 'players', textContent: `${white} – ${black}` }), el('span', { className: 'meta', textContent: meta.join(' · ') })), actions);
  li.dataset.id = g.id;
  return li;
}

/** Opens a game in place of the game in play (undoable): at its end (continue) or its start (replay). */
function open(c: AppContext, g: LibraryGame, view: number | null): void {
  c.persistence.saveNow(true);
  c.modes.close('library');
  // A game by link goes on on its own screen (modes/correspondence.ts).
  const game = g.correspondence?.game;
  if (game) {
    c.modes.open('correspondence').then((m) => m.resume(game)).catch((e: unknown) => c.notice(errorText(c.t, e)));
    return;
  }
  if (g.id === c.state.id) {
    c.view(view);
    return;
  }
  c.replaceUndoable({ saved: g, view }, c.t.library.opened, c.t.library.opened);
}

async function remove(c: AppContext, g: LibraryGame): Promise<void> {
  try {
    await deleteGame(g.id);
  } catch (e) {
    say(errorText(c.t, e), true);
    return;
  }
  forget(g.id);
  games = games.filter((x) => x.id !== g.id);
  render();
  announce(c.t.library.removed);
  c.toast(c.t.library.removed, () => {
    void putGames([g]).then(async () => {
      ({ games, unreadable } = await allGames());
      render();
    }).catch((e: unknown) => say(failureText(c, e), true));
  });
}

/** A game named in a message: its players and date, cut short. */
function nameOf(c: AppContext, g: LibraryGame): string {
  const clip = (s: string): string => (s.length > 40 ? `${s.slice(0, 39)}…` : s);
  const [white, black] = players(c, g);
  return `${clip(white)} – ${clip(black)}, ${dateOf(g)}`;
}

/** Every game with moves as one PGN file (the crate's PGN writer), oldest first. A game the
 * writer refuses (a tag too long, moves that do not replay) is left out and named; a game
 * without a move is left out. */
function exportPgn(c: AppContext, list: readonly LibraryGame[]): { text: string; count: number; skipped: string[] } {
  const out: string[] = [];
  const skipped: string[] = [];
  for (const g of [...list].reverse()) {
    if (g.moves.length === 0) continue;
    try {
      const game = buildGame(g.startFen, g.rules, g.moves, g.ending ?? null);
      try {
        const [white, black] = players(c, g);
        const d = new Date(g.savedAt);
        const date = g.date ?? `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;
        out.push(game.pgn({ event: g.event ?? `Sittuyin — ${c.t.presets[g.rules]?.name ?? g.rules}`, site: location.host || 'Sittuyin', date, white, black }).trim());
      } finally {
        game.free();
      }
    } catch (e) {
      skipped.push(`${nameOf(c, g)} (${errorText(c.t, e)})`);
    }
  }
  return { text: `${out.join('\n\n')}\n`, count: out.length, skipped };
}

/** The ending a PGN's result gives a game its moves leave unfinished. */
function endingFor(result: PgnGame['result']): Ending {
  if (result === '1-0') return { type: 'resign', color: 'black' };
  if (result === '0-1') return { type: 'resign', color: 'white' };
  if (result === '1/2-1/2') return { type: 'agree' };
  return null;
}

/** One game of an imported file as a library record. */
function imported(p: PgnGame, savedAt: number): LibraryGame | null {
  const tags = Object.fromEntries(p.tags);
  const moves = p.moves.map((m) => m.uci);
  let ending: Ending = null;
  try {
    const g = buildGame(p.startFen, p.rules, moves);
    const over = g.status().over;
    g.free();
    if (!over) ending = endingFor(p.result);
  } catch {
    return null;
  }
  const date = typeof tags.Date === 'string' && /^\d{4}\.[\d?]{2}\.[\d?]{2}$/.test(tags.Date) ? tags.Date : undefined;
  const saved = { id: `pgn-${newGameId()}`, rules: p.rules, startFen: p.startFen, moves, orientation: 'white' as const, ending, opponent: 'none', level: 3, rev: 1, savedAt };
  return toLibrary(saved, { white: tags.White, black: tags.Black, event: tags.Event, date });
}

/** Imports a PGN file's games; a game the library has already (same moves, start, rules and
 * result) is not added again. Every failure says its reason. */
async function importFile(f: File): Promise<void> {
  const c = ctx;
  if (!c) return;
  try {
    const text = await f.text();
    const now = Date.now();
    const parsed = parsePgn(text);
    if (parsed.length === 0) throw new Error(c.t.library.noGames);
    const known = new Set(games.map(sameGameKey));
    const records: LibraryGame[] = [];
    let duplicates = 0;
    for (const [i, p] of parsed.entries()) {
      const r = imported(p, now - (parsed.length - i));
      if (!r) continue;
      const key = sameGameKey(r);
      if (known.has(key)) {
        duplicates++;
        continue;
      }
      known.add(key);
      records.push(r);
    }
    await putGames(records);
    ({ games, unreadable } = await allGames());
    render();
    say([c.t.library.imported(records.length), ...(duplicates > 0 ? [c.t.library.duplicates(duplicates)] : [])].join(' '));
  } catch (e) {
    const why = isQuotaError(e) ? c.t.library.full : errorText(c.t, e) || (e as { name?: string })?.name || String(e);
    say(c.t.library.importFailed(why), true);
  }
}
