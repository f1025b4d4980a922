import {
  degreeText,
  fullName,
  type Lang,
  levelWord,
  monthText,
  periodText,
  type WildPerson,
  WORDS,
} from '../model.ts';
import { type Block, docx, type Paragraph } from './ooxml.ts';

const nth = (p: WildPerson) => Number(p.id.replace(/\D/g, ''));
const bullets = (lines: string[]): Paragraph[] =>
  lines.map((text) => ({ runs: [text], bullet: true, after: 0 }));

const contactLabels: Record<Lang, { phone: string; email: string; address: string }> = {
  en: { phone: 'Phone', email: 'Email', address: 'Address' },
  no: { phone: 'Telefon', email: 'E-post', address: 'Adresse' },
  sv: { phone: 'Telefon', email: 'E-post', address: 'Ort' },
  da: { phone: 'Telefon', email: 'E-mail', address: 'Adresse' },
};

// Two columns as one table row -------------------------------------------------------------------

/**
 * A Word template's two columns made as ONE table row: a shaded narrow cell with contact, skills
 * and languages, a wide cell with experience and education. Where the name goes varies, and
 * one variant (name in the sidebar) puts the sidebar on the right.
 */
export const wordTableSidebar = (p: WildPerson): Uint8Array => {
  const w = WORDS[p.lang];
  const labels = contactLabels[p.lang];
  const variant = nth(p) % 3;
  const name: Paragraph[] = [
    { runs: [{ text: fullName(p), size: 44, bold: true, color: '1F3864' }], after: 40 },
    { runs: [{ text: p.headline, size: 26, color: '595959' }], after: 200 },
  ];
  const sideHead = (text: string): Paragraph => ({
    runs: [{ text: text.toUpperCase(), bold: true, size: 22, color: '1F3864' }],
    before: 240,
    after: 60,
    rule: true,
  });
  const side: Paragraph[] = [
    ...(variant === 2 ? name : []),
    sideHead(w.contact),
    ...(variant === 1
      ? [
          { runs: [{ text: `${labels.phone}: `, bold: true }, p.phone], after: 40 },
          { runs: [{ text: `${labels.email}: `, bold: true }, p.email], after: 40 },
          { runs: [{ text: `${labels.address}: `, bold: true }, p.location], after: 40 },
        ]
      : [p.phone, p.email, p.location].map((text) => ({ runs: [text], after: 40 }))),
    sideHead(w.skills),
    ...bullets(p.skills),
    ...(p.personal.length ? [sideHead(w.personal), ...bullets(p.personal)] : []),
    sideHead(w.languages),
    ...p.languages.map(([n, l]) => ({
      runs: [{ text: n, bold: true }, ` – ${levelWord(p.lang, l).toLowerCase()}`],
      after: 40,
    })),
  ];
  const mainHead = (text: string): Paragraph => ({
    runs: [{ text: text.toUpperCase(), bold: true, size: 24, color: '1F3864' }],
    before: 200,
    after: 80,
    rule: true,
  });
  const period = (start: string, end: string | null) => periodText(p, start, end);
  const main: Paragraph[] = [
    ...(variant === 1 ? name : []),
    ...(p.summary ? [mainHead(w.summary), { runs: [p.summary] }] : []),
    mainHead(w.experience),
    ...p.experiences.flatMap((e) => [
      { runs: [{ text: e.title, bold: true, size: 23 }], before: 120, after: 0 },
      { runs: [{ text: [e.company, e.city].filter(Boolean).join(', '), italic: true }], after: 0 },
      { runs: [{ text: period(e.start, e.end), color: '7F7F7F', size: 19 }], after: 40 },
      ...bullets(e.bullets),
    ]),
    mainHead(w.education),
    ...p.educations.flatMap((e) => [
      { runs: [{ text: degreeText(p.lang, e), bold: true, size: 23 }], before: 120, after: 0 },
      { runs: [{ text: e.school, italic: true }], after: 0 },
      { runs: [{ text: period(e.start, e.end), color: '7F7F7F', size: 19 }], after: 40 },
    ]),
    ...(p.certifications.length ? [mainHead(w.certifications)] : []),
    ...p.certifications.map((c) => ({
      runs: [
        { text: c.name, bold: true },
        `${c.issuer ? `, ${c.issuer}` : ''}${c.date ? ` (${monthText(p.lang, p.dates, c.date)})` : ''}`,
      ],
      after: 40,
    })),
  ];
  const narrow = { width: 3700, shade: 'DEEAF6', content: side };
  const wide = { width: 5938, content: main };
  const sidebarRight = variant === 2;
  const blocks: Block[] = [
    ...(variant === 0 ? name : []),
    {
      cells: sidebarRight ? [wide, narrow] : [narrow, wide],
    },
  ];
  return docx(blocks, {
    title: `CV ${fullName(p)}`,
    author: fullName(p),
    application: 'Microsoft Office Word',
    font: 'Calibri',
    accent: '1F3864',
  });
};

