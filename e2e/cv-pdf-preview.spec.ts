import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { CV_DESIGN_IDS, CV_DESIGN_WORDS } from '@hirelane/contract/cv-designs';
import type { Locator, Response } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { callApi, createJobViaApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { seedCv, seedLongCv } from './support/cv-seed.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { signIn, signInToJob } from './support/sign-in.ts';

/*
 * The design preview on /my-cv is the PDF: each page it shows is compared, pixel by pixel, with the
 * same page of the same PDF drawn by poppler (pdftoppm) at the same size.
 */

/**
 * At most this share of a page's pixels may differ: pdf.js and poppler smooth text edges a little
 * differently (0.7 % of an A4 page at 536 px differs so), while the same page moved by one pixel
 * differs by 1.2–2 %, and another design's page by 5–6 %.
 */
const MAX_DIFFERENT_PIXELS = 0.01;
/** How far apart two pixels' colours may be and still count as the same (pixelmatch's 0…1). */
const COLOUR_THRESHOLD = 0.3;

const designPanel = (page: Page) => page.getByRole('region', { name: /^(Design|Utforming)$/ });
const previewPages = (panel: Locator) => panel.locator('[data-cv-preview-page]');
/** The pages once drawn for the latest choice: none dimmed, no "Updating…" left. */
const settledPages = (panel: Locator) => panel.locator('[aria-busy="false"]:has([data-cv-preview-page])');

/** Page `number` of the PDF in `file`, drawn by poppler exactly `width` × `height` pixels. */
const popplerPage = (file: string, number: number, width: number, height: number) => {
  const prefix = file.replace(/\.pdf$/, `-poppler-${number}`);
  const dpi = 96; // the size is set exactly by -scale-to; -r only sets the resolution it starts from
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    String(dpi),
    '-f',
    String(number),
    '-l',
    String(number),
    '-singlefile',
    '-scale-to-x',
    String(width),
    '-scale-to-y',
    String(height),
    file,
    prefix,
  ]);
  return PNG.sync.read(fs.readFileSync(`${prefix}.png`));
};

/**
 * Each drawn page of the preview against the same page of the PDF in `file` drawn by poppler at the
 * same size: its accessible name, then its pixels.
 */
const expectPagesAsPoppler = async (pages: Locator, file: string, label: string, language: 'en' | 'no') => {
  const count = await pages.count();
  for (let index = 0; index < count; index += 1) {
    const canvas = pages.nth(index);
    await expect(canvas).toHaveAccessibleName(
      language === 'en' ? `Page ${index + 1} of ${count}` : `Side ${index + 1} av ${count}`,
    );
    const drawn = PNG.sync.read(await canvas.screenshot());
    const poppler = popplerPage(file, index + 1, drawn.width, drawn.height);
    expect([poppler.width, poppler.height]).toEqual([drawn.width, drawn.height]);
    const diff = new PNG({ width: drawn.width, height: drawn.height });
    const different = pixelmatch(drawn.data, poppler.data, diff.data, drawn.width, drawn.height, {
      threshold: COLOUR_THRESHOLD,
    });
    const share = different / (drawn.width * drawn.height);
    const name = `${label}-page-${index + 1}`;
    fs.writeFileSync(test.info().outputPath(`${name}-preview.png`), PNG.sync.write(drawn));
    fs.writeFileSync(test.info().outputPath(`${name}-diff.png`), PNG.sync.write(diff));
    console.info(
      `${name}: ${drawn.width}×${drawn.height} px, ${different} px differ (${(share * 100).toFixed(3)} %)`,
    );
    expect.soft(share, `${name}: share of pixels that differ`).toBeLessThan(MAX_DIFFERENT_PIXELS);
  }
};

/** The PDF a draft previews as (the body the tab last posted), asked of the server apart, saved as `name`.pdf. */
const samePreviewPdf = async (
  app: RunningApp,
  token: string,
  jobId: string,
  body: string | undefined,
  name: string,
) => {
  const pdf = await fetch(`${app.url}/api/jobs/${jobId}/tailored-cv/preview`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body ?? '{}',
  });
  expect(pdf.status).toBe(200);
  const file = test.info().outputPath(`${name}.pdf`);
  fs.writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);
  return { file, pages };
};

