import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { setupTestI18n, startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { type StaticPage, StaticPageContext } from '../../../shared/ui/static-page.ts';
import { UnsubscribePage } from './unsubscribe-page.tsx';

startEachTestSignedOut();
function renderAt(path: string) {
  renderRoutes([{ path: '/unsubscribe', element: <UnsubscribePage /> }], path);
  return userEvent.setup();
}

/** The page as the server renders it: what the server said about its link or form. */
function renderStatic(path: string, answer?: StaticPage['answer']) {
  const staticPage: StaticPage = {
    languageHref: (language) => `${path}&lang=${language}`,
    ...(answer ? { answer } : {}),
  };
  renderRoutes(
    [
      {
        path: '/unsubscribe',
        element: (
          <StaticPageContext.Provider value={staticPage}>
            <UnsubscribePage />
          </StaticPageContext.Provider>
        ),
      },
    ],
    path,
  );
}

describe('/unsubscribe', () => {
  it('changes nothing on opening; the button turns reminder e-mails off, without a session', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/reminders/unsubscribe', () => jsonResponse(200, { message: 'off' }));
    const user = renderAt('/unsubscribe?token=abc.def');
    const button = await screen.findByRole('button', { name: 'Turn off reminder e-mails' });
    expect(fetch.calls).toHaveLength(0);
    expect(document.title).toBe('Stop reminder e-mails – Hirelane');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Reminder e-mails are off' })).toBeTruthy();
    const [call] = fetch.callsTo('POST', '/reminders/unsubscribe');
    expect(call?.body).toEqual({ token: 'abc.def' });
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Change reminder settings' }).getAttribute('href')).toBe(
      '/account/reminders',
    );
  });

  it('says so when the link is not valid, and when it has no token', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/reminders/unsubscribe', () =>
      errorResponse(404, 'UNSUBSCRIBE_LINK_INVALID', 'This unsubscribe link is not valid.'),
    );
    const user = renderAt('/unsubscribe?token=forged');
    await user.click(await screen.findByRole('button', { name: 'Turn off reminder e-mails' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/This unsubscribe link is not valid/);
  });

  it('explains an incomplete link', async () => {
    stubFetch();
    renderAt('/unsubscribe');
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks Norwegian', async () => {
    await setupTestI18n('no');
    stubFetch();
    renderAt('/unsubscribe?token=abc.def');
    expect(await screen.findByRole('button', { name: 'Skru av påminnelser på e-post' })).toBeTruthy();
    await setupTestI18n('en');
  });

  it('is a plain form that posts the token to its own address, for the server to answer', async () => {
    stubFetch();
    renderStatic('/unsubscribe?token=abc.def');
    const button = await screen.findByRole('button', { name: 'Turn off reminder e-mails' });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.hasAttribute('action')).toBe(false);
    expect(form?.querySelector('input[type="hidden"][name="token"]')?.getAttribute('value')).toBe('abc.def');
  });

  it('shows what the server answered: reminders off, or a link that is not ours', async () => {
    stubFetch();
    renderStatic('/unsubscribe?token=abc.def', 'done');
    expect(await screen.findByRole('heading', { name: 'Reminder e-mails are off' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a link the server does not know does not work, with nothing to press', async () => {
    stubFetch();
    renderStatic('/unsubscribe?token=forged', 'invalid');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
