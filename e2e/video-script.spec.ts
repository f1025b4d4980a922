import { callApi } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

test('the Norwegian script for an English CV says only what needs no translation', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  await callApi(hirelane, user.accessToken, 'POST', '/cv/general/bulk-data', {
    experiences: [
      {
        title: 'Senior Product Designer',
        company: 'Acme',
        startDate: '2016-01',
        isCurrent: true,
        description: 'Led the redesign of the checkout, raising conversion by 12%.',
      },
    ],
    profile: { headline: 'Senior Product Designer', location: 'Bergen, Norway' },
  });
  await signIn(page, user, '/video-script');
  await page.getByText('Norwegian', { exact: true }).click();
  const script = page.getByTestId('video-script');
  await expect(script).toContainText('Nå jobber jeg som «Senior Product Designer» i Acme.');
  await expect(script).toContainText('bor i Bergen, Norge');
  await expect(script).not.toContainText('Led the redesign');
  await expect(script).not.toContainText('Norway');
  await expect(page.getByRole('status').filter({ hasText: 'Your CV is in English' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot('video-script-no-for-en-cv');
});
