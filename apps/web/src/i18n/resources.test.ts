import { describe, expect, it } from 'vitest';
import { en } from './en/index.ts';
import { es } from './es/index.ts';
import { fr } from './fr/index.ts';
import { TEXT_PACKS } from './packs.ts';

/** Every text of a language by its dotted key. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value as object, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe.each([
  ['es', es],
  ['fr', fr],
])('the %s texts', (_language, texts) => {
  const english = leaves(en);
  const translated = leaves(texts);

  it('fill every value the English text fills, and no other', () => {
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('are never left empty', () => {
    for (const [key, text] of translated) expect(text.trim(), key).not.toBe('');
  });
});

describe('the text packs', () => {
  it('hold every group of texts once', () => {
    const packed = Object.values(TEXT_PACKS).flat();
    expect([...packed].sort()).toEqual(Object.keys(en).sort());
  });
});
