import { fileNamePart, type Language } from '@hirelane/contract/constants';
import { defaultCvDesignSettings, PAPER_POINTS } from '@hirelane/contract/cv-designs';
import { cvContactItems } from '@hirelane/contract/cv-document';
import { formatDate, intlLocale } from '@hirelane/contract/dates';
import { textsFor } from '../../platform/i18n/texts.ts';
import { drawCvHeader } from '../../platform/pdf/cv-header.ts';
import { cvTheme } from '../../platform/pdf/cv-theme.ts';
import { createPdfDocument } from '../../platform/pdf/pdf-document.ts';
import { openFlow, skip } from '../../platform/pdf/pdf-flow.ts';
import { COLORS } from '../../platform/pdf/pdf-style.ts';
import { bodyStyle, write } from '../../platform/pdf/pdf-text.ts';
import type { LetterRecord } from './letters.repository.ts';

/** Who signs the letter: the name, and the contact details the reader may see (none on a public link). */
export type LetterSender = {
  name: string;
  email?: string | null;
  phone?: string | null;
  location?: string | null;
};

/**
 * A letter on A4 as letters are laid out: the sender under the same header as their CV (name,
 * place and contact, in the default CV design), the date, the recipient, the subject in bold, then
 * the text with its own paragraphs. Real text, tagged, æøå embedded.
 */
export const renderLetterPdf = async (
  letter: LetterRecord,
  sender: LetterSender,
  now: Date,
): Promise<Buffer> => {
  const language: Language = letter.language;
  const settings = defaultCvDesignSettings(language);
  const { doc, root, toBuffer } = createPdfDocument({
    title: letter.title,
    author: sender.name,
    language: intlLocale(language),
    paper: settings.paper,
  });
  const { design, theme } = cvTheme(doc, settings);
  const page = PAPER_POINTS[settings.paper];
  const margin = doc.page.margins.left;
  const flow = openFlow(doc, {
    x: margin,
    width: page.width - 2 * margin,
    top: () => margin,
    bottom: page.height - doc.page.margins.bottom,
  });
  const contact = cvContactItems({
    contact: { photoUrl: null, email: sender.email ?? null, phone: sender.phone ?? null, links: [] },
  });
  drawCvHeader(
    flow,
    theme,
    design,
    { name: sender.name, headline: null, location: sender.location ?? null, contact },
    root,
  );
  skip(flow, theme.scale.sectionGap * 2);

  const text = { ...bodyStyle(theme), size: 10.5, lineGap: 2.5 };
  write(
    flow,
    formatDate(now.toISOString(), language, 'long'),
    { ...text, align: 'right' },
    { parent: root, type: 'P' },
  );
  skip(flow, text.size);
  for (const line of [letter.contactName, letter.company].filter(Boolean))
    write(flow, line, text, { parent: root, type: 'P' });
  skip(flow, text.size * 1.2);
  write(
    flow,
    `${textsFor(language).letters.subject} ${letter.title}`,
    { ...text, font: theme.body.semibold, size: 11.5, color: COLORS.text },
    { parent: root, type: 'H1' },
  );
  skip(flow, text.size * 0.8);
  // Paragraphs as the writer made them; a paragraph may run onto the next page.
  for (const paragraph of withoutRepeatedContact(
    letter.body,
    contact.map((item) => item.text),
  )) {
    write(flow, paragraph.trim(), text, { parent: root, type: 'P' });
    skip(flow, text.size * 0.8);
  }
  return toBuffer();
};

/** What may stand between contact details on one line: spaces and separators ("·", "|", ","…). */
const SEPARATORS = /^[\s·•|,;/–—-]*$/u;

/** A line made of nothing but these contact details (at least one) and separators. */
const onlyContact = (line: string, details: readonly string[]): boolean => {
  const shown = details.filter((detail) => line.includes(detail));
  return (
    shown.length > 0 && SEPARATORS.test(shown.reduce((rest, detail) => rest.split(detail).join(''), line))
  );
};

/**
 * The letter's paragraphs, without the lines that only repeat the contact details its header
 * already shows (a signature's "e-mail · phone"): on paper they stand once, under the name.
 */
const withoutRepeatedContact = (body: string, details: readonly string[]): string[] =>
  body
    .split(/\n{2,}/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .filter((line) => !onlyContact(line, details))
        .join('\n'),
    )
    .filter((paragraph) => paragraph.trim());

/** "Application for Developer at Fjordkraft" → "Application-for-Developer-at-Fjordkraft.pdf". */
export const letterFileName = (letter: Pick<LetterRecord, 'title'>): string => {
  const base = fileNamePart(letter.title).slice(0, 80);
  return `${base || 'letter'}.pdf`;
};
