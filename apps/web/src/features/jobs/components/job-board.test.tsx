import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import { boardOf } from '../testing/job-fixtures.ts';
import { JobBoard } from './job-board.tsx';

// An empty board scrolls sideways too, with nothing inside to focus: the scroller itself must be.
const board = boardOf({});

/** The window is a phone's (up to 48em) or wider. */
const windowIsPhone = (phone: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );

const renderBoard = () =>
  renderWithProviders(
    <JobBoard
      board={board}
      fullBoard={board}
      onMove={() => undefined}
      lane="saved"
      onLaneChange={() => undefined}
    />,
  );

describe('JobBoard', () => {
  beforeEach(() => setupTestI18n('en'));

  it('lets the keyboard reach the lanes’ sideways scroller, named in English and Norwegian', async () => {
    windowIsPhone(false);
    renderBoard();
    const scroller = screen.getByRole('region', { name: "The board's lanes" });
    expect(scroller.tabIndex).toBe(0);
    expect(scroller.getAttribute('tabindex')).toBe('0');

    await i18n.changeLanguage('no');
    expect(await screen.findByRole('region', { name: 'Tavlens kolonner' })).toBe(scroller);
  });

  it('leaves it out of the Tab order on a phone, where the page scrolls the one lane shown', () => {
    windowIsPhone(true);
    renderBoard();
    expect(screen.getByRole('region', { name: "The board's lanes" }).hasAttribute('tabindex')).toBe(false);
  });
});
