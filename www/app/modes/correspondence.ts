// A game by link with a friend far away (a screen): no server, no real-time play. Each turn makes
// a link (shared on phones, copied elsewhere) that opens the game in the friend's app; the game is
// kept in the game library and continued from there. The rules of the exchange, the signatures
// and the placement commitments are pure functions in www/app/correspondence/; this file keeps
// the keys and records, draws the board and says what each link was (docs/correspondence.md).
//
// Entry points: `start()` (a new game: the lead's start screen calls it, and the side panel's
// "Play a friend by link" button), `receive(payload)` (a `#corr=` address, from main.ts), and
// `resume(game)` (the library's Continue).
import '../correspondence/correspondence.css';
import { setupDrops } from '../../lib/game.js';
import type { SittuyinBoard } from '../../lib/board.js';
import type { Color, Move, SetupName } from '../../lib/types.js';
import type { AppContext } from '../context.ts';
import { $, announce, errorText, renderClaims, statusText } from '../view.ts';
import { isComplete, privateGame } from '../hidden.ts';
import { fromBase64Url, toBase64Url } from '../correspondence/bytes.ts';
import { CLAIMS, CORRESPONDENCE_RULES, decodePayload, type Claim, gameIdOf, type CorrState, type CorrespondenceRules } from '../correspondence/codec.ts';
import { GAME_ID_BYTES, SALT_BYTES, newKeyPair, publicKeyBytes, randomBytes } from '../correspondence/crypto.ts';
import { CorrespondenceError } from '../correspondence/errors.ts';
import { correspondenceFragment, correspondencePayload } from '../correspondence/fragment.ts';
import { buildScreen, labelScreen, renderSetups } from '../correspondence/screen.ts';
import { loadKeys, saveKeys } from '../correspondence/keys.ts';
import { acceptDraw, claimDraw, commit, invite, isWithin, join, judge, move, other, playedGame, resign, revealPlacement, seal, standingOffer, whoActs, type Verdict } from '../correspondence/protocol.ts';
import { loadRecord, saveRecord, type CorrespondenceRecord } from '../correspondence/records.ts';

/** The game shown: its record, its key pair, the state as it stands here (with this side's
 * actions not yet signed), and who signed the latest link held. */
interface Shown {
  rec: CorrespondenceRecord;
  keys: CryptoKeyPair;
  state: CorrState;
  sender: Color | null;
}

type Phase = 'new' | 'invite' | 'place' | 'wait' | 'move' | 'over' | 'none';

let ctx: AppContext | null = null;
let root: HTMLElement | null = null;
let board: SittuyinBoard | null = null;
/** What the board shows, so it is loaded again only when that changes. */
let boardKey = '';
let shown: Shown | null = null;
let invitation: { payload: string; state: CorrState } | null = null;
let phase: Phase = 'none';
let labelsFor: AppContext['t'] | null = null;
/** The board being drawn (it loads asynchronously), and whether to draw again after it. */
let drawing: Promise<void> | null = null;
let drawAgain = false;
/** One change at a time (keys, storage and signatures are asynchronous). */
let queue: Promise<void> = Promise.resolve();

function serial(fn: () => Promise<void>): Promise<void> {
  const run = queue.then(fn).catch((e: unknown) => fail(e));
  queue = run;
  return run;
}

export function mount(c: AppContext): void {
  ctx = c;
  root = buildScreen({
    close: () => c.modes.close('correspondence'),
    create: () => void serial(create),
    join: () => void serial(accept),
    send: () => void send(),
    clearPlacement: () => void serial(clearPlacement),
    resign: () => void serial(resignGame),
    acceptDraw: () => void serial(() => endGame(acceptDraw)),
    openPasted: (text) => {
      const payload = correspondencePayload(text.slice(Math.max(0, text.indexOf('#'))));
      if (payload === null) say('', c.t.correspondence.refused.ERR_CORR_DAMAGED);
      else void receive(payload);
    },
  });
  document.querySelector('main')?.after(root);
  relabel();
  c.modes.show('correspondence');
  $('corr-title').focus({ preventScroll: true });
}

