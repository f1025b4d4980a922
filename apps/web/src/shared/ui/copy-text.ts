import { toast } from './toast.ts';

/** Puts text on the clipboard and says whether it worked, in the caller's words. */
export async function copyText(text: string, words: { done: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(words.done);
  } catch {
    toast.error(words.failed);
  }
}
