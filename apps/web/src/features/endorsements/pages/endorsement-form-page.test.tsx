import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  formOf,
  hydrateFormPage,
  renderFormPage,
  typeBeforeScript,
} from '../../../shared/forms/testing/form-page.tsx';
import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { publicRequestKey } from '../api/public-endorsement.ts';
import { EndorsementPage } from './endorsement-page.tsx';

const REQUEST_PATH = '/cv/public/endorsement/requests/req-1';
const request = {
  requesterName: 'Kari Nordmann',
  requesterHeadline: null,
  endorserName: 'Ola Nordmann',
  relationship: 1,
  message: 'Would you write a few words about the portal?',
};

/** The page, its query cache filled as the server fills it: the request it loaded (unless `loaded` is false). */
const page = (answer: Parameters<typeof renderFormPage>[0]['answer'], loaded = true) => ({
  page: 'endorsement' as const,
  path: '/endorsement/req-1',
  answer,
  route: { path: '/endorsement/:endorsementId', element: <EndorsementPage /> },
  seed: (queryClient: QueryClient) => {
    if (loaded) queryClient.setQueryData(publicRequestKey('req-1'), request);
  },
});

startEachTestSignedOut();

describe('/endorsement/:endorsementId as a server-rendered form page', () => {
  it('is a plain form: the request id hidden, every field by its API name, send as its intent', async () => {
    stubFetch();
    renderFormPage(page({ step: 'form', values: {} }));
    const name = (await screen.findByLabelText(/Your name/)) as HTMLInputElement;
    const form = formOf(name);
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual([
      'post',
      '/endorsement/req-1',
    ]);
    const requestId = form.querySelector('input[name="requestId"]') as HTMLInputElement;
    expect([requestId.type, requestId.value]).toEqual(['hidden', 'req-1']);
    expect([name.name, name.value]).toEqual(['endorserName', 'Ola Nordmann']);
    expect(screen.getByLabelText(/Your title/).getAttribute('name')).toBe('endorserTitle');
    const relationship = screen.getByRole('combobox', { name: /Relationship/ }) as HTMLSelectElement;
    expect([relationship.tagName, relationship.name, relationship.value]).toEqual([
      'SELECT',
      'relationship',
      '1',
    ]);
    expect(screen.getByLabelText(/Your endorsement of Kari Nordmann/).getAttribute('name')).toBe('text');
    const send = screen.getByRole('button', { name: 'Send endorsement' });
    expect([send.getAttribute('type'), send.getAttribute('name'), send.getAttribute('value')]).toEqual([
      'submit',
      'intent',
      'send',
    ]);
  });

  it('declines through a small form of its own, so that Enter in a field still sends', async () => {
    stubFetch();
    renderFormPage(page({ step: 'form', values: {} }));
    const decline = await screen.findByRole('button', { name: 'Decline' });
    expect([decline.getAttribute('type'), decline.getAttribute('value')]).toEqual(['submit', 'decline']);
    const declineForm = document.getElementById(decline.getAttribute('form') ?? '') as HTMLFormElement;
    expect(declineForm.tagName).toBe('FORM');
    expect([declineForm.getAttribute('method'), declineForm.getAttribute('action')]).toEqual([
      'post',
      '/endorsement/req-1',
    ]);
    expect((declineForm.querySelector('input[name="requestId"]') as HTMLInputElement).value).toBe('req-1');
    // The endorsement's form: its first submit button (the one Enter presses) is "send".
    const form = formOf(screen.getByLabelText(/Your name/));
    expect(form.querySelector('button[type="submit"]:not([form])')?.getAttribute('value')).toBe('send');
  });

  it("starts from the answer: what was typed and the server's messages under the fields", async () => {
    stubFetch();
    renderFormPage(
      page({
        step: 'form',
        values: { endorserName: 'Ola N.', endorserTitle: 'CTO', relationship: '3', text: 'Too short' },
        error: {
          status: 400,
          code: 'VALIDATION_ERROR',
          message: 'Validation failed',
          fields: { text: 'Write at least 20 characters' },
        },
      }),
    );
    expect(((await screen.findByLabelText(/Your name/)) as HTMLInputElement).value).toBe('Ola N.');
    expect((screen.getByLabelText(/Your title/) as HTMLInputElement).value).toBe('CTO');
    expect((screen.getByRole('combobox', { name: /Relationship/ }) as HTMLSelectElement).value).toBe('3');
    const text = screen.getByLabelText(/Your endorsement of Kari Nordmann/) as HTMLTextAreaElement;
    expect(text.value).toBe('Too short');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write at least 20 characters')).toBeTruthy();
  });

  it('shows the final word for a request closed meanwhile', async () => {
    stubFetch();
    renderFormPage(
      page({
        step: 'form',
        values: { text: 'Kari is calm, kind and thorough.' },
        error: { status: 410, code: 'ENDORSEMENT_WITHDRAWN', message: 'Withdrawn' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'This request is no longer available' })).toBeTruthy();
  });

  it('asks before declining on a step of its own: decline for good (intent confirmDecline) or go back', async () => {
    stubFetch();
    renderFormPage(page({ step: 'confirmDecline', values: {} }));
    expect(await screen.findByRole('heading', { name: 'Decline this request?' })).toBeTruthy();
    expect(screen.getByText(/Kari Nordmann will be told that you declined/)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Decline' });
    expect([
      confirm.getAttribute('type'),
      confirm.getAttribute('name'),
      confirm.getAttribute('value'),
    ]).toEqual(['submit', 'intent', 'confirmDecline']);
    const form = formOf(confirm);
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual([
      'post',
      '/endorsement/req-1',
    ]);
    expect((form.querySelector('input[name="requestId"]') as HTMLInputElement).value).toBe('req-1');
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/endorsement/req-1');
    expect(screen.queryByLabelText(/Your title/)).toBeNull();
  });

  it('declines from that step through the API once hydrated, or goes back to the form', async () => {
    const fetch = stubFetch();
    fetch.on('PUT', `${REQUEST_PATH}/decline`, () => jsonResponse(200, { message: 'Declined' }));
    hydrateFormPage(page({ step: 'confirmDecline', values: { endorserTitle: 'CTO' } }), () => {});
    await userEvent.click(screen.getByRole('link', { name: 'Go back' }));
    // The form as it was typed before "decline" was posted.
    expect(((await screen.findByLabelText(/Your title/)) as HTMLInputElement).value).toBe('CTO');
    // Once hydrated, "decline" asks in the app's dialog.
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for letting them know' })).toBeTruthy();
    expect(fetch.callsTo('PUT', `${REQUEST_PATH}/decline`)).toHaveLength(1);
  });

  it('shows the thank-you steps the server answered with', async () => {
    stubFetch();
    const { unmount } = renderFormPage(
      page({ step: 'sent', values: { requesterName: 'Kari Nordmann' } }, false),
    );
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByText(/on its way to Kari Nordmann/)).toBeTruthy();
    unmount();
    renderFormPage(page({ step: 'declined', values: {} }, false));
    expect(await screen.findByRole('heading', { name: 'Thank you for letting them know' })).toBeTruthy();
  });

  it('keeps what was typed and chosen before the script ran, and sends it through the API', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/cv/public/endorsement', () => jsonResponse(201, { message: 'Thank you!' }));
    hydrateFormPage(page({ step: 'form', values: {} }), (html) => {
      typeBeforeScript(
        html.querySelector('input[name="endorserTitle"]') as HTMLInputElement,
        'Head of Design',
      );
      (html.querySelector('select[name="relationship"]') as HTMLSelectElement).value = '3';
      typeBeforeScript(
        html.querySelector('textarea[name="text"]') as HTMLTextAreaElement,
        'Kari is calm, kind and thorough.',
      );
    });
    const relationship = screen.getByRole('combobox', { name: /Relationship/ }) as HTMLSelectElement;
    await waitFor(() => expect(relationship.value).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Send endorsement' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(fetch.callsTo('POST', '/cv/public/endorsement')[0]?.body).toEqual({
      requestId: 'req-1',
      endorserName: 'Ola Nordmann',
      endorserTitle: 'Head of Design',
      relationship: 3,
      text: 'Kari is calm, kind and thorough.',
    });
  });
});