export function unmount(): void {
  board?.destroy();
  board = null;
  boardKey = '';
  root?.remove();
  root = null;
  shown = null;
  invitation = null;
  phase = 'none';
  labelsFor = null;
  // The address goes back to the game in play's link (app.ts writes it at the next redraw).
  if (location.hash.startsWith('#corr=')) history.replaceState(history.state, '', location.href.split('#')[0]);
  const c = ctx;
  ctx = null;
  c?.refresh(false);
}

/** After every redraw of the app: the labels follow a change of language. */
export function update(): void {
  if (ctx && labelsFor !== ctx.t) {
    relabel();
    render();
  }
}

function relabel(): void {
  if (!ctx || !root) return;
  labelsFor = ctx.t;
  labelScreen(root, ctx.t);
  void board?.setLanguage((ctx.settings.lang ?? 'en') as 'en').catch(() => { /* the board keeps its labels */ });
}

/** The screen's message: a note (role status) or a refusal (role alert). */
function say(note: string, alert = ''): void {
  if (!root) return;
  $('corr-note').textContent = note;
  $('corr-alert').textContent = alert;
}

function fail(e: unknown): void {
  const c = ctx;
  if (!c) return;
  // No IndexedDB or WebCrypto here (a private window, a page over plain http): said as such.
  const name = (e as { name?: string })?.name;
  const unsupported = name === 'NotSupportedError' || name === 'SecurityError' || name === 'InvalidStateError';
  const code = e instanceof CorrespondenceError ? e.code : unsupported ? 'ERR_CORR_UNSUPPORTED' : null;
  say('', code ? c.t.correspondence.refused[code] : errorText(c.t, e));
  render();
}

/** The screen brought up (after the page's header, so the board and the link are in view). */
function bringUp(): void {
  ctx?.modes.show('correspondence');
  root?.scrollIntoView({ block: 'start' });
}

// --- Entry points -------------------------------------------------------------------------------

/** The form of a new game by link (`options`: the rules and side chosen in it at first). */
export function start(options: { rules?: CorrespondenceRules; side?: Color } = {}): Promise<void> {
  return serial(async () => {
    shown = null;
    invitation = null;
    phase = 'new';
    if (options.rules && (CORRESPONDENCE_RULES as readonly string[]).includes(options.rules)) $<HTMLSelectElement>('corr-rules').value = options.rules;
    if (options.side) $<HTMLSelectElement>('corr-side').value = options.side;
    say('');
    render();
    bringUp();
  });
}

/** A link received (the payload of a `#corr=` address): judged against the game held here. */
export function receive(payload: string): Promise<void> {
  return serial(async () => {
    const c = ctx;
    if (!c) return;
    try {
      await judgeLink(c, payload);
    } finally {
      // How many links were judged here (tests wait for the next).
      if (root) root.dataset.received = String(Number(root.dataset.received ?? 0) + 1);
    }
  });
}

/** A link judged against the game this device holds for it, and the screen that follows. */
async function judgeLink(c: AppContext, payload: string): Promise<void> {
  bringUp();
  const t = c.t.correspondence;
  const game = gameIdOf(payload);
  const rec = game ? await loadRecord(game) : null;
  const keys = rec ? await loadKeys(rec.game) : null;
  const held = rec && keys ? await derive(rec, keys) : null;
  const local = held ? { state: held.signed ?? held.state, mine: held.rec.mine } : null;
  const verdict: Verdict = await judge(payload, local);
  if (verdict.kind === 'invitation') {
    shown = null;
    invitation = { payload, state: verdict.sealed.state };
    phase = 'invite';
    say('');
    render();
    return;
  }
  if (verdict.kind === 'accepted' && rec && keys) {
    rec.link = payload;
    await show(rec, keys);
    // At the end of the game the status line says how it ended.
    const note = phase === 'over' ? '' : t.received;
    say(note);
    announce(note || $('corr-status').textContent || '');
    return;
  }
  if (held) await show(held.rec, held.keys);
  if (verdict.kind === 'seen') say(verdict.own ? t.own : t.seen);
  else if (verdict.kind === 'refused') {
    say('', verdict.code === 'ERR_CORR_OLD' && verdict.moves ? t.old(verdict.moves.link, verdict.moves.here) : t.refused[verdict.code]);
    if (!held) {
      phase = 'none';
      render();
    }
  }
}

