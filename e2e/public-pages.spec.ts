import { LANGUAGE_COOKIE } from '@hirelane/contract/public-page';
import type { Browser, Locator, Page } from '@playwright/test';
import { callApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { FJORDBYTE_JOB, seedCv } from './support/cv-seed.ts';
import { expect, shotOf, test } from './support/fixtures.ts';

// What an employer opens, often on a phone: a shared CV, a public profile and a public letter, read
// whole with JavaScript off (the server sends the page itself), in English and Norwegian, at desktop
// and phone size, with nothing serious for axe-core.

type Language = 'en' | 'no';
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const seedEverything = async (app: RunningApp, token: string) => {
  const api = (method: string, url: string, body?: unknown) => callApi(app, token, method, url, body);
  await seedCv(app, token, {
    ...FJORDBYTE_JOB,
    employmentType: 'full-time',
    description: 'Leads design for the booking app.',
  });
  const link = (await api('POST', '/cv/shareable', { title: 'For Equinor', contactFields: ['photo'] })) as {
    publicUrl: string;
  };
  const handle = `kari-${Date.now().toString(36)}`;
  await api('PUT', '/cv/public-profile', {
    handle,
    isVisible: true,
    bio: 'I design calm, clear services.',
    contactFields: ['photo', 'links'],
  });
  await api('PUT', '/cv/public-profile/tags', { tags: ['UX design', 'Oslo'] });
  const letter = (await api('POST', '/jobs/application', {
    title: 'Senior designer – Kari Nordmann',
    body: 'Dear Ola,\n\nI would love to design Fjordkraft’s customer portal with you.\n\nKari',
    company: 'Fjordkraft',
    isPublic: true,
  })) as { publicJobApplicationId: string };
  return {
    sharedCv: new URL(link.publicUrl).pathname,
    profile: `/u/${handle}`,
    letter: `/public-job-application/${letter.publicJobApplicationId}`,
  };
};

/** A visitor without JavaScript, in `language` (the cookie a language link sets) at `size`. */
const openWithoutScript = (
  browser: Browser,
  app: RunningApp,
  path: string,
  language: Language,
  size: (typeof SIZES)[number],
) => openPage(browser, app, path, language, size, false);

const openPage = async (
  browser: Browser,
  app: RunningApp,
  path: string,
  language: Language,
  size: (typeof SIZES)[number],
  javaScriptEnabled: boolean,
): Promise<Page> => {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width: size.width, height: size.height },
  });
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: app.url }]);
  const page = await context.newPage();
  const response = await page.goto(`${app.url}${path}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return page;
};

/**
 * axe-core on the same page (axe runs as a script, so in a browser with JavaScript on: the page is
 * the same HTML, its print button shown by the island).
 */
const expectAccessible = async (
  browser: Browser,
  app: RunningApp,
  path: string,
  language: Language,
  size: (typeof SIZES)[number],
) => {
  const page = await openPage(browser, app, path, language, size, true);
  await expectNoSeriousViolations(page);
  await page.context().close();
};

// The CV's section titles are in the CV's own language (its owner's, English here) on every page.
const TEXTS = {
  en: { experience: 'Experience', role: 'Fjordbyte, Oslo', from: 'From Kari Nordmann' },
  no: { experience: 'Experience', role: 'Fjordbyte, Oslo', from: 'Fra Kari Nordmann' },
} as const;

test('shared CVs, profiles and letters read whole without JavaScript, in both languages', async ({
  browser,
  hirelane,
  user,
}) => {
  test.setTimeout(240_000);
  const paths = await seedEverything(hirelane, user.accessToken);
  for (const language of ['en', 'no'] as const) {
    const texts = TEXTS[language];
    for (const size of SIZES) {
      await test.step(`the shared CV, ${language} ${size.name}`, async () => {
        const page = await openWithoutScript(browser, hirelane, paths.sharedCv, language, size);
        await expect(page.getByRole('heading', { level: 1, name: 'Kari Nordmann' })).toBeVisible();
        await expect(page.getByText('Product designer in Oslo')).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: texts.experience })).toBeVisible();
        await expect(page.getByText(texts.role)).toBeVisible();
        await expect(page.getByText('Master of Science, Interaction design')).toBeVisible();
        await expect(page.getByText('kari.jobb@example.test')).toHaveCount(0);
        const photo = page.getByRole('img', { name: /Kari Nordmann/ });
        expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
        // Without script the print button stays hidden; the PDF is a plain link.
        await expect(page.getByRole('button', { name: /^(Print|Skriv ut)$/ })).toBeHidden();
        await expect(page.getByRole('link', { name: /^(Download PDF|Last ned PDF)$/ })).toBeVisible();
        await shotOf(page, `shared-cv-${language}-${size.name}`);
        await page.context().close();
        await expectAccessible(browser, hirelane, paths.sharedCv, language, size);
      });
      await test.step(`the public profile, ${language} ${size.name}`, async () => {
        const page = await openWithoutScript(browser, hirelane, paths.profile, language, size);
        await expect(page.getByRole('heading', { level: 1, name: 'Kari Nordmann' })).toBeVisible();
        await expect(page.getByText('I design calm, clear services.')).toBeVisible();
        await expect(page.getByRole('listitem').filter({ hasText: 'UX design' })).toBeVisible();
        await expect(page.getByText(texts.role)).toBeVisible();
        await expect(page.getByRole('link', { name: 'Portfolio' })).toBeVisible();
        await shotOf(page, `profile-${language}-${size.name}`);
        await page.context().close();
        await expectAccessible(browser, hirelane, paths.profile, language, size);
      });
      await test.step(`the public letter, ${language} ${size.name}`, async () => {
        const page = await openWithoutScript(browser, hirelane, paths.letter, language, size);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Senior designer – Kari Nordmann' }),
        ).toBeVisible();
        await expect(page.getByText(texts.from)).toBeVisible();
        await expect(page.getByText(/customer portal with you/)).toBeVisible();
        await page.context().close();
        await expectAccessible(browser, hirelane, paths.letter, language, size);
      });
    }
  }
});

test('the language links switch a page without JavaScript, and a dead link is a 404 page', async ({
  browser,
  hirelane,
  user,
}) => {
  const paths = await seedEverything(hirelane, user.accessToken);
  const page = await openWithoutScript(browser, hirelane, paths.sharedCv, 'en', SIZES[1]);
  const languages = page.getByRole('navigation', { name: 'Language' });
  await languages.getByRole('link', { name: 'Norsk' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
  await expect(page.getByText('Delt CV · For Equinor')).toBeVisible();
  // Remembered: the next public page opens in Norwegian too.
  await page.goto(`${hirelane.url}${paths.profile}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');

  const dead = await page.goto(`${hirelane.url}/public-cv/00000000-0000-4000-8000-000000000000`);
  expect(dead?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Vi fant ikke denne CV-en' })).toBeVisible();
  await page.context().close();
});

