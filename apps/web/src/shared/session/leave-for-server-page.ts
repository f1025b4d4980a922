import { sessionCleanedUp } from './session-store.ts';

/**
 * Loads a page only the server answers (the sign-in page) in place of this one, once what the
 * ended session left on this device is deleted: leaving at once would cut that deleting short.
 */
export async function leaveForServerPage(to: string): Promise<void> {
  await sessionCleanedUp();
  window.location.replace(to);
}
