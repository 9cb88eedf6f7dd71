import { ERROR_REASONS } from '@signaldesk/contracts/errors';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';
import { SPEC_FRENCH_TEXTS } from './spec-languages';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [path, text] of leaves(value, `${prefix}${key}.`)) found.set(path, text);
  }
  return found;
}

const english = leaves(en);
const french = leaves(fr);
const places = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the catalogues (docs/console.md, Languages)', () => {
  it('have the same keys', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('word every reason the server may name, and no other (docs/console.md, Server calls)', () => {
    const worded = (texts: Map<string, string>) =>
      [...texts.keys()].filter((key) => key.startsWith('serverErrors.')).sort();
    const reasons = ERROR_REASONS.map((reason) => `serverErrors.${reason}`).sort();
    expect(worded(english)).toEqual(reasons);
    expect(worded(french)).toEqual(reasons);
  });

  it('fill the same places in both languages and leave no text empty', () => {
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(french.get(key)?.trim(), key).not.toBe('');
      // A plural form may leave out the count it stands for ("one signal").
      if (!/_(one|many|other)$/.test(key)) expect(places(french.get(key)!), key).toEqual(places(text));
    }
  });

  it('give French every plural form it needs (one, many, other) and English one and other', () => {
    const bases = new Set(
      [...english.keys()].filter((key) => /_(one|other)$/.test(key)).map((key) => key.replace(/_\w+$/, '')),
    );
    for (const base of bases) {
      for (const form of ['one', 'other'])
        expect(english.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
      for (const form of ['one', 'many', 'other'])
        expect(french.has(`${base}_${form}`), `fr ${base}_${form}`).toBe(true);
    }
  });

  it('name only existing texts among those the spec writes in French', () => {
    for (const entry of SPEC_FRENCH_TEXTS) {
      const matches = [...english.keys()].filter(
        (key) => key === entry || key.startsWith(`${entry}.`) || key.startsWith(`${entry}_`),
      );
      expect(matches.length, entry).toBeGreaterThan(0);
    }
  });
});
