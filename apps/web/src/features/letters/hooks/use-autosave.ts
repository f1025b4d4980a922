import { type Letter, type LetterInput, letterInput } from '@hirelane/contract/letters';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUpdateLetter } from '../api/letters.ts';
import { letterBackup } from '../model/letter-backup.ts';

/** Quiet time after the last keystroke before a save. */
export const AUTOSAVE_DELAY_MS = 1200;
/** A failed save is tried again after this long (and at once with "Save now"). */
export const AUTOSAVE_RETRY_MS = 10_000;

export type AutosaveStatus =
  | { state: 'saved' | 'pending' | 'saving' | 'failed' }
  | { state: 'invalid'; problem: string };

export type EditableLetter = Required<Omit<LetterInput, 'jobId'>> & { jobId: string | null };

const editableOf = (letter: Letter): EditableLetter => ({
  title: letter.title,
  company: letter.company,
  contactName: letter.contactName,
  jobId: letter.jobId,
  body: letter.body,
  language: letter.language,
  isPublic: letter.isPublic,
});

const same = (a: EditableLetter, b: EditableLetter) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The editor's copy of a letter, saved a moment after each change (at once for sharing). A failed
 * save keeps the text, says so, keeps a backup in the browser and tries again.
 */
export function useAutosave(letter: Letter) {
  const id = letter.jobApplicationId;
  const update = useUpdateLetter(id);
  const [restored] = useState(() => {
    const backup = letterBackup.read(id);
    const restoredLetter = backup ? { ...editableOf(letter), ...backup } : null;
    return restoredLetter && !same(restoredLetter, editableOf(letter))
      ? (restoredLetter as EditableLetter)
      : null;
  });
  const [value, setValue] = useState<EditableLetter>(restored ?? editableOf(letter));
  const [status, setStatus] = useState<AutosaveStatus>({ state: restored ? 'pending' : 'saved' });
  const latest = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  // The mutation object changes on every render; the save must not (it would reset the timers).
  const send = useRef(update.mutateAsync);
  send.current = update.mutateAsync;

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current) return;
    const sent = latest.current;
    const parsed = letterInput.safeParse(sent);
    if (!parsed.success) {
      setStatus({ state: 'invalid', problem: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    inFlight.current = true;
    setStatus({ state: 'saving' });
    try {
      await send.current(sent);
      inFlight.current = false;
      if (same(sent, latest.current)) {
        letterBackup.clear(id);
        setStatus({ state: 'saved' });
      } else void save(); // typed on while saving: save the newer text too
    } catch {
      inFlight.current = false;
      setStatus({ state: 'failed' });
      timer.current = setTimeout(() => void save(), AUTOSAVE_RETRY_MS);
    }
  }, [id]);

  const change = useCallback(
    (patch: Partial<EditableLetter>, { now = false }: { now?: boolean } = {}) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setValue(next);
      letterBackup.write(id, next);
      setStatus((current) => (current.state === 'failed' ? current : { state: 'pending' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), now ? 0 : AUTOSAVE_DELAY_MS);
    },
    [id, save],
  );

  // A restored backup is saved as soon as the editor opens; leaving the editor saves what is pending.
  const pending = useRef(false);
  pending.current = status.state === 'pending' || status.state === 'failed';
  useEffect(() => {
    if (restored) void save();
    return () => {
      clearTimeout(timer.current);
      if (pending.current) void save();
    };
  }, [restored, save]);

  // Leaving with unsaved text: the browser asks first (the backup keeps it either way).
  const unsaved = status.state !== 'saved';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return { value, change, status, saveNow: () => void save(), restored: restored !== null };
}
