import type { LetterInput } from '@hirelane/contract/letters';

const keyOf = (id: string) => `hirelane.letter-backup.${id}`;

/** Unsaved text, and the ETag of the saved version it was written over (null: not known). */
export type LetterBackup = { input: LetterInput; etag: string | null };

/**
 * A copy of a letter's unsaved text in this browser, so a closed tab, a crash or a lost connection
 * never loses what was typed. Written on every change, removed once the server has the text. It
 * keeps the version it was written over, so restoring it never overwrites a later save from
 * elsewhere without asking.
 */
export const letterBackup = {
  read: (id: string): LetterBackup | null => {
    try {
      const raw = localStorage.getItem(keyOf(id));
      if (!raw) return null;
      const { etag = null, ...input } = JSON.parse(raw) as LetterInput & { etag?: string | null };
      return { input, etag };
    } catch {
      return null;
    }
  },
  write: (id: string, input: LetterInput, etag: string | null): void => {
    try {
      localStorage.setItem(keyOf(id), JSON.stringify({ ...input, etag }));
    } catch {
      // Storage full or blocked: the editor still holds the text and says when it is unsaved.
    }
  },
  clear: (id: string): void => {
    try {
      localStorage.removeItem(keyOf(id));
    } catch {
      // Nothing to clear.
    }
  },
};
