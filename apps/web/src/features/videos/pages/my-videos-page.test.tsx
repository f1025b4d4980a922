import type { Video } from '@hirelane/contract/videos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FetchBackedXhr, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { chooseInFileInput } from '../../../shared/testing/file-input.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { testVideo } from '../../../shared/testing/video.ts';
import { MyVideosPage } from './my-videos-page.tsx';

// happy-dom decodes no video: the poster and length are read in a real browser (e2e).
vi.mock('../model/inspect-video.ts', () => ({
  inspectVideo: async () => ({ durationSeconds: 42, poster: new Blob(['jpeg'], { type: 'image/jpeg' }) }),
}));

const video = (id: string, name: string, extra: Partial<Video> = {}): Video =>
  testVideo(id, name, {
    posterUrl: `/api/video/poster/${id}?expires=1&signature=abcdefghijklmnopqrstuvwxyz`,
    ...extra,
  });
const intro = video('v1', 'My introduction');
const longer = video('v2', 'Second take', { durationSeconds: null, posterUrl: null });

function renderPage(path = '/my-videos') {
  return renderRoutes([{ path: '/my-videos', element: <MyVideosPage /> }], path);
}

/** Chooses `file` in the upload panel (opened with the empty page's "Upload a video file"). */
async function chooseFile(file: File) {
  if (!screen.queryByRole('button', { name: 'Choose a video file' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Upload a video file' }));
  await screen.findByRole('button', { name: 'Choose a video file' });
  await chooseInFileInput(file);
}

startEachTestSignedIn();

describe('/my-videos', () => {
  it('explains the self-introduction video when there is none, with a way to record or upload', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/video/manage', () => jsonResponse(200, []));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Introduce yourself on video' }),
    ).toBeTruthy();
    expect(screen.getByText(/A self-introduction is a video of one to two minutes/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record your introduction' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload a video file' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your videos' })).toBeNull();
  });

  it('shows each video with its poster, name, length and date', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/video/manage', () => jsonResponse(200, [intro, longer]));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your videos' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0] as HTMLElement).getByRole('heading', { level: 3, name: 'My introduction' }),
    ).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('1:15 · added 2 Mar 2026')).toBeTruthy();
    expect((cards[0] as HTMLElement).querySelector('img')?.getAttribute('src')).toBe(intro.posterUrl);
    expect(within(cards[1] as HTMLElement).getByText('Added 2 Mar 2026')).toBeTruthy();
    expect(screen.getByText('2 videos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play My introduction' })).toBeTruthy();
  });

  it('renames a video in place: the rule first, then the server, Escape cancels', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/video/manage', () => jsonResponse(200, [intro]));
    fetch.on('PUT', '/video/manage/v1/name', (call) =>
      jsonResponse(200, { ...intro, name: (call.body as { name: string }).name }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename My introduction' }));
    const field = await screen.findByRole('textbox', { name: 'Video name' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Video name' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename My introduction' }));

    await userEvent.click(screen.getByRole('button', { name: 'Rename My introduction' }));
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Video name' }));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Give the video a name')).toBeTruthy();
    expect(fetch.callsTo('PUT', '/video/manage/v1/name')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Video name' }), 'Intro for Equinor{Enter}');
    expect(await screen.findByRole('heading', { level: 3, name: 'Intro for Equinor' })).toBeTruthy();
    expect(fetch.callsTo('PUT', '/video/manage/v1/name')[0]?.body).toEqual({ name: 'Intro for Equinor' });
    expect(await screen.findByText('Renamed to “Intro for Equinor”')).toBeTruthy();
  });

  it('puts a refused name under the field and toasts any other failed rename', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/video/manage', () => jsonResponse(200, [intro]));
    fetch.on('PUT', '/video/manage/v1/name', () =>
      jsonResponse(400, {
        message: 'Invalid input',
        code: 'VALIDATION_ERROR',
        fields: { name: 'Use another name' },
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename My introduction' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Video name' }), ' 2{Enter}');
    expect(await screen.findByText('Use another name')).toBeTruthy();
    expect(screen.queryByText('Invalid input')).toBeNull();

    fetch.on('PUT', '/video/manage/v1/name', () => jsonResponse(500, {}));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to rename the video')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Video name' })).toBeTruthy();
  });

  it('deletes a video only after the confirmation', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/video/manage', () => jsonResponse(200, [intro, longer]));
    fetch.on('DELETE', '/video/manage/v1', () => jsonResponse(200, { message: 'Video deleted' }));
    const router = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete My introduction' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this video?' });
    expect(within(dialog).getByText(/“My introduction” and its file will be deleted for good/)).toBeTruthy();
    expect(router.state.location.search).toBe('?delete=v1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.callsTo('DELETE', '/video/manage/v1')).toHaveLength(0);

    fetch.on('GET', '/video/manage', () => jsonResponse(200, [longer]));
    await userEvent.click(screen.getByRole('button', { name: 'Delete My introduction' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this video?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete video' }));
    expect(await screen.findByText('Video deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'My introduction' })).toBeNull());
    expect(fetch.callsTo('DELETE', '/video/manage/v1')).toHaveLength(1);
    expect(screen.getByText('1 video')).toBeTruthy();
  });

  it('checks a chosen file before uploading it: type and size', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/video/manage', () => jsonResponse(200, []));
    renderPage();
    await chooseFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This file cannot be uploaded');
    expect(alert.textContent).toContain('Choose an MP4, MOV, WebM or MKV file.');

    const huge = new File(['x'], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 3 * 1024 ** 3 });
    await chooseFile(huge);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The file is larger than 2 GB.'),
    );
    await chooseFile(new File([], 'empty.webm', { type: 'video/webm' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The file is empty.'));
    expect(fetch.callsTo('POST', '/video/upload/vimeo/direct')).toHaveLength(0);
  });

  it('uploads a chosen file with its name, length and poster, and shows it in the grid', async () => {
    const fetch = stubFetch();
    vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
    fetch.on('GET', '/video/manage', () => jsonResponse(200, []));
    const uploaded = video('v9', 'Kari intro');
    fetch.on('POST', '/video/upload/vimeo/direct', () => {
      fetch.on('GET', '/video/manage', () => jsonResponse(200, [uploaded]));
      return jsonResponse(201, uploaded);
    });
    renderPage();
    await chooseFile(new File(['webm bytes'], 'Kari intro.webm', { type: 'video/webm' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Kari intro');
    // The contract's rule first: no name, no upload.
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    expect(await screen.findByText('Give the video a name')).toBeTruthy();
    expect(fetch.callsTo('POST', '/video/upload/vimeo/direct')).toHaveLength(0);
    await userEvent.type(name, 'Kari intro');
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Kari intro' })).toBeTruthy();
    expect(await screen.findByText('“Kari intro” is uploaded')).toBeTruthy();

    const sent = fetch.callsTo('POST', '/video/upload/vimeo/direct')[0]?.body as FormData;
    expect([...sent.keys()]).toEqual(['request', 'poster', 'file']);
    expect(JSON.parse(sent.get('request') as string)).toEqual({
      name: 'Kari intro',
      description: 'test',
      videoCategoryId: 1,
      videoStorageServiceId: 1,
      durationSeconds: 42,
      size: 10,
    });
  });

  it("says the 'Failed to upload video' when the upload fails without a reason", async () => {
    const fetch = stubFetch();
    vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
    fetch.on('GET', '/video/manage', () => jsonResponse(200, []));
    fetch.on('POST', '/video/upload/vimeo/direct', () => jsonResponse(500));
    renderPage();
    await chooseFile(new File(['webm bytes'], 'take.webm', { type: 'video/webm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Upload video' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to upload video');
    expect(screen.getByRole('button', { name: 'Upload video' })).toBeTruthy();
  });
});
