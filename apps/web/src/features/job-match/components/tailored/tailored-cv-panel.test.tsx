import type { ShareableCv } from '@hirelane/contract/sharing';
import { noTailoring, type TailoredCv } from '@hirelane/contract/tailored-cv';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { richCv } from '../../../../shared/cv/testing/rich-cv.ts';
import { echoSave, fileResponse, jsonResponse, stubFetch } from '../../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../../shared/testing/test-i18n.ts';
import { summary } from '../../testing/job-fixtures.ts';
import { TailoredCvPanel } from './tailored-cv-panel.tsx';

startEachTestSignedIn();

// pdf.js does not run in happy-dom: every PDF here is one page, "drawn" by sizing its canvas.
vi.mock('../../../../shared/cv/pdf-preview/pdf-pages.ts', async () => ({
  openPdf: (await import('../../../../shared/cv/testing/one-page-pdf.ts')).openOnePagePdf,
}));
const onePagePdf = () => fileResponse(new Uint8Array([1]), 'application/pdf');

const entry = {
  section: 'experience',
  subtitle: null,
  description: 'Ran the shop.',
  excluded: false,
} as const;
const MAIN: TailoredCv = {
  jobId: 'j1',
  saved: false,
  ...noTailoring(),
  entries: [
    { ...entry, id: 'e1', title: 'Platform engineer' },
    { ...entry, id: 'e2', title: 'Shop assistant' },
  ],
  skills: [
    { id: 'professional:kubernetes', kind: 'professional', name: 'Kubernetes', hidden: false },
    { id: 'professional:juggling', kind: 'professional', name: 'Juggling', hidden: false },
    { id: 'language:german', kind: 'language', name: 'German', hidden: false },
  ],
  cv: richCv,
  updatedAt: null,
};
const PREVIEW = '/jobs/j1/tailored-cv/preview';

const JOB_LINKS = '/cv/shareable?jobId=j1';
const link = (id: string, changes: Partial<ShareableCv> = {}): ShareableCv => ({
  sharedCvId: id,
  title: 'j1 at j1 AS',
  expiryDate: null,
  isExpired: false,
  publicUrl: `https://hirelane.example/public-cv/${id}`,
  views: 0,
  contactFields: ['photo', 'links'],
  videoId: null,
  design: null,
  jobId: 'j1',
  createdAt: '2026-11-20T12:00:00.000Z',
  ...changes,
});

const renderPanel = (version: TailoredCv = MAIN, links: ShareableCv[] = []) => {
  const fetch = stubFetch();
  fetch.on('GET', '/jobs/j1/tailored-cv', () => jsonResponse(200, version));
  fetch.on('GET', JOB_LINKS, () => jsonResponse(200, links));
  fetch.on(
    'PUT',
    '/jobs/j1/tailored-cv',
    echoSave({ ...MAIN, saved: true, updatedAt: '2026-11-26T12:00:00.000Z' }),
  );
  fetch.on('POST', PREVIEW, onePagePdf);
  renderWithProviders(<TailoredCvPanel job={summary('j1')} />);
  return fetch;
};

