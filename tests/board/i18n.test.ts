// The string tables: every language has exactly the keys of English (the reference), with the same
// kinds of values, and is a real translation. The tables are imported from their own files (not
// through www/i18n/index.ts), so a table that is not registered yet is still checked.
import { describe, expect, it } from 'vitest';
import { en } from '../../www/i18n/en.ts';
import { fr } from '../../www/i18n/fr.ts';
import { es } from '../../www/i18n/es.ts';
import { tr } from '../../www/i18n/tr.ts';
import { my } from '../../www/i18n/my.ts';
import { en as learnEn } from '../../www/i18n/learn/en.ts';
import { fr as learnFr } from '../../www/i18n/learn/fr.ts';
import { es as learnEs } from '../../www/i18n/learn/es.ts';
import { tr as learnTr } from '../../www/i18n/learn/tr.ts';
import { my as learnMy } from '../../www/i18n/learn/my.ts';

const TABLES: Record<string, unknown> = { fr, es, tr, my };
/** The course's tables (www/i18n/learn/), loaded only with the course: checked the same way. */
const LEARN_TABLES: Record<string, unknown> = { fr: learnFr, es: learnEs, tr: learnTr, my: learnMy };

type Fn = (...args: unknown[]) => unknown;
type Kind = 'string' | 'function' | 'object' | 'other';

const kind = (v: unknown): Kind =>
  typeof v === 'string' ? 'string' : typeof v === 'function' ? 'function' : v !== null && typeof v === 'object' && !Array.isArray(v) ? 'object' : 'other';

/** Parameters whose sample values are numbers (counts, levels, plies); every other one is a string,
 * except `where`, which takes each of its values in turn. */
const NUMERIC = new Set(['n', 'moves', 'squares', 'limit', 'ply', 'total', 'level', 'depth']);
const CHOICES: Record<string, string[]> = { where: ['below', 'above'] };

/** Deliberately unused parameters: `burmese` in the Burmese table, whose piece names already are the
 * Burmese names. Anything else a translation leaves out of its text is a bug. */
const DROPPED: Record<string, Record<string, string[]>> = { my: { 'board.piece': ['burmese'] } };

/** The parameter names of one of en.ts's arrow functions, read from its source. */
function paramNames(f: Fn): string[] {
  const src = f.toString();
  const m = /^\s*(?:async\s*)?\(([^)]*)\)/.exec(src) ?? /^\s*(?:async\s*)?([A-Za-z_$][\w$]*)\s*=>/.exec(src);
  if (!m) throw new Error(`cannot read the parameters of ${src}`);
  return m[1].split(',').map((p) => p.trim().replace(/[:=].*$/, '').trim()).filter(Boolean);
}

/** The argument lists a function is tried with: each numeric parameter at 0, 1, 2 and 21 (plural
 * forms), each string one a distinct marker, each choice at every value. */
function sampleCalls(names: string[]): unknown[][] {
  let calls: unknown[][] = [[]];
  names.forEach((name, i) => {
    const values: unknown[] = CHOICES[name] ?? (NUMERIC.has(name) ? [0, 1, 2, 21] : [`«${name}${i}»`]);
    calls = calls.flatMap((c) => values.map((v) => [...c, v]));
  });
  return calls;
}

/** A number as it may appear in a text: in ASCII or in Myanmar digits. */
const numberForms = (n: number): string[] => [String(n), String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x1040 + Number(d)))];

