import type { Language } from '@hirelane/contract/constants';
import { formatDate, intlLocale } from '@hirelane/contract/dates';
import { textsFor } from '../../platform/i18n/texts.ts';
import { createPdfDocument, FONTS } from '../../platform/pdf/pdf-document.ts';
import type { LetterRecord } from './letters.repository.ts';

const COLORS = { text: '#1f2933', muted: '#5f6b7a' } as const;

/** Who signs the letter: the name, and the contact details the reader may see (none on a public link). */
export type LetterSender = { name: string; contact: readonly (string | null)[] };

/**
 * A letter on A4 as letters are laid out: the sender's name and contact lines, the date, the
 * recipient, the subject in bold, then the text with its own paragraphs. Real text, æøå embedded.
 */
export const renderLetterPdf = async (
  letter: LetterRecord,
  sender: LetterSender,
  now: Date,
): Promise<Buffer> => {
  const language: Language = letter.language;
  const { name } = sender;
  const { doc, toBuffer } = createPdfDocument({
    title: letter.title,
    author: name,
    language: intlLocale(language),
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font(FONTS.bold).fontSize(14).fillColor(COLORS.text).text(name, { width });
  const contact = sender.contact.filter(Boolean).join(' · ');
  if (contact) doc.font(FONTS.regular).fontSize(9.5).fillColor(COLORS.muted).text(contact, { width });
  doc.moveDown(1.5);

  doc
    .font(FONTS.regular)
    .fontSize(10.5)
    .fillColor(COLORS.text)
    .text(formatDate(now.toISOString(), language, 'long'), { width, align: 'right' });
  doc.moveDown(1);

  for (const line of [letter.contactName, letter.company].filter(Boolean)) doc.text(line, { width });
  doc.moveDown(1.2);

  doc
    .font(FONTS.bold)
    .fontSize(11.5)
    .text(`${textsFor(language).letters.subject} ${letter.title}`, { width });
  doc.moveDown(0.8);

  // Paragraphs as the writer made them; a paragraph may run onto the next page.
  doc.font(FONTS.regular).fontSize(10.5);
  for (const paragraph of letter.body.split(/\n{2,}/)) {
    doc.text(paragraph.trim(), { width, lineGap: 2.5 });
    doc.moveDown(0.8);
  }
  return toBuffer();
};

/** "Application for Developer at Fjordkraft" → "Application-for-Developer-at-Fjordkraft.pdf". */
export const letterFileName = (letter: Pick<LetterRecord, 'title'>): string => {
  const base = letter.title
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${base || 'letter'}.pdf`;
};
