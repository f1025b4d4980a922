import { callApi, createJobViaApi } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

// The Match tab of a job's details: how the CV meets the ad, and one click to add a missing skill.

const JOB = {
  position: 'Backend developer',
  company: 'Fjordline Payments',
  description: [
    'Requirements:',
    '- Experience with TypeScript and Node.js',
    '- PostgreSQL',
    '- Docker',
    'Kubernetes is a plus.',
  ].join('\n'),
};

const details = (page: Page) => page.getByRole('dialog', { name: 'Job details' });

test('the Match tab scores the CV against the ad, and adding a missing skill raises the score', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  await createJobViaApi(hirelane, user.accessToken, JOB);
  await callApi(hirelane, user.accessToken, 'PUT', '/cv/skills/professional', {
    skills: ['TypeScript', 'Node.js', 'Postgres'],
  });
  await signIn(page, user);
  await page.getByRole('button', { name: `${JOB.position} at ${JOB.company}` }).click();
  await details(page).getByRole('tab', { name: 'Match' }).click();

  // 3 of 4 must-haves (weight 2 each), 0 of 1 plus: 6 of 9.
  await expect(details(page).getByText('67 %')).toBeVisible();
  const missing = details(page).getByRole('region', { name: 'Missing from your CV (2)' });
  await expect(missing.getByRole('listitem')).toHaveText([/^DockerMust-have/, /^KubernetesA plus/]);
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await shot('job-match');

  await missing.getByRole('button', { name: 'Add Docker to my CV' }).click();
  await expect(details(page).getByText('89 %')).toBeVisible();
  await expect(details(page).getByRole('region', { name: 'Missing from your CV (1)' })).toBeVisible();
  expect(await callApi(hirelane, user.accessToken, 'GET', '/cv/skills/professional')).toEqual({
    skills: ['TypeScript', 'Node.js', 'Postgres', 'Docker'],
  });
});

test.describe('in Norwegian', () => {
  test.use({ language: 'no' });

  test('the Samsvar tab names an English ad’s requirements in Norwegian', async ({
    page,
    hirelane,
    user,
  }) => {
    const { jobId } = await createJobViaApi(hirelane, user.accessToken, {
      position: 'Head of retail banking',
      company: 'Fjordline Bank',
      description: [
        'Requirements:',
        '- 6 years of experience from banking',
        '- People management',
        "- Master's degree in economics",
      ].join('\n'),
    });
    await signIn(page, user, `/?job=${jobId}`);
    const drawer = page.getByRole('dialog', { name: 'Om jobben' });
    await drawer.getByRole('tab', { name: 'Samsvar' }).click();
    const missing = drawer.getByRole('region', { name: /^Mangler i CV-en/ });
    for (const name of ['Bankfag', '6 års erfaring', 'Personalledelse', 'Mastergrad'])
      await expect(missing.getByText(name, { exact: true })).toBeVisible();
    await expect(
      missing.getByText(/Banking|years of experience|People management|Master's degree/),
    ).toHaveCount(0);
  });
});
