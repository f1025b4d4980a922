import fs from 'node:fs';
import type { Download, Locator } from '@playwright/test';
import { getDocumentProxy } from 'unpdf';
import { callApi, seedProfileWithPhoto } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, type Page, shotOf, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { newVisitorPage, submitDialog } from './support/ui.ts';

/** A CV with a job (with bullets), an education, skills and languages, and Kari's profile and photo. */
const seedCv = async (app: RunningApp, token: string) => {
  await seedProfileWithPhoto(app, token);
  await callApi(app, token, 'POST', '/cv/experience', {
    title: 'Senior product designer',
    company: 'Fjordbyte',
    location: 'Oslo',
    startDate: '2021-03',
    isCurrent: true,
    description: 'Leads design for the booking app.\n\n- Cut booking time by half\n- Hired two designers',
  });
  await callApi(app, token, 'POST', '/cv/education', {
    school: 'NTNU',
    degree: 'Master of Science',
    field: 'Interaction design',
    startDate: '2015-08',
    endDate: '2017-06',
  });
  await callApi(app, token, 'PUT', '/cv/skills/professional', { skills: ['Figma', 'User research'] });
  await callApi(app, token, 'PUT', '/cv/languages', { languages: [{ language: 'Norwegian', level: 5 }] });
};

/** The design panel on /my-cv, and the live preview's CV in it (the thumbnails are decoration). */
const designPanel = (page: Page) => page.getByRole('region', { name: /^(Design|Utforming)$/ });
const previewOf = (panel: Locator) => panel.getByRole('article');

/** The bytes of a download, and where on its first page (in points from the left) the name starts. */
const readPdf = async (download: Download) => {
  const bytes = fs.readFileSync(await download.path());
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const page = await document.getPage(1);
  const { items } = await page.getTextContent();
  const name = items.find((item) => 'str' in item && item.str.includes('Kari Nordmann'));
  return { bytes, nameX: name && 'transform' in name ? Number(name.transform[4]) : null };
};

test('the owner picks Modern with an accent: the preview follows, the choice is kept, the PDF is drawn in it', async ({
  page,
  hirelane,
  user,
}) => {
  await seedCv(hirelane, user.accessToken);
  await signIn(page, user, '/my-cv');
  const panel = designPanel(page);
  const preview = previewOf(panel);
  await expect(preview).toHaveAttribute('data-design', 'classic');
  await expect(preview.getByRole('heading', { name: 'Kari Nordmann' })).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: 'Cut booking time by half' })).toBeVisible();

  await panel.getByRole('radio', { name: /^Modern/ }).check();
  await expect(preview).toHaveAttribute('data-design', 'modern');
  await panel.getByRole('radio', { name: 'Crimson' }).check();
  await expect(preview.getByRole('heading', { name: 'Experience' })).toHaveCSS('color', 'rgb(185, 28, 28)');
  // The photo moves into Modern's sidebar.
  await expect(
    preview.locator('[data-cv-column="sidebar"]').getByRole('img', { name: /Kari Nordmann/ }),
  ).toBeVisible();
  await shotOf(page, 'my-cv-modern-crimson');

  // Saved at once: the server has it, and a reload shows it.
  await expect
    .poll(async () => callApi(hirelane, user.accessToken, 'GET', '/cv/design'))
    .toMatchObject({ design: 'modern', accent: 'crimson' });
  await page.reload();
  await expect(previewOf(designPanel(page))).toHaveAttribute('data-design', 'modern');

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
  await page.getByRole('button', { name: 'Create your first link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a share link' });
  await dialog.getByLabel('Title').fill('For a recruiter');
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

test('the preview breaks a long CV into pages without cutting an entry, with the name on page 2', async ({
  page,
  hirelane,
  user,
}) => {
  await seedCv(hirelane, user.accessToken);
  for (let year = 2008; year < 2021; year += 1) {
    await callApi(hirelane, user.accessToken, 'POST', '/cv/experience', {
      title: `Designer ${year}`,
      company: 'Nordlys Studio',
      startDate: `${year}-01`,
      endDate: `${year}-12`,
      description:
        'Designed the booking flow with the team.\n\n- Ran weekly user tests\n- Wrote the design guide',
    });
  }
  await signIn(page, user, '/my-cv');
  const preview = previewOf(designPanel(page));
  await expect(preview.getByRole('heading', { name: 'Designer 2008' })).toBeVisible();
  const sheet = page.locator('[data-pages]');
  await expect.poll(async () => Number(await sheet.getAttribute('data-pages'))).toBeGreaterThan(1);
  await expect(sheet.getByText('Kari Nordmann').last()).toBeVisible();
  await expect(sheet.getByText(/^Page 2 of \d$/)).toBeVisible();
  // Every entry lies within one page's white paper, none across the grey gap between pages.
  const cut = await sheet.evaluate((element) => {
    const frame = element.closest<HTMLElement>('[style*="--page-height"]');
    if (!frame) return ['no frame'];
    const value = (name: string) => Number.parseFloat(frame.style.getPropertyValue(name));
    const [height, gap, scale] = [value('--page-height'), value('--page-gap'), value('--scale')];
    const origin = element.getBoundingClientRect().top;
    return [...element.querySelectorAll('article [data-cv-keep]')]
      .filter((keep) => {
        const box = keep.getBoundingClientRect();
        const top = (box.top - origin) / scale;
        const bottom = (box.bottom - origin) / scale;
        const pageOfTop = Math.floor(top / (height + gap));
        return bottom > pageOfTop * (height + gap) + height;
      })
      .map((keep) => keep.textContent?.slice(0, 40) ?? '');
  });
  expect(cut).toEqual([]);
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
      const preview = previewOf(panel);
      await expect(preview).toBeVisible();
      const designs = panel.getByRole('radio', { name: /^(Classic|Klassisk)/ });
      await designs.focus();
      await page.keyboard.press('ArrowRight');
      await expect(panel.getByRole('radio', { name: /^(Modern|Moderne)/ })).toBeChecked();
      await expect(preview).toHaveAttribute('data-design', 'modern');
      await expectNoSeriousViolations(page, '#cv-preview');
    });
  });
}
