import type { TFunction } from 'i18next';
import type { HandleCheck } from '../hooks/use-handle-check.ts';

export type HandleStatusText = {
  /** Shown under the field as a hint (neutral, or good news). */
  hint: string | null;
  /** Shown under the field as an error. */
  error: string | null;
  tone: 'neutral' | 'good';
};

// The server's words for a handle held by someone else; shown in the interface language instead.
const TAKEN_REASON = 'This handle is taken';

/** What the live handle check says, in words for under the field. */
export function handleStatusText(
  check: HandleCheck,
  handle: string,
  t: TFunction<'sharing'>,
): HandleStatusText {
  switch (check.status) {
    case 'empty':
      return { hint: t('profile.handle.hint'), error: null, tone: 'neutral' };
    case 'invalid':
      // "Too short" while someone is still typing is a hint, not a mistake.
      return check.problem === 'tooShort'
        ? { hint: t('profile.handle.problems.tooShort'), error: null, tone: 'neutral' }
        : { hint: null, error: t(`profile.handle.problems.${check.problem}` as const), tone: 'neutral' };
    case 'current':
      return { hint: t('profile.handle.current'), error: null, tone: 'good' };
    case 'checking':
      return { hint: t('profile.handle.checking'), error: null, tone: 'neutral' };
    case 'available':
      return { hint: t('profile.handle.available', { handle }), error: null, tone: 'good' };
    case 'unavailable':
      return {
        hint: null,
        error: !check.reason || check.reason === TAKEN_REASON ? t('profile.handle.taken') : check.reason,
        tone: 'neutral',
      };
    case 'failed':
      return { hint: t('profile.handle.notChecked'), error: null, tone: 'neutral' };
  }
}
