import type { Letter } from '@hirelane/contract/letters';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  type FetchReply,
  failsWithoutBody,
  jsonResponse,
  stubFetch,
} from '../../../shared/testing/fake-fetch.ts';
import { elapse, fakeTimersInEachTest } from '../../../shared/testing/fake-timers.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_RETRY_MS } from '../hooks/use-autosave.ts';
import { LetterEditorPage } from './letter-editor-page.tsx';

startEachTestSignedIn();

const ID = 'letter-1';
const PATH = `/jobs/application/${ID}`;
const BACKUP_KEY = `hirelane.letter-backup.${ID}`;

const saved: Letter = {
  jobApplicationId: ID,
  title: 'For Fjordkraft',
  company: 'Fjordkraft AS',
  contactName: 'Kari',
  jobId: null,
  jobLabel: null,
  body: 'Dear Kari,',
  language: 'en',
  isPublic: false,
  publicJobApplicationId: null,
  publicUrl: null,
  createdAt: '2027-01-11T07:00:00.000Z',
  updatedAt: '2027-01-11T07:00:00.000Z',
};

/** The server's answer with a letter: the JSON and the ETag of its saved version. */
const letterReply =
  (etag: string, letter: Partial<Letter> = {}): FetchReply =>
  () =>
    new Response(JSON.stringify({ ...saved, ...letter }), {
      status: 200,
      headers: { 'Content-Type': 'application/json', ETag: etag },
    });

/** A save answered as the server does: the letter as sent, under a new version. */
const savedAs =
  (etag: string): FetchReply =>
  (call) =>
    letterReply(etag, call.body as Partial<Letter>)(call);

const savedElsewhere: FetchReply = () =>
  errorResponse(
    412,
    'PRECONDITION_FAILED',
    'This letter was saved in another tab or on another device since you opened it.',
  );

