import { describe, expect, it } from 'vitest';
import { docxCv } from '../../../../test/cv-documents.ts';
import { readDocxLayout } from './docx-layout.ts';
import { parseLayout } from './parse-cv.ts';

const sidebar = {
  en: [
    'Jane Smith',
    'jane@example.com',
    '+44 7700 900123',
    'Skills',
    'TypeScript',
    'SQL',
    'Languages',
    'English – Native',
  ],
  no: [
    'Kari Nordmann',
    'kari@example.no',
    '912 34 567',
    'Ferdigheter',
    'TypeScript',
    'SQL',
    'Språk',
    'Norsk – morsmål',
  ],
  sv: [
    'Anna Berg',
    'anna@example.se',
    '070-123 45 67',
    'Kompetenser',
    'TypeScript',
    'SQL',
    'Språk',
    'Svenska – modersmål',
  ],
  da: [
    'Mette Jensen',
    'mette@example.dk',
    '+45 20 12 34 56',
    'Kompetencer',
    'TypeScript',
    'SQL',
    'Sprog',
    'Dansk – modersmål',
  ],
};
const main = {
  en: [
    'Experience',
    'Developer at Equinor',
    'Jan 2019 – Present',
    'Built the payment service.',
    'Education',
    'MSc Informatics, University of Oslo',
    '2014 – 2016',
  ],
  no: [
    'Arbeidserfaring',
    'Utvikler hos DNB',
    'jan. 2019 – nå',
    'Bygde betalingstjenesten.',
    'Utdanning',
    'Master i informatikk, Universitetet i Oslo',
    '2014 – 2016',
  ],
  sv: [
    'Arbetslivserfarenhet',
    'Utvecklare på Klarna',
    'jan 2019 – nu',
    'Byggde betaltjänsten.',
    'Utbildning',
    'Civilingenjör i datateknik, KTH',
    '2014 – 2016',
  ],
  da: [
    'Erhvervserfaring',
    'Udvikler hos Netcompany',
    'jan. 2019 – nu',
    'Byggede betalingstjenesten.',
    'Uddannelse',
    'Kandidat i datalogi, Aarhus Universitet',
    '2014 – 2016',
  ],
};
const expected = {
  en: {
    first: 'Jane',
    title: 'Developer',
    company: 'Equinor',
    school: 'University of Oslo',
    language: 'English',
  },
  no: { first: 'Kari', title: 'Utvikler', company: 'DNB', school: 'Universitetet i Oslo', language: 'Norsk' },
  sv: { first: 'Anna', title: 'Utvecklare', company: 'Klarna', school: 'KTH', language: 'Svenska' },
  da: {
    first: 'Mette',
    title: 'Udvikler',
    company: 'Netcompany',
    school: 'Aarhus Universitet',
    language: 'Dansk',
  },
};

describe('a Word CV whose page columns are one table row', () => {
  it.each(
    (['en', 'no', 'sv', 'da'] as const).flatMap((language) => [
      [language, 'sidebar first', [[sidebar[language], main[language]]]],
      [language, 'main first', [[main[language], sidebar[language]]]],
    ]) as [keyof typeof main, string, string[][][]][],
  )('%s, %s: read as two columns', async (language, _order, table) => {
    const cv = parseLayout(await readDocxLayout(docxCv([{ table }])));
    const want = expected[language];
    expect(cv.profile.firstName).toBe(want.first);
    expect(cv.profile.email).toContain('@example.');
    expect(cv.experiences).toMatchObject([{ title: want.title, company: want.company, isCurrent: true }]);
    expect(cv.experiences[0]?.description).toMatch(/\.$/);
    expect(cv.educations).toMatchObject([{ school: want.school, startDate: '2014' }]);
    expect(cv.professional).toEqual(['TypeScript', 'SQL']);
    expect(cv.language).toEqual([{ language: want.language, level: 5 }]);
  });

  it('still reads a table of facts side by side (period | details)', async () => {
    const layout = await readDocxLayout(
      docxCv(['Experience', { table: [[['Jan 2019 – Present'], ['Developer – Equinor', 'Built things.']]] }]),
    );
    expect(layout.streams.flat().map((line) => line.cells.map((cell) => cell.text))).toEqual([
      ['Experience'],
      ['Jan 2019 – Present', 'Developer – Equinor'],
      ['Built things.'],
    ]);
  });
});
