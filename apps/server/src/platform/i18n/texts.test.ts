import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { no } from './no.ts';
import { textsFor } from './texts.ts';

/** Every string in a catalog by its path, "cvPdf.levels.1": "Beginner". */
const strings = (value: unknown, path = ''): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key))
      : [];

describe('the server’s text catalogs', () => {
  it('give the words of a language, and English for a stored code that is none', () => {
    expect(textsFor('no').calendar.summary('Utvikler', 'Equinor')).toBe('Intervju: Utvikler hos Equinor');
    expect(textsFor('en').calendar.summary('Developer', 'Equinor')).toBe('Interview: Developer at Equinor');
    expect(textsFor('de' as never)).toBe(en);
  });

  it('tell after a password change that connected browser extensions were signed out too', () => {
    const data = { firstName: 'Kari', loginUrl: 'https://hirelane.test/login' };
    expect(textsFor('en').mail.auth.passwordChanged(data).paragraphs[0]).toContain('browser extensions');
    expect(textsFor('no').mail.auth.passwordChanged(data).paragraphs[0]).toContain('nettleserutvidelser');
  });

  it('translate every word: no Norwegian string is a copy of the English one', () => {
    const english = new Map(strings(en));
    const copies = strings(no).filter(([path, text]) => text !== '' && english.get(path) === text);
    expect(copies).toEqual([]);
    expect(strings(no).map(([path]) => path)).toEqual([...english.keys()]);
  });
});
