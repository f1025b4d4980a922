import { useTranslation } from 'react-i18next';
import { isUnsavedId } from '../../offline/write-queue.ts';
import { toast } from '../../ui/toast.ts';
import type { SendOutcome } from '../api/entry-writes.ts';

/**
 * Says that a CV change made offline is kept in this browser and will be sent once back online (the
 * entry also shows "Waiting to sync"). Not for a change to an entry itself still waiting to be
 * saved: the queue refuses that one, and its toast says why.
 */
export function useKeptToast() {
  const { t } = useTranslation('cv');
  return (outcome: SendOutcome, entryId: string | null) => {
    if (outcome === 'kept' && !(entryId && isUnsavedId(entryId))) toast.success(t('offline.kept'));
  };
}