function openEditor(fetch: ReturnType<typeof stubFetch>, opened: FetchReply = letterReply('"v1"')) {
  fetch.on('GET', PATH, opened);
  fetch.on('GET', '/jobs', () => jsonResponse(200, {}));
  renderRoutes([{ path: '/letters/:letterId', element: <LetterEditorPage /> }], `/letters/${ID}`);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const letterText = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Letter' });
const saves = (fetch: ReturnType<typeof stubFetch>) => fetch.callsTo('PUT', PATH);
const backup = () => JSON.parse(localStorage.getItem(BACKUP_KEY) ?? 'null') as Record<string, unknown> | null;

/** Opens the editor on a server whose first save fails (502) and second works, types, and lets a save go. */
async function typeWhileTheFirstSaveFails(text: string) {
  const fetch = stubFetch();
  fetch.on('PUT', PATH, failsWithoutBody(502), savedAs('"v2"'));
  const user = openEditor(fetch);
  await user.type(await letterText(), text);
  await elapse(AUTOSAVE_DELAY_MS);
  return { fetch, user };
}

fakeTimersInEachTest(true);

describe('the letter editor’s autosave', () => {
  it('saves a moment after typing stops, over the version it loaded, and says it is saved', async () => {
    const fetch = stubFetch();
    fetch.on('PUT', PATH, savedAs('"v2"'));
    const user = openEditor(fetch);
    await user.type(await letterText(), ' thank you');
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    expect(backup()).toMatchObject({ body: 'Dear Kari, thank you', etag: '"v1"' });

    await elapse(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'));
    expect(saves(fetch)).toHaveLength(1);
    const [save] = saves(fetch);
    expect(save?.headers.get('If-Match')).toBe('"v1"');
    expect(save?.body).toMatchObject({ title: 'For Fjordkraft', body: 'Dear Kari, thank you' });
    expect(backup()).toBeNull();

    // The next save names the version the last one made.
    await user.type(await letterText(), '!');
    await elapse(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(saves(fetch)).toHaveLength(2));
    expect(saves(fetch)[1]?.headers.get('If-Match')).toBe('"v2"');
  });

  it('says so when a save fails, keeps the text, tries again later and then says it is saved', async () => {
    const { fetch } = await typeWhileTheFirstSaveFails(' thank you');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to save the letter. Your text is kept here');
    expect((await letterText()).value).toBe('Dear Kari, thank you');
    expect(backup()).toMatchObject({ body: 'Dear Kari, thank you' });
    expect(saves(fetch)).toHaveLength(1);

    await elapse(AUTOSAVE_RETRY_MS);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'));
    expect(saves(fetch)).toHaveLength(2);
    expect(saves(fetch)[1]?.body).toMatchObject({ body: 'Dear Kari, thank you' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(backup()).toBeNull();
  });

  it('tries again at once with "Save now"', async () => {
    const { fetch, user } = await typeWhileTheFirstSaveFails('!');
    await user.click(await screen.findByRole('button', { name: 'Save now' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'));
    expect(saves(fetch)).toHaveLength(2);
  });

  it('puts back text that was not saved last time, says so and saves it over the version it was written on', async () => {
    localStorage.setItem(BACKUP_KEY, JSON.stringify({ ...saved, body: 'Unsaved words', etag: '"v1"' }));
    const fetch = stubFetch();
    fetch.on('PUT', PATH, savedAs('"v2"'));
    openEditor(fetch);

    expect((await letterText()).value).toBe('Unsaved words');
    expect(screen.getByText('We kept changes that were not saved last time and put them back.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'));
    expect(saves(fetch)[0]?.headers.get('If-Match')).toBe('"v1"');
    expect(saves(fetch)[0]?.body).toMatchObject({ body: 'Unsaved words' });
    expect(backup()).toBeNull();
  });
});

describe('a letter saved elsewhere meanwhile (412)', () => {
  it('stops saving, keeps everything typed, and "Keep my text" saves it over the fresh version', async () => {
    const fetch = stubFetch();
    fetch.on('PUT', PATH, savedElsewhere, savedAs('"v4"'));
    const user = openEditor(fetch);
    await user.type(await letterText(), ' one');
    await elapse(AUTOSAVE_DELAY_MS);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This letter was saved somewhere else')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Not saved');

    // Typing on is kept (on screen and in the backup) but not sent: it would overwrite the other save.
    await user.type(await letterText(), ' two');
    await elapse(AUTOSAVE_RETRY_MS);
    expect(saves(fetch)).toHaveLength(1);
    expect((await letterText()).value).toBe('Dear Kari, one two');
    expect(backup()).toMatchObject({ body: 'Dear Kari, one two' });

    fetch.on('GET', PATH, letterReply('"v3"', { body: 'Written in the other tab' }));
    await user.click(within(alert).getByRole('button', { name: 'Keep my text' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'));
    expect(saves(fetch)).toHaveLength(2);
    expect(saves(fetch)[1]?.headers.get('If-Match')).toBe('"v3"');
    expect(saves(fetch)[1]?.body).toMatchObject({ body: 'Dear Kari, one two' });
    expect((await letterText()).value).toBe('Dear Kari, one two');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(backup()).toBeNull();
  });

  it('"Reload the saved letter" asks first, then shows the saved text and drops its own', async () => {
    const fetch = stubFetch();
    fetch.on('PUT', PATH, savedElsewhere);
    const user = openEditor(fetch);
    await user.type(await letterText(), ' mine');
    await elapse(AUTOSAVE_DELAY_MS);
    const alert = await screen.findByRole('alert');

    fetch.on('GET', PATH, letterReply('"v3"', { body: 'Written in the other tab' }));
    await user.click(within(alert).getByRole('button', { name: 'Reload the saved letter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your text in this tab?' });
    // Going back changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect((await letterText()).value).toBe('Dear Kari, mine');

    await user.click(within(alert).getByRole('button', { name: 'Reload the saved letter' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard my text and reload' }),
    );
    await waitFor(async () => expect((await letterText()).value).toBe('Written in the other tab'));
    expect(screen.getByRole('status').textContent).toBe('All changes saved');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(backup()).toBeNull();

    // Saving goes on, over the version just loaded.
    fetch.on('PUT', PATH, savedAs('"v4"'));
    await user.type(await letterText(), '.');
    await elapse(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(saves(fetch)).toHaveLength(2));
    expect(saves(fetch)[1]?.headers.get('If-Match')).toBe('"v3"');
  });

  it('asks before a restored backup overwrites a version saved after it', async () => {
    localStorage.setItem(BACKUP_KEY, JSON.stringify({ ...saved, body: 'From before', etag: '"v1"' }));
    const fetch = stubFetch();
    fetch.on('PUT', PATH, savedElsewhere);
    openEditor(fetch, letterReply('"v2"', { body: 'Saved on the phone' }));

    expect(await screen.findByText('This letter was saved somewhere else')).toBeTruthy();
    expect(saves(fetch)[0]?.headers.get('If-Match')).toBe('"v1"');
    expect((await letterText()).value).toBe('From before');
  });
});
