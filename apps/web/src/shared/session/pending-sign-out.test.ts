import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberPendingSignOut, sendPendingSignOut } from './pending-sign-out.ts';

const setHint = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie as a server would.
  document.cookie = 'hl_signed_in=1; path=/';
};

/** Two starts online in a row: the sign-out call they make, as a mock to count. */
async function startTwiceOnline() {
  const logout = vi.fn().mockResolvedValue({});
  await sendPendingSignOut(logout);
  await sendPendingSignOut(logout);
  return logout;
}

describe('a sign-out made offline', () => {
  afterEach(() => {
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie as a server would.
    document.cookie = 'hl_signed_in=; Max-Age=0; path=/';
    vi.restoreAllMocks();
  });

  it('stops offering the session at once: the hint cookie goes', () => {
    setHint();
    rememberPendingSignOut();
    expect(document.cookie).not.toContain('hl_signed_in=1');
  });

  it('is sent at the next start online, once', async () => {
    setHint();
    rememberPendingSignOut();
    const logout = await startTwiceOnline();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('waits for the next start when the server is still out of reach', async () => {
    rememberPendingSignOut();
    const unreachable = vi.fn().mockRejectedValue(new Error('offline'));
    await sendPendingSignOut(unreachable);
    const logout = vi.fn().mockResolvedValue({});
    await sendPendingSignOut(logout);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('is not sent offline', async () => {
    rememberPendingSignOut();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const logout = vi.fn().mockResolvedValue({});
    await sendPendingSignOut(logout);
    expect(logout).not.toHaveBeenCalled();
  });

  it('never ends the session of someone who signed in since', async () => {
    rememberPendingSignOut();
    setHint();
    const logout = await startTwiceOnline();
    expect(logout).not.toHaveBeenCalled();
  });

  it('does nothing when no sign-out waits', async () => {
    const logout = vi.fn().mockResolvedValue({});
    await sendPendingSignOut(logout);
    expect(logout).not.toHaveBeenCalled();
  });
});
