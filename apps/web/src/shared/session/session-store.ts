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
};

export type SessionTokens = {
  accessToken: string;
  idToken: string;
  hideLoginGuide?: boolean;
};

type Listener = () => void;
/** Told when a session ends; the promise, if any, is work a page leaving for the server must wait for. */
type EndListener = () => unknown;

/** At most this long a page leaving after a session's end waits for its cleanup (a stuck store never traps anyone). */
const CLEANUP_WAIT_MS = 4000;

const initialSession: SessionState = {
  accessToken: null,
  idToken: null,
  userRole: null,
  hideLoginGuide: false,
  isAuthenticated: false,
  loading: false,
};

let state: SessionState = initialSession;
const listeners = new Set<Listener>();
const endListeners = new Set<EndListener>();
/** What the last session's end started (deleting what this device kept of it), settled. */
let cleanup: Promise<void> = Promise.resolve();

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
  });
}

/**
 * Start-up without a network (the refresh got no answer) in a browser that holds a session: the app
 * opens signed in with no token, showing what it last saw; the first call that reaches the server
 * refreshes (a 401 without a token) and ends the session if the refresh is refused.
 */
export function continueSessionOffline(): void {
  if (state.isAuthenticated) return;
  setState({ ...state, accessToken: null, userRole: SIGNED_IN_ROLE, isAuthenticated: true });
}

/**
 * Logout and failed refresh: forget tokens and everything else, then tell the rest of the client
 * (query cache, …) so no data of this user stays in memory for the next one.
 */
export function endSession(): void {
  setState(initialSession);
  const pending = [...endListeners].map((listener) => listener()).filter((work) => work instanceof Promise);
  if (pending.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitedLongEnough = new Promise((resolve) => {
    timer = setTimeout(resolve, CLEANUP_WAIT_MS);
  });
  cleanup = Promise.race([Promise.allSettled(pending), waitedLongEnough]).then(() => clearTimeout(timer));
}

/**
 * Resolves once the last session's end listeners have finished their work (or after a few seconds).
 * A page that leaves at once would cut short the deleting of what this device kept of the session.
 */
export function sessionCleanedUp(): Promise<void> {
  return cleanup;
}

export function setSessionLoading(loading: boolean): void {
  setState({ ...state, loading });
}

/**
 * Runs `listener` every time a session ends; a promise it returns is waited for before the page
 * leaves for the server (`sessionCleanedUp`). Returns the unsubscribe function.
 */
export function onSessionEnd(listener: EndListener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}
