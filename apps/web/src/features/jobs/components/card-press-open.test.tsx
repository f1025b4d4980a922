import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import { boardElement } from '../testing/board-element.tsx';
import { boardOf } from '../testing/job-fixtures.ts';
import { type BoardActions, BoardActionsContext } from './board-actions.tsx';

const board = boardOf({ saved: { normal: ['Barista'] } });
const press = { pointerId: 1, isPrimary: true, pointerType: 'mouse', button: 0, clientX: 10, clientY: 10 };

const renderBoard = () => {
  const openDetails = vi.fn();
  const actions = { openDetails } as unknown as BoardActions;
  renderWithProviders(<BoardActionsContext value={actions}>{boardElement(board)}</BoardActionsContext>);
  return { openDetails, title: screen.getByRole('button', { name: 'Barista at Barista AS' }) };
};

describe('a press on a card', () => {
  beforeEach(() => setupTestI18n('en'));

  it('opens the card when let go there, with no click to follow (its element was replaced meanwhile)', () => {
    const { openDetails, title } = renderBoard();
    fireEvent.pointerDown(title, press);
    fireEvent.pointerUp(title, press);
    expect(openDetails).toHaveBeenCalledWith('Barista');
    // The click that comes when the element stayed does not open it again.
    fireEvent.click(title, { detail: 1 });
    expect(openDetails).toHaveBeenCalledTimes(1);
  });

  it('does not open it when the press became a drag, or was another button', () => {
    const { openDetails, title } = renderBoard();
    fireEvent.pointerDown(title, press);
    fireEvent.pointerMove(title, { ...press, clientX: 30 });
    fireEvent.pointerUp(title, { ...press, clientX: 30 });
    fireEvent.pointerDown(title, { ...press, button: 2 });
    fireEvent.pointerUp(title, { ...press, button: 2 });
    expect(openDetails).not.toHaveBeenCalled();
  });

  it('still opens it from the keyboard (a click with no press)', () => {
    const { openDetails, title } = renderBoard();
    fireEvent.click(title, { detail: 0 });
    expect(openDetails).toHaveBeenCalledWith('Barista');
  });
});
