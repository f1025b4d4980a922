import type { Page } from '@playwright/test';
import config from '../playwright.config.ts';
import { callApi, uploadVideoViaApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import type { SeededUser } from './support/seed-user.ts';
import { signIn } from './support/sign-in.ts';

// Chromium's fake camera and microphone (a test pattern and a beep), allowed without asking.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
  permissions: ['camera', 'microphone'],
});

/** Holds uploads to `bytesPerSecond` (Chromium's network emulation), or lifts the limit with null. */
const throttleUploads = async (page: Page, bytesPerSecond: number | null) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
};

/** A real WebM of about `seconds`, recorded in the page from a drawn canvas (no camera needed). */
const recordCanvasWebm = async (page: Page, seconds: number): Promise<Buffer> => {
  const base64 = await page.evaluate(async (ms) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const stream = canvas.captureStream(25);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    const started = performance.now();
    const timer = setInterval(() => {
      const t = (performance.now() - started) / ms;
      context.fillStyle = `hsl(${Math.round(t * 360)} 70% 45%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#fff';
      context.fillRect(Math.round(t * 280), 70, 40, 40);
    }, 40);
    recorder.start(250);
    await new Promise((resolve) => setTimeout(resolve, ms));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, seconds * 1000);
  return Buffer.from(base64, 'base64');
};

/** In the recorder: 3-2-1, three seconds of the fake camera, stop; the take is shown for review. */
const recordThreeSeconds = async (page: Page) => {
  await page.getByRole('button', { name: 'Start recording' }).click();
  const stop = page.getByRole('button', { name: 'Stop recording' });
  await expect(stop).toBeVisible({ timeout: 6_000 });
  await expect(page.getByText(/^0:03 of at most/)).toBeVisible({ timeout: 6_000 });
  await stop.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Watch your recording' })).toBeVisible();
};

/** Signed in at the recorder; one take recorded, named `name` and uploaded at full speed. */
const recordAndUpload = async (page: Page, user: SeededUser, name: string) => {
  await signIn(page, user, '/my-videos?new=record');
  await recordThreeSeconds(page);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect(page.getByText(`“${name}” is uploaded`)).toBeVisible({ timeout: 20_000 });
  return page.getByRole('list', { name: 'Your videos' }).getByRole('listitem').filter({ hasText: name });
};

test('with no video yet, the page invites one; the recorder shows the script beside the camera', async ({
  page,
  user,
  shot,
}) => {
  await signIn(page, user, '/my-videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Introduce yourself on video' })).toBeVisible();
  await shot('videos-empty');
  await page.getByRole('button', { name: 'Record your introduction' }).click();
  await expect(page).toHaveURL(/\/my-videos\?new=record$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Record a video' })).toBeFocused();
  // The self-introduction script beside the camera, as a teleprompter.
  await expect(page.getByTestId('teleprompter')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start recording' })).toBeEnabled();
  await shot('videos-camera');
});

test('record with a countdown, watch the take, and record it again', async ({ page, user, shot }) => {
  await signIn(page, user, '/my-videos?new=record');
  await page.getByRole('button', { name: 'Start recording' }).click();
  // 3-2-1 (with a way out), then recording; three seconds of it.
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  const stop = page.getByRole('button', { name: 'Stop recording' });
  await expect(stop).toBeVisible({ timeout: 6_000 });
  await expect(page.getByText(/^0:03 of at most/)).toBeVisible({ timeout: 6_000 });
  await stop.click();
  // Preview before the upload, and a re-take.
  await expect(page.getByRole('heading', { level: 2, name: 'Watch your recording' })).toBeVisible();
  await expect(page.getByLabel('Preview of your video')).toBeVisible();
  await page.getByRole('button', { name: 'Record again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Record a video' })).toBeVisible();
  await recordThreeSeconds(page);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(/^Self-introduction /);
  await shot('videos-review');
});

test('a slow upload shows its progress; Cancel stops it and keeps the recording', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  test.setTimeout(60_000);
  await signIn(page, user, '/my-videos?new=record');
  await recordThreeSeconds(page);
  await page.getByRole('textbox', { name: 'Name' }).fill('Kari intro');
  await throttleUploads(page, 32 * 1024);
  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Uploading your video' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading Kari intro' })).toBeVisible();
  await expect(page.getByTestId('upload-detail')).toContainText(/of .*·.*\/s · .* left/, { timeout: 15_000 });
  await shot('videos-uploading');
  await page.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(page.getByText('Upload cancelled.')).toBeVisible();
  expect(await callApi(hirelane, user.accessToken, 'GET', '/video/manage')).toEqual([]);
  // The take is still there to upload again.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Kari intro');
  await expect(page.getByRole('button', { name: 'Upload video' })).toBeEnabled();
});

test('an uploaded recording joins the grid with its length and poster', async ({ page, user, shot }) => {
  test.setTimeout(60_000);
  const card = await recordAndUpload(page, user, 'Kari intro');
  await expect(card.getByRole('heading', { level: 3, name: 'Kari intro' })).toBeVisible();
  await expect(card.getByText(/^0:0[3-9] · added /)).toBeVisible();
  // The poster frame drawn in the browser at upload.
  await expect
    .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(card.getByRole('button', { name: 'Play Kari intro' })).toBeFocused();
  await shot('videos-grid');
});

test('a recording plays from the keyboard, and can seek: its length is in the file', async ({
  page,
  user,
  shot,
}) => {
  test.setTimeout(60_000);
  const card = await recordAndUpload(page, user, 'Kari intro');
  // The player gets data from the signed range URL.
  await card.getByRole('button', { name: 'Play Kari intro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kari intro' });
  const player = dialog.getByTestId('video-player');
  await expect(player).toBeFocused();
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(2);
  // The recording's length was written into the file before the upload, so the player can seek.
  expect(await player.evaluate((video: HTMLVideoElement) => video.duration)).toBeGreaterThan(2.5);
  expect(await player.evaluate((video: HTMLVideoElement) => video.duration)).toBeLessThan(10);
  await page.keyboard.press('k');
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(0.3);
  await shot('videos-player');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('rename a video in place', async ({ page, hirelane, user }) => {
  await uploadVideoViaApi(hirelane, user.accessToken, 'Kari intro');
  await signIn(page, user, '/my-videos');
  await page.getByRole('button', { name: 'Rename Kari intro' }).click();
  await page.getByRole('textbox', { name: 'Video name' }).fill('Kari – self-introduction');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 3, name: 'Kari – self-introduction' })).toBeVisible();
  await expect(page.getByText('Renamed to “Kari – self-introduction”')).toBeVisible();
});

test('delete a video after the confirmation', async ({ page, hirelane, user }) => {
  await uploadVideoViaApi(hirelane, user.accessToken, 'Kari – self-introduction');
  await signIn(page, user, '/my-videos');
  await page.getByRole('button', { name: 'Delete Kari – self-introduction' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this video?' });
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete video' }).click();
  await expect(page.getByText('Video deleted')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Introduce yourself on video' })).toBeVisible();
  expect(await callApi(hirelane, user.accessToken, 'GET', '/video/manage')).toEqual([]);
});

test('upload a video file: checked, previewed, named from the file, in the grid with its poster', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  await signIn(page, user, '/my-videos');
  const webm = await recordCanvasWebm(page, 2);

  await page.getByRole('button', { name: 'Upload a video file' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Upload a video file' })).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a video file' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toContainText('Choose an MP4, MOV, WebM or MKV file.');

  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a video file' }).click();
  await (await again).setFiles({ name: 'Interview pitch.webm', mimeType: 'video/webm', buffer: webm });
  await expect(page.getByRole('heading', { level: 2, name: 'Check your video' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Interview pitch');
  await page.getByRole('button', { name: 'Upload video' }).click();

  const card = page.getByRole('list', { name: 'Your videos' }).getByRole('listitem');
  await expect(card.getByRole('heading', { level: 3, name: 'Interview pitch' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(card.getByText(/^0:0[1-3] · added /)).toBeVisible();
  await expect
    .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await shot('videos-file-uploaded');
  const [stored] = (await callApi(hirelane, user.accessToken, 'GET', '/video/manage')) as unknown as {
    name: string;
    mimeType: string;
    size: number;
  }[];
  expect(stored).toMatchObject({ name: 'Interview pitch', mimeType: 'video/webm', size: webm.length });
});
