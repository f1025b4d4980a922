import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isWaitingFor } from './write-queue.ts';

/** Whether a change to the thing with `id` (a job, a CV entry) still waits to be sent. */
export function useWaitingToSync(id: string): boolean {
  const queryClient = useQueryClient();
  const mutations = queryClient.getMutationCache();
  return useSyncExternalStore(
    (onChange) => mutations.subscribe(onChange),
    () => mutations.getAll().some((mutation) => isWaitingFor(mutation, id)),
    () => false,
  );
}

/**
 * A small mark on what a change made offline has not reached the server for yet ("Waiting to
 * sync"); it goes once the change is sent.
 */
export function WaitingMark({ id }: { id: string }) {
  const { t } = useTranslation('common', { useSuspense: false });
  if (!useWaitingToSync(id)) return null;
  return (
    <span
      data-waiting-to-sync=""
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        fontSize: 'var(--mantine-font-size-xs)',
        color: 'var(--mantine-color-dimmed)',
      }}
    >
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {t('offline.waiting')}
    </span>
  );
}
