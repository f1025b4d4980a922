import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { echoSave, failsWithoutBody, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { SaveTemplateDialog } from './save-template-dialog.tsx';

startEachTestSignedIn();

const letter = { title: 'For Fjordkraft', body: 'Dear {firstName},', language: 'en' as const };
const TEMPLATE = {
  templateId: 't1',
  kind: 'classic',
  builtIn: false,
};

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<SaveTemplateDialog opened onClose={onClose} letter={letter} />);
  return onClose;
}

const dialog = () => screen.findByRole('dialog', { name: 'Save as template' });

describe('SaveTemplateDialog', () => {
  it('says under the name that it is missing, and sends nothing', async () => {
    const fetch = stubFetch();
    renderDialog();
    const user = userEvent.setup();
    await user.click(within(await dialog()).getByRole('button', { name: 'Save template' }));
    const name = screen.getByRole('textbox', { name: 'Template name' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Name the template')).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
  });

  it('says a name that is too long under the field', async () => {
    stubFetch();
    renderDialog();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Template name' }), 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('The name can be at most 80 characters')).toBeTruthy();
  });

  it('says a failed save in the dialog and as a toast, keeping the name', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/jobs/application/templates', failsWithoutBody(500));
    const onClose = renderDialog();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Template name' }), 'My classic');
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    const alert = await within(await dialog()).findByRole('alert');
    expect(alert.textContent).toBe('Failed to save the template');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText('Failed to save the template')).toHaveLength(2));
    expect((screen.getByRole('textbox', { name: 'Template name' }) as HTMLInputElement).value).toBe(
      'My classic',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("saves the letter's text under the name, says so and closes", async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/jobs/application/templates', echoSave(TEMPLATE, 201));
    const onClose = renderDialog();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Template name' }), 'My classic');
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(await screen.findByText('The template was saved')).toBeTruthy();
    expect(fetch.callsTo('POST', '/jobs/application/templates')[0]?.body).toEqual({
      name: 'My classic',
      language: 'en',
      title: 'For Fjordkraft',
      body: 'Dear {firstName},',
    });
  });
});
