import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../testing/fake-fetch.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { startEachTestSignedIn } from '../testing/test-i18n.ts';
import { MessageReader } from './message-reader.tsx';

startEachTestSignedIn();

const FACTS = {
  kind: 'interview',
  company: 'Cognite',
  position: 'Site Reliability Engineer',
  interviewAt: '2027-01-12T13:00:00.000Z',
  jobId: 'job-1',
  engine: 'rules',
  notice: null,
};

describe('reading one e-mail on a job', () => {
  it('reads a pasted message, shows its facts and applies them', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/inbox/read', () => jsonResponse(200, FACTS));
    const onApply = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(<MessageReader onApply={onApply} />);
    await user.click(screen.getByRole('textbox', { name: /^Or paste the whole message/ }));
    await user.paste('Subject: Interview invitation\n\nHi');
    await user.click(screen.getByRole('button', { name: 'Read the message' }));
    await waitFor(() => expect(fetch.callsTo('POST', '/inbox/read')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/inbox/read')[0]?.body).toEqual({
      raw: 'Subject: Interview invitation\n\nHi',
    });
    expect(await screen.findByText('Interview invitation')).toBeTruthy();
    expect(screen.getByText('Cognite')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move to Interviewed and set what it says' }));
    expect(onApply).toHaveBeenCalledWith(FACTS);
    expect(await screen.findByText('Applied to the job.')).toBeTruthy();
  });

  it('sends a chosen .eml file and says why it could not be read', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/inbox/read', () =>
      errorResponse(422, 'VALIDATION_FAILED', 'This is not an e-mail: it has no headers'),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<MessageReader onApply={async () => undefined} />);
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['hello'], 'mail.eml', { type: 'message/rfc822' }));
    await waitFor(() => expect(fetch.callsTo('POST', '/inbox/read')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/inbox/read')[0]?.body).toBeInstanceOf(FormData);
    expect(await screen.findByText('This is not an e-mail: it has no headers')).toBeTruthy();
  });
});