/** A game of the library continued. */
export function resume(game: string): Promise<void> {
  return serial(async () => {
    bringUp();
    const rec = await loadRecord(game);
    const keys = rec ? await loadKeys(game) : null;
    if (!rec || !keys) throw new CorrespondenceError('ERR_CORR_UNKNOWN', 'no record or key on this device');
    say('');
    await show(rec, keys);
  });
}

// --- The game -----------------------------------------------------------------------------------

/** The state as it stands here: the latest link's (or a new game's), with this side's key, and
 * the actions that follow without a choice (the commitment once placed, the reveal once both
 * commitments are in). When that completes this side's turn, it is signed into a new link. */
async function derive(rec: CorrespondenceRecord, keys: CryptoKeyPair): Promise<Shown & { signed: CorrState | null }> {
  const pub = await publicKeyBytes(keys.publicKey);
  const mine = rec.mine;
  let signed: CorrState | null = null;
  let sender: Color | null = null;
  if (rec.link) {
    const s = await decodePayload(rec.link);
    signed = s.state;
    sender = s.sender;
  }
  let state = signed ?? invite(rec.rules, rec.inviter, pub, fromBase64Url(rec.game));
  if (!state.keys[mine]) state = join(state, mine, pub);
  const secret = rec.secret;
  if (secret && whoActs(state) === mine && !state.commits[mine]) state = (await commit(state, mine, secret.drops, fromBase64Url(secret.salt))).state;
  if (secret && whoActs(state) === mine && !state.reveals[mine] && state.commits[other(mine)]) {
    state = await revealPlacement(state, mine, secret.drops, fromBase64Url(secret.salt));
  }
  if (whoActs(state) !== mine && (!signed || !isWithin(state, signed))) {
    rec.link = await seal(state, mine, keys.privateKey);
    sender = mine;
    signed = state;
  }
  return { rec, keys, state, sender, signed };
}

async function show(rec: CorrespondenceRecord, keys: CryptoKeyPair): Promise<void> {
  const d = await derive(rec, keys);
  shown = { rec: d.rec, keys: d.keys, state: d.state, sender: d.sender };
  invitation = null;
  await store();
  render();
}

/** The record into the library, and the latest link into the address (a reload shows it). */
async function store(): Promise<void> {
  const c = ctx;
  if (!c || !shown) return;
  const t = c.t.correspondence;
  const { rec } = shown;
  const names = { white: rec.mine === 'white' ? t.you : t.friend, black: rec.mine === 'black' ? t.you : t.friend };
  await saveRecord(rec, rec.link ? shown.state : null, names);
  if (rec.link) history.replaceState(history.state, '', correspondenceFragment(rec.link));
}

async function create(): Promise<void> {
  const rules = $<HTMLSelectElement>('corr-rules').value as CorrespondenceRules;
  const side = $<HTMLSelectElement>('corr-side').value as Color;
  const keys = await newKeyPair();
  const game = toBase64Url(randomBytes(GAME_ID_BYTES));
  await saveKeys(game, keys);
  const rec: CorrespondenceRecord = { v: 1, game, rules, inviter: side, mine: side, placing: [] };
  say('');
  await show(rec, keys);
}

async function accept(): Promise<void> {
  if (!invitation) return;
  const { payload, state } = invitation;
  const keys = await newKeyPair();
  const game = toBase64Url(state.game);
  await saveKeys(game, keys);
  const rec: CorrespondenceRecord = { v: 1, game, rules: state.rules, inviter: state.inviter, mine: other(state.inviter), link: payload, placing: [] };
  say('');
  await show(rec, keys);
}

/** This side's drops so far: its commitment is made once they are all down. */
async function placed(drops: string[]): Promise<void> {
  if (!shown) return;
  const { rec, keys } = shown;
  if (isComplete(rec.rules, rec.mine, drops)) {
    rec.secret = { drops, salt: toBase64Url(randomBytes(SALT_BYTES)) };
    rec.placing = [];
  } else {
    rec.placing = drops;
  }
  await show(rec, keys);
}

/** The rest of this side's pieces placed in a traditional pattern (one that fits those placed). */
async function useSetup(name: SetupName): Promise<void> {
  if (!shown) return;
  const done = shown.rec.placing;
  await placed([...done, ...setupDrops(name, shown.rec.mine).filter((d) => !done.includes(d))]);
}

