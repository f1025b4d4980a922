import { type Letter, type LetterInput, letterInput } from '@hirelane/contract/letters';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/http/api-error.ts';
import {
  type SavedLetter,
  useFetchSavedLetter,
  useReloadSavedLetter,
  useUpdateLetter,
} from '../api/letters.ts';
import { letterBackup } from '../model/letter-backup.ts';

/** Quiet time after the last keystroke before a save. */
export const AUTOSAVE_DELAY_MS = 1200;
/** A failed save is tried again after this long (and at once with "Save now"). */
export const AUTOSAVE_RETRY_MS = 10_000;

export type AutosaveStatus =
  | { state: 'saved' | 'pending' | 'saving' | 'failed' | 'conflict' }
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

/** HTTP 412: the letter was saved elsewhere (another tab, another device) since this editor's version. */
const isSavedElsewhere = (error: unknown) => isApiError(error) && error.status === 412;

/**
 * The editor's copy of a letter, saved a moment after each change (at once for sharing). A failed
 * save keeps the text, says so, keeps a backup in the browser and tries again. Each save names the
 * version it was written over; when the letter was saved elsewhere since (a conflict), saving stops
 * until the writer chooses: reload the saved letter, or keep their text and save it over that one.
 */
export function useAutosave(letter: SavedLetter) {
  const id = letter.jobApplicationId;
  const update = useUpdateLetter(id);
  const fetchSaved = useFetchSavedLetter(id);
  const reload = useReloadSavedLetter(id);
  const [restored] = useState(() => {
    const backup = letterBackup.read(id);
    if (!backup) return null;
    const restoredLetter = { ...editableOf(letter), ...backup.input } as EditableLetter;
    return same(restoredLetter, editableOf(letter)) ? null : { value: restoredLetter, etag: backup.etag };
  });
  const [value, setValue] = useState<EditableLetter>(restored?.value ?? editableOf(letter));
  const [status, setStatus] = useState<AutosaveStatus>({ state: restored ? 'pending' : 'saved' });
  const [discarded, setDiscarded] = useState(false);
  const latest = useRef(value);
  // The version this text was written over: a restored backup's own, else the one just loaded.
  const etag = useRef(restored?.etag ?? letter.etag);
  const conflicted = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  // The mutation object changes on every render; the save must not (it would reset the timers).
  const send = useRef(update.mutateAsync);
  send.current = update.mutateAsync;
  const fetchLatest = useRef(fetchSaved);
  fetchLatest.current = fetchSaved;
  const reloadLatest = useRef(reload.mutateAsync);
  reloadLatest.current = reload.mutateAsync;

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current || conflicted.current) return;
    const sent = latest.current;
    const parsed = letterInput.safeParse(sent);
    if (!parsed.success) {
      setStatus({ state: 'invalid', problem: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    inFlight.current = true;
    setStatus({ state: 'saving' });
    try {
      const saved = await send.current({ input: sent, etag: etag.current });
      etag.current = saved.etag;
      inFlight.current = false;
      if (same(sent, latest.current)) {
        letterBackup.clear(id);
        setStatus({ state: 'saved' });
      } else {
        // Typed on while saving: the backup now stands on the version just saved; save the newer text too.
        letterBackup.write(id, latest.current, etag.current);
        void save();
      }
    } catch (error) {
      inFlight.current = false;
      if (isSavedElsewhere(error)) {
        // Saving again would overwrite the other save: wait for the writer's choice.
        conflicted.current = true;
        setStatus({ state: 'conflict' });
        return;
      }
      setStatus({ state: 'failed' });
      timer.current = setTimeout(() => void save(), AUTOSAVE_RETRY_MS);
    }
  }, [id]);

  const change = useCallback(
    (patch: Partial<EditableLetter>, { now = false }: { now?: boolean } = {}) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setValue(next);
      letterBackup.write(id, next, etag.current);
      // In a conflict the text is kept (here and in the backup), and nothing is sent.
      if (conflicted.current) return;
      setStatus((current) => (current.state === 'failed' ? current : { state: 'pending' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), now ? 0 : AUTOSAVE_DELAY_MS);
    },
    [id, save],
  );

  /** After a conflict: this tab's text replaces the saved letter (saved over its current version). */
  const keepMine = useCallback(async () => {
    setStatus({ state: 'saving' });
    try {
      etag.current = (await fetchLatest.current()).etag;
    } catch {
      // Not known which version is saved now: the next try asks again by saving (and may conflict).
      conflicted.current = false;
      setStatus({ state: 'failed' });
      timer.current = setTimeout(() => void save(), AUTOSAVE_RETRY_MS);
      return;
    }
    conflicted.current = false;
    letterBackup.write(id, latest.current, etag.current);
    await save();
  }, [id, save]);

  /**
   * After a conflict: the saved letter replaces this tab's text. Rejects (text kept, the failure
   * toasted) when it cannot load.
   */
  const reloadSaved = useCallback(async () => {
    const saved = await reloadLatest.current();
    clearTimeout(timer.current);
    const fresh = editableOf(saved);
    latest.current = fresh;
    etag.current = saved.etag;
    conflicted.current = false;
    setValue(fresh);
    letterBackup.clear(id);
    setDiscarded(true);
    setStatus({ state: 'saved' });
  }, [id]);

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

  return {
    value,
    change,
    status,
    saveNow: () => void save(),
    keepMine: () => void keepMine(),
    reloadSaved,
    restored: restored !== null && !discarded,
  };
}
