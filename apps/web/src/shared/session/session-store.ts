import type { Plan } from '@hirelane/contract/constants';
import { SIGNED_IN_ROLE } from '@hirelane/contract/constants';

export type SessionState = {
  /** Kept in memory only: a page reload gets a new one through the HttpOnly refresh cookie. */
  accessToken: string | null;
  idToken: string | null;
  userRole: Plan | null;
  hideLoginGuide: boolean;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
};

export type SessionTokens = {
  accessToken: string;
  idToken: string;
  hideLoginGuide?: boolean;
};

type Listener = () => void;

const initialSession: SessionState = {
  accessToken: null,
  idToken: null,
  userRole: null,
  hideLoginGuide: false,
  isAuthenticated: false,
  loading: false,
  error: null,
};

let state: SessionState = initialSession;
const listeners = new Set<Listener>();
const endListeners = new Set<Listener>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Current session snapshot (stable object until the next change). */
export function getSession(): SessionState {
  return state;
}

/** Subscribes to every change; returns the unsubscribe function. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Login, refresh and social callbacks: store the tokens and mark the user signed in. */
export function startSession(tokens: SessionTokens): void {
  setState({
    ...state,
    accessToken: tokens.accessToken,
    idToken: tokens.idToken,
    userRole: SIGNED_IN_ROLE,
    hideLoginGuide: tokens.hideLoginGuide ?? state.hideLoginGuide,
    isAuthenticated: true,
    loading: false,
    error: null,
  });
}

/**
 * Start-up without a network (the refresh got no answer) in a browser that holds a session: the app
 * opens signed in with no token, showing what it last saw; the first call that reaches the server
 * refreshes (a 401 without a token) and ends the session if the refresh is refused.
 */
export function continueSessionOffline(): void {
  if (state.isAuthenticated) return;
  setState({ ...state, accessToken: null, userRole: SIGNED_IN_ROLE, isAuthenticated: true, error: null });
}

/**
 * Logout and failed refresh: forget tokens and everything else, then tell the rest of the client
 * (query cache, …) so no data of this user stays in memory for the next one.
 */
export function endSession(): void {
  setState(initialSession);
  for (const listener of endListeners) listener();
}

export function setSessionLoading(loading: boolean): void {
  setState({ ...state, loading, error: loading ? null : state.error });
}

export function setSessionError(error: string | null): void {
  setState({ ...state, error, loading: false });
}

/** Runs `listener` every time a session ends; returns the unsubscribe function. */
export function onSessionEnd(listener: Listener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}
