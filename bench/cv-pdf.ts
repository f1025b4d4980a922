// CV designs: a two-page CV as a PDF in each design must render in ≤ 300 ms; printed with the
// ratio to pdfkit writing the same texts unstyled (one font, one column), measured in the same run.
import { CV_DESIGN_IDS, CV_DESIGNS } from '@hirelane/contract/cv-designs';
import { cvLayout, cvLayoutTexts } from '@hirelane/contract/cv-layout';
import { renderCvPdf } from '../apps/server/src/domain/cv/cv-pdf.ts';
import { createPdfDocument } from '../apps/server/src/platform/pdf/pdf-document.ts';
import { SAMPLE_CV, samplePhoto } from '../apps/server/test/cv-designs/sample-cv.ts';
import { report, reportFigure, timeCalls } from './support.ts';

const BUDGET_MS = 300;
const photo = await samplePhoto();
const base = SAMPLE_CV.en;
// Two pages in every design, Compact included: the sample's jobs once more.
const cv = { ...base, experience: [...base.experience, ...base.experience.slice(0, 3)] };
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

/** The baseline: pdfkit writing the same texts in one column, with the kit's default font. */
const unstyled = (texts: string[]) => {
  const { doc, toBuffer } = createPdfDocument({ title: 'CV', author: 'bench', language: 'en' });
  for (const text of texts) doc.text(text);
  return toBuffer();
};

// Fonts are parsed once per process: warm them (and the JIT) up before timing anything.
for (const design of CV_DESIGN_IDS)
  await renderCvPdf(cv, { design, language: 'en', paper: 'a4', ...CV_DESIGNS[design].defaults }, photo);
await unstyled(['warm-up']);

let over = false;
for (const design of CV_DESIGN_IDS) {
  const settings = { design, language: 'en' as const, paper: 'a4' as const, ...CV_DESIGNS[design].defaults };
  const texts = cvLayoutTexts(cvLayout(cv, CV_DESIGNS[design], 'en'));
  const styled = await timeCalls(() => renderCvPdf(cv, settings, photo), 5, 5);
  const plain = await timeCalls(() => unstyled(texts), 5, 5);
  const pages = pagesOf(await renderCvPdf(cv, settings, photo));
  reportFigure(`cv-pdf: ${design}`, styled / 1000, 'ms', `≤ ${BUDGET_MS} ms`, `${pages} pages`);
  report(
    `cv-pdf: ${design} ÷ unstyled pdfkit`,
    styled / plain,
    'a small multiple',
    `${(plain / 1000).toFixed(1)} ms unstyled`,
  );
  if (styled / 1000 > BUDGET_MS || pages < 2) over = true;
}
if (over) process.exitCode = 1;
