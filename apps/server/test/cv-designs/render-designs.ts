/*
 * Writes every CV design × language × paper as PDF and PNG pages under test-results/cv-designs/,
 * for a person to look at side by side (pdftoppm from poppler-utils draws the pages).
 *   node apps/server/test/cv-designs/render-designs.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@hirelane/contract/constants';
import { CV_DESIGN_IDS, CV_DESIGNS, PAPER_SIZES } from '@hirelane/contract/cv-designs';
import { renderCvPdf } from '../../src/domain/cv/cv-pdf.ts';
import { atFixedTime } from '../cv-fixtures/render/fixed-time.ts';
import { SAMPLE_CV, samplePhoto } from './sample-cv.ts';

const out = path.resolve(import.meta.dirname, '../../../../test-results/cv-designs');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const photo = await samplePhoto();
for (const design of CV_DESIGN_IDS)
  for (const language of LANGUAGES)
    for (const paper of PAPER_SIZES) {
      const name = `${design}-${language}-${paper}`;
      const pdf = await atFixedTime(() =>
        renderCvPdf(SAMPLE_CV[language], { design, language, paper, ...CV_DESIGNS[design].defaults }, photo),
      );
      const file = path.join(out, `${name}.pdf`);
      fs.writeFileSync(file, pdf);
      execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(out, name)]);
    }
console.info(`CV designs drawn in ${path.relative(process.cwd(), out)}`);