/** The PDF at the address the preview last asked for, asked of the server apart, saved as `name`.pdf. */
const samePdf = async (app: RunningApp, token: string, asked: string, name: string) => {
  const url = new URL(asked);
  const pdf = await fetch(`${app.url}${url.pathname}${url.search}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(pdf.status).toBe(200);
  const file = test.info().outputPath(`${name}.pdf`);
  fs.writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);
  return { file, pages };
};

const LANGUAGES = [
  { language: 'en', cvLanguage: 'English' },
  { language: 'no', cvLanguage: 'Norsk' },
] as const;

for (const { language, cvLanguage } of LANGUAGES) {
  test.describe(`the PDF preview in ${language}`, () => {
    test.use({ language, viewport: { width: 1440, height: 900 } });

    test('draws each design as the PDF poppler draws, page for page', async ({ page, hirelane, user }) => {
      test.setTimeout(180_000);
      await seedLongCv(hirelane, user.accessToken);
      const asked: Response[] = [];
      page.on('response', (response) => {
        if (/\/api\/cv\/pdf\?/.test(response.url())) asked.push(response);
      });
      await signIn(page, user, '/my-cv');
      const panel = designPanel(page);
      await panel.getByRole('radio', { name: cvLanguage }).check();
      const words = CV_DESIGN_WORDS[language];
      for (const design of CV_DESIGN_IDS) {
        await panel.getByRole('radio', { name: new RegExp(`^${words[design].name}`) }).check();
        await expect
          .poll(() => asked.at(-1)?.url() ?? '')
          .toMatch(new RegExp(`[?&]design=${design}&.*language=${language}`));
        await expect(settledPages(panel)).toBeVisible({ timeout: 30_000 });
        const pages = previewPages(panel);
        const count = await pages.count();

        // The same PDF, asked of the server apart from the preview, with the same choices.
        const { file, pages: inPdf } = await samePdf(
          hirelane,
          user.accessToken,
          asked.at(-1)?.url() ?? '',
          `${design}-${language}`,
        );
        expect(count, `${design}: pages drawn`).toBe(inPdf);
        expect(count).toBeGreaterThan(1);

        await expectPagesAsPoppler(pages, file, `${design}-${language}`, language);
      }
      await expectNoSeriousViolations(page, '#cv-preview');
    });
  });
}

test.describe('the tailored CV', () => {
  // Tall enough for a whole page under the drawer's header: a page's screenshot is what shows.
  test.use({ viewport: { width: 1440, height: 1600 } });

  test('the Tailored CV tab previews the version as its PDF, in a design picked before saving', async ({
    page,
    hirelane,
    user,
  }) => {
    test.setTimeout(120_000);
    await seedCv(hirelane, user.accessToken);
    const { jobId } = await createJobViaApi(hirelane, user.accessToken, {
      position: 'Service designer',
      company: 'Equinor',
    });
    await callApi(hirelane, user.accessToken, 'PUT', `/jobs/${jobId}/tailored-cv`, {
      headline: 'Service designer for energy',
      design: 'modern',
    });
    // The tab previews the form's draft: each preview is a POST of the draft to the preview route.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/tailored-cv\/preview$/.test(request.url()))
        asked.push(request.postData() ?? '');
    });
    const drawer = await signInToJob(page, user, jobId);
    await drawer.getByRole('tab', { name: 'Tailored CV' }).click();
    const preview = drawer.getByRole('region', { name: 'PDF preview of this version' });
    const pages = preview.locator('[data-cv-preview-page]');
    await expect(preview.locator('[aria-busy="false"]:has([data-cv-preview-page])')).toBeVisible({
      timeout: 30_000,
    });
    expect(JSON.parse(asked.at(-1) ?? '{}')).toMatchObject({ design: 'modern' });
    const saved = await samePreviewPdf(hirelane, user.accessToken, jobId, asked.at(-1), 'tailored-modern');
    expect(await pages.count()).toBe(saved.pages);
    await pages.first().evaluate((canvas) => canvas.scrollIntoView({ block: 'end' }));
    await expectPagesAsPoppler(pages, saved.file, 'tailored-modern', 'en');

    // A design picked in the form shows at once, before it is saved.
    await drawer.getByRole('combobox', { name: 'Design' }).click();
    await page.getByRole('option', { name: 'Elegant' }).click();
    await expect.poll(() => JSON.parse(asked.at(-1) ?? '{}').design).toBe('elegant');
    await expect(preview.locator('[aria-busy="false"]:has([data-cv-preview-page])')).toBeVisible({
      timeout: 30_000,
    });
    const picked = await samePreviewPdf(hirelane, user.accessToken, jobId, asked.at(-1), 'tailored-elegant');
    await pages.first().evaluate((canvas) => canvas.scrollIntoView({ block: 'end' }));
    await expectPagesAsPoppler(pages, picked.file, 'tailored-elegant', 'en');
    await expectNoSeriousViolations(page, '[role="dialog"]');
  });
});
