// A game by link between two devices (issue 30 part 4): two browser contexts with storage of
// their own exchange links through the hidden placement (commitments, then the reveals) and ten
// moves; a link changed by hand and an old link opened again are refused in words, and the game
// on the device is unchanged; the game continues from the library, and ends in a draw offered
// with a move and accepted. Desktop (1280x900) and phone (390x844, touch) sizes, the board and
// the "Send the link" button in view, axe-core clean, screenshots of each screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, openApp, ROLES, setUp, shot, SIZES } from './helpers.mjs';

const app = setUp();

// White places three pieces by hand, then the rest of the king-in-hiding pattern; Black takes the
// horses-side-by-side set-up.
const WHITE = ['K@c2', 'F@e3', 'S@b2', 'S@d2', 'N@f3', 'N@e2', 'R@f1', 'R@g1'];
const MOVES = ['e4e5', 'a5a4', 'f4f5', 'b5b4', 'g4g5', 'c5c4', 'h4h5', 'd5d4', 'f1f2', 'g8h8'];
/** The position after both placements and the ten moves. */
const FINAL = '4r2r/2knns2/2sfpppp/4PPPP/pppp4/PPPPFN2/1SKSNR2/6R1[] w - - 2 14';

const phase = (page) => page.getByTestId('correspondence').getAttribute('data-phase');
const waitPhase = (page, p) => page.waitForSelector(`[data-testid=correspondence][data-phase="${p}"]`);
const boardFen = (page) => page.getByTestId('correspondence').getAttribute('data-fen');
const linkOf = (page) => page.getByTestId('corr-link').inputValue();

/** The centre of a square of the screen's board. */
async function square(page, sq, orientation) {
  const box = await page.locator('#corr-board [data-testid=board]').boundingBox();
  const file = sq.charCodeAt(0) - 97;
  const rank = Number(sq[1]) - 1;
  const col = orientation === 'white' ? file : 7 - file;
  const row = orientation === 'white' ? 7 - rank : rank;
  return { x: box.x + ((col + 0.5) * box.width) / 8, y: box.y + ((row + 0.5) * box.height) / 8 };
}

/** A move on the screen's board: clicks on the desktop, taps on the phone. */
async function play(device, uci) {
  const { page, color, touch } = device;
  const press = async (p) => (touch ? page.touchscreen.tap(p.x, p.y) : page.mouse.click(p.x, p.y));
  if (uci.includes('@')) {
    await page.locator(`#corr-board [data-testid=reserve-${color}] [data-role="${ROLES[uci[0]]}"]`).click();
  } else {
    await press(await square(page, uci.slice(0, 2), color));
  }
  await press(await square(page, uci.slice(-2), color));
}

/** Opens a link on a device (a new address in the same tab), then waits for its judgement. */
async function open(device, link) {
  const { page } = device;
  const count = (await page.locator('[data-testid=correspondence]').getAttribute('data-received').catch(() => null)) ?? '0';
  // The address shows the game held (its latest link): cleared first, so that opening that very
  // link is a new address too.
  await page.evaluate(() => history.replaceState(null, '', location.pathname));
  await page.goto(link);
  await page.waitForFunction((n) => (document.querySelector('[data-testid=correspondence]')?.getAttribute('data-received') ?? '0') !== n, count);
}

/** Pastes a link in the screen's box (a link that arrived elsewhere), then waits for its judgement. */
async function paste(device, link) {
  const { page } = device;
  const count = await page.getByTestId('correspondence').getAttribute('data-received');
  await page.getByTestId('corr-paste').fill(link);
  await page.getByTestId('corr-paste-open').click();
  await page.waitForFunction((n) => document.querySelector('[data-testid=correspondence]').getAttribute('data-received') !== n, count);
}

/** Whether an element is wholly inside the viewport. */
async function inView(page, locator) {
  const box = await locator.boundingBox();
  const v = page.viewportSize();
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= v.width + 0.5 && box.y + box.height <= v.height + 0.5;
}

/** The board and the Send button in view (and while placing, this side's tray), a screenshot;
 * axe-core finds nothing (`axe`: once per kind of screen, it takes a second or two). */
