import { useMutation, useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { setupTestI18n } from '../testing/test-i18n.ts';
import { LoadError } from '../ui/load-error.tsx';
import { ApiError } from './api-error.ts';

beforeAll(() => setupTestI18n('en'));

function FailingLoad() {
  useQuery({
    queryKey: ['failing-load'],
    queryFn: () => Promise.reject(new ApiError({ status: 500, message: 'Request failed' })),
    meta: { errorToast: () => 'Failed to load job board' },
  });
  return null;
}

function FailingSave() {
  const save = useMutation({
    mutationFn: () =>
      Promise.reject(new ApiError({ status: 409, message: 'x', serverMessage: 'This handle is taken' })),
    meta: { errorToast: () => 'Failed to save' },
  });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save
    </button>
  );
}

describe('the one error-feedback path', () => {
  it("toasts a failed query with its meta's fallback when the server said nothing useful", async () => {
    renderWithProviders(<FailingLoad />);
    expect(await screen.findByText('Failed to load job board')).toBeTruthy();
  });

  it("toasts a failed mutation with the server's own message", async () => {
    renderWithProviders(<FailingSave />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This handle is taken')).toBeTruthy();
  });

  it('shows a load error where the content would be, with one button to try again', async () => {
    let retried = 0;
    renderWithProviders(<LoadError message="Failed to load job board" onRetry={() => (retried += 1)} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load job board');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(retried).toBe(1);
  });
});
