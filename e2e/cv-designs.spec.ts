import fs from 'node:fs';
import type { Download, Locator } from '@playwright/test';
import { getDocumentProxy } from 'unpdf';
import { callApi } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { seedCv } from './support/cv-seed.ts';
import { expect, type Page, shotOf, test } from './support/fixtures.ts';
import { startFirstShareLink } from './support/share-link.ts';
import { signIn } from './support/sign-in.ts';
import { newVisitorPage, submitDialog } from './support/ui.ts';

/** The design panel on /my-cv, and the pages of the PDF its preview draws. */
const designPanel = (page: Page) => page.getByRole('region', { name: /^(Design|Utforming)$/ });
const previewPages = (panel: Locator) => panel.locator('[data-cv-preview-page]');
/** The first drawing waits for the panel, the server's PDF and pdf.js with its worker: slow on a busy machine. */
const DRAWN = { timeout: 30_000 };

/** The bytes of a download, and where on its first page (in points from the left) the name starts. */
const readPdf = async (download: Download) => {
  const bytes = fs.readFileSync(await download.path());
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const page = await document.getPage(1);
  const { items } = await page.getTextContent();
  const name = items.find((item) => 'str' in item && item.str.includes('Kari Nordmann'));
  return { bytes, nameX: name && 'transform' in name ? Number(name.transform[4]) : null };
};

test('the owner picks Modern with an accent: the preview draws its PDF, the choice is kept, the PDF is drawn in it', async ({
  page,
  hirelane,
  user,
}) => {
  await seedCv(hirelane, user.accessToken);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cv/pdf?')) asked.push(new URL(request.url()).search);
  });
  await signIn(page, user, '/my-cv');
  const panel = designPanel(page);
  await expect(previewPages(panel).first()).toHaveAccessibleName('Page 1 of 1', DRAWN);
  expect(asked.at(-1)).toMatch(/^\?design=classic&paper=a4&/);

  await panel.getByRole('radio', { name: /^Modern/ }).check();
  await panel.getByRole('radio', { name: 'Crimson' }).check();
  // One PDF for the two quick choices, once they rest.
  await expect.poll(() => asked.at(-1)).toMatch(/^\?design=modern&paper=a4&accent=crimson&/);
  await expect(panel.locator('[aria-busy="false"]:has([data-cv-preview-page])')).toBeVisible(DRAWN);
  await shotOf(page, 'my-cv-modern-crimson');

  // Saved at once: the server has it, and a reload shows it.
  await expect
    .poll(async () => callApi(hirelane, user.accessToken, 'GET', '/cv/design'))
    .toMatchObject({ design: 'modern', accent: 'crimson' });
  await page.reload();
  await expect(designPanel(page).getByRole('radio', { name: /^Modern/ })).toBeChecked();
  await expect(previewPages(designPanel(page)).first()).toBeVisible(DRAWN);
  expect(asked.at(-1)).toMatch(/^\?design=modern&paper=a4&accent=crimson&/);

  const pdfRequest = page.waitForRequest(/\/api\/cv\/pdf\?design=modern&paper=a4$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    designPanel(page).getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  await pdfRequest;
  const pdf = await readPdf(download);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a share link in Compact shows a signed-out visitor Compact, and its PDF is Compact', async ({
  page,
  browser,
  hirelane,
  user,
}) => {
  await seedCv(hirelane, user.accessToken);
  await signIn(page, user, '/my-cv/sharing');
  const dialog = await startFirstShareLink(page, 'For a recruiter');
  await dialog.getByRole('combobox', { name: 'Design' }).selectOption({ label: 'Compact' });
  await submitDialog(dialog, 'Create link');
  const publicUrl = await page
    .getByRole('link', { name: 'Open the link “For a recruiter”' })
    .getAttribute('href');

  const visitor = await newVisitorPage(browser);
  await visitor.goto(publicUrl ?? '');
  const cv = visitor.getByRole('article', { name: 'Kari Nordmann' });
  await expect(cv).toHaveAttribute('data-design', 'compact');
  await expect(cv.getByRole('heading', { level: 2, name: 'Experience' })).toBeVisible();
  await shotOf(visitor, 'shared-cv-compact');

  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const pdf = await readPdf(download);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Compact's margin is 36 pt; the owner's Classic would start the name at 56 pt.
  expect(pdf.nameX).toBeCloseTo(36, 0);
  await visitor.context().close();
});

const PANEL_CHECKS = [
  { language: 'en', viewport: { width: 1440, height: 900 } },
  { language: 'no', viewport: { width: 1440, height: 900 } },
  { language: 'no', viewport: { width: 390, height: 844 } },
] as const;

for (const { language, viewport } of PANEL_CHECKS) {
  test.describe(`the design panel in ${language}, ${viewport.width} px wide`, () => {
    test.use({ language, viewport });

    test('works by keyboard and axe finds nothing serious in it', async ({ page, hirelane, user }) => {
      await seedCv(hirelane, user.accessToken);
      await signIn(page, user, '/my-cv');
      const panel = designPanel(page);
      await expect(previewPages(panel).first()).toBeVisible(DRAWN);
      const modern = page.waitForRequest(/\/api\/cv\/pdf\?design=modern&/);
      const designs = panel.getByRole('radio', { name: /^(Classic|Klassisk)/ });
      await designs.focus();
      await page.keyboard.press('ArrowRight');
      await expect(panel.getByRole('radio', { name: /^(Modern|Moderne)/ })).toBeChecked();
      await modern;
      await expect(panel.locator('[aria-busy="false"]:has([data-cv-preview-page])')).toBeVisible(DRAWN);
      await expect(previewPages(panel).first()).toHaveAccessibleName(/^(Page|Side) 1 (of|av) 1$/);
      await expectNoSeriousViolations(page, '#cv-preview');
    });
  });
}