/** Every difference between a table and the reference, as readable lines (empty when it matches). */
function tableProblems(lang: string, table: unknown, ref: unknown = en, path = ''): string[] {
  const problems: string[] = [];
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (kind(ref) === 'object') {
    if (kind(table) !== 'object') return [`${lang}: ${path || '(table)'} is ${kind(table)}, not an object`];
    const r = ref as Record<string, unknown>;
    const t = table as Record<string, unknown>;
    for (const key of Object.keys(r)) {
      if (!(key in t)) problems.push(`${lang}: ${at(key)} is missing`);
      else problems.push(...tableProblems(lang, t[key], r[key], at(key)));
    }
    for (const key of Object.keys(t)) if (!(key in r)) problems.push(`${lang}: ${at(key)} is not in en`);
    return problems;
  }
  if (kind(ref) !== kind(table)) return [`${lang}: ${path} is ${kind(table)}, en has ${kind(ref)}`];
  if (typeof table === 'string') {
    if (!table.trim()) problems.push(`${lang}: ${path} is empty`);
    if (/\$\{|undefined|\[object /.test(table)) problems.push(`${lang}: ${path} has a template leftover: ${table}`);
    return problems;
  }
  if (typeof table === 'function') {
    const f = table as Fn;
    const names = paramNames(ref as Fn);
    if (f.length !== (ref as Fn).length) problems.push(`${lang}: ${path} takes ${f.length} parameters, en takes ${(ref as Fn).length}`);
    const dropped = DROPPED[lang]?.[path] ?? [];
    for (const args of sampleCalls(names)) {
      let out: unknown;
      try {
        out = f(...args);
      } catch (e) {
        problems.push(`${lang}: ${path}(${args.join(', ')}) throws ${String(e)}`);
        continue;
      }
      const shown = `${path}(${args.map((a) => JSON.stringify(a)).join(', ')})`;
      if (typeof out !== 'string' || !out.trim()) {
        problems.push(`${lang}: ${shown} returns ${JSON.stringify(out)}`);
        continue;
      }
      if (/\$\{|undefined|NaN|\[object /.test(out)) problems.push(`${lang}: ${shown} gives a template leftover: ${out}`);
      args.forEach((a, i) => {
        const name = names[i];
        if (name in CHOICES || dropped.includes(name)) return;
        const forms = typeof a === 'number' ? numberForms(a) : [String(a)];
        if (!forms.some((s) => out.includes(s))) problems.push(`${lang}: ${shown} leaves out its ${name}: ${out}`);
      });
    }
    // A parameter with choices must change the text.
    names.forEach((name, i) => {
      const choices = CHOICES[name];
      if (!choices) return;
      const base = sampleCalls(names)[0];
      const outs = new Set(choices.map((c) => f(...base.map((a, j) => (j === i ? c : a)))));
      if (outs.size !== choices.length) problems.push(`${lang}: ${path} says the same for every ${name}`);
    });
    return problems;
  }
  return [`${lang}: ${path} is ${kind(table)}`];
}

/** Every text of a table, by path: strings as they are, functions called with the first sample. */
function texts(table: unknown, ref: unknown = en, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (kind(ref) === 'object' && kind(table) === 'object') {
    for (const [key, r] of Object.entries(ref as Record<string, unknown>)) {
      const t = (table as Record<string, unknown>)[key];
      for (const [p, s] of texts(t, r, path ? `${path}.${key}` : key)) out.set(p, s);
    }
  } else if (typeof table === 'string') {
    out.set(path, table);
  } else if (typeof table === 'function' && typeof ref === 'function') {
    out.set(path, String((table as Fn)(...sampleCalls(paramNames(ref as Fn))[0])));
  }
  return out;
}

/** Texts that stay the same in every language: FEN letters, romanised Burmese names, notation. */
const UNTRANSLATED = /^roles\.\w+\.(letter|burmese)$/;

describe('string tables', () => {
  it('the reference table reads cleanly', () => {
    expect(tableProblems('en', en)).toEqual([]);
  });

  for (const [lang, table] of Object.entries(TABLES)) {
    describe(lang, () => {
      it('has exactly the keys of en, with the same kinds of values and parameters, none empty', () => {
        expect(tableProblems(lang, table)).toEqual([]);
      });

      it('keeps the FEN letters; only the Burmese table may change the romanised names', () => {
        const t = table as typeof en;
        for (const role of Object.keys(en.roles) as (keyof typeof en.roles)[]) {
          expect(t.roles[role].letter, `${lang} roles.${role}.letter`).toBe(en.roles[role].letter);
          if (lang !== 'my') expect(t.roles[role].burmese, `${lang} roles.${role}.burmese`).toBe(en.roles[role].burmese);
        }
      });

      it('is a translation, not a copy of English', () => {
        const ours = texts(table);
        const english = texts(en);
        const keys = [...english.keys()].filter((k) => !UNTRANSLATED.test(k));
        const same = keys.filter((k) => ours.get(k) === english.get(k));
        // Notation-only texts (FEN / PGN, engine names) may match; the rest must not.
        expect(same.length / keys.length, `${lang} texts identical to English: ${same.join(', ')}`).toBeLessThan(0.1);
        expect((table as typeof en).name).not.toBe(en.name);
      });
    });
  }

  describe('the course (www/i18n/learn)', () => {
    it('the reference table reads cleanly', () => {
      expect(tableProblems('en', learnEn, learnEn)).toEqual([]);
    });
    for (const [lang, table] of Object.entries(LEARN_TABLES)) {
      it(`${lang} has exactly the keys of en, with the same kinds of values and parameters, none empty; a translation`, () => {
        expect(tableProblems(lang, table, learnEn)).toEqual([]);
        const ours = texts(table, learnEn);
        const english = texts(learnEn, learnEn);
        const same = [...english.keys()].filter((k) => ours.get(k) === english.get(k));
        expect(same.length / english.size, `${lang} texts identical to English: ${same.join(', ')}`).toBeLessThan(0.1);
      });
    }
    it('catches a course table that lacks a key', () => {
      const copy = structuredCloneWithFunctions(learnFr) as Record<string, any>;
      delete copy.goals.check;
      expect(tableProblems('broken', copy, learnEn)).toContain('broken: goals.check is missing');
    });
  });

  it('every language has its own name for the language menu', () => {
    const names = [en, ...Object.values(TABLES)].map((t) => (t as typeof en).name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('sides and pieces have distinct names within each language', () => {
    for (const table of [en, ...Object.values(TABLES)] as (typeof en)[]) {
      expect(table.colors.white).not.toBe(table.colors.black);
      const pieces = Object.values(table.roles).map((r) => r.name);
      expect(new Set(pieces).size).toBe(pieces.length);
    }
  });

  // The checker itself: it must catch a missing key, an extra key, a wrong kind, a lost parameter
  // and an empty text, so that a language that falls behind English fails this file.
  describe('catches a table that does not match', () => {
    const broken = (edit: (t: Record<string, any>) => void): string[] => {
      const copy = structuredCloneWithFunctions(fr) as Record<string, any>;
      edit(copy);
      return tableProblems('broken', copy);
    };
    it('a missing key', () => {
      expect(broken((t) => delete t.ui.hint)).toContain('broken: ui.hint is missing');
      expect(broken((t) => delete t.refusals.occupied)).toContain('broken: refusals.occupied is missing');
    });
    it('an extra key', () => {
      expect(broken((t) => (t.reasons.overtime = 'prolongation'))).toContain('broken: reasons.overtime is not in en');
    });
    it('a string where en has a function, and the reverse', () => {
      expect(broken((t) => (t.status.toMove = 'Trait'))).toContain('broken: status.toMove is string, en has function');
      expect(broken((t) => (t.status.draw = () => 'Nulle'))).toContain('broken: status.draw is function, en has string');
    });
    it('a function with other parameters or that drops one', () => {
      expect(broken((t) => (t.board.cursor = (square: string) => square)).join('\n')).toMatch(/board\.cursor takes 1 parameters/);
      expect(broken((t) => (t.status.wins = (_c: string) => 'Victoire')).join('\n')).toMatch(/status\.wins\(.*\) leaves out its color/);
      expect(broken((t) => (t.status.place = (c: string, _w: string) => `${c} place`)).join('\n')).toMatch(/status\.place says the same for every where/);
    });
    it('an empty text', () => {
      expect(broken((t) => (t.ui.undo = ' '))).toContain('broken: ui.undo is empty');
    });
  });
});

/** A deep copy that keeps functions (structuredClone refuses them). */
function structuredCloneWithFunctions(v: unknown): unknown {
  if (kind(v) !== 'object') return v;
  return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, structuredCloneWithFunctions(x)]));
}
