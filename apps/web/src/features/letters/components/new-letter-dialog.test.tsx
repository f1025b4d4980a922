import type { LetterTemplate } from '@hirelane/contract/letters';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { echoSave, failsWithoutBody, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { NewLetterDialog } from './new-letter-dialog.tsx';

startEachTestSignedIn();

const template = (templateId: string, language: 'en' | 'no'): LetterTemplate => ({
  templateId,
  name: templateId,
  kind: 'classic',
  language,
  title: 'Application',
  body: 'Dear {contactName},',
  builtIn: true,
});

const DRAFT = {
  title: 'Application',
  company: '',
  contactName: '',
  jobId: null,
  body: 'Dear hiring manager,',
  language: 'no',
  engine: 'template',
};

function serve(options: { ai?: boolean } = {}) {
  const fetch = stubFetch();
  fetch.on('GET', '/jobs/application/templates', () =>
    jsonResponse(200, [template('classic-en', 'en'), template('classic-no', 'no')]),
  );
  fetch.on('GET', '/jobs', () => jsonResponse(200, {}));
  fetch.on('GET', '/config', () => jsonResponse(200, { ai: options.ai ?? false }));
  return fetch;
}

function renderDialog() {
  return renderRoutes(
    [
      { path: '/letters', element: <NewLetterDialog opened onClose={() => {}} /> },
      { path: '/letters/:id', element: <h1>editor</h1> },
    ],
    '/letters',
  );
}

const dialog = () => screen.findByRole('dialog', { name: 'New application letter' });

describe('NewLetterDialog', () => {
  it('drafts from the chosen language and template, saves the letter and opens it', async () => {
    const fetch = serve();
    fetch.on('POST', '/jobs/application/draft', () => jsonResponse(200, DRAFT));
    fetch.on('POST', '/jobs/application', echoSave({ jobApplicationId: 'letter-9', isPublic: false }, 201));
    const router = renderDialog();
    const user = userEvent.setup();
    await within(await dialog()).findByRole('radio', { name: /classic-en/ });
    await user.click(screen.getByRole('radio', { name: 'Norsk' }));
    await user.click(await screen.findByRole('radio', { name: /classic-no/ }));
    expect(fetch.callsTo('POST', '/jobs/application/draft')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Write from template' }));

    expect(await screen.findByRole('heading', { name: 'editor' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/letters/letter-9');
    expect(fetch.callsTo('POST', '/jobs/application/draft')[0]?.body).toEqual({
      templateId: 'classic-no',
      jobId: null,
      language: 'no',
      useAi: false,
    });
    const { engine: _engine, ...letter } = DRAFT;
    expect(fetch.callsTo('POST', '/jobs/application')[0]?.body).toEqual({ ...letter, isPublic: false });
  });

  it('asks the model for the draft with "Draft with AI"', async () => {
    const fetch = serve({ ai: true });
    fetch.on('POST', '/jobs/application/draft', () => jsonResponse(200, { ...DRAFT, engine: 'ai' }));
    fetch.on('POST', '/jobs/application', echoSave({ jobApplicationId: 'letter-9', isPublic: false }, 201));
    renderDialog();
    const user = userEvent.setup();
    await user.click(await within(await dialog()).findByRole('button', { name: 'Draft with AI' }));
    expect(await screen.findByRole('heading', { name: 'editor' })).toBeTruthy();
    expect(fetch.callsTo('POST', '/jobs/application/draft')[0]?.body).toMatchObject({
      templateId: 'classic-en',
      useAi: true,
    });
  });

  it('says a failed draft in the dialog and as a toast, keeping the choices', async () => {
    const fetch = serve();
    fetch.on('POST', '/jobs/application/draft', failsWithoutBody(502));
    const router = renderDialog();
    const user = userEvent.setup();
    await user.click(await within(await dialog()).findByRole('radio', { name: /classic-en/ }));
    await user.click(screen.getByRole('button', { name: 'Write from template' }));

    const failed = 'Failed to create the letter. Your choices are kept – please try again.';
    const alert = await within(await dialog()).findByRole('alert');
    expect(alert.textContent).toBe(failed);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await waitFor(() => expect(screen.getAllByText(failed)).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/letters');
    expect(screen.getByRole('radio', { name: /classic-en/ }).getAttribute('aria-checked')).toBe('true');
    expect(fetch.callsTo('POST', '/jobs/application')).toHaveLength(0);
  });

  it("says a failed save of the drafted letter in the dialog and as a toast, in the server's words", async () => {
    const fetch = serve();
    fetch.on('POST', '/jobs/application/draft', () => jsonResponse(200, DRAFT));
    fetch.on('POST', '/jobs/application', () =>
      jsonResponse(409, { code: 'CONFLICT', message: 'You have too many letters' }),
    );
    renderDialog();
    const user = userEvent.setup();
    await within(await dialog()).findByRole('radio', { name: /classic-en/ });
    await user.click(screen.getByRole('button', { name: 'Write from template' }));

    const alert = await within(await dialog()).findByRole('alert');
    expect(alert.textContent).toBe('You have too many letters');
    await waitFor(() => expect(screen.getAllByText('You have too many letters')).toHaveLength(2));
  });
});
