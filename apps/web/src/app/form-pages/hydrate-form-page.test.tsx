import type { Language } from '@hirelane/contract/constants';
import {
  FORM_PAGE_STATE_ID,
  type FormPageContent,
  type FormPageState,
  type PublicPageRequest,
} from '@hirelane/contract/public-page';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublicPage } from '../ssr/render-public-page.tsx';
import { hydrateFormPage } from './hydrate-form-page.tsx';

const google = { clientId: 'client', authorizeUrl: 'https://accounts.example/auth', scope: 'openid email' };
const SCRIPTS = ['/assets/form-page-entry.js', '/assets/react-dom.js'];

const requestFor = (content: FormPageContent, url: string, language: Language = 'en'): PublicPageRequest => ({
  content,
  language,
  url,
  canonicalUrl: `https://hirelane.example${url}`,
  origin: 'https://hirelane.example',
  styles: ['/public-assets/page.css'],
  scripts: SCRIPTS,
});

/** The server's HTML for a form page, as a document this test's browser has loaded. */
const loadServerPage = (html: string) => {
  const parsed = new DOMParser().parseFromString(
    // Without the files it links (this test's browser loads none).
    html.replace(/<link [^>]*>|<script type="module"[^>]*><\/script>/g, ''),
    'text/html',
  );
  document.documentElement.lang = parsed.documentElement.lang;
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
};

const stateOf = (html: string): FormPageState => {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return JSON.parse(parsed.getElementById(FORM_PAGE_STATE_ID)?.textContent ?? 'null') as FormPageState;
};

/** Hydrates the page in the document and collects what React or the console reports as wrong. */
const hydrateCollectingErrors = async () => {
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
  leave = await hydrateFormPage({ onRecoverableError: (error) => errors.push(error) });
  return errors;
};

let leave: () => void = () => undefined;

afterEach(() => {
  leave();
  leave = () => undefined;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('a server-rendered form page', () => {
  it('is a whole page: its head, its state for the browser and its module scripts, no inline script', () => {
    const html = renderPublicPage(
      requestFor(
        {
          page: 'login',
          providers: { google, facebook: null },
          form: {
            step: 'form',
            values: { email: 'kari</script><script>alert(1)</script>@example.test', password: 'secret' },
            error: { status: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
          },
        },
        '/login',
      ),
    );
    expect(html).toContain('<title>Welcome back · Hirelane</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<script type="module" src="/assets/form-page-entry.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/react-dom.js"/>');
    // The state is data, with every "<" escaped: the visitor's text cannot close its element.
    expect(html).not.toContain('</script><script>alert(1)');
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([
      ' type="module" src="/assets/form-page-entry.js"',
      ` type="application/json" id="${FORM_PAGE_STATE_ID}"`,
    ]);
    // A password typed is never written back into the page.
    expect(html).not.toContain('secret');
    const state = stateOf(html);
    expect(state.language).toBe('en');
    expect(state.content.form.values).toEqual({
      email: 'kari</script><script>alert(1)</script>@example.test',
    });
  });

  it('is rendered in the layouts of the app: sign-in beside the panel, the endorser page in the public one', () => {
    const login = renderPublicPage(
      requestFor(
        { page: 'login', providers: { google: null, facebook: null }, form: { step: 'form', values: {} } },
        '/login?lang=no',
        'no',
      ),
    );
    loadServerPage(login);
    expect(screen.getByRole('heading', { level: 1, name: 'Velkommen tilbake' })).toBeTruthy();
    // The language switch is a pair of links to the same page.
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/login?lang=en');
    const endorsement = renderPublicPage(
      requestFor(
        {
          page: 'endorsement',
          id: 'abc',
          request: { error: { status: 410, code: 'ENDORSEMENT_SUBMITTED', message: 'Already written' } },
          form: { step: 'form', values: {} },
        },
        '/endorsement/abc',
      ),
    );
    loadServerPage(endorsement);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This endorsement has already been written' }),
    ).toBeTruthy();
    // The page runs the cookie dialog, so its footer keeps the way back to the cookie settings.
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeTruthy();
  });
});

describe('hydrating a form page', () => {
  it('takes over the sign-in page as the server rendered it, with no mismatch', async () => {
    window.history.replaceState(null, '', '/login');
    loadServerPage(
      renderPublicPage(
        requestFor(
          { page: 'login', providers: { google, facebook: null }, form: { step: 'form', values: {} } },
          '/login',
        ),
      ),
    );
    const serverHeading = screen.getByRole('heading', { level: 1, name: 'Welcome back' });
    const errors = await hydrateCollectingErrors();
    // Hydrated in place: the server's elements are kept, and the page's own controls work.
    await waitFor(() => expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBe(serverHeading);
    expect(errors).toEqual([]);
  });

  it('takes over the endorser page in its closed state, in Norwegian', async () => {
    window.history.replaceState(null, '', '/endorsement/abc');
    loadServerPage(
      renderPublicPage(
        requestFor(
          {
            page: 'endorsement',
            id: 'abc',
            request: { error: { status: 404, code: 'NOT_FOUND', message: 'Not found' } },
            form: { step: 'form', values: {} },
          },
          '/endorsement/abc',
          'no',
        ),
      ),
    );
    const heading = screen.getByRole('heading', { level: 1 });
    window.localStorage.setItem('i18nextLng', 'en');
    const errors = await hydrateCollectingErrors();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(errors).toEqual([]);
    // The app, opened next, speaks the page's language (it reads its stored choice first).
    expect(window.localStorage.getItem('i18nextLng')).toBe('no');
  });
});
