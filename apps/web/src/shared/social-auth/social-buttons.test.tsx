import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FormPageContext } from '../forms/form-page.ts';
import { jsonResponse, stubFetch } from '../testing/fake-fetch.ts';
import { createTestQueryClient, renderWithProviders, TestProviders } from '../testing/render.tsx';
import { setupTestI18n } from '../testing/test-i18n.ts';
import { readSocialAttempt } from './social-attempt.ts';
import { SocialButtons } from './social-buttons.tsx';
import { socialProvidersQuery } from './social-providers.ts';

const google = { clientId: 'google-client', authorizeUrl: 'https://idp.example.test/auth', scope: 'openid' };

beforeAll(() => setupTestI18n());

describe('SocialButtons', () => {
  it('starts the authorization for the clicked provider with the given purpose', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/auth/social/providers', () => jsonResponse(200, { google, facebook: null }));
    const go = vi.fn();
    renderWithProviders(
      <SocialButtons purpose="link" label={(name) => `Connect ${name}`} failedMessage="failed" go={go} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Google' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const url = new URL(String(go.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe(google.authorizeUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(readSocialAttempt()).toMatchObject({ provider: 'google', purpose: 'link' });
    expect(fetch.calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('renders nothing without configured providers', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/auth/social/providers', () => jsonResponse(200, { google: null, facebook: null }));
    const { container } = renderWithProviders(
      <SocialButtons purpose="sign-in" label={(name) => name} failedMessage="failed" header={<p>or</p>} />,
    );
    await vi.waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(container.querySelector('button')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('on a server-rendered form page, is a link to the server’s start of the sign-in, needing no script', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(socialProvidersQuery().queryKey, { google, facebook: null });
    const html = renderToString(
      <TestProviders queryClient={queryClient}>
        <FormPageContext.Provider
          value={{ page: 'login', action: '/login', answer: { step: 'form', values: {} } }}
        >
          <SocialButtons purpose="sign-in" label={(name) => `Continue with ${name}`} failedMessage="failed" />
        </FormPageContext.Provider>
      </TestProviders>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const link = screen.getByRole('link', { name: 'Continue with Google' });
    expect(link.getAttribute('href')).toBe('/api/auth/social/google/start');
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    container.remove();
  });
});
