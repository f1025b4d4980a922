/**
 * Where a signed-out visitor was going when the login page took over (a bookmarklet's
 * `/?addFromLink=…`, a job's `/?job=…` from a reminder e-mail), so signing in — by password or
 * through Google/Facebook, which leave the page — lands there instead of on the bare board. Kept
 * for this tab only, and only in-app paths are believed.
 */
const KEY = 'hirelane.returnPath';
const NOT_DESTINATIONS = /^\/(login|signup|logout|forgot-password|auth)\b/;

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const isInAppPath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !NOT_DESTINATIONS.test(path);

/** Remembers `path` (pathname + search + hash) as the place to return to after signing in. */
export const rememberReturnPath = (path: string): void => {
  if (isInAppPath(path) && path !== '/') storage()?.setItem(KEY, path);
};

/** The remembered place, else the board. */
export const returnPath = (): string => {
  const path = storage()?.getItem(KEY) ?? '/';
  return isInAppPath(path) ? path : '/';
};

/** Forgets it once the user has arrived somewhere that needs a session. */
export const forgetReturnPath = (): void => {
  storage()?.removeItem(KEY);
};
