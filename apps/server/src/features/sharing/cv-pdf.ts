import type { Language } from '@hirelane/contract/constants';
import type { CvDesignSettings } from '@hirelane/contract/cv-designs';
import { cvContactItems, cvDocumentSections } from '@hirelane/contract/cv-document';
import { formatMonth, formatPeriod, intlLocale } from '@hirelane/contract/dates';
import type { PublicCv } from '@hirelane/contract/sharing';
import { textsFor } from '../../platform/i18n/texts.ts';
import { createPdfDocument, FONTS, spaceLeft } from '../../platform/pdf/pdf-document.ts';

const COLORS = { text: '#1f2933', muted: '#5f6b7a', accent: '#0f766e', rule: '#d5dbe1' } as const;

/** The same period text as the screen: "Jan 2020 – Mar 2022", "Jan 2020 – Present". */
const period = (start: string | null, end: string | null, current: boolean, locale: Language) => {
  const openEnd = current || !end ? textsFor(locale).cvPdf.present : null;
  if (!start) return openEnd ?? formatMonth(end ?? '', locale);
  return formatPeriod(start, current ? null : end, locale, openEnd);
};

type Entry = { title: string; subtitle?: string | null; meta?: string | null; body?: string | null };

const PHOTO_SIZE = 76;

/**
 * Renders a CV as a PDF with real text: a header with the name, headline, the contact details the
 * CV shows (the same block as on screen, contract/cv-document) and the photo, then each section
 * that has content. An entry is never split over two pages (if it fits on one page at all).
 */
export const renderCvPdf = async (
  cv: PublicCv,
  settings: CvDesignSettings,
  photo: Buffer | null = null,
): Promise<Buffer> => {
  const locale = settings.language;
  const labels = textsFor(locale).cvPdf;
  const name = `${cv.firstName} ${cv.lastName}`.trim();
  const { doc, toBuffer } = createPdfDocument({
    title: `${name} – CV`,
    author: name,
    language: intlLocale(locale),
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  const top = doc.y;
  const headerWidth = photo ? width - PHOTO_SIZE - 16 : width;
  if (photo) {
    const x = doc.page.margins.left + width - PHOTO_SIZE;
    doc.save();
    doc.circle(x + PHOTO_SIZE / 2, top + PHOTO_SIZE / 2, PHOTO_SIZE / 2).clip();
    doc.image(photo, x, top, { width: PHOTO_SIZE, height: PHOTO_SIZE });
    doc.restore();
  }
  doc.font(FONTS.bold).fontSize(24).fillColor(COLORS.text).text(name, { width: headerWidth });
  if (cv.headline)
    doc.font(FONTS.regular).fontSize(12).fillColor(COLORS.muted).text(cv.headline, { width: headerWidth });
  const contact = cvContactItems(cv);
  if (contact.length > 0) doc.moveDown(0.3);
  for (const item of contact) {
    const text = item.kind === 'link' ? `${item.label}: ${item.text}` : item.text;
    doc
      .font(FONTS.regular)
      .fontSize(9.5)
      .fillColor(COLORS.text)
      .text(text, { width: headerWidth, link: item.href });
  }
  if (photo) doc.y = Math.max(doc.y, top + PHOTO_SIZE);
  doc.moveDown(0.5);

  const heading = (text: string) => {
    if (spaceLeft(doc) < 80) doc.addPage();
    doc.moveDown(0.8);
    doc
      .font(FONTS.bold)
      .fontSize(13)
      .fillColor(COLORS.accent)
      .text(text.toUpperCase(), { characterSpacing: 0.5 });
    const y = doc.y + 2;
    doc
      .moveTo(doc.page.margins.left, y)
      .lineTo(doc.page.margins.left + width, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.moveDown(0.5);
  };

  const entryHeight = (entry: Entry) => {
    let height = doc.font(FONTS.bold).fontSize(11).heightOfString(entry.title, { width });
    if (entry.subtitle)
      height += doc.font(FONTS.regular).fontSize(10).heightOfString(entry.subtitle, { width });
    if (entry.meta) height += doc.font(FONTS.regular).fontSize(9).heightOfString(entry.meta, { width });
    if (entry.body) height += doc.font(FONTS.regular).fontSize(10).heightOfString(entry.body, { width }) + 4;
    return height + 10;
  };

  const pageContent = () => doc.page.height - doc.page.margins.top - doc.page.margins.bottom;

  const entry = (item: Entry) => {
    const height = entryHeight(item);
    if (height > spaceLeft(doc) && height <= pageContent()) doc.addPage();
    doc.font(FONTS.bold).fontSize(11).fillColor(COLORS.text).text(item.title, { width });
    if (item.subtitle)
      doc.font(FONTS.regular).fontSize(10).fillColor(COLORS.text).text(item.subtitle, { width });
    if (item.meta) doc.font(FONTS.regular).fontSize(9).fillColor(COLORS.muted).text(item.meta, { width });
    if (item.body) {
      doc.moveDown(0.2);
      doc.font(FONTS.regular).fontSize(10).fillColor(COLORS.text).text(item.body, { width, lineGap: 1.5 });
    }
    doc.moveDown(0.6);
  };

  const section = (title: string, entries: Entry[]) => {
    if (entries.length === 0) return;
    heading(title);
    for (const item of entries) entry(item);
  };

  const words = (title: string, list: readonly string[]) => {
    if (list.length === 0) return;
    heading(title);
    doc
      .font(FONTS.regular)
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(list.join(' · '), { width, lineGap: 1.5 });
  };

  // The same sections, in the same order, as the CV on screen (contract/cv-document).
  for (const part of cvDocumentSections(cv)) {
    switch (part.key) {
      case 'experience':
        section(
          labels.experience,
          part.items.map((e) => ({
            title: e.title,
            subtitle: [e.company, e.location].filter(Boolean).join(', '),
            meta: period(e.startDate, e.endDate, e.isCurrent, locale),
            body: e.description,
          })),
        );
        break;
      case 'education':
        section(
          labels.education,
          part.items.map((e) => ({
            title: [e.degree, e.field].filter(Boolean).join(', ') || e.school,
            subtitle: e.degree || e.field ? e.school : null,
            meta: [period(e.startDate, e.endDate, false, locale), e.grade].filter(Boolean).join(' · '),
            body: e.description,
          })),
        );
        break;
      case 'professional':
        words(labels.professional, part.items);
        break;
      case 'personal':
        words(labels.personal, part.items);
        break;
      case 'language':
        words(
          labels.languages,
          part.items.map((l) => `${l.language} (${labels.levels[l.level] ?? l.level})`),
        );
        break;
      case 'certifications':
        section(
          labels.certifications,
          part.items.map((c) => ({
            title: c.name,
            subtitle: c.issuer,
            meta: [
              c.issueDate ? formatMonth(c.issueDate, locale) : '',
              c.expiryDate ? `${labels.expires} ${formatMonth(c.expiryDate, locale)}` : '',
              c.credentialId,
            ]
              .filter(Boolean)
              .join(' · '),
            body: c.credentialUrl,
          })),
        );
        break;
      case 'endorsement':
        section(
          labels.endorsements,
          part.items.map((e) => ({
            title: e.endorserName,
            subtitle: e.endorserTitle,
            body: textsFor(locale).quote(e.text),
          })),
        );
        break;
    }
  }

  return toBuffer();
};

/** "Kari Nordmann" → "Kari-Nordmann-CV.pdf" (letters kept, æøå included). */
export const cvFileName = (cv: PublicCv): string => {
  const base = `${cv.firstName} ${cv.lastName}`
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'CV'}-CV.pdf`;
};
