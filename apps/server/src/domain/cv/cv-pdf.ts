import { fileNamePart } from '@hirelane/contract/constants';
import {
  CV_DESIGNS,
  type CvDesign,
  type CvDesignSettings,
  PAPER_POINTS,
} from '@hirelane/contract/cv-designs';
import { type CvLayout, cvLayout } from '@hirelane/contract/cv-layout';
import { intlLocale } from '@hirelane/contract/dates';
import type { PublicCv } from '@hirelane/contract/sharing';
import { contactLine, drawCvHeader, drawPhoto } from '../../platform/pdf/cv-header.ts';
import { cvTheme } from '../../platform/pdf/cv-theme.ts';
import {
  artifact,
  createPdfDocument,
  decoratePages,
  drawPageNumber,
} from '../../platform/pdf/pdf-document.ts';
import { type Flow, type Frame, openFlow, skip } from '../../platform/pdf/pdf-flow.ts';
import { drawHeading } from '../../platform/pdf/pdf-heading.ts';
import { COLORS, type PdfTheme, tint } from '../../platform/pdf/pdf-style.ts';
import { bodyStyle, drawBlocks, drawOutlined, write } from '../../platform/pdf/pdf-text.ts';
import { drawSection } from './cv-pdf-sections.ts';

/** Room at the top of pages 2 onwards for the running header (the name and the page number). */
const RUNNING_HEADER = 16;
/** The space between a sidebar and the main column. */
const GUTTER = 24;

/** The columns of a design on a paper: the main column, and the sidebar if the design has one. */
const framesOf = (design: CvDesign, settings: CvDesignSettings) => {
  const page = PAPER_POINTS[settings.paper];
  const { margin } = design;
  const width = page.width - 2 * margin;
  const top = (index: number) => (index === 0 ? margin : margin + RUNNING_HEADER);
  const bottom = page.height - margin;
  if (design.columns === 1 || !design.sidebar) return { page, main: { x: margin, width, top, bottom } };
  const side = Math.round(width * design.sidebar.width);
  const sidebar: Frame = { x: margin, width: side, top, bottom };
  const main: Frame = { x: margin + side + GUTTER, width: width - side - GUTTER, top, bottom };
  return { page, main, sidebar };
};

/**
 * Renders a CV as a PDF in a design, drawing only the design's layout of it (contract
 * cv-layout): the same texts, in the same order, as the HTML page. Text order in the file is the
 * layout's reading order (header, summary, sidebar, main), and the tagged structure follows it.
 */
export const renderCvPdf = async (
  cv: PublicCv,
  settings: CvDesignSettings,
  photo: Buffer | null = null,
): Promise<Buffer> => {
  const layout = cvLayout(cv, CV_DESIGNS[settings.design], settings.language);
  const { doc, root, toBuffer } = createPdfDocument({
    title: `${layout.name} – CV`,
    author: layout.name,
    language: intlLocale(settings.language),
    subject: layout.headline ?? undefined,
    paper: settings.paper,
    margins: CV_DESIGNS[settings.design].margin,
  });
  const { design, theme } = cvTheme(doc, settings);
  const frames = framesOf(design, settings);

  if (frames.sidebar) {
    const panel = frames.main.x - GUTTER / 2;
    const shade = () =>
      artifact(doc, () => doc.rect(0, 0, panel, frames.page.height).fill(tint(theme.accent, 0.07)));
    shade();
    doc.on('pageAdded', shade);
  }

  const main = openFlow(doc, frames.main);
  const sidebar = frames.sidebar ? openFlow(doc, frames.sidebar) : null;
  drawCvHeader(main, theme, design, layout, root, { photo: photo, contact: !sidebar });
  if (sidebar) drawSidebarContact(sidebar, theme, design, layout, root, photo);
  skip(main, design.scale.sectionGap * 0.8);

  if (layout.summary.length > 0) {
    const part = doc.struct('Sect');
    root.add(part);
    drawHeading(main, theme, part, layout.summaryTitle);
    drawBlocks(main, theme, part, layout.summary);
  }
  if (sidebar)
    for (const section of layout.sidebar) {
      skip(sidebar, design.scale.sectionGap);
      drawSection(sidebar, theme, root, section, { listed: true });
    }
  layout.main.forEach((section, index) => {
    if (index > 0 || layout.summary.length > 0) skip(main, design.scale.sectionGap);
    drawSection(main, theme, root, section, { listed: false });
  });

  drawRunningHeaders(doc, theme, design, layout, frames.main);
  return toBuffer();
};

/** A two-column design's sidebar opening: the photo, then the place and contact details one a line. */
const drawSidebarContact = (
  flow: Flow,
  theme: PdfTheme,
  design: CvDesign,
  layout: CvLayout,
  root: PDFKit.PDFStructureElement,
  photo: Buffer | null,
) => {
  if (photo) {
    drawPhoto(flow.doc, design, photo, flow.frame.x + (flow.frame.width - design.photoSize) / 2, flow.y);
    flow.y += design.photoSize + design.scale.sectionGap;
  }
  const items = contactLine(layout);
  if (items.length === 0) return;
  const part = flow.doc.struct('Sect');
  root.add(part);
  drawHeading(flow, theme, part, layout.words.contact);
  const style = { ...bodyStyle(theme), size: theme.scale.meta };
  for (const item of items) {
    write(flow, item.text, style, { parent: part, type: 'P' }, { link: item.link ?? null });
    skip(flow, theme.scale.lineGap);
  }
};

/**
 * Pages 2 onwards: the name at the top (as outlines, so a reader of the text meets it once, at the
 * start), "Page N of M" at the foot in the CV's language.
 */
const drawRunningHeaders = (
  doc: PDFKit.PDFDocument,
  theme: PdfTheme,
  design: CvDesign,
  layout: CvLayout,
  main: Frame,
) => {
  const size = theme.scale.meta;
  decoratePages(doc, (page, pages) => {
    if (page < 2) return;
    const y = design.margin - RUNNING_HEADER / 2;
    drawOutlined(doc, layout.name, { font: theme.body.semibold, size, color: COLORS.muted }, main.x, y);
    drawPageNumber(
      doc,
      layout.words.page(page, pages),
      { font: theme.body.regular, size, color: COLORS.muted },
      design.margin,
    );
  });
};

/**
 * "Kari Nordmann" → "Kari-Nordmann-CV.pdf" (letters kept, æøå included); with an employer (already
 * a file-name part), a job's version: "Kari-Nordmann-CV-Equinor.pdf".
 */
export const cvFileName = (cv: Pick<PublicCv, 'firstName' | 'lastName'>, employer = ''): string =>
  `${[fileNamePart(`${cv.firstName} ${cv.lastName}`) || 'CV', 'CV', employer].filter(Boolean).join('-')}.pdf`;

/** A CV's PDF renamed for the job it was tailored to ("Ingrid-Solberg-CV-Equinor.pdf"), when it names one. */
export const namedForJob = <F extends { fileName: string }>(
  file: F,
  cv: Pick<PublicCv, 'firstName' | 'lastName'>,
  company: string | undefined,
): F => {
  const employer = company ? fileNamePart(company) : '';
  return employer ? { ...file, fileName: cvFileName(cv, employer) } : file;
};
