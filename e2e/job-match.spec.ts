import { type ApiBody, callApi, createJobViaApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { BACKEND_JOB } from './support/job-ad.ts';
import type { SeededUser } from './support/seed-user.ts';
import { signIn, signInToJob } from './support/sign-in.ts';

// The Match tab of a job's details: how the CV meets the ad, and adding a missing skill where it belongs.

const details = (page: Page) => page.getByRole('dialog', { name: 'Job details' });

/**
 * Adds `job` through the API, signs in on its details and opens its Match tab (`tab`: the tab's
 * name in the interface language).
 */
const openMatchOf = async (page: Page, app: RunningApp, user: SeededUser, job: ApiBody, tab: string) => {
  const { jobId } = await createJobViaApi(app, user.accessToken, job);
  const drawer = await signInToJob(page, user, jobId);
  await drawer.getByRole('tab', { name: tab }).click();
  return drawer;
};

test('the Match tab scores the CV against the ad, and adding a missing skill raises the score', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  await createJobViaApi(hirelane, user.accessToken, BACKEND_JOB);
  await callApi(hirelane, user.accessToken, 'PUT', '/cv/skills/professional', {
    skills: ['TypeScript', 'Node.js', 'Postgres'],
  });
  await signIn(page, user);
  await page.getByRole('button', { name: `${BACKEND_JOB.position} at ${BACKEND_JOB.company}` }).click();
  await details(page).getByRole('tab', { name: 'Match' }).click();

  // 3 of 4 must-haves (weight 2 each), 0 of 1 plus: 6 of 9.
  await expect(details(page).getByText('67 %')).toBeVisible();
  const missing = details(page).getByRole('region', { name: 'Missing from your CV (2)' });
  await expect(missing.getByRole('listitem')).toHaveText([/^DockerMust-have/, /^KubernetesA plus/]);
  // Each met requirement says where the CV shows it: PostgreSQL as the CV's own "Postgres".
  const onCv = details(page).getByRole('region', { name: 'On your CV (3)' });
  await expect(onCv.getByText('in Skills: Postgres')).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await shot('job-match');

  await missing.getByRole('button', { name: 'Add Docker to my CV' }).click();
  // It asks where the skill belongs before adding it.
  const where = page.getByRole('dialog', { name: 'Where does Docker belong?' });
  await expect(where).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await where.getByRole('button', { name: 'My main CV' }).click();
  await expect(details(page).getByText('89 %')).toBeVisible();
  await expect(details(page).getByRole('region', { name: 'Missing from your CV (1)' })).toBeVisible();
  expect(await callApi(hirelane, user.accessToken, 'GET', '/cv/skills/professional')).toEqual({
    skills: ['TypeScript', 'Node.js', 'Postgres', 'Docker'],
  });
});

test('the Match tab counts what the ad and the CV share, says where, and keeps A/B testing itself', async ({
  page,
  hirelane,
  user,
}) => {
  await callApi(hirelane, user.accessToken, 'POST', '/cv/general/bulk-data', {
    experiences: [
      {
        title: 'Senior product designer',
        company: 'Fjordkraft',
        startDate: '2018-01',
        endDate: '2024-12',
        description: 'Led service design for the customer portal and ran A/B testing of the sign-up flow.',
      },
    ],
    professional: ['Workshop facilitation', 'Amplitude', 'Motion design'],
  });
  const ad = {
    position: 'Service designer',
    company: 'Nordlys Digital',
    description: [
      'What you bring:',
      '- Experience with service design and workshop facilitation',
      '- A/B testing and product analytics in Amplitude',
      '- Motion design',
      '- Software testing',
    ].join('\n'),
  };
  const drawer = await openMatchOf(page, hirelane, user, ad, 'Match');
  const onCv = drawer.getByRole('region', { name: 'On your CV (5)' });
  await expect(onCv.getByRole('listitem')).toHaveText([
    /^Service design.*in Experience: Senior product designer, Fjordkraft$/,
    /^Workshop facilitation.*in Skills: Workshop facilitation$/,
    /^A\/B testing.*in Experience: Senior product designer, Fjordkraft$/,
    /^Amplitude.*in Skills: Amplitude$/,
    /^Motion design.*in Skills: Motion design$/,
  ]);
  const missing = drawer.getByRole('region', { name: 'Missing from your CV (1)' });
  await expect(missing.getByRole('listitem')).toHaveText([/^Software testingMust-have/]);
});

