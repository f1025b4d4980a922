import { describe, expect, it } from 'vitest';
import { headingKind, sectionsOf } from './cv-sections.ts';
import { textLine } from './layout.ts';

const line = (text: string) => textLine(text);

describe('headingKind', () => {
  it.each([
    ['en', 'WORK EXPERIENCE:', 'experience'],
    ['en', 'E X P E R I E N C E', 'experience'],
    ['en', 'Summary', 'summary'],
    ['no', 'Arbeidserfaring', 'experience'],
    ['no', 'Språk', 'language'],
    ['no', 'Kurs og sertifiseringer', 'certifications'],
    ['sv', 'Arbetslivserfarenhet', 'experience'],
    ['sv', 'UTBILDNING', 'education'],
    ['sv', 'Kompetenser', 'professional'],
    ['sv', 'Personliga egenskaper', 'personal'],
    ['sv', 'Sammanfattning', 'summary'],
    ['sv', 'Kontaktuppgifter', 'contact'],
    ['da', 'Erhvervserfaring', 'experience'],
    ['da', 'Uddannelse', 'education'],
    ['da', 'Sprog', 'language'],
    ['da', 'Certificeringer', 'certifications'],
    ['da', 'Personlige kompetencer', 'personal'],
    ['da', 'Kontaktoplysninger', 'contact'],
  ])('%s: "%s" → %s', (_language, text, kind) => {
    expect(headingKind(line(text))).toBe(kind);
  });

  it.each(['Developer at Equinor', 'Utvecklare på Spotify', 'I led a team of four'])(
    '"%s" starts no section',
    (text) => {
      expect(headingKind(line(text))).toBeUndefined();
    },
  );
});

describe('sectionsOf', () => {
  it('cuts a Swedish stream at its titles, the lines above the first one being the header', () => {
    const stream = ['Anna Berg', 'Erfarenhet', 'Utvecklare på Spotify', 'Språk', 'Svenska – modersmål'].map(
      line,
    );
    expect(sectionsOf({ streams: [stream] }).map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Anna Berg']],
      ['experience', ['Utvecklare på Spotify']],
      ['language', ['Svenska – modersmål']],
    ]);
  });
});

describe('sectionsOf with labelled list lines', () => {
  const kinds = (...texts: string[]) =>
    sectionsOf({ streams: [texts.map(line)] }).map((s) => [s.kind, s.lines.map((l) => l.text)]);

  it.each([
    [
      'da',
      [
        'Kompetencer',
        'Faglige: Tagkonstruktioner',
        'Personlige kompetencer: Ansvarsbevidst, God til at samarbejde',
      ],
      [
        ['professional', ['Faglige: Tagkonstruktioner']],
        ['personal', ['Ansvarsbevidst, God til at samarbejde']],
      ],
    ],
    [
      'sv',
      ['Tekniska färdigheter', 'Verktyg: Git, Jira', 'Språk: Svenska (modersmål), Engelska (flytande)'],
      [
        ['professional', ['Verktyg: Git, Jira']],
        ['language', ['Svenska (modersmål), Engelska (flytande)']],
      ],
    ],
    [
      'en',
      ['Technical Skills', 'Languages: Go, TypeScript, SQL'],
      [['professional', ['Languages: Go, TypeScript, SQL']]],
    ],
    [
      'da, label run into its list',
      [
        'Kompetencer',
        'Personlige kompetencer Nysgerrig, Teamspiller',
        'Sprog Dansk (modersmål), Engelsk (flydende)',
      ],
      [
        ['personal', ['Nysgerrig, Teamspiller']],
        ['language', ['Dansk (modersmål), Engelsk (flydende)']],
      ],
    ],
    [
      'en, a skill that starts with a title word stays',
      ['Skills', 'Languages and compilers'],
      [['professional', ['Languages and compilers']]],
    ],
  ])('%s', (_language, texts, expected) => {
    expect(kinds(...texts)).toEqual(expected);
  });
});
