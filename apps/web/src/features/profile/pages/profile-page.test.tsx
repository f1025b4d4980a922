import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { echoSave, jsonResponse, stubFetch, validationFailed } from '../../../shared/testing/fake-fetch.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { endEachTestSignedOutIn, startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { ProfilePage } from './profile-page.tsx';

const profile = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  headline: 'Nurse',
  summary: '',
  phone: '',
  email: '',
  location: 'Bergen',
  links: [{ label: 'Portfolio', url: 'https://kari.example' }],
  dateOfBirth: null,
  hasImage: false,
  imageUpdatedAt: null,
};
const basic = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.no',
  country: 'NO',
  preferredLanguage: 'en',
  showMatchScores: true,
};
const google = { clientId: 'g', authorizeUrl: 'https://idp.example.test/auth', scope: 'openid' };

function stubAccount(overrides: { profile?: object; providers?: object } = {}) {
  const fetch = stubFetch();
  fetch.on('GET', '/jobs/application/profile', () => jsonResponse(200, { ...profile, ...overrides.profile }));
  fetch.on('GET', '/jobs/application/profile/basic', () => jsonResponse(200, basic));
  fetch.on('GET', '/auth/social/providers', () =>
    jsonResponse(200, overrides.providers ?? { google: null, facebook: null }),
  );
  return fetch;
}

function renderPage() {
  renderRoutes([{ path: '/account/profile', element: <ProfilePage /> }], '/account/profile');
}

startEachTestSignedIn();
endEachTestSignedOutIn();

