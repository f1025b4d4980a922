import { useRef, useState } from 'react';

/** A picker value: the browser's local "YYYY-MM-DD HH:mm:ss", or null for none. */
type PickerValue = string | null;

/**
 * The interview picker's draft while it is open: changes stay in the draft, and `save` gets the
 * draft only when the user confirmed and it differs from what is stored. A time typed before any
 * day is picked stays in the time fields (the picker gives it the day it is picked with) instead of
 * becoming an interview today.
 */
export function useInterviewDraft(stored: PickerValue, save: (value: PickerValue) => void) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<PickerValue>(null);
  // Refs, not state: the picker's close and change arrive in the same event as the click or key
  // that caused them, before a render would hand this hook the new values.
  const latest = useRef<PickerValue>(null);
  const confirmed = useRef(false);
  const timeWithoutDay = useRef(false);

  const update = (value: PickerValue) => {
    latest.current = value;
    setDraft(value);
  };

  return {
    value: editing ? draft : stored,
    open: () => {
      confirmed.current = false;
      update(stored);
      setEditing(true);
    },
    change: (value: PickerValue) => {
      if (timeWithoutDay.current) {
        timeWithoutDay.current = false;
        return;
      }
      update(value);
    },
    /** The time fields changed: with no day picked yet, the picker's "today at that time" is not taken. */
    typeTime: (time: string) => {
      timeWithoutDay.current = time !== '' && latest.current === null;
    },
    confirm: () => {
      confirmed.current = true;
    },
    close: () => {
      setEditing(false);
      const value = latest.current;
      if (confirmed.current && value !== null && value !== stored) save(value);
      confirmed.current = false;
    },
  };
}
