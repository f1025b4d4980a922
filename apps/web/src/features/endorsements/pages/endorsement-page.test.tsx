import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../shared/session/session-store.ts';
import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { createTestQueryClient, renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { EndorsementPage } from './endorsement-page.tsx';

const REQUEST_PATH = '/cv/public/endorsement/requests/req-1';
const request = {
  requesterName: 'Kari Nordmann',
  requesterHeadline: null,
  endorserName: 'Ola Nordmann',
  relationship: 1,
  message: 'Would you write a few words about the portal?',
};

function renderPage() {
  const queryClient = createTestQueryClient();
  renderRoutes(
    [{ path: '/endorsement/:endorsementId', element: <EndorsementPage /> }],
    '/endorsement/req-1',
    queryClient,
  );
  return queryClient;
}

startEachTestSignedOut();

describe('/endorsement/:endorsementId', () => {
  it('shows who asks and why, with the name and relationship filled in', async () => {
    const fetch = stubFetch();
    fetch.on('GET', REQUEST_PATH, () => jsonResponse(200, request));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kari Nordmann asks for your endorsement' }),
    ).toBeTruthy();
    expect(screen.getByText('Would you write a few words about the portal?')).toBeTruthy();
    expect(screen.getByText('They described you as: Direct Manager / Supervisor')).toBeTruthy();
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Ola Nordmann');
  });

  it('declines after asking, clears the loaded request and thanks the endorser, sending no token', async () => {
    startSession({ accessToken: 'access', idToken: 'id' });
    const fetch = stubFetch();
    fetch.on('GET', REQUEST_PATH, () => jsonResponse(200, request));
    fetch.on('PUT', `${REQUEST_PATH}/decline`, () => jsonResponse(200, { message: 'Declined' }));
    const queryClient = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    expect(fetch.callsTo('PUT', `${REQUEST_PATH}/decline`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for letting them know' })).toBeTruthy();
    expect(screen.queryByLabelText(/Your title/)).toBeNull();
    expect(fetch.callsTo('PUT', `${REQUEST_PATH}/decline`)).toHaveLength(1);
    expect(queryClient.getQueryData(['public-endorsement-request', 'req-1'])).toBeUndefined();
    expect(fetch.calls.every((call) => call.headers.get('Authorization') === null)).toBe(true);
    expect(fetch.callsTo('GET', REQUEST_PATH)).toHaveLength(1);
  });

  it('sends the endorsement and shows the thank-you', async () => {
    const fetch = stubFetch();
    fetch.on('GET', REQUEST_PATH, () => jsonResponse(200, request));
    fetch.on('POST', '/cv/public/endorsement', () => jsonResponse(201, { message: 'Thank you!' }));
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Your title/), 'Head of Design');
    await user.click(screen.getByRole('button', { name: 'Send endorsement' }));
    expect(await screen.findByText('Write at least 20 characters')).toBeTruthy();
    expect(fetch.callsTo('POST', '/cv/public/endorsement')).toHaveLength(0);

    await user.type(
      screen.getByLabelText(/Your endorsement of Kari Nordmann/),
      'Kari is calm, kind and thorough.',
    );
    await user.click(screen.getByRole('button', { name: 'Send endorsement' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByText(/Your endorsement is on its way to Kari Nordmann/)).toBeTruthy();
    expect(fetch.callsTo('POST', '/cv/public/endorsement')[0]?.body).toEqual({
      requestId: 'req-1',
      endorserName: 'Ola Nordmann',
      endorserTitle: 'Head of Design',
      relationship: 1,
      text: 'Kari is calm, kind and thorough.',
    });
  });

  it.each([
    [404, 'NOT_FOUND', 'We could not find this request'],
    [410, 'ENDORSEMENT_SUBMITTED', 'This endorsement has already been written'],
    [410, 'ENDORSEMENT_DECLINED', 'This request was declined'],
    [410, 'ENDORSEMENT_WITHDRAWN', 'This request is no longer available'],
  ])('explains a %i %s link', async (status, code, heading) => {
    const fetch = stubFetch();
    fetch.on('GET', REQUEST_PATH, () => jsonResponse(status, { message: 'Closed', code }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(fetch.callsTo('GET', REQUEST_PATH)).toHaveLength(1);
  });

  it('counts the endorsement’s characters with the noun in the right number', async () => {
    const fetch = stubFetch();
    fetch.on('GET', REQUEST_PATH, () => jsonResponse(200, request));
    renderPage();
    const text = await screen.findByLabelText(/Your endorsement of Kari Nordmann/);
    expect(screen.getByText(/^0 characters \(at least 20,/)).toBeTruthy();
    await userEvent.setup().type(text, 'K');
    expect(await screen.findByText(/^1 character \(at least 20,/)).toBeTruthy();
  });

  it('offers to try again when the request could not be loaded', async () => {
    const fetch = stubFetch();
    fetch.on('GET', REQUEST_PATH, () => new Response('down', { status: 503 }));
    renderPage();
    expect(await screen.findByText('Failed to load endorsement request', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Endorsement request' })).toBeTruthy();
    fetch.on('GET', REQUEST_PATH, () => jsonResponse(200, request));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Kari Nordmann asks for your endorsement' }),
    ).toBeTruthy();
  });
});