describe('/account/profile', () => {
  it('shows the saved profile and saves changes, links included, with a toast', async () => {
    const fetch = stubAccount();
    fetch.on('PUT', '/jobs/application/profile', echoSave(profile));
    renderPage();
    const headline = await screen.findByLabelText('Headline');
    expect((headline as HTMLInputElement).value).toBe('Nurse');
    expect((screen.getByLabelText('Address of link 1') as HTMLInputElement).value).toBe(
      'https://kari.example',
    );

    const user = userEvent.setup();
    await user.clear(headline);
    await user.type(headline, 'Nurse looking for day shifts');
    // Typed as British English writes a day (not the browser's own mm/dd/yyyy).
    expect(screen.getByLabelText('Date of birth').getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await user.type(screen.getByLabelText('Date of birth'), '31/05/1990');
    await user.click(screen.getByRole('button', { name: 'Remove link 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByLabelText('Name of link 1'), 'LinkedIn');
    await user.type(screen.getByLabelText('Address of link 1'), 'https://linkedin.example/kari');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile is saved')).toBeTruthy();
    expect(fetch.callsTo('PUT', '/jobs/application/profile')[0]?.body).toEqual({
      firstName: 'Kari',
      lastName: 'Nordmann',
      headline: 'Nurse looking for day shifts',
      summary: '',
      phone: '',
      email: '',
      location: 'Bergen',
      links: [{ label: 'LinkedIn', url: 'https://linkedin.example/kari' }],
      dateOfBirth: '1990-05-31',
    });
  });

  it('shows the date of birth as Norwegian writes it, and asks for that format when it is wrong', async () => {
    await act(() => i18n.changeLanguage('no'));
    const fetch = stubAccount({ profile: { dateOfBirth: '1990-05-31' } });
    renderPage();
    const birthday = (await screen.findByLabelText('Fødselsdato')) as HTMLInputElement;
    expect(birthday.value).toBe('31.05.1990');
    const user = userEvent.setup();
    await user.clear(birthday);
    await user.type(birthday, '31.02.1990');
    await user.click(screen.getByRole('button', { name: 'Lagre profilen' }));
    expect(await screen.findByText('Bruk en dato som 31.05.1990')).toBeTruthy();
    expect(fetch.callsTo('PUT', '/jobs/application/profile')).toHaveLength(0);
  });

  it('shows errors under the fields: its own checks first, then the server’s', async () => {
    const fetch = stubAccount();
    fetch.on('PUT', '/jobs/application/profile', () =>
      validationFailed('phone: The phone number is not in use', {
        phone: 'The phone number is not in use',
        'links.0.url': 'This site is not allowed',
      }),
    );
    renderPage();
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText(/First name/);
    await user.clear(firstName);
    await user.clear(screen.getByLabelText('Address of link 1'));
    await user.type(screen.getByLabelText('Address of link 1'), 'ftp://files.example');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Use a web address starting with http:// or https://')).toBeTruthy();
    expect(fetch.callsTo('PUT', '/jobs/application/profile')).toHaveLength(0);

    await user.type(firstName, 'Kari');
    await user.clear(screen.getByLabelText('Address of link 1'));
    await user.type(screen.getByLabelText('Address of link 1'), 'https://kari.example');
    await user.type(screen.getByLabelText('Phone'), '+47 000');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('The phone number is not in use')).toBeTruthy();
    expect(screen.getByText('This site is not allowed')).toBeTruthy();
  });

  it('saves the e-mail language and switches the app to it', async () => {
    const fetch = stubAccount();
    fetch.on('PUT', '/jobs/application/profile/basic', echoSave(basic));
    renderPage();
    expect(((await screen.findByLabelText('Sign-in e-mail')) as HTMLInputElement).readOnly).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Language for e-mails' }));
    await user.click(await screen.findByRole('option', { name: 'Norsk' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(i18n.language).toBe('no'));
    expect(await screen.findByText('Innstillingene er lagret')).toBeTruthy();
    expect(fetch.callsTo('PUT', '/jobs/application/profile/basic')[0]?.body).toEqual({
      firstName: 'Kari',
      lastName: 'Nordmann',
      country: 'NO',
      preferredLanguage: 'no',
    });
  });

  it('switches the match score on the board’s cards off at once, keeping the other settings', async () => {
    const fetch = stubAccount();
    fetch.on('PUT', '/jobs/application/profile/basic', echoSave(basic));
    renderPage();
    await screen.findByLabelText('Sign-in e-mail');
    const toggle = screen.getByRole('switch', { name: 'Show match score on cards' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(fetch.callsTo('PUT', '/jobs/application/profile/basic').map((call) => call.body)).toEqual([
      {
        firstName: 'Kari',
        lastName: 'Nordmann',
        country: 'NO',
        preferredLanguage: 'en',
        showMatchScores: false,
      },
    ]);
  });

  it('refuses a photo that is not JPEG, PNG or WebP before uploading', async () => {
    const fetch = stubAccount();
    renderPage();
    await screen.findByRole('button', { name: 'Upload a photo' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(fetch.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows the photo and removes it only after a confirmation', async () => {
    const fetch = stubAccount({ profile: { hasImage: true, imageUpdatedAt: '2026-11-01T10:00:00.000Z' } });
    fetch.on(
      'GET',
      '/jobs/application/profile/image',
      () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200 }),
    );
    fetch.on('DELETE', '/jobs/application/profile/image', () => jsonResponse(200, profile));
    renderPage();
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toBeTruthy();
    expect(fetch.callsTo('GET', '/jobs/application/profile/image')[0]?.headers.get('Authorization')).toBe(
      'Bearer access',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your photo?' });
    expect(fetch.callsTo('DELETE', '/jobs/application/profile/image')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your photo is removed')).toBeTruthy();
    expect(fetch.callsTo('DELETE', '/jobs/application/profile/image')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Upload a photo' })).toBeTruthy();
  });

  it('offers "Connect Google" only when Google is configured', async () => {
    stubAccount({ providers: { google, facebook: null } });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Connect Google' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign-in methods' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Facebook' })).toBeNull();
  });

  it('hides the sign-in methods when no provider is configured', async () => {
    const fetch = stubAccount();
    renderPage();
    await screen.findByLabelText('Headline');
    await waitFor(() => expect(fetch.callsTo('GET', '/auth/social/providers')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Sign-in methods' })).toBeNull();
  });
});