async function clearPlacement(): Promise<void> {
  if (shown && !shown.rec.secret) await placed([]);
}

/** A move made on the board: this side's turn is signed into a link at once. */
async function moved(m: Move): Promise<void> {
  if (!shown) return;
  if (!shown.state.commits[shown.rec.mine]) {
    await placed([...shown.rec.placing, m.uci]);
    return;
  }
  const { rec, keys } = shown;
  const offer = $<HTMLInputElement>('corr-offer');
  const next = move(shown.state, m.uci, offer.checked);
  offer.checked = false;
  rec.link = await seal(next, rec.mine, keys.privateKey);
  say('');
  await show(rec, keys);
}

let resignArmed = 0;
async function resignGame(): Promise<void> {
  const c = ctx;
  if (!c || !shown) return;
  const b = $<HTMLButtonElement>('corr-resign');
  if (!resignArmed) {
    b.textContent = c.t.correspondence.confirmResign;
    resignArmed = window.setTimeout(() => { resignArmed = 0; b.textContent = c.t.correspondence.resign; }, 4000);
    return;
  }
  clearTimeout(resignArmed);
  resignArmed = 0;
  b.textContent = c.t.correspondence.resign;
  await endGame((s) => resign(s, shown?.rec.mine ?? 'white'));
}

/** This side ends the game (resigns, accepts a draw, claims one): a link like a move. */
async function endGame(how: (state: CorrState) => CorrState): Promise<void> {
  if (!shown) return;
  const { rec, keys } = shown;
  rec.link = await seal(how(shown.state), rec.mine, keys.privateKey);
  say('');
  await show(rec, keys);
}

