import { renderHook } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { unsavedId } from '../../offline/write-queue.ts';
import { setupTestI18n } from '../../testing/test-i18n.ts';
import { toast } from '../../ui/toast.ts';
import { useKeptToast } from './use-kept-toast.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn() } }));

beforeAll(() => setupTestI18n('en'));
beforeEach(() => vi.mocked(toast.success).mockClear());

describe('the toast of a CV change made offline', () => {
  it('says the change is kept on this device, for a new entry and a saved one', () => {
    const { result } = renderHook(() => useKeptToast());
    result.current('kept', null);
    result.current('kept', '3f2a9c1e-0000-4000-8000-000000000001');
    expect(vi.mocked(toast.success).mock.calls).toEqual([
      ['Your change is kept on this device and will be sent when you are back online.'],
      ['Your change is kept on this device and will be sent when you are back online.'],
    ]);
  });

  it('says nothing for a change that was sent, or one the queue refuses (its entry is unsaved)', () => {
    const { result } = renderHook(() => useKeptToast());
    result.current('sent', null);
    result.current('kept', unsavedId());
    expect(toast.success).not.toHaveBeenCalled();
  });
});
