import type { Fixture } from '../plan.ts';
import { cvBlocks } from './blocks.ts';
import { renderDocxOneColumn } from './docx-one-column.ts';
import { renderDocxTable } from './docx-table.ts';
import { renderHirelaneExport } from './hirelane-export.ts';
import { renderPdfCompact } from './pdf-compact.ts';
import { renderPdfOneColumn } from './pdf-one-column.ts';
import { renderPdfRightDates } from './pdf-right-dates.ts';
import { renderPdfTable } from './pdf-table.ts';
import { renderPdfTwoColumn } from './pdf-two-column.ts';

/** The document of a fixture: its person's CV in its layout and style. */
export const renderFixture = (fixture: Fixture): Promise<Buffer> => {
  const { cv, language } = fixture.person;
  if (fixture.layout === 'hirelane-export') return renderHirelaneExport(cv, language);
  const blocks = cvBlocks(cv, language, fixture.style);
  switch (fixture.layout) {
    case 'pdf-one-column':
      return renderPdfOneColumn(blocks);
    case 'pdf-right-dates':
      return renderPdfRightDates(blocks);
    case 'pdf-two-column':
      return renderPdfTwoColumn(blocks);
    case 'pdf-table':
      return renderPdfTable(blocks);
    case 'pdf-compact':
      return renderPdfCompact(blocks);
    case 'docx-one-column':
      return renderDocxOneColumn(blocks);
    case 'docx-table':
      return renderDocxTable(blocks);
  }
};
