import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FormPage, FormPageContext } from '../../../shared/forms/form-page.ts';
import { socialProvidersQuery } from '../../../shared/social-auth/social-providers.ts';
import { createTestQueryClient, TestProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import { SocialSignIn } from './social-sign-in.tsx';

const google = { clientId: 'google-client', authorizeUrl: 'https://idp.example.test/auth', scope: 'openid' };
const loginPage: FormPage = { page: 'login', action: '/login', answer: { step: 'form', values: {} } };

/** The sign-in page's social part as the server renders it, in the document. */
function renderOnFormPage(providers: { google: typeof google | null; facebook: null }) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(socialProvidersQuery().queryKey, providers);
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <TestProviders queryClient={queryClient}>
      <FormPageContext.Provider value={loginPage}>
        <SocialSignIn />
      </FormPageContext.Provider>
    </TestProviders>,
  );
  document.body.appendChild(container);
  return container;
}

beforeAll(() => setupTestI18n());

describe('SocialSignIn', () => {
  it('is a link to the server’s start of the sign-in per configured provider, needing no script', () => {
    const container = renderOnFormPage({ google, facebook: null });
    const link = screen.getByRole('link', { name: 'Continue with Google' });
    expect(link.getAttribute('href')).toBe('/api/auth/social/google/start');
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('or')).toBeTruthy();
    container.remove();
  });

  it('renders nothing, not even the divider, without configured providers', () => {
    const container = renderOnFormPage({ google: null, facebook: null });
    expect(container.querySelector('a')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    container.remove();
  });
});