// Classic one column with tab-aligned dates ------------------------------------------------------

const RIGHT = 9638;

/** Which way of writing an entry each classic CV uses (see the cases below). */
const CLASSIC_VARIANT: Record<string, number> = { w25: 0, w26: 1, w27: 3, w30: 2 };

/**
 * A classic one-column Word CV: Title style name, Heading 1 sections with a rule, entries whose
 * period sits at a right tab stop (or, in one variant, at the left with a tab before the title).
 */
export const wordClassicTabs = (p: WildPerson): Uint8Array => {
  const w = WORDS[p.lang];
  const variant = CLASSIC_VARIANT[p.id] ?? nth(p) % 4;
  // A year-only CV writes its periods tight ("2011–2015"), as Word's autocorrect leaves them.
  const period = (start: string, end: string | null) =>
    periodText(p, start, end, p.dates === 'year' ? '–' : ' – ');
  const head = (text: string): Paragraph => ({ runs: [text], style: 'Heading1', rule: true });
  const right = [{ pos: RIGHT, align: 'right' as const }];
  const left = [{ pos: 2268, align: 'left' as const }];
  const entry = (
    title: string,
    org: string,
    city: string | null,
    when: string,
    more: string[],
  ): Paragraph[] => {
    switch (variant) {
      case 0: // "Title, Company, City <tab> period"
        return [
          {
            runs: [{ text: title, bold: true }, `, ${[org, city].filter(Boolean).join(', ')}\t${when}`],
            tabs: right,
            before: 120,
            after: 20,
          },
          ...bullets(more),
        ];
      case 1: // "Company <tab> period" / "Title"
        return [
          { runs: [{ text: org, bold: true }, `\t${when}`], tabs: right, before: 120, after: 0 },
          { runs: [{ text: title, italic: true }], after: 20 },
          ...bullets(more),
        ];
      case 2: // "Title – Company <tab> period" / "City"
        return [
          {
            runs: [{ text: `${title} – ${org}`, bold: true }, `\t${when}`],
            tabs: right,
            before: 120,
            after: 0,
          },
          ...(city ? [{ runs: [{ text: city, color: '7F7F7F' }], after: 20 }] : []),
          ...bullets(more),
        ];
      default: // "period <tab> Title, Company" with the description indented under it
        return [
          {
            runs: [`${when}\t`, { text: title, bold: true }, `, ${org}`],
            tabs: left,
            before: 120,
            after: 20,
          },
          ...more.map((text) => ({ runs: [`\t${text}`], tabs: left, after: 0 })),
        ];
    }
  };
  const blocks: Block[] = [
    { runs: [fullName(p)], style: 'Title' },
    { runs: [p.headline], style: 'Subtitle' },
    { runs: [[p.email, p.phone, p.location].join(' | ')], after: 120 },
    ...(p.summary ? [head(w.summary), { runs: [p.summary] }] : []),
    head(w.experience),
    ...p.experiences.flatMap((e) => entry(e.title, e.company, e.city, period(e.start, e.end), e.bullets)),
    head(w.education),
    ...p.educations.flatMap((e) =>
      variant === 3
        ? entry(degreeText(p.lang, e), e.school, null, period(e.start, e.end), [])
        : [
            {
              runs: [{ text: degreeText(p.lang, e), bold: true }, `\t${period(e.start, e.end)}`],
              tabs: right,
              before: 120,
              after: 0,
            },
            { runs: [[e.school, e.city].filter(Boolean).join(', ')], after: 40 },
          ],
    ),
    ...(p.certifications.length ? [head(w.certifications)] : []),
    ...p.certifications.map((c) => ({
      runs: [
        { text: c.name, bold: true },
        `${c.issuer ? `, ${c.issuer}` : ''}\t${c.date ? monthText(p.lang, p.dates, c.date) : ''}`,
      ],
      tabs: right,
      after: 40,
    })),
    head(w.skills),
    { runs: [p.skills.join(', ')] },
    ...(p.personal.length ? [head(w.personal), { runs: [p.personal.join(', ')] }] : []),
    head(w.languages),
    ...p.languages.map(([n, l]) => ({
      runs: [`${n}\t${levelWord(p.lang, l)}`],
      tabs: left,
      after: 20,
    })),
  ];
  return docx(blocks, {
    title: 'CV',
    author: fullName(p),
    application: 'LibreOffice/24.2.7.2$Linux_X86_64 LibreOffice_project/420$Build-2',
    font: 'Liberation Serif',
    accent: '000000',
  });
};

