import type { LetterInput } from '@hirelane/contract/letters';

const keyOf = (id: string) => `hirelane.letter-backup.${id}`;

/**
 * A copy of a letter's unsaved text in this browser, so a closed tab, a crash or a lost connection
 * never loses what was typed. Written on every change, removed once the server has the text.
 */
export const letterBackup = {
  read: (id: string): LetterInput | null => {
    try {
      const raw = localStorage.getItem(keyOf(id));
      return raw ? (JSON.parse(raw) as LetterInput) : null;
    } catch {
      return null;
    }
  },
  write: (id: string, input: LetterInput): void => {
    try {
      localStorage.setItem(keyOf(id), JSON.stringify(input));
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
