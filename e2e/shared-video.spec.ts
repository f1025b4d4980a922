import { callApi, uploadVideoViaApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { startFirstShareLink } from './support/share-link.ts';
import { signIn } from './support/sign-in.ts';
import { newVisitorPage, submitDialog } from './support/ui.ts';

test('a share link plays the chosen video to its visitor until the link is deleted', async ({
  page,
  browser,
  hirelane,
  user,
}) => {
  await uploadVideoViaApi(hirelane, user.accessToken, 'Hello, I am Kari');
  await signIn(page, user, '/my-cv/sharing');
  const dialog = await startFirstShareLink(page, 'For Equinor');
  await expect(dialog.getByRole('option', { name: 'Hello, I am Kari' })).toBeAttached();
  await dialog.getByRole('combobox', { name: 'Video' }).selectOption({ label: 'Hello, I am Kari' });
  await submitDialog(dialog, 'Create link');
  await expect(page.getByText('Link created')).toBeVisible();
  const [link] = (await callApi(hirelane, user.accessToken, 'GET', '/cv/shareable')) as unknown as {
    sharedCvId: string;
    publicUrl: string;
  }[];

  const visitor = await newVisitorPage(browser);
  await visitor.goto(`${hirelane.url}${new URL(link?.publicUrl ?? '').pathname}`);
  // Named by whose it is: the video's own name is its owner's alone.
  const player = visitor.getByLabel('Video introduction by Kari Nordmann');
  await expect(visitor.getByText('Hello, I am Kari')).toHaveCount(0);
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('preload', 'none');
  const src = (await player.getAttribute('src')) ?? '';
  const part = await visitor.request.get(src, { headers: { range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe('bytes 0-99/50000');

  await callApi(hirelane, user.accessToken, 'DELETE', `/cv/shareable/${link?.sharedCvId}`);
  expect((await visitor.request.get(src, { headers: { range: 'bytes=0-99' } })).status()).toBe(404);
});