test.describe('in Norwegian', () => {
  test.use({ language: 'no' });

  test('the Samsvar tab names an English ad’s requirements in Norwegian', async ({
    page,
    hirelane,
    user,
  }) => {
    const ad = {
      position: 'Head of retail banking',
      company: 'Fjordline Bank',
      description: [
        'Requirements:',
        '- 6 years of experience from banking',
        '- People management',
        "- Master's degree in economics",
      ].join('\n'),
    };
    const drawer = await openMatchOf(page, hirelane, user, ad, 'Samsvar');
    const missing = drawer.getByRole('region', { name: /^Mangler i CV-en/ });
    for (const name of ['Bankfag', '6 års erfaring', 'Personalledelse', 'Mastergrad'])
      await expect(missing.getByText(name, { exact: true })).toBeVisible();
    await expect(
      missing.getByText(/Banking|years of experience|People management|Master's degree/),
    ).toHaveCount(0);
  });
});

const cardOf = (page: Page, position: string) =>
  page.locator('[data-job-card]').filter({ hasText: position });

/** Counts the board's score requests from now on. */
const countScoreRequests = (page: Page) => {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/jobs/matches') seen.count += 1;
  });
  return seen;
};

const seedScoredBoard = async (hirelane: Parameters<typeof createJobViaApi>[0], accessToken: string) => {
  await createJobViaApi(hirelane, accessToken, BACKEND_JOB);
  await createJobViaApi(hirelane, accessToken, { position: 'Barista', company: 'Kaffebrenneriet' });
  await callApi(hirelane, accessToken, 'PUT', '/cv/skills/professional', {
    skills: ['TypeScript', 'Node.js', 'Postgres'],
  });
};

test('each card shows the score its Match tab shows, from one request; the account switch hides them', async ({
  page,
  hirelane,
  user,
}) => {
  await seedScoredBoard(hirelane, user.accessToken);
  const scoreRequests = countScoreRequests(page);
  await signIn(page, user);

  await expect(cardOf(page, BACKEND_JOB.position).getByText('Match 67%')).toBeVisible();
  await expect(cardOf(page, 'Barista')).toBeVisible();
  await expect(cardOf(page, 'Barista')).not.toContainText('Match');
  await page.getByRole('button', { name: `${BACKEND_JOB.position} at ${BACKEND_JOB.company}` }).click();
  await details(page).getByRole('tab', { name: 'Match' }).click();
  await expect(details(page).getByText('67 %')).toBeVisible();
  expect(scoreRequests.count).toBe(1);

  await page.goto('/account/profile');
  const toggle = page.getByRole('switch', { name: 'Show match score on cards' });
  await expect(toggle).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/jobs/application/profile/basic') && r.ok(),
  );
  await toggle.click();
  await saved;
  await expect(toggle).not.toBeChecked();
  await expectNoSeriousViolations(page, 'main');

  scoreRequests.count = 0;
  await page.goto('/');
  await expect(cardOf(page, BACKEND_JOB.position)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(cardOf(page, BACKEND_JOB.position)).not.toContainText('Match');
  expect(scoreRequests.count).toBe(0);
});

test.describe('on a phone, in Norwegian', () => {
  test.use({ viewport: { width: 390, height: 844 }, language: 'no' });

  test('the score badge fits inside its card', async ({ page, hirelane, user, shot }) => {
    await seedScoredBoard(hirelane, user.accessToken);
    await signIn(page, user);
    const card = cardOf(page, BACKEND_JOB.position);
    const badge = card.getByText('Match 67 %');
    await expect(badge).toBeVisible();
    // Measured in one go: the card may turn into a sortable (a new element) between two reads.
    const fits = () =>
      card.evaluate((element) => {
        const outer = element.getBoundingClientRect();
        const badge = [...element.querySelectorAll('span')].find((s) => s.textContent === 'Match 67 %');
        const inner = badge?.getBoundingClientRect();
        return Boolean(
          inner &&
            inner.width > 0 &&
            inner.left >= outer.left &&
            inner.right <= outer.right &&
            inner.bottom <= outer.bottom,
        );
      });
    await expect.poll(fits).toBe(true);
    await expectNoSeriousViolations(page, 'main');
    await shot('job-match-badge-phone');
  });
});
