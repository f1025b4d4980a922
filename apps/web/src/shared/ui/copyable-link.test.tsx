import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { CopyableLink } from './copyable-link.tsx';

const URL_ = 'https://hirelane.example/l/abc123';
const COPY = { action: 'Copy link', done: 'Link copied', failed: 'Could not copy the link' };

const clipboardWith = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

describe('CopyableLink', () => {
  it('shows the address in a read-only field named by its label, selected when focused', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CopyableLink url={URL_} label="Your link" description="Anyone with it" copy={COPY} />,
    );
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your link' });
    expect(field.value).toBe(URL_);
    expect(field.readOnly).toBe(true);
    expect(screen.getByText('Anyone with it')).toBeTruthy();
    await user.click(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, URL_.length]);
  });

  it('copies the address and says so, or says it could not', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CopyableLink url={URL_} label="Your link" copy={COPY} />);
    const writeText = vi.fn(async () => undefined);
    clipboardWith(writeText);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(await screen.findByText('Link copied')).toBeTruthy();

    clipboardWith(async () => {
      throw new Error('denied');
    });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Could not copy the link')).toBeTruthy();
  });

  it('opens the address in a new tab when given the words, then shows the other actions', () => {
    renderWithProviders(
      <CopyableLink url={URL_} label="Your link" copy={COPY} openText="Open link" role="status">
        <a href="webcal://hirelane.example/x.ics">Open in calendar app</a>
      </CopyableLink>,
    );
    const open = screen.getByRole('link', { name: 'Open link' });
    expect(open.getAttribute('href')).toBe(URL_);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Open in calendar app' })).toBeTruthy();
    expect(screen.getByRole('status').contains(open)).toBe(true);
  });

  it('has no open link unless asked', () => {
    renderWithProviders(<CopyableLink url={URL_} label="Your link" copy={COPY} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
