import { http } from '../../../shared/http/http.ts';

/**
 * PUT /cv/general/guide/complete: tells the server the CV guide was seen. The browser
 * flag already hides the guide, so a failure (or a server without the route: 404) changes nothing.
 */
export async function completeCvGuide(): Promise<void> {
  try {
    await http.put('/cv/general/guide/complete');
  } catch {
    // Best effort by design; see above.
  }
}
