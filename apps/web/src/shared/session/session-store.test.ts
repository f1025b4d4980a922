import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endSession,
  getSession,
  onSessionEnd,
  sessionCleanedUp,
  setSessionLoading,
  startSession,
  subscribeSession,
} from './session-store.ts';
import { useSession } from './use-session.ts';

beforeEach(() => {
  endSession();
});

describe('session store', () => {
  it('starts signed out', () => {
    expect(getSession()).toEqual({
      accessToken: null,
      idToken: null,
      userRole: null,
      hideLoginGuide: false,
      isAuthenticated: false,
      loading: false,
    });
  });

  it('login/refresh store the tokens, mark the user signed in and set the Premium role', () => {
    setSessionLoading(true);
    startSession({ accessToken: 'a', idToken: 'i', hideLoginGuide: true });
    expect(getSession()).toMatchObject({
      accessToken: 'a',
      idToken: 'i',
      userRole: 'Premium',
      hideLoginGuide: true,
      isAuthenticated: true,
      loading: false,
    });
    // A refresh answer has no hideLoginGuide: the known value stays.
    startSession({ accessToken: 'b', idToken: 'j' });
    expect(getSession()).toMatchObject({ accessToken: 'b', hideLoginGuide: true });
  });

  it('never writes the access token to browser storage', () => {
    startSession({ accessToken: 'secret-token', idToken: 'i' });
    const stored = [
      ...Object.values(window.localStorage),
      ...Object.values(window.sessionStorage),
      document.cookie,
    ].join(' ');
    expect(stored).not.toContain('secret-token');
  });

  it('ending the session clears everything and tells the end listeners', () => {
    const onEnd = vi.fn();
    const unsubscribe = onSessionEnd(onEnd);
    startSession({ accessToken: 'a', idToken: 'i', hideLoginGuide: true });
    endSession();
    expect(getSession()).toMatchObject({
      accessToken: null,
      isAuthenticated: false,
      userRole: null,
    });
    expect(onEnd).toHaveBeenCalledTimes(1);
    unsubscribe();
    endSession();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const before = getSession();
    expect(getSession()).toBe(before);
    startSession({ accessToken: 'a', idToken: 'i' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSession()).not.toBe(before);
    unsubscribe();
  });

  it('useSession re-renders with the selected slice', () => {
    const { result } = renderHook(() => useSession((session) => session.isAuthenticated));
    expect(result.current).toBe(false);
    act(() => startSession({ accessToken: 'a', idToken: 'i' }));
    expect(result.current).toBe(true);
    act(() => endSession());
    expect(result.current).toBe(false);
  });

  it('a page may leave once the end listeners have finished their work', async () => {
    let finish = () => {};
    const unsubscribe = onSessionEnd(() => new Promise<void>((resolve) => (finish = resolve)));
    startSession({ accessToken: 'a', idToken: 'i' });
    endSession();
    let cleanedUp = false;
    void sessionCleanedUp().then(() => (cleanedUp = true));
    await Promise.resolve();
    expect(cleanedUp).toBe(false);
    finish();
    await vi.waitFor(() => expect(cleanedUp).toBe(true));
    unsubscribe();
  });
});
