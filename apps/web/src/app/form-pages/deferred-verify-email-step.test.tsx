import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyEmailStep as RealStep } from '../../features/auth/components/verify-email-step.tsx';
import { FormPageContext } from '../../shared/forms/form-page.ts';
import { createI18nOptions } from '../../shared/i18n/i18n-options.ts';
import { localeResources } from '../../shared/testing/test-i18n.ts';
import { createQueryClient } from '../query-client.ts';
import { ServerPageProviders } from '../server-page-providers.tsx';
import { namedTheme } from '../theme.ts';
import { VerifyEmailStep as DeferredStep, loadVerifyEmailStep } from './deferred-verify-email-step.tsx';

// The form pages' client loads sign-up's code step on its own (the build gives the sign-up page
// the deferred step): shown once loaded, and hydrating the server's HTML of the step exactly.

const i18n = i18next.createInstance();
const { detection: _detection, backend: _backend, ...options } = createI18nOptions();
void i18n.use(initReactI18next).init({
  ...options,
  lng: 'no',
  ns: ['common', 'auth', 'errors'],
  resources: localeResources(),
  initAsync: false,
});

const formPage = {
  page: 'signup' as const,
  action: '/signup',
  answer: {
    step: 'verify',
    values: { email: 'kari@example.test' },
    error: { status: 400, code: 'CODE_INVALID', message: 'The code is not right' },
  },
};

function Page({ children }: { children: ReactNode }) {
  return (
    <ServerPageProviders
      i18n={i18n}
      theme={namedTheme({ close: 'Lukk', clear: 'Tøm' })}
      queryClient={createQueryClient()}
      staticPage={{ languageHref: (language) => `/signup?lang=${language}` }}
    >
      <MemoryRouter initialEntries={['/signup']}>
        <FormPageContext.Provider value={formPage}>{children}</FormPageContext.Provider>
      </MemoryRouter>
    </ServerPageProviders>
  );
}

const props = {
  email: 'kari@example.test',
  otp: '',
  onOtpChange: () => undefined,
  onVerified: () => undefined,
  onResent: () => undefined,
  onStartOver: () => undefined,
  answer: formPage.answer,
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('sign-up’s deferred code step', () => {
  it('shows the step once its code has loaded, when reached in the browser', async () => {
    const { container } = render(
      <Page>
        <DeferredStep {...props} />
      </Page>,
    );
    // Nothing until the step's code has come (this test runs first: nothing has loaded it yet).
    expect(container.querySelector('form')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Bekreft e-post' })).toBeTruthy();
    expect(screen.getByText(/kari@example\.test/)).toBeTruthy();
  });

  it('hydrates the server’s HTML of the step with no mismatch, loaded before hydration', async () => {
    const html = renderToString(
      <Page>
        <RealStep {...props} />
      </Page>,
    );
    expect(html).toContain('kari@example.test');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverForm = container.querySelector('form');
    await loadVerifyEmailStep();
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    const onStartOver = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Page>
          <DeferredStep {...props} onStartOver={onStartOver} />
        </Page>,
        { onRecoverableError: (error) => errors.push(error) },
      ),
    );
    expect(errors).toEqual([]);
    // The server's elements are kept, and React has them: nothing waited for the step's code.
    expect(container.querySelector('form')).toBe(serverForm);
    act(() => screen.getByRole('link', { name: 'Begynn på nytt' }).click());
    expect(onStartOver).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });
});
