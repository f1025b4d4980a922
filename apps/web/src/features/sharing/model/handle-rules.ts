import { HANDLE_MAX, HANDLE_MIN, HANDLE_PATTERN, RESERVED_HANDLES } from '@hirelane/contract/sharing';

/** Why a handle cannot be used, known without asking the server (the contract's rules). */
export type HandleProblem = 'tooShort' | 'tooLong' | 'characters' | 'reserved';

/** Handles are stored lower-case; what the user types is read that way. */
export function normalizeHandle(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The first rule a (normalised) handle breaks, or null when only the server can tell. */
export function handleProblem(handle: string): HandleProblem | null {
  if (handle.length < HANDLE_MIN) return 'tooShort';
  if (handle.length > HANDLE_MAX) return 'tooLong';
  if (!HANDLE_PATTERN.test(handle)) return 'characters';
  if ((RESERVED_HANDLES as readonly string[]).includes(handle)) return 'reserved';
  return null;
}
