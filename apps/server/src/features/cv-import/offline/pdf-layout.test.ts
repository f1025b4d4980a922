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

describe('a Europass-like grid: field labels and periods in the label column', () => {
  it.each([
    [
      'en',
      'Curriculum Vitae',
      'Tomasz Kowalczyk',
      ['WORK EXPERIENCE', '03/2019 – Present', 'Mother tongue(s)', 'Other language(s)'],
      'Polish',
      'English',
      'Tomasz',
    ],
    [
      'sv',
      'Curriculum Vitae',
      'Anna Berg',
      ['ARBETSLIVSERFARENHET', '03/2019 – nu', 'Modersmål', 'Övriga språk'],
      'Svenska',
      'Engelska',
      'Anna',
    ],
    [
      'da',
      'Curriculum Vitae',
      'Mette Jensen',
      ['ERHVERVSERFARING', '03/2019 – nu', 'Modersmål', 'Andre sprog'],
      'Dansk',
      'Engelsk',
      'Mette',
    ],
  ])('%s', async (_language, title, name, labels, mother, other, first) => {
    const [experience, period, motherLabel, otherLabel] = labels;
    const label = (text: string, y: number): Placed => ({
      text,
      x: 20,
      y,
      size: 9,
      width: 150,
      align: 'right',
    });
    const cv = await placedPdf([
      { text: title, x: 190, y: 30, size: 14 },
      { text: name, x: 190, y: 60, size: 14 },
      label(experience ?? '', 100),
      label(period ?? '', 116),
      { text: 'Mechanical Engineer', x: 190, y: 116 },
      { text: 'Nordsjø Subsea AS, Stavanger', x: 190, y: 130 },
      label(motherLabel ?? '', 170),
      { text: mother, x: 190, y: 170 },
      label(otherLabel ?? '', 186),
      { text: other, x: 190, y: 186 },
      { text: 'C1', x: 500, y: 186 },
    ]);
    expect(cv.profile.firstName).toBe(first);
    expect(cv.experiences).toMatchObject([
      {
        title: 'Mechanical Engineer',
        company: 'Nordsjø Subsea AS',
        location: 'Stavanger',
        startDate: '2019-03',
        isCurrent: true,
      },
    ]);
    expect(cv.language).toEqual([
      { language: mother, level: 5 },
      { language: other, level: 4 },
    ]);
  });
});

describe('towns and periods at the right margin (Awesome-CV-like)', () => {
  it.each([
    [
      'en',
      'Experience',
      'Klarhet Analytics AB',
      'Stockholm',
      'SENIOR DATA ENGINEER',
      'Jan 2022 – Present',
      'Banca Sabauda',
      'Turin',
      'DATA ENGINEER',
      'Oct 2018 – Dec 2021',
    ],
    [
      'da',
      'Erhvervserfaring',
      'Vestas Wind Systems A/S',
      'Aarhus',
      'PROJEKTLEDER',
      'jan. 2022 – nu',
      'Grundfos',
      'Bjerringbro',
      'INGENIØR',
      'okt. 2018 – dec. 2021',
    ],
  ])(
    '%s: organisation and town over title and period',
    async (_language, heading, org1, town1, title1, period1, org2, town2, title2, period2) => {
      const right = (text: string, y: number): Placed => ({ text, x: 400, y, width: 160, align: 'right' });
      const cv = await placedPdf([
        { text: 'Sofia Marchetti', x: 200, y: 30, size: 24, bold: true },
        { text: heading, x: 40, y: 80, size: 14, bold: true },
        { text: org1, x: 40, y: 100, bold: true },
        right(town1, 100),
        { text: title1, x: 40, y: 114 },
        right(period1, 114),
        { text: '• Owns the reporting models.', x: 42, y: 128 },
        { text: org2, x: 40, y: 150, bold: true },
        right(town2, 150),
        { text: title2, x: 40, y: 164 },
        right(period2, 164),
        { text: '• Built the risk pipelines.', x: 42, y: 178 },
      ]);
      expect(cv.experiences).toMatchObject([
        { title: title1, company: org1, location: town1, endDate: null },
        { title: title2, company: org2, location: town2 },
      ]);
      expect(cv.experiences[1]?.startDate).toMatch(/^2018-10$/);
    },
  );
});

describe('periods and labels in a narrow left column, wrapped (moderncv classic)', () => {
  it('no: keeps each wrapped period with its entry and each wrapped label with its list', async () => {
    const left = (text: string, y: number): Placed => ({ text, x: 40, y, width: 80, align: 'right' });
    const cv = await placedPdf([
      { text: 'Ingrid Solberg', x: 60, y: 30, size: 30 },
      { text: 'Arbeidserfaring', x: 131, y: 90, size: 14 },
      left('september', 110),
      { text: 'Intensivsykepleier, St. Olavs hospital, Trondheim', x: 131, y: 110 },
      left('2019 – nå', 124),
      { text: '• Pleie av kritisk syke pasienter.', x: 132, y: 124 },
      left('august 2015 – august 2019', 150),
      { text: 'Sykepleier, Levanger sykehus, Levanger', x: 131, y: 150 },
      { text: 'Kompetanse', x: 131, y: 180, size: 14 },
      left('Personlige', 200),
      { text: 'Rolig under press, Omsorgsfull', x: 131, y: 200 },
      left('egenskaper', 214),
    ]);
    expect(cv.experiences).toMatchObject([
      {
        title: 'Intensivsykepleier',
        company: 'St. Olavs hospital',
        location: 'Trondheim',
        startDate: '2019-09',
        isCurrent: true,
      },
      { title: 'Sykepleier', company: 'Levanger sykehus', startDate: '2015-08', endDate: '2019-08' },
    ]);
    expect(cv.personal).toEqual(['Rolig under press', 'Omsorgsfull']);
  });
});

describe('a list written in two columns', () => {
  it('reads both columns as one list, also when the page has nothing wider beside them', async () => {
    const left = [
      'User research',
      'Service design',
      'Prototyping',
      'Figma',
      'Design systems',
      'Accessibility',
    ];
    const right = [
      'Usability testing',
      'Interaction design',
      'Workshop facilitation',
      'Information architecture',
      'A/B testing',
      'Writing for the web',
    ];
    const cv = await placedPdf([
      { text: 'Skills', x: 48, y: 50, size: 13, bold: true },
      ...left.map((text, i) => ({ text, x: 64, y: 76 + i * 15 })),
      ...right.map((text, i) => ({ text, x: 265, y: 76 + i * 15 })),
      { text: 'Languages', x: 48, y: 180, size: 13, bold: true },
      { text: 'Norwegian – Native', x: 48, y: 206 },
      { text: 'English – Fluent', x: 48, y: 221 },
    ]);
    expect([...cv.professional].sort()).toEqual([...left, ...right].sort());
    expect(cv.language.map((l) => l.language)).toEqual(['Norwegian', 'English']);
  });
});