test('on a phone a profile opens with the name, and a Modern CV shows the work before its lists', async ({
  browser,
  hirelane,
  user,
}) => {
  const paths = await seedEverything(hirelane, user.accessToken);
  const api = (method: string, url: string, body?: unknown) =>
    callApi(hirelane, user.accessToken, method, url, body);
  // What pushed the name off the first screen: a long bio, many tags, twelve skills, the Modern design.
  await api('PUT', '/cv/design', { design: 'modern' });
  await api('PUT', '/cv/skills/professional', {
    skills: Array.from({ length: 12 }, (_, i) => `Skill number ${i + 1}`),
  });
  await api('PUT', '/cv/public-profile', {
    handle: paths.profile.slice('/u/'.length),
    isVisible: true,
    bio: Array.from({ length: 12 }, () => 'I design calm, clear services for people in a hurry.').join('\n'),
    contactFields: ['photo', 'links'],
  });
  await api('PUT', '/cv/public-profile/tags', {
    tags: ['UX design', 'Oslo', 'Research', 'Accessibility', 'Workshops', 'Design systems'],
  });
  const phone = SIZES[1];

  const profile = await openWithoutScript(browser, hirelane, paths.profile, 'en', phone);
  const name = profile.getByRole('heading', { level: 1, name: 'Kari Nordmann' });
  await expect(name).toBeInViewport({ ratio: 1 });
  await expect(profile.getByText('Product designer in Oslo').first()).toBeInViewport({ ratio: 1 });
  // The name is the page's first heading, above the bio.
  expect(await profile.locator('h1, h2, h3').first().textContent()).toBe('Kari Nordmann');
  const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
  expect(await top(name)).toBeLessThan(await top(profile.getByText(/^I design calm/)));
  await profile.context().close();

  for (const path of [paths.profile, paths.sharedCv]) {
    const page = await openWithoutScript(browser, hirelane, path, 'en', phone);
    const experience = page.getByRole('heading', { name: 'Experience', exact: true });
    const skills = page.getByRole('heading', { name: 'Professional skills', exact: true });
    const photo = page.getByRole('img', { name: 'Photo of Kari Nordmann' });
    expect(await top(experience), path).toBeLessThan(await top(skills));
    expect(await top(experience), path).toBeLessThan(await top(photo));
    await page.context().close();
  }
  // On a wide screen the sidebar stays beside the main column, at its left, as on paper.
  const wide = await openWithoutScript(browser, hirelane, paths.sharedCv, 'en', SIZES[0]);
  const left = async (name: string) =>
    (await wide.getByRole('heading', { name, exact: true }).boundingBox())?.x ?? Number.NaN;
  expect(await left('Professional skills')).toBeLessThan(await left('Experience'));
  await wide.context().close();
});

test('the legal texts read whole without JavaScript, in both languages, and link to each other', async ({
  browser,
  hirelane,
}) => {
  const titles = {
    en: { privacy: 'Privacy policy', section: 'Cookies', terms: 'Terms and conditions' },
    no: { privacy: 'Personvernerklæring', section: 'Informasjonskapsler', terms: 'Vilkår og betingelser' },
  } as const;
  for (const language of ['en', 'no'] as const) {
    const texts = titles[language];
    for (const size of SIZES) {
      const page = await openWithoutScript(browser, hirelane, '/privacy-policy', language, size);
      await expect(page.getByRole('heading', { level: 1, name: texts.privacy })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: texts.section })).toBeVisible();
      // Nothing that needs a script: no cookie settings button, no dead controls.
      await expect(page.getByRole('button')).toHaveCount(0);
      await page.getByRole('link', { name: texts.terms }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.terms })).toBeVisible();
      await expect(page).toHaveURL(/\/terms-conditions$/);
      await page.context().close();
    }
  }
});
