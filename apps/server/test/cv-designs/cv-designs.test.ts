import { createHash } from 'node:crypto';
import { LANGUAGES } from '@hirelane/contract/constants';
import { CV_DESIGN_IDS, CV_DESIGNS, PAPER_SIZES } from '@hirelane/contract/cv-designs';
import { cvLayout, cvLayoutTexts } from '@hirelane/contract/cv-layout';
import { describe, expect, it } from 'vitest';
import { renderCvPdf } from '../../src/domain/cv/cv-pdf.ts';
import { atFixedTime } from '../cv-fixtures/render/fixed-time.ts';
import { readPdf } from './pdf-read.ts';
import { SAMPLE_CV, samplePhoto } from './sample-cv.ts';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
/** How a PDF's second page starts its page number, in each language. */
const SECOND_PAGE = { en: 'Page 2 of', no: 'Side 2 av' } as const;

describe('every CV design', () => {
  for (const design of CV_DESIGN_IDS)
    for (const language of LANGUAGES)
      it(`${design} (${language}): reads in layout order, links clickable, unchanged on both papers`, async () => {
        const settings = { design, language, ...CV_DESIGNS[design].defaults };
        const cv = SAMPLE_CV[language];
        const texts = cvLayoutTexts(cvLayout(cv, CV_DESIGNS[design], language));
        const prints: string[] = [];
        for (const paper of PAPER_SIZES) {
          const pdf = await atFixedTime(async () =>
            renderCvPdf(cv, { ...settings, paper }, await samplePhoto()),
          );
          const { pages, info } = await readPdf(pdf);
          expect(info).toMatchObject({ Author: 'Ingrid Ødegård' });
          // Every text of the layout, in its order (wrapped lines and separators aside).
          const all = squash(pages.map((page) => page.text).join(' '));
          let at = 0;
          for (const text of texts) {
            const found = all.indexOf(squash(text), at);
            expect(found, `${paper}: "${text}" after position ${at}`).toBeGreaterThanOrEqual(0);
            at = found + squash(text).length;
          }
          // Compact fits the sample on one A4 page; a longer CV numbers its pages from the second.
          if (pages.length > 1) expect(pages[1]?.text).toContain(SECOND_PAGE[language]);
          expect(pages[0]?.text).not.toMatch(/(Page|Side) 1 (of|av)/);
          const links = pages.flatMap((page) => page.links);
          expect(links).toEqual(
            expect.arrayContaining([
              'mailto:ingrid.odegard@example.com',
              'https://github.com/ingrid-odegard',
              'https://example.com/credentials/ingrid-aws',
            ]),
          );
          prints.push(
            pages
              .map((page, index) =>
                page.items.map((i) => `${index} ${i.x.toFixed(1)} ${i.top.toFixed(1)} ${i.text}`).join('\n'),
              )
              .join('\n'),
          );
        }
        // Text and its place on the page: a change of design shows here (look at the PNGs of
        // render-designs.ts, then update with `vitest -u`).
        expect(
          prints.map((print) => createHash('sha256').update(print).digest('hex').slice(0, 16)),
        ).toMatchSnapshot();
      }, 30_000);
});
