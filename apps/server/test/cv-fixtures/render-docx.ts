import { docxCv } from '../cv-documents.ts';
import type { CvBlocks } from './cv-blocks.ts';

export type DocxLayout = 'docx-one-column' | 'docx-table';

/** A CV as a Word document: paragraphs only, or entries as a table of period | details. */
export const renderDocx = (cv: CvBlocks, layout: DocxLayout): Buffer => {
  const blocks: Parameters<typeof docxCv>[0] = [cv.name];
  if (cv.headline) blocks.push(cv.headline);
  blocks.push(cv.contact.join(' | '));
  for (const part of cv.sections) {
    blocks.push(part.title);
    if (part.kind === 'list') blocks.push(...part.lines);
    else if (layout === 'docx-table')
      blocks.push({
        table: part.entries.map((item) => [[item.date], [...item.names, ...(item.body ? [item.body] : [])]]),
      });
    else
      for (const item of part.entries)
        blocks.push(...item.names, ...(item.date ? [item.date] : []), ...(item.body ? [item.body] : []));
  }
  return docxCv(blocks);
};
