import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fake-fetch.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { setupTestI18n } from '../testing/test-i18n.ts';
import { readSocialAttempt } from './social-attempt.ts';
import { SocialButtons } from './social-buttons.tsx';

const google = { clientId: 'google-client', authorizeUrl: 'https://idp.example.test/auth', scope: 'openid' };

beforeAll(() => setupTestI18n());

describe('SocialButtons', () => {
  it('starts connecting the clicked provider', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/auth/social/providers', () => jsonResponse(200, { google, facebook: null }));
    const go = vi.fn();
    renderWithProviders(<SocialButtons label={(name) => `Connect ${name}`} failedMessage="failed" go={go} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Google' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const url = new URL(String(go.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe(google.authorizeUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(readSocialAttempt()).toMatchObject({ provider: 'google' });
    expect(fetch.calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('renders nothing without configured providers', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/auth/social/providers', () => jsonResponse(200, { google: null, facebook: null }));
    const { container } = renderWithProviders(
      <SocialButtons label={(name) => name} failedMessage="failed" />,
    );
    await vi.waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(container.querySelector('button')).toBeNull();
  });
});
