import { describe, expect, it } from 'vitest';
import { createPdfDocument, FONTS } from '../../../platform/pdf/pdf-document.ts';
import { parseLayout } from './parse-cv.ts';
import { readPdfLayout } from './pdf-layout.ts';

/** A text placed on the page: x and y in points from the top-left, bold for labels and names. */
type Placed = {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
  width?: number;
  align?: 'right';
};

const placedPdf = async (texts: Placed[]) => {
  const { doc, toBuffer } = createPdfDocument({ title: 'CV', author: 'test', language: 'en', margins: 30 });
  for (const t of texts)
    doc
      .font(t.bold ? FONTS.bold : FONTS.regular)
      .fontSize(t.size ?? 10)
      .text(t.text, t.x, t.y, { lineBreak: false, ...(t.width ? { width: t.width, align: t.align } : {}) });
  return parseLayout(await readPdfLayout(new Uint8Array(await toBuffer())));
};

/** A label/content grid (Europass-like): labels right-aligned in a narrow left column, content beside them. */
const grid = (name: string, rows: [string | null, string][]): Placed[] => [
  { text: name, x: 180, y: 40, size: 20, bold: true },
  ...rows.flatMap(([label, content], index): Placed[] => {
    const y = 90 + index * 16;
    const labels = label
      ? label.split('\n').map((part, n) => ({
          text: part,
          x: 30,
          y: y + n * 16,
          width: 130,
          align: 'right' as const,
          bold: true,
        }))
      : [];
    return [...labels, { text: content, x: 180, y }];
  }),
];

describe('a PDF laid out as a label/content grid', () => {
  it.each([
    [
      'en',
      'Jane Smith',
      ['WORK EXPERIENCE', 'EDUCATION', 'LANGUAGES'],
      [
        'Developer at Equinor',
        'Jan 2019 – Present',
        'MSc Informatics, University of Oslo',
        '2014 – 2016',
        'English – Native',
      ],
      ['Developer', 'Equinor', 'University of Oslo', 'English'],
    ],
    [
      'no',
      'Kari Nordmann',
      ['ARBEIDSERFARING', 'UTDANNING', 'SPRÅK'],
      [
        'Utvikler hos DNB',
        'jan. 2019 – nå',
        'Master i informatikk, Universitetet i Oslo',
        '2014 – 2016',
        'Norsk – morsmål',
      ],
      ['Utvikler', 'DNB', 'Universitetet i Oslo', 'Norsk'],
    ],
    [
      'sv',
      'Anna Berg',
      ['ARBETSLIVSERFARENHET', 'UTBILDNING', 'SPRÅK'],
      [
        'Utvecklare på Klarna',
        'jan 2019 – nu',
        'Civilingenjör i datateknik, KTH',
        '2014 – 2016',
        'Svenska – modersmål',
      ],
      ['Utvecklare', 'Klarna', 'KTH', 'Svenska'],
    ],
    [
      'da',
      'Mette Jensen',
      ['ERHVERVSERFARING', 'UDDANNELSE', 'SPROG'],
      [
        'Udvikler hos Netcompany',
        'jan. 2019 – nu',
        'Kandidat i datalogi, Aarhus Universitet',
        '2014 – 2016',
        'Dansk – modersmål',
      ],
      ['Udvikler', 'Netcompany', 'Aarhus Universitet', 'Dansk'],
    ],
  ])('%s: labels beside their content', async (_language, name, labels, content, want) => {
    const [experience, education, language] = labels;
    const [job, period, degree, years, spoken] = content;
    const cv = await placedPdf(
      grid(name, [
        [experience ?? '', job ?? ''],
        [null, period ?? ''],
        [null, 'Built the payment service for two million customers.'],
        [education ?? '', degree ?? ''],
        [null, years ?? ''],
        [language ?? '', spoken ?? ''],
      ]),
    );
    const [title, company, school, languageName] = want;
    expect(cv.experiences).toMatchObject([{ title, company, isCurrent: true }]);
    expect(cv.educations).toMatchObject([{ school, startDate: '2014' }]);
    expect(cv.language).toEqual([{ language: languageName, level: 5 }]);
  });

  it('joins a label wrapped in its column ("WORK" over "EXPERIENCE")', async () => {
    const cv = await placedPdf(
      grid('Jane Smith', [
        ['WORK\nEXPERIENCE', 'Developer at Equinor'],
        [null, 'Jan 2019 – Present'],
        [null, 'Built the payment service.'],
        ['SKILLS', 'TypeScript, SQL'],
      ]),
    );
    expect(cv.experiences).toMatchObject([{ title: 'Developer', company: 'Equinor', startDate: '2019-01' }]);
    expect(cv.professional).toEqual(['TypeScript', 'SQL']);
  });
});
