import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  formOf,
  formPageAt,
  postedAs,
  postedTo,
  refusalOf,
  validationFailed,
} from '../../../shared/forms/testing/form-page.tsx';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { publicRequestKey } from '../api/public-endorsement.ts';
import { EndorsementPage } from './endorsement-page.tsx';

const request = {
  requesterName: 'Kari Nordmann',
  requesterHeadline: null,
  endorserName: 'Ola Nordmann',
  relationship: 1,
  message: 'Would you write a few words about the portal?',
};

const openWith = (seed?: (queryClient: QueryClient) => void) =>
  formPageAt('endorsement', '/endorsement/req-1', <EndorsementPage />, {
    pattern: '/endorsement/:endorsementId',
    seed,
  });
/** The page, its query cache filled as the server fills it: with the request it loaded. */
const open = openWith((queryClient) => queryClient.setQueryData(publicRequestKey('req-1'), request));
/** The page once the request is answered: the server loads it no more. */
const openAnswered = openWith();

startEachTestSignedOut();

describe('/endorsement/:endorsementId as a server-rendered form page', () => {
  it('is a plain form: the request id hidden, every field by its API name, send as its intent', async () => {
    open('form');
    const name = (await screen.findByLabelText(/Your name/)) as HTMLInputElement;
    const form = formOf(name);
    expect(postedTo(form)).toEqual(['post', '/endorsement/req-1']);
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
    expect(send.getAttribute('type')).toBe('submit');
    expect(postedAs(send)).toEqual(['intent', 'send']);
  });

  it('shows who asks and why, with the name and relationship filled in', async () => {
    open('form');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kari Nordmann asks for your endorsement' }),
    ).toBeTruthy();
    expect(screen.getByText('Would you write a few words about the portal?')).toBeTruthy();
    expect(screen.getByText('They described you as: Direct Manager / Supervisor')).toBeTruthy();
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Ola Nordmann');
  });

  it('declines through a small form of its own, so that Enter in a field still sends', async () => {
    open('form');
    const decline = await screen.findByRole('button', { name: 'Decline' });
    expect([decline.getAttribute('type'), decline.getAttribute('value')]).toEqual(['submit', 'decline']);
    const declineForm = document.getElementById(decline.getAttribute('form') ?? '') as HTMLFormElement;
    expect(declineForm.tagName).toBe('FORM');
    expect(postedTo(declineForm)).toEqual(['post', '/endorsement/req-1']);
    expect((declineForm.querySelector('input[name="requestId"]') as HTMLInputElement).value).toBe('req-1');
    // The endorsement's form: its first submit button (the one Enter presses) is "send".
    const form = formOf(screen.getByLabelText(/Your name/));
    expect(form.querySelector('button[type="submit"]:not([form])')?.getAttribute('value')).toBe('send');
  });

  it("starts from the answer: what was typed and the server's messages under the fields", async () => {
    open(
      'form',
      { endorserName: 'Ola N.', endorserTitle: 'CTO', relationship: '3', text: 'Too short' },
      validationFailed({ text: 'Write at least 20 characters' }),
    );
    expect(((await screen.findByLabelText(/Your name/)) as HTMLInputElement).value).toBe('Ola N.');
    expect((screen.getByLabelText(/Your title/) as HTMLInputElement).value).toBe('CTO');
    expect((screen.getByRole('combobox', { name: /Relationship/ }) as HTMLSelectElement).value).toBe('3');
    const text = screen.getByLabelText(/Your endorsement of Kari Nordmann/) as HTMLTextAreaElement;
    expect(text.value).toBe('Too short');
    expect(refusalOf(text)).toBe('Write at least 20 characters');
  });

  it('shows the final word for a request closed meanwhile', async () => {
    open(
      'form',
      { text: 'Kari is calm, kind and thorough.' },
      { status: 410, code: 'ENDORSEMENT_WITHDRAWN', message: 'Withdrawn' },
    );
    expect(await screen.findByRole('heading', { name: 'This request is no longer available' })).toBeTruthy();
  });

  it('asks before declining on a step of its own: decline for good (intent confirmDecline) or go back', async () => {
    open('confirmDecline');
    expect(await screen.findByRole('heading', { name: 'Decline this request?' })).toBeTruthy();
    expect(screen.getByText(/Kari Nordmann will be told that you declined/)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Decline' });
    expect(confirm.getAttribute('type')).toBe('submit');
    expect(postedAs(confirm)).toEqual(['intent', 'confirmDecline']);
    const form = formOf(confirm);
    expect(postedTo(form)).toEqual(['post', '/endorsement/req-1']);
    expect((form.querySelector('input[name="requestId"]') as HTMLInputElement).value).toBe('req-1');
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/endorsement/req-1');
    expect(screen.queryByLabelText(/Your title/)).toBeNull();
  });

  it('shows the thank-you steps the server answered with', async () => {
    const { unmount } = openAnswered('sent', { requesterName: 'Kari Nordmann' });
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByText(/on its way to Kari Nordmann/)).toBeTruthy();
    unmount();
    openAnswered('declined');
    expect(await screen.findByRole('heading', { name: 'Thank you for letting them know' })).toBeTruthy();
  });
});