// Google Docs "Swiss"-like template, as Google Docs exports it ------------------------------------

/**
 * Google Docs' résumé template exported as .docx: name as Title, entries as Heading 2
 * "Company, City — Title" with the period as an upper-case Heading 3 below, explicit fonts on
 * every run, empty paragraphs between sections, the e-mail as a hyperlink.
 */
export const googleDocs = (p: WildPerson): Uint8Array => {
  const w = WORDS[p.lang];
  const period = (start: string, end: string | null) => periodText(p, start, end, ' - ').toUpperCase();
  const font = 'Open Sans';
  const heading = (text: string): Paragraph[] => [
    { runs: [''], after: 0 },
    { runs: [{ text: text.toUpperCase(), font: 'Merriweather', color: '2079C7' }], style: 'Heading1' },
  ];
  const entry = (
    org: string,
    city: string | null,
    role: string,
    when: string,
    more: string[],
  ): Paragraph[] => [
    {
      runs: [
        { text: org, bold: true, font: 'Merriweather' },
        { text: `${city ? `, ${city}` : ''} — `, font: 'Merriweather' },
        { text: role, italic: true, font: 'Merriweather' },
      ],
      style: 'Heading2',
    },
    { runs: [{ text: when, font }], style: 'Heading3' },
    ...(more.length ? [{ runs: [{ text: more.join(' '), font }] }] : []),
  ];
  const blocks: Block[] = [
    { runs: [{ text: fullName(p), font: 'Merriweather', bold: true }], style: 'Title' },
    { runs: [{ text: p.headline, font }], style: 'Subtitle' },
    { runs: [{ text: p.location, font }], after: 0 },
    { runs: [{ text: p.phone, font }], after: 0 },
    { runs: [{ text: p.email, font, color: '1155CC', link: 'rIdMail' }], after: 0 },
    ...(p.summary ? [...heading(w.summary), { runs: [{ text: p.summary, font }] }] : []),
    ...heading(w.experience),
    ...p.experiences.flatMap((e) => entry(e.company, e.city, e.title, period(e.start, e.end), e.bullets)),
    ...heading(w.education),
    ...p.educations.flatMap((e) =>
      entry(e.school, e.city, degreeText(p.lang, e), period(e.start, e.end), []),
    ),
    ...heading(w.skills),
    ...p.skills.map((s) => ({ runs: [{ text: s, font }], bullet: true, after: 0 })),
    ...(p.personal.length
      ? [
          ...heading(w.personal),
          ...p.personal.map((s) => ({ runs: [{ text: s, font }], bullet: true, after: 0 })),
        ]
      : []),
    ...(p.certifications.length ? heading(w.certifications) : []),
    ...p.certifications.flatMap((c) =>
      entry(c.name, null, c.issuer ?? '', c.date ? monthText(p.lang, p.dates, c.date).toUpperCase() : '', []),
    ),
    ...heading(w.languages),
    {
      runs: [
        {
          text: p.languages.map(([n, l]) => `${n} (${levelWord(p.lang, l).toLowerCase()})`).join(', '),
          font,
        },
      ],
    },
  ];
  return docx(blocks, {
    title: `${fullName(p)} - CV`,
    author: '',
    application: 'Google Docs',
    font: 'Open Sans',
    accent: '2079C7',
    links: { rIdMail: `mailto:${p.email}` },
    margin: 1080,
  });
};
