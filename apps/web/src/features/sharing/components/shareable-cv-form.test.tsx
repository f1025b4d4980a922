import type { PublicProfileSettings, ShareableCv } from '@hirelane/contract/sharing';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import { profileFormValues, profileSaveBodies } from '../model/profile-form.ts';
import { ShareableCvFormModal } from './shareable-cv-form.tsx';

const link: ShareableCv = {
  sharedCvId: 'abc',
  title: 'For Equinor',
  expiryDate: null,
  isExpired: false,
  publicUrl: 'http://localhost/public-cv/abc',
  views: 0,
  contactFields: ['email', 'phone'],
  videoId: null,
  design: null,
  jobId: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};

const renderForm = (edited: ShareableCv | null) =>
  renderWithProviders(
    <MemoryRouter>
      <ShareableCvFormModal opened link={edited} onClose={vi.fn()} />
    </MemoryRouter>,
  );

/** The server behind the form: it lists no links and answers a new one with what was sent. */
function stubLinks() {
  const fetch = stubFetch();
  fetch.on('POST', '/cv/shareable', (call) => jsonResponse(201, { ...link, ...(call.body as object) }));
  fetch.on('GET', '/cv/shareable', () => jsonResponse(200, []));
  return fetch;
}

/** Clicks "Create link": what the form sent. */
async function createLink(user: UserEvent, fetch: ReturnType<typeof stubFetch>) {
  await user.click(screen.getByRole('button', { name: 'Create link' }));
  await waitFor(() => expect(fetch.callsTo('POST', '/cv/shareable')).toHaveLength(1));
  return fetch.callsTo('POST', '/cv/shareable')[0]?.body;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the contact details a share link shows', () => {
  it('a new link shows every contact detail, with a labelled box to hide the e-mail and the phone', async () => {
    await setupTestI18n('en');
    const fetch = stubLinks();
    const user = userEvent.setup();
    renderForm(null);
    expect(await screen.findByRole('group', { name: 'Contact details from your profile' })).toBeTruthy();
    expect(screen.getByText(/An employer needs your e-mail or phone to answer\./)).toBeTruthy();
    for (const name of ['Show photo', 'Show e-mail', 'Show phone', 'Show links'])
      expect((screen.getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(true);

    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'For DNB');
    await user.click(screen.getByRole('checkbox', { name: 'Show e-mail' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show photo' }));
    expect(await createLink(user, fetch)).toMatchObject({
      title: 'For DNB',
      contactFields: ['phone', 'links'],
    });
  });

  it("editing a link starts from the link's own choice", async () => {
    await setupTestI18n('no');
    stubFetch();
    renderForm(link);
    expect(((await screen.findByRole('checkbox', { name: 'Vis e-post' })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: 'Vis bilde' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Endre dem i profilen din' }).getAttribute('href')).toBe(
      '/account/profile',
    );
  });
});

describe('the design a share link shows', () => {
  it('follows the CV unless the owner picks a design for the link, and an edit keeps the pick', async () => {
    await setupTestI18n('en');
    const fetch = stubLinks();
    const user = userEvent.setup();
    const { unmount } = renderForm(null);
    const design = (await screen.findByRole('combobox', { name: /Design/ })) as HTMLSelectElement;
    expect(design.value).toBe('');
    expect(screen.getByRole('option', { name: "Your CV's design" })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'For a recruiter');
    await user.selectOptions(design, 'Compact');
    expect(await createLink(user, fetch)).toMatchObject({ design: 'compact' });
    unmount();
    renderForm({ ...link, design: 'elegant' });
    expect(((await screen.findByRole('combobox', { name: /Design/ })) as HTMLSelectElement).value).toBe(
      'elegant',
    );
  });
});

describe('the public profile form', () => {
  /** Kari's public profile as the server has it: visible, her experience and photo shown. */
  const savedProfile = (overrides: Partial<PublicProfileSettings> = {}): PublicProfileSettings => ({
    handle: 'kari',
    headline: '',
    bio: '',
    isVisible: true,
    sections: ['experience'],
    contactFields: ['photo'],
    tags: [],
    publicUrl: null,
    videoId: null,
    indexable: false,
    ...overrides,
  });

  it("saves its contact choice and leaves the headline (the profile's) alone", () => {
    const values = profileFormValues(savedProfile({ headline: 'Sykepleier' }));
    expect(values).not.toHaveProperty('headline');
    const { profile } = profileSaveBodies({ ...values, bio: '', contactFields: ['photo', 'email'] });
    expect(profile).toEqual({
      handle: 'kari',
      bio: '',
      isVisible: true,
      sections: ['experience'],
      contactFields: ['photo', 'email'],
      videoId: null,
      indexable: false,
    });
  });

  it('saves the chosen video and whether search engines may find the profile', () => {
    const values = profileFormValues(savedProfile({ videoId: 'v1', indexable: true }));
    expect(values).toMatchObject({ videoId: 'v1', indexable: true });
    const { profile } = profileSaveBodies({ ...values, bio: '', videoId: null, indexable: false });
    expect(profile).toMatchObject({ videoId: null, indexable: false });
  });
});

const videos = [
  { id: 'v1', name: 'Hei, jeg er Kari', videoStorageServiceId: 1 },
  { id: 'v2', name: 'On Vimeo', videoStorageServiceId: 2 },
];

describe('the video a share link plays', () => {
  it("offers the owner's videos stored here, or none, and saves the choice", async () => {
    await setupTestI18n('en');
    const fetch = stubLinks();
    fetch.on('GET', '/video/manage', () => jsonResponse(200, videos));
    const user = userEvent.setup();
    renderForm(null);
    const select = (await screen.findByRole('combobox', { name: 'Video' })) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Hei, jeg er Kari' });
    expect(Array.from(select.options).map((option) => option.text)).toEqual(['No video', 'Hei, jeg er Kari']);
    expect(select.value).toBe('');

    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'For DNB');
    await user.selectOptions(select, 'v1');
    expect(await createLink(user, fetch)).toMatchObject({
      title: 'For DNB',
      videoId: 'v1',
    });
  });

  it('offers no choice to an account that cannot list videos', async () => {
    await setupTestI18n('en');
    const fetch = stubFetch();
    fetch.on('GET', '/video/manage', () => jsonResponse(403, { code: 'FORBIDDEN', message: 'Premium only' }));
    renderForm(null);
    await waitFor(() => expect(fetch.callsTo('GET', '/video/manage')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Video' })).toBeNull());
    expect(screen.getByRole('textbox', { name: /Title/ })).toBeTruthy();
  });

  it("editing a link starts from its video, and 'Ingen video' takes it off", async () => {
    await setupTestI18n('no');
    const fetch = stubFetch();
    fetch.on('GET', '/video/manage', () => jsonResponse(200, videos));
    fetch.on('PUT', '/cv/shareable/abc', (call) => jsonResponse(200, { ...link, ...(call.body as object) }));
    fetch.on('GET', '/cv/shareable', () => jsonResponse(200, []));
    const user = userEvent.setup();
    renderForm({ ...link, videoId: 'v1' });
    const select = (await screen.findByRole('combobox', { name: 'Video' })) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Hei, jeg er Kari' });
    expect(select.value).toBe('v1');
    await user.selectOptions(select, '');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(fetch.callsTo('PUT', '/cv/shareable/abc')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/cv/shareable/abc')[0]?.body).toMatchObject({ videoId: null });
  });
});
