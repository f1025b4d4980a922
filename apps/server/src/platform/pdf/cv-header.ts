import type { CvDesign } from '@hirelane/contract/cv-designs';
import type { CvLayout } from '@hirelane/contract/cv-layout';
import { artifact } from './pdf-document.ts';
import type { Flow } from './pdf-flow.ts';
import { COLORS, type PdfTheme } from './pdf-style.ts';
import { drawInline, type InlineItem, textHeight, write } from './pdf-text.ts';

/** What a CV's header shows: the name, headline, place and contact details. */
export type CvHeader = Pick<CvLayout, 'name' | 'headline' | 'location' | 'contact'>;

/** The place, then each contact detail as a clickable link. */
export const contactLine = (header: Pick<CvHeader, 'location' | 'contact'>): InlineItem[] => [
  ...(header.location ? [{ text: header.location }] : []),
  ...header.contact.map((item) => ({ text: item.text, link: item.href })),
];

/** A photo cut to the design's shape, at (x, y), as an image a screen reader skips. */
export const drawPhoto = (doc: PDFKit.PDFDocument, design: CvDesign, photo: Buffer, x: number, y: number) => {
  const size = design.photoSize;
  artifact(doc, () => {
    doc.save();
    if (design.photoShape === 'circle') doc.circle(x + size / 2, y + size / 2, size / 2).clip();
    else doc.roundedRect(x, y, size, size, size * 0.06).clip();
    doc.image(photo, x, y, { cover: [size, size], align: 'center', valign: 'center' });
    doc.restore();
  });
};

/** The name and headline styles of a design. */
const nameStyle = (theme: PdfTheme, design: CvDesign) => ({
  font: design.serifHeadings ? theme.heading.semibold : theme.heading.bold,
  size: theme.scale.name,
  color: COLORS.text,
  align: design.centredHeader ? ('center' as const) : ('left' as const),
  characterSpacing: design.serifHeadings ? 0.4 : 0,
});

/**
 * A CV's header in a design: the name (tagged as the title heading), headline, and, unless the
 * design shows them in its sidebar, the place and contact details on one line; with the photo
 * where the design puts it (beside the text on the right or left). The letter draws the same
 * header, so a letter and the CV sent with it match. Leaves the flow under the header.
 */
export const drawCvHeader = (
  flow: Flow,
  theme: PdfTheme,
  design: CvDesign,
  header: CvHeader,
  parent: PDFKit.PDFStructureElement,
  options: { photo?: Buffer | null; contact?: boolean } = {},
): void => {
  const { frame } = flow;
  const photo = design.photo === 'sidebar' ? null : (options.photo ?? null);
  const top = flow.y;
  const size = design.photoSize;
  const room = photo ? size + theme.scale.body * 1.6 : 0;
  // The text beside the photo (a centred header centres in the room the photo leaves).
  const inset = photo && design.photo === 'header-left' ? room : 0;
  const textFrame = {
    ...frame,
    x: frame.x + inset,
    width: frame.width - room,
  };
  const inner: Flow = { ...flow, frame: textFrame };
  if (photo) {
    const x = design.photo === 'header-left' ? frame.x : frame.x + frame.width - size;
    drawPhoto(flow.doc, design, photo, x, top);
  }
  const name = nameStyle(theme, design);
  const nameHeight = textHeight(flow.doc, header.name, name, textFrame.width);
  // Centre a short header against the photo beside it.
  const lines = nameHeight + (header.headline ? theme.scale.headline * 1.5 : 0) + theme.scale.meta * 2.4;
  if (photo && lines < size) inner.y = top + (size - lines) / 2;
  write(inner, header.name, name, { parent, type: 'H1' });
  if (header.headline) {
    inner.y += theme.scale.headline * 0.15;
    write(
      inner,
      header.headline,
      {
        font: design.serifHeadings ? theme.heading.italic : theme.body.regular,
        size: theme.scale.headline,
        color: design.heading === 'bar' ? theme.accent : COLORS.muted,
        align: name.align,
      },
      { parent, type: 'P' },
    );
  }
  const items = options.contact === false ? [] : contactLine(header);
  if (items.length > 0) {
    inner.y += theme.scale.meta * 0.6;
    drawInline(
      inner,
      items,
      { font: theme.body.regular, size: theme.scale.meta, color: COLORS.text, align: name.align },
      parent,
    );
  }
  flow.page = inner.page;
  flow.y = Math.max(inner.y, photo ? top + size : 0);
};