describe('the Tailored CV tab', () => {
  it('previews the draft as it is edited, before it is saved: its headline and its design', async () => {
    const fetch = renderPanel();
    expect(await screen.findByRole('heading', { name: 'PDF preview of this version' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Page 1 of 1' }, { timeout: 3000 })).toBeTruthy();
    expect(fetch.callsTo('POST', PREVIEW)).toHaveLength(1);
    expect(fetch.callsTo('POST', PREVIEW)[0]?.body).toMatchObject({ headline: null, hiddenSkillIds: [] });
    await userEvent.type(screen.getByRole('textbox', { name: 'Headline for this job' }), 'Night nurse');
    await waitFor(() => expect(fetch.callsTo('POST', PREVIEW)).toHaveLength(2), { timeout: 3000 });
    // Typed letter by letter, drawn once: the preview waits for a pause.
    expect(fetch.callsTo('POST', PREVIEW)[1]?.body).toMatchObject({ headline: 'Night nurse' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Design' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Compact' }));
    await waitFor(() => expect(fetch.callsTo('POST', PREVIEW)).toHaveLength(3), { timeout: 3000 });
    expect(fetch.callsTo('POST', PREVIEW)[2]?.body).toMatchObject({
      headline: 'Night nurse',
      design: 'compact',
    });
    expect(fetch.callsTo('PUT', '/jobs/j1/tailored-cv')).toHaveLength(0);
  });

  it('hides a skill from this version with its chip (by keyboard too), in the preview and when saved', async () => {
    const fetch = renderPanel();
    expect(await screen.findByRole('heading', { name: 'Skills on this CV' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Languages' })).toBeTruthy();
    const juggling = screen.getByRole('checkbox', { name: 'Juggling' });
    expect(juggling).toHaveProperty('checked', true);
    juggling.focus();
    await userEvent.keyboard(' ');
    expect(juggling).toHaveProperty('checked', false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'German' }));
    await waitFor(
      () =>
        expect(fetch.callsTo('POST', PREVIEW).at(-1)?.body).toMatchObject({
          hiddenSkillIds: ['professional:juggling', 'language:german'],
        }),
      { timeout: 3000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save tailored CV' }));
    await waitFor(() => expect(fetch.callsTo('PUT', '/jobs/j1/tailored-cv')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/jobs/j1/tailored-cv')[0]?.body).toMatchObject({
      hiddenSkillIds: ['professional:juggling', 'language:german'],
    });
  });

  it('saves an unticked entry as left out, says so on it and gives focus back to Save', async () => {
    const fetch = renderPanel();
    const shop = await screen.findByRole('checkbox', { name: 'Show Shop assistant on this CV' });
    await userEvent.click(shop);
    expect(screen.getByText('Left out of this CV')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Headline for this job' }), 'Backend developer');
    const save = screen.getByRole('button', { name: 'Save tailored CV' });
    await userEvent.click(save);

    await waitFor(() => expect(fetch.callsTo('PUT', '/jobs/j1/tailored-cv')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/jobs/j1/tailored-cv')[0]?.body).toMatchObject({
      headline: 'Backend developer',
      excludedEntryIds: ['e2'],
      entryOrder: ['e1', 'e2'],
    });
    await waitFor(() => expect(document.activeElement).toBe(save));
    expect(screen.getByRole('button', { name: 'Share by link' })).toHaveProperty('disabled', false);
  });

  it('shows a made link in a field with a copy button', async () => {
    const fetch = renderPanel({ ...MAIN, saved: true });
    fetch.on('POST', '/cv/shareable', () => jsonResponse(201, link('s1')));
    await userEvent.click(await screen.findByRole('button', { name: 'Share by link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this tailored CV' });
    expect(field).toHaveProperty('value', 'https://hirelane.example/public-cv/s1');
    expect(fetch.callsTo('POST', '/cv/shareable')[0]?.body).toEqual({
      title: 'j1 at j1 AS',
      jobId: 'j1',
      contactFields: ['photo', 'email', 'phone', 'links'],
    });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('shares the e-mail and phone unless unticked before the link is made', async () => {
    const fetch = renderPanel({ ...MAIN, saved: true });
    fetch.on('POST', '/cv/shareable', () => jsonResponse(201, link('s1')));
    expect(await screen.findByRole('group', { name: 'Contact details on the link' })).toBeTruthy();
    expect(screen.getByText('An employer needs your e-mail or phone to answer you.')).toBeTruthy();
    const email = screen.getByRole('checkbox', { name: 'Show my e-mail' });
    expect(email).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Show my phone' })).toHaveProperty('checked', true);
    await userEvent.click(email);
    await userEvent.click(screen.getByRole('button', { name: 'Share by link' }));
    await waitFor(() => expect(fetch.callsTo('POST', '/cv/shareable')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/cv/shareable')[0]?.body).toMatchObject({
      contactFields: ['photo', 'phone', 'links'],
    });
  });

  it("changes the existing link's e-mail and phone, keeping its title, last day and other details", async () => {
    const fetch = renderPanel({ ...MAIN, saved: true }, [link('live', { expiryDate: '2027-01-31' })]);
    fetch.on('PUT', '/cv/shareable/live', () => jsonResponse(200, {}));
    await screen.findByRole('textbox', { name: 'Link to this tailored CV' });
    const phone = screen.getByRole('checkbox', { name: 'Show my phone' });
    expect(phone).toHaveProperty('checked', false);
    await userEvent.click(phone);
    await waitFor(() => expect(fetch.callsTo('PUT', '/cv/shareable/live')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/cv/shareable/live')[0]?.body).toEqual({
      title: 'j1 at j1 AS',
      expiryDate: '2027-01-31',
      contactFields: ['photo', 'phone', 'links'],
    });
  });

  it('shows the link the version already has, with copy, and makes no second one', async () => {
    const fetch = renderPanel({ ...MAIN, saved: true, design: 'compact' }, [
      link('other-design', { design: 'modern' }),
      link('expired', { isExpired: true }),
      link('live', { design: 'compact' }),
    ]);
    const field = await screen.findByRole('textbox', { name: 'Link to this tailored CV' });
    expect(field).toHaveProperty('value', 'https://hirelane.example/public-cv/live');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share by link' })).toBeNull();
    expect(fetch.callsTo('POST', '/cv/shareable')).toHaveLength(0);
  });

  it('makes a new link only when the old one expired, and reuses one another tab made meanwhile', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/jobs/j1/tailored-cv', () => jsonResponse(200, { ...MAIN, saved: true }));
    fetch.on(
      'GET',
      JOB_LINKS,
      () => jsonResponse(200, [link('expired', { isExpired: true })]),
      () => jsonResponse(200, [link('made-elsewhere'), link('expired', { isExpired: true })]),
    );
    fetch.on('POST', '/cv/shareable', () => jsonResponse(201, link('new')));
    renderWithProviders(<TailoredCvPanel job={summary('j1')} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share by link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this tailored CV' });
    expect(field).toHaveProperty('value', 'https://hirelane.example/public-cv/made-elsewhere');
    expect(fetch.callsTo('POST', '/cv/shareable')).toHaveLength(0);
  });

  it('makes a new link when the only one expired', async () => {
    const fetch = renderPanel({ ...MAIN, saved: true }, [link('expired', { isExpired: true })]);
    fetch.on('POST', '/cv/shareable', () => jsonResponse(201, link('new')));
    await userEvent.click(await screen.findByRole('button', { name: 'Share by link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this tailored CV' });
    expect(field).toHaveProperty('value', 'https://hirelane.example/public-cv/new');
    expect(fetch.callsTo('POST', '/cv/shareable')).toHaveLength(1);
  });

  it('after "Use my main CV" starts again from the main CV and puts focus on the sentence that says so', async () => {
    const fetch = stubFetch();
    fetch.on(
      'GET',
      '/jobs/j1/tailored-cv',
      () => jsonResponse(200, { ...MAIN, saved: true, headline: 'For this job', excludedEntryIds: ['e2'] }),
      () => jsonResponse(200, MAIN),
    );
    fetch.on('GET', JOB_LINKS, () => jsonResponse(200, []));
    fetch.on('DELETE', '/jobs/j1/tailored-cv', () => jsonResponse(200, { message: 'Deleted' }));
    renderWithProviders(<TailoredCvPanel job={summary('j1')} />);
    expect(await screen.findByDisplayValue('For this job')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Use my main CV' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the version' }));

    const intro = await screen.findByText(/^Make a version of your CV for this job/);
    await waitFor(() => expect(document.activeElement).toBe(intro));
    expect(fetch.callsTo('DELETE', '/jobs/j1/tailored-cv')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Headline for this job' })).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'Use my main CV' })).toBeNull();
  });
});
