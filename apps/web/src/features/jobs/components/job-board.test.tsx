import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { windowIsNarrow } from '../../../shared/testing/match-media.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import { boardElement } from '../testing/board-element.tsx';
import { boardOf } from '../testing/job-fixtures.ts';

// An empty board scrolls sideways too, with nothing inside to focus: the scroller itself must be.
const board = boardOf({});

const renderBoard = () => renderWithProviders(boardElement(board));

describe('JobBoard', () => {
  beforeEach(() => setupTestI18n('en'));

  it('lets the keyboard reach the lanes’ sideways scroller, named in English and Norwegian', async () => {
    windowIsNarrow(false);
    renderBoard();
    const scroller = screen.getByRole('region', { name: "The board's lanes" });
    expect(scroller.tabIndex).toBe(0);
    expect(scroller.getAttribute('tabindex')).toBe('0');

    await i18n.changeLanguage('no');
    expect(await screen.findByRole('region', { name: 'Tavlens kolonner' })).toBe(scroller);
  });

  it('leaves it out of the Tab order on a phone, where the page scrolls the one lane shown', () => {
    windowIsNarrow(true);
    renderBoard();
    expect(screen.getByRole('region', { name: "The board's lanes" }).hasAttribute('tabindex')).toBe(false);
  });
});
