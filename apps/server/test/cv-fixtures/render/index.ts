import type { Fixture, Layout } from '../plan.ts';
import { type CvBlocks, cvBlocks } from './blocks.ts';
import { renderDocxOneColumn } from './docx-one-column.ts';
import { renderDocxTable } from './docx-table.ts';
import { renderHirelaneExport } from './hirelane-export.ts';
import { renderPdfCompact } from './pdf-compact.ts';
import { renderPdfOneColumn } from './pdf-one-column.ts';
import { renderPdfRightDates } from './pdf-right-dates.ts';
import { renderPdfTable } from './pdf-table.ts';
import { renderPdfTwoColumn } from './pdf-two-column.ts';

/** The renderer of each layout drawn from text blocks (all but Hirelane's own export). */
const BLOCK_RENDERERS: Record<Exclude<Layout, 'hirelane-export'>, (blocks: CvBlocks) => Promise<Buffer>> = {
  'pdf-one-column': renderPdfOneColumn,
  'pdf-right-dates': renderPdfRightDates,
  'pdf-two-column': renderPdfTwoColumn,
  'pdf-table': renderPdfTable,
  'pdf-compact': renderPdfCompact,
  'docx-one-column': renderDocxOneColumn,
  'docx-table': renderDocxTable,
};

/** The document of a fixture: its person's CV in its layout and style. */
export const renderFixture = (fixture: Fixture): Promise<Buffer> => {
  const { cv, language } = fixture.person;
  if (fixture.layout === 'hirelane-export') return renderHirelaneExport(cv, language);
  return BLOCK_RENDERERS[fixture.layout](cvBlocks(cv, language, fixture.style));
};
