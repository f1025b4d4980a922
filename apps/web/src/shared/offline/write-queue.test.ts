import { dehydrate, hydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { setupTestI18n } from '../testing/test-i18n.ts';
import {
  isUnsavedId,
  isWaitingFor,
  OFFLINE_WRITE_OPTIONS,
  othersPending,
  queuedContext,
  refusalToast,
  refuseUnsaved,
  unsavedId,
  WaitsForSaveError,
} from './write-queue.ts';

beforeAll(() => setupTestI18n('en'));
afterEach(() => onlineManager.setOnline(true));

const BARISTA = 'Barista at Kaffebrenneriet';
const refused = (status: number, serverMessage?: string) =>
  new ApiError({ status, code: undefined, message: 'refused', serverMessage });

describe('the toast of a refused change', () => {
  it('names a change made offline, the job and why', () => {
    const queued = { queued: true, label: BARISTA };
    expect(refusalToast('move', refused(404), queued, 'Failed to move')).toEqual({
      exactly: 'Could not move “Barista at Kaffebrenneriet”: the job was deleted on another device.',
    });
    expect(refusalToast('edit', refused(409), queued, 'Failed')).toEqual({
      exactly:
        'Could not save the changes to “Barista at Kaffebrenneriet”: the job was changed on another device.',
    });
    expect(refusalToast('pin', refused(412), queued, 'Failed')).toEqual({
      exactly: 'Could not pin or unpin “Barista at Kaffebrenneriet”: the job was changed on another device.',
    });
    // Another refusal says the server's own words.
    expect(refusalToast('interview', refused(400, 'The date is not valid'), queued, 'Failed')).toEqual({
      exactly: 'Could not set the interview for “Barista at Kaffebrenneriet”: The date is not valid',
    });
  });

  it('keeps the usual fallback for a change made online', () => {
    expect(refusalToast('move', refused(404), { queued: false, label: BARISTA }, 'Failed to move')).toBe(
      'Failed to move',
    );
    expect(refusalToast('move', refused(404), undefined, 'Failed to move')).toBe('Failed to move');
  });

  it('says a job made offline must be saved before it can be changed', () => {
    const error = (() => {
      try {
        refuseUnsaved(unsavedId(), BARISTA);
      } catch (thrown) {
        return thrown;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(WaitsForSaveError);
    expect(refusalToast('move', error, undefined, 'Failed')).toEqual({
      exactly: '“Barista at Kaffebrenneriet” is waiting to be saved: it can be changed once it is synced.',
    });
    expect(() => refuseUnsaved('job-1', BARISTA)).not.toThrow();
    expect(isUnsavedId('job-1')).toBe(false);
  });
});

describe('changes made offline', () => {
  it('remembers whether a change was made offline', () => {
    onlineManager.setOnline(false);
    expect(queuedContext(BARISTA)).toEqual({ queued: true, label: BARISTA });
    onlineManager.setOnline(true);
    expect(queuedContext(BARISTA)).toEqual({ queued: false, label: BARISTA });
  });

  it('wait, are kept through a reload, and are sent in the order they were made', async () => {
    const sent: string[] = [];
    const defaults = (queryClient: QueryClient) =>
      queryClient.setMutationDefaults(['jobs', 'move'], {
        ...OFFLINE_WRITE_OPTIONS,
        mutationFn: async ({ jobId }: { jobId: string }) => {
          sent.push(jobId);
          await new Promise((resolve) => setTimeout(resolve, 5));
          return jobId;
        },
      });
    const before = new QueryClient();
    before.mount();
    defaults(before);
    onlineManager.setOnline(false);
    const observer = (jobId: string) =>
      void before
        .getMutationCache()
        .build(before, { mutationKey: ['jobs', 'move'] })
        .execute({ jobId })
        .catch(() => undefined);
    observer('a');
    observer('b');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const waiting = before.getMutationCache().getAll();
    expect(waiting.map((mutation) => isWaitingFor(mutation, 'a'))).toEqual([true, false]);
    expect(othersPending(before)).toBe(true);
    // What the store keeps: the paused changes, as JSON.
    const kept = JSON.parse(JSON.stringify(dehydrate(before)));
    expect(kept.mutations).toHaveLength(2);
    before.unmount();
    expect(sent).toEqual([]);

    // Another tab (a reload): the changes get their functions from the defaults and run in order.
    const after = new QueryClient();
    after.mount();
    defaults(after);
    hydrate(after, kept);
    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent).toEqual(['a', 'b']);
    expect(
      after
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.status),
    ).toEqual(['success', 'success']);
    after.unmount();
  });
});
