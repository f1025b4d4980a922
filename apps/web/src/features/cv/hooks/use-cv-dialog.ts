import type { CvSectionKey } from '@hirelane/contract/constants';
import { useSearchParams } from 'react-router';

const SECTION_PARAM = 'edit';
const ENTRY_PARAM = 'entry';
const NEW_ENTRY = 'new';

export type CvDialog = {
  /** Whether the add/edit dialog of `section` is open. */
  isOpen: (section: CvSectionKey) => boolean;
  /** The id of the entry being edited, or null when adding a new one. */
  entryId: string | null;
  open: (section: CvSectionKey, entryId?: string) => void;
  close: () => void;
};

/**
 * The open add/edit dialog lives in the URL (?edit=experience&entry=<id|new>), as
 * asks: a reload keeps it and the phone's back button closes it.
 */
export function useCvDialog(): CvDialog {
  const [params, setParams] = useSearchParams();
  const section = params.get(SECTION_PARAM);
  const entry = params.get(ENTRY_PARAM);
  return {
    isOpen: (key) => section === key,
    entryId: entry && entry !== NEW_ENTRY ? entry : null,
    open: (key, entryId) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(SECTION_PARAM, key);
        next.set(ENTRY_PARAM, entryId ?? NEW_ENTRY);
        return next;
      }),
    close: () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SECTION_PARAM);
          next.delete(ENTRY_PARAM);
          return next;
        },
        { replace: true },
      ),
  };
}
