import { createJobViaApi, moveJobViaApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

test('open the report from the board, change the range, and download the PDF', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  const applied = await createJobViaApi(hirelane, user.accessToken, {
    position: 'Utvikler',
    company: 'Blåbær AS',
  });
  const interviewed = await createJobViaApi(hirelane, user.accessToken, {
    position: 'Designer',
    company: 'Equinor',
  });
  await createJobViaApi(hirelane, user.accessToken, { position: 'Analyst', company: 'DNB' });
  for (const job of [applied, interviewed])
    await moveJobViaApi(hirelane, user.accessToken, job.jobId, 'applied');
  await moveJobViaApi(hirelane, user.accessToken, interviewed.jobId, 'interviewed');

  await signIn(page, user);
  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job search report' })).toBeVisible();
  const figure = (label: string) =>
    page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure('Jobs')).toContainText('3');
  await expect(figure('Applied')).toContainText('2');
  await expect(figure('Interviews')).toContainText('1');
  await expect(figure('Response rate')).toContainText('50 %');
  // The charts' numbers are a table for screen readers too.
  await expect(page.getByRole('table', { name: 'From saved to hired' })).toContainText('Applied2 jobs');
  await expect(page.getByRole('table', { name: 'Jobs in this range' })).toContainText('Blåbær AS');
  await shot('report');

  // A range with nothing in it: the report says what to do next.
  // Days are typed and shown as British English writes them, whatever the browser's own format.
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await from.fill('1/1/2001');
  await to.fill('31.02.2001');
  await expect(page.getByText('Use a date like 31/05/1990')).toBeVisible();
  await to.fill('31/12/2001');
  await to.blur();
  await expect(from).toHaveValue('01/01/2001');
  await expect(page.getByText('Use a date like 31/05/1990')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing in this range yet' })).toBeVisible();
  await page.getByText('This year', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'This year' })).toBeChecked();
  await expect(figure('Jobs')).toContainText('3');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^job-report-\d{4}-\d{2}-\d{2}\.pdf$/);
});
