import type { PublicCv } from '@hirelane/contract/sharing';

/** The owner's full name, or null when the account has none. */
export function fullName(cv: Pick<PublicCv, 'firstName' | 'lastName'>): string | null {
  const name = `${cv.firstName} ${cv.lastName}`.trim();
  return name || null;
}