async function checkScreen(device, name, { axe = false } = {}) {
  const { page, color } = device;
  assert.ok(await inView(page, page.locator('#corr-board [data-testid=board]')), `${name}: the board is in view`);
  if ((await phase(page)) === 'place') {
    assert.ok(await inView(page, page.locator(`#corr-board [data-testid=reserve-${color}]`)), `${name}: the tray to place from is in view`);
  }
  if (await page.getByTestId('corr-send-button').isVisible()) {
    assert.ok(await inView(page, page.getByTestId('corr-send-button')), `${name}: Send the link is in view`);
  }
  if (axe) assert.deepEqual(await axeViolations(page), [], name);
  await shot(page, `correspondence-${name}`);
}

test('two devices play by links: hidden placement by commitment, ten moves, tampered and old links refused', async () => {
  const desktop = await app.browser.newContext({ viewport: SIZES.desktop, deviceScaleFactor: 1, bypassCSP: true });
  await desktop.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url.replace(/\/$/, '') });
  const phone = await app.browser.newContext({ viewport: SIZES.phone, deviceScaleFactor: 1, hasTouch: true, isMobile: true, bypassCSP: true });
  const a = { ...(await openApp(app.browser, app.url, { context: desktop })), color: 'white', touch: false };
  const b = { ...(await openApp(app.browser, app.url, { context: phone })), color: 'black', touch: true };

  // A starts a game by link as White and places unseen, by hand.
  await a.page.getByTestId('correspondence-open').click();
  await waitPhase(a.page, 'new');
  await a.page.getByTestId('corr-start').click();
  await waitPhase(a.page, 'place');
  assert.match(await a.page.getByTestId('corr-status').textContent(), /^Place your pieces \(Red\)/);
  await checkScreen(a, 'place-desktop', { axe: true });
  // Three pieces by hand, then the rest from the king-in-hiding pattern (it fits those three).
  for (const d of WHITE.slice(0, 3)) await play(a, d);
  await a.page.waitForFunction(() => document.querySelector('[data-testid=correspondence]').dataset.fen.startsWith('8/8/4pppp/pppp4/4PPPP/PPPPF3/1SK5'));
  await a.page.locator('#corr-setup-list [data-setup="kHide"]').click();
  await waitPhase(a.page, 'wait');
  const invitation = await linkOf(a.page);
  assert.match(invitation, /#corr=[A-Za-z0-9_-]+$/);
  await a.page.getByTestId('corr-send-button').click();
  await a.page.waitForFunction(() => document.querySelector('[data-testid=corr-note]').textContent !== '');
  assert.match(await a.page.getByTestId('corr-note').textContent(), /Link copied/);
  assert.equal(await a.page.evaluate(() => navigator.clipboard.readText()), invitation);
  await checkScreen(a, 'sealed-desktop');

  // B opens it on the phone: an invitation; White's placement is nowhere on B's board.
  await open(b, invitation);
  assert.match(await b.page.getByTestId('corr-invite').textContent(), /invites you .*You play Black/);
  await b.page.getByTestId('corr-join').click();
  await waitPhase(b.page, 'place');
  assert.equal(await boardFen(b.page), '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] b - - 0 1');
  await checkScreen(b, 'place-phone');
  await b.page.locator('#corr-setup-list [data-setup="nSide"]').click();
  await waitPhase(b.page, 'wait');
  const reply = await linkOf(b.page);
  await checkScreen(b, 'sealed-phone', { axe: true });

  // A opens B's reply: both placements stand (A's revealed by its commitment), A moves first.
  await open(a, reply);
  await waitPhase(a.page, 'move');
  assert.equal(await boardFen(a.page), '4r1r1/2knns2/2sfpppp/pppp4/4PPPP/PPPPFN2/1SKSN3/5RR1[] w - - 0 9');
  const links = [invitation, reply];
  const sides = [a, b];
  for (const [i, uci] of MOVES.entries()) {
    const mover = sides[i % 2];
    const receiver = sides[(i + 1) % 2];
    await waitPhase(mover.page, 'move');
    await play(mover, uci);
    await waitPhase(mover.page, 'wait');
    const link = await linkOf(mover.page);
    links.push(link);
    if (i === 0) await checkScreen(a, 'moved-desktop', { axe: true });
    // One link goes through the paste box, the others are opened as addresses.
    await (i === 4 ? paste(receiver, link) : open(receiver, link));
    assert.equal(await receiver.page.getByTestId('corr-alert').textContent(), '', `move ${i + 1} accepted`);
    assert.match(await receiver.page.getByTestId('corr-note').textContent(), /link is in/);
  }
  await waitPhase(a.page, 'move');
  assert.equal(await boardFen(a.page), FINAL);
  await checkScreen(b, 'waiting-phone');
  // The phone turned sideways: the board beside the link, both in view.
  await b.page.setViewportSize({ width: 844, height: 390 });
  await checkScreen(b, 'waiting-landscape');
  await b.page.setViewportSize(SIZES.phone);

  // Links changed by hand: a character of the signature, then one of the moves. Refused in words,
  // and the game on the device stays as it was.
  const last = links.at(-1);
  const change = (text, at) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
  const status = await a.page.getByTestId('corr-status').textContent();
  await open(a, change(last, last.length - 10));
  assert.match(await a.page.getByTestId('corr-alert').textContent(), /^Refused: this link was changed after your friend signed it\./);
  assert.equal(await boardFen(a.page), FINAL);
  assert.equal(await a.page.getByTestId('corr-status').textContent(), status);
  await checkScreen(a, 'tampered-desktop', { axe: true });
  await open(a, change(last, last.length - 100));
  assert.match(await a.page.getByTestId('corr-alert').textContent(), /^Refused: this link (was changed after your friend signed it|is damaged or cut short)/);
  assert.equal(await boardFen(a.page), FINAL);

  // An old link opened again (B's first move): refused in words, the game stays.
  await open(a, links[3]);
  assert.match(await a.page.getByTestId('corr-alert').textContent(), /^Refused: this link is an earlier state of the game \(2 moves; the game here has 10\)/);
  assert.equal(await boardFen(a.page), FINAL);
  // The latest link again: already seen, not refused.
  await open(a, last);
  assert.equal(await a.page.getByTestId('corr-alert').textContent(), '');
  assert.match(await a.page.getByTestId('corr-note').textContent(), /opened here already/);
  // On the phone too: the refusal, the board and the game as they were, in view.
  const phoneFen = await boardFen(b.page);
  await open(b, links[2]);
  assert.match(await b.page.getByTestId('corr-alert').textContent(), /^Refused: this link is an earlier state of the game \(1 move; the game here has 10\)/);
  assert.ok(await inView(b.page, b.page.getByTestId('corr-alert')), 'the refusal is in view');
  assert.equal(await boardFen(b.page), phoneFen);
  await checkScreen(b, 'old-phone', { axe: true });

  // The game is in the library and continues from there after a reload.
  await a.page.goto(a.page.url().split('#')[0]);
  await a.page.waitForSelector('body[data-ready="1"]');
  await a.page.getByTestId('library-open').click();
  const item = a.page.locator('[data-testid=library-list] li', { hasText: 'You – Friend' });
  await item.getByTestId('library-continue').click();
  await waitPhase(a.page, 'move');
  assert.equal(await boardFen(a.page), FINAL);
  assert.equal(await phase(a.page), 'move');

  // A offers a draw with its move; B accepts it on the phone; the game is drawn on both devices.
  await a.page.getByTestId('corr-offer').check();
  await play(a, 'g1h1');
  await waitPhase(a.page, 'wait');
  assert.equal(await a.page.getByTestId('corr-draw').innerText(), 'Draw offered');
  await open(b, await linkOf(a.page));
  assert.equal(await b.page.locator('#corr-draw-text').textContent(), 'Red offers a draw');
  assert.ok(await inView(b.page, b.page.getByTestId('corr-accept')), 'Accept is in view');
  await checkScreen(b, 'offer-phone');
  await b.page.getByTestId('corr-accept').click();
  await waitPhase(b.page, 'over');
  await open(a, await linkOf(b.page));
  await waitPhase(a.page, 'over');
  for (const device of [a, b]) assert.match(await device.page.getByTestId('corr-status').textContent(), /Agreement — draw \(1\/2-1\/2\)/i);
  await checkScreen(a, 'over-desktop');
  // Back to the game: the play screen, and the address is the game in play's link again.
  await a.page.getByTestId('corr-close').click();
  await a.page.waitForFunction(() => /^#(fen=|rules=)/.test(location.hash) && document.body.dataset.mode === undefined);

  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await desktop.close();
  await phone.close();
});
