import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { textOf } from '../../../shared/i18n/text-of.ts';
import { verifyHandle } from '../api/public-profile.ts';
import { sharingKeys } from '../api/sharing-keys.ts';
import type { HandleProblem } from '../model/handle-rules.ts';
import { handleProblem, normalizeHandle } from '../model/handle-rules.ts';

/** Wait this long after the last keystroke before asking the server. */
export const HANDLE_CHECK_DELAY_MS = 400;

export type HandleCheck =
  /** Nothing typed: no handle, no public address. */
  | { status: 'empty' }
  /** Breaks a rule the browser knows; no call is made. */
  | { status: 'invalid'; problem: HandleProblem }
  /** The handle the profile already has. */
  | { status: 'current' }
  | { status: 'checking' }
  | { status: 'available' }
  /** The server said no; `reason` is its own words. */
  | { status: 'unavailable'; reason: string | undefined }
  /** The check itself failed (a toast says so); saving still works, the server checks again. */
  | { status: 'failed' };

export type HandleCheckOptions = {
  /** The handle saved on the profile: it is yours, nothing to ask. */
  savedHandle: string | null;
  delayMs?: number;
};

/**
 * Live availability of a handle while the user types: rules checked at once, the server asked
 * (GET /cv/public-profile/verify/) once typing pauses, answers kept per handle for a minute.
 * A failed call shows 'Failed to verify public profile handler' (or the server's message).
 */
export function useHandleCheck(
  raw: string,
  { savedHandle, delayMs = HANDLE_CHECK_DELAY_MS }: HandleCheckOptions,
): HandleCheck {
  const handle = normalizeHandle(raw);
  const [settled] = useDebouncedValue(handle, delayMs);
  const problem = handle ? handleProblem(handle) : null;
  const asksServer = handle !== '' && problem === null && handle !== savedHandle;
  const query = useQuery({
    queryKey: sharingKeys.handleCheck(settled),
    queryFn: ({ signal }) => verifyHandle(settled, signal),
    enabled: asksServer && settled === handle,
    retry: false,
    meta: { errorToast: () => textOf('sharing', 'profile.handle.checkFailed') },
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });
  const _failure = asksServer && settled === handle ? query.error : null;

  if (!handle) return { status: 'empty' };
  if (problem) return { status: 'invalid', problem };
  if (handle === savedHandle) return { status: 'current' };
  if (settled !== handle || query.isPending) return { status: 'checking' };
  if (query.isError) return { status: 'failed' };
  if (query.data.handlerAvailable) return { status: 'available' };
  return { status: 'unavailable', reason: query.data.reason };
}