/** The link shared (Web Share on a touch screen) or copied; on failure it is selected to copy. */
async function send(): Promise<void> {
  const c = ctx;
  if (!c || !shown?.rec.link) return;
  const t = c.t.correspondence;
  const url = linkUrl(shown.rec.link);
  const input = $<HTMLInputElement>('corr-link');
  if (typeof navigator.share === 'function' && matchMedia('(pointer: coarse)').matches) {
    try {
      await navigator.share({ url, title: t.title });
      return;
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    say(t.copied);
  } catch {
    input.focus();
    input.select();
    say(t.copyByHand);
  }
}

const linkUrl = (payload: string): string => `${location.href.split('#')[0]}${correspondenceFragment(payload)}`;

// --- Drawing ------------------------------------------------------------------------------------

function render(): void {
  const c = ctx;
  if (!c || !root) return;
  const t = c.t.correspondence;
  const state = shown?.state ?? null;
  const mine = shown?.rec.mine ?? 'white';
  const actor = state ? whoActs(state) : null;
  if (shown && state) {
    if (!state.commits[mine]) phase = 'place';
    else if (actor === null) phase = 'over';
    else if (actor === mine && state.reveals.white && state.reveals.black) phase = 'move';
    else phase = 'wait';
  } else if (phase !== 'new' && phase !== 'invite') phase = 'none';
  // A new stage of the game brings the screen's top into view (the board and the link under it).
  if (root.dataset.phase !== phase) root.scrollIntoView({ block: 'start' });
  root.dataset.phase = phase;
  $('corr-new').hidden = phase !== 'new';
  $('corr-invite').hidden = phase !== 'invite';
  if (invitation) {
    $('corr-invite-text').textContent = t.invited(c.t.presets[invitation.state.rules]?.name ?? invitation.state.rules, c.t.colors[other(invitation.state.inviter)]);
  }
  const showLink = !!shown?.rec.link && shown.sender === mine;
  $('corr-send').hidden = !showLink;
  $<HTMLInputElement>('corr-link').value = showLink && shown?.rec.link ? linkUrl(shown.rec.link) : '';
  $('corr-setups').hidden = phase !== 'place';
  if (phase === 'place' && shown) {
    const g = privateGame(shown.rec.rules, mine, shown.rec.placing);
    const placedPieces = g.pieces().filter((p) => p.color === mine && p.role !== 'pawn');
    g.free();
    renderSetups(root, c.t, mine, placedPieces, (name) => void serial(() => useSetup(name)));
  }
  $<HTMLButtonElement>('corr-clear').disabled = (shown?.rec.placing.length ?? 0) === 0;
  $('corr-actions').hidden = !(phase === 'move' || (phase === 'wait' && state?.reveals.white && state.reveals.black));
  $('corr-status').textContent = statusLine(phase);
  $('corr-status').hidden = !shown;
  renderDraw(c);
  requestDraw();
}

function requestDraw(): void {
  if (drawing) {
    drawAgain = true;
    return;
  }
  drawing = drawBoard().finally(() => {
    drawing = null;
    if (drawAgain) {
      drawAgain = false;
      requestDraw();
    }
  });
}

/** A standing draw offer (the other side's: with Accept; this side's: said), the claims this side
 * may make on its move, and the offer to make with the next move. */
function renderDraw(c: AppContext): void {
  const state = shown?.state;
  const mine = shown?.rec.mine ?? 'white';
  const offer = state && phase !== 'over' ? standingOffer(state) : null;
  $('corr-draw').hidden = offer === null;
  $('corr-accept').hidden = offer !== other(mine) || phase !== 'move';
  $('corr-accept').textContent = c.t.ui.acceptDraw(c.t.colors[mine]);
  $('corr-draw-text').textContent = offer === mine ? c.t.ui.drawOffered : offer ? c.t.status.drawOffer(c.t.colors[offer]) : '';
  $('corr-offer').parentElement!.hidden = phase !== 'move';
  let claimable: Claim[] = [];
  const g = phase === 'move' && state ? playedGame(state) : null;
  if (g) {
    claimable = g.status().claimable.filter((r): r is Claim => (CLAIMS as readonly string[]).includes(r));
    g.free();
  }
  renderClaims($('corr-claims'), claimable, c.t, (reason) => void serial(() => endGame((s) => claimDraw(s, reason as Claim))));
}

function statusLine(p: Phase): string {
  const c = ctx;
  if (!c || !shown) return '';
  const t = c.t.correspondence;
  const color = c.t.colors[shown.rec.mine];
  if (p === 'place') return t.place(color);
  if (p === 'move') return t.yourMove(color);
  if (p === 'over') {
    const g = playedGame(shown.state);
    if (!g) return '';
    try {
      return statusText(c.t, g, g.status());
    } finally {
      g.free();
    }
  }
  return shown.state.reveals.white && shown.state.reveals.black ? t.waitMove : t.waitPlacement;
}

/** The board: this side's private position while placing and waiting for the other placement,
 * then the game; movable only by this side, on its turn. */
async function drawBoard(): Promise<void> {
  const c = ctx;
  const host = document.getElementById('corr-board');
  if (!c || !host) return;
  if (!shown) {
    if (root) delete root.dataset.fen;
    board?.destroy();
    board = null;
    boardKey = '';
    host.replaceChildren();
    return;
  }
  const { rec, state } = shown;
  const mine = rec.mine;
  const game = playedGame(state);
  let options: { fen?: string; moves?: string[] };
  // The position shown, on the screen's element too (for tests and tools).
  if (game) {
    options = { moves: game.history() };
    if (root) root.dataset.fen = game.fen();
    game.free();
  } else {
    const drops = rec.secret?.drops ?? rec.placing;
    const g = privateGame(rec.rules, mine, drops);
    options = { fen: g.fen() };
    if (root) root.dataset.fen = g.fen();
    g.free();
  }
  const movable = phase === 'place' || phase === 'move' ? mine : 'none';
  const key = JSON.stringify([options, movable, mine]);
  if (key === boardKey && board) return;
  boardKey = key;
  if (board) {
    board.load({ ...options, rules: rec.rules });
    board.setOrientation(mine);
    board.setMovable(movable);
    return;
  }
  const { SittuyinBoard } = await import('../../lib/board.js');
  if (!document.getElementById('corr-board')) return;
  board = await SittuyinBoard.create(host, {
    ...options,
    rules: rec.rules,
    orientation: mine,
    movable,
    trays: true,
    lang: (c.settings.lang ?? 'en') as 'en',
    pieces: c.settings.pieces,
    sound: c.settings.sound,
    onMove: (m) => void serial(() => moved(m)),
  });
  if (!root) {
    board.destroy();
    board = null;
  }
}
