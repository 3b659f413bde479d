// The elements of the game-by-link screen (modes/correspondence.ts) and their labels: built once,
// labelled again on a change of language. The screen's logic wires the actions.
import { traditionalSetups } from '../../lib/game.js';
import type { Color, SetupName } from '../../lib/types.js';
import type { Strings } from '../../i18n/index.ts';
import type { Role } from '../../lib/types.js';
import { fittingSetups } from '../placement.ts';
import { setupPreview } from '../view.ts';
import { CORRESPONDENCE_RULES } from './codec.ts';

/** What the screen's buttons do. */
export interface ScreenActions {
  close(): void;
  create(): void;
  join(): void;
  send(): void;
  clearPlacement(): void;
  resign(): void;
  acceptDraw(): void;
  /** A link pasted in the box (its text as pasted). */
  openPasted(text: string): void;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { testid?: string } = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const { testid, ...rest } = props;
  const node = Object.assign(document.createElement(tag), rest);
  if (testid) node.dataset.testid = testid;
  node.append(...children);
  return node;
}

/** The screen's section (not yet in the page); ids and test ids start with `corr-`. */
export function buildScreen(actions: ScreenActions): HTMLElement {
  const button = (id: string, run: () => void, className = ''): HTMLButtonElement => {
    const b = el('button', { type: 'button', id, testid: id, className });
    b.addEventListener('click', run);
    return b;
  };
  const link = el('input', { id: 'corr-link', testid: 'corr-link', readOnly: true, type: 'text' });
  link.addEventListener('focus', () => link.select());
  const pasted = el('input', { id: 'corr-paste', testid: 'corr-paste', type: 'url', autocomplete: 'off', spellcheck: false });
  const paste = el('form', { id: 'corr-paste-form', className: 'row paste' }, el('label', { htmlFor: 'corr-paste', id: 'corr-paste-label' }), pasted,
    el('button', { type: 'submit', id: 'corr-paste-open', testid: 'corr-paste-open' }));
  paste.addEventListener('submit', (e) => {
    e.preventDefault();
    if (pasted.value.trim()) actions.openPasted(pasted.value.trim());
    pasted.value = '';
  });
  const root = el('section', { id: 'correspondence', className: 'corr', testid: 'correspondence' },
    el('div', { className: 'head' }, el('h2', { id: 'corr-title', tabIndex: -1 }), button('corr-close', actions.close)),
    el('p', { id: 'corr-alert', className: 'error', testid: 'corr-alert' }),
    el('p', { id: 'corr-note', className: 'note', testid: 'corr-note' }),
    el('div', { id: 'corr-new', className: 'form', testid: 'corr-new' },
      el('p', { id: 'corr-intro', className: 'hint' }),
      el('div', { className: 'row' },
        el('label', {}, el('span', { id: 'corr-rules-label' }), ' ', el('select', { id: 'corr-rules', testid: 'corr-rules' }, ...CORRESPONDENCE_RULES.map((r) => el('option', { value: r })))),
        el('label', {}, el('span', { id: 'corr-side-label' }), ' ', el('select', { id: 'corr-side', testid: 'corr-side' }, el('option', { value: 'white' }), el('option', { value: 'black' })))),
      el('div', { className: 'row' }, button('corr-start', actions.create, 'primary'))),
    el('div', { id: 'corr-invite', testid: 'corr-invite' }, el('p', { id: 'corr-invite-text' }), button('corr-join', actions.join, 'primary')),
    el('p', { id: 'corr-status', className: 'status', testid: 'corr-status' }),
    el('div', { id: 'corr-draw', className: 'row', testid: 'corr-draw' }, el('span', { id: 'corr-draw-text' }), button('corr-accept', actions.acceptDraw)),
    el('div', { id: 'corr-send', className: 'row send' }, button('corr-send-button', actions.send, 'primary'), link),
    el('div', { id: 'corr-board', className: 'corr-board' }),
    el('section', { id: 'corr-setups', className: 'setups', testid: 'corr-setups' },
      el('p', { id: 'corr-setups-title', className: 'setups-title' }),
      el('div', { id: 'corr-setup-list', className: 'setup-list', testid: 'corr-setup-list' }),
      button('corr-clear', actions.clearPlacement)),
    el('div', { id: 'corr-actions', className: 'row' },
      el('label', { className: 'check' }, el('input', { type: 'checkbox', id: 'corr-offer', testid: 'corr-offer' }), ' ', el('span', { id: 'corr-offer-label' })),
      el('span', { id: 'corr-claims', className: 'row' }),
      button('corr-resign', actions.resign)),
    paste,
  );
  root.setAttribute('role', 'main');
  root.setAttribute('aria-labelledby', 'corr-title');
  root.querySelector('#corr-alert')?.setAttribute('role', 'alert');
  root.querySelector('#corr-note')?.setAttribute('role', 'status');
  return root;
}

/** Writes every label of the screen in the language of `t`. */
export function labelScreen(root: HTMLElement, t: Strings): void {
  const c = t.correspondence;
  const get = <E extends HTMLElement>(id: string): E => root.querySelector<E>(`#${id}`) as E;
  const texts: Record<string, string> = {
    'corr-title': c.title, 'corr-close': c.close, 'corr-intro': c.intro, 'corr-rules-label': c.rules, 'corr-side-label': c.side,
    'corr-start': c.start, 'corr-join': c.join, 'corr-send-button': c.send, 'corr-clear': c.clear, 'corr-resign': c.resign, 'corr-paste-label': c.pasteLabel, 'corr-paste-open': c.pasteOpen,
    'corr-offer-label': c.offerWithMove,
  };
  for (const [id, text] of Object.entries(texts)) get(id).textContent = text;
  get('corr-link').setAttribute('aria-label', c.linkLabel);
  for (const o of get<HTMLSelectElement>('corr-rules').options) o.text = t.presets[o.value]?.name ?? o.value;
  for (const o of get<HTMLSelectElement>('corr-side').options) o.text = t.colors[o.value as Color];
}

/** The traditional set-ups that still fit what `side` has placed, as the play screen shows them
 * (placement.ts, view.ts): a picture and a name each; choosing one places the rest. */
export function renderSetups(root: HTMLElement, t: Strings, side: Color, placed: readonly { square: string; role: Role }[], choose: (name: SetupName) => void): void {
  const fitting = fittingSetups(placed, side);
  const title = root.querySelector('#corr-setups-title');
  const list = root.querySelector('#corr-setup-list');
  if (!title || !list) return;
  title.textContent = fitting.length ? t.ui.setupFor(t.colors[side]) : t.ui.setupsNoneFit(t.colors[side]);
  const view = `${side} ${fitting.join(',')} ${t.name}`;
  if ((list as HTMLElement).dataset.view === view) return;
  (list as HTMLElement).dataset.view = view;
  const patterns = new Map(traditionalSetups().map((s) => [s.name, s.white]));
  list.replaceChildren(...fitting.map((name) => {
    const b = el('button', { type: 'button' }, setupPreview(patterns.get(name) ?? ''), t.ui.setupNames[name]);
    b.dataset.setup = name;
    b.addEventListener('click', () => choose(name));
    return b;
  }));
}
