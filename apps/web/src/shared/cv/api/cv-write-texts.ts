import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { textOf } from '../../i18n/text-of.ts';
import { refusalToast } from '../../offline/write-queue.ts';
import { toast } from '../../ui/toast.ts';

/** Says a CV change is done: the cv namespace's text at `key` ("Experience saved"). */
export function sayCvDone(key: string): void {
  const text = textOf('cv', key);
  if (text) toast.success(text);
}

/**
 * The meta of a CV change: refused, its toast says why (for a change made offline, which entry);
 * otherwise the cv namespace's text at `key`.
 */
export const cvRefusalMeta = (key: string) => ({
  errorToast: (error: unknown, context?: unknown) =>
    refusalToast('cvEntry', error, context, textOf('cv', key) ?? FALLBACK_ERRORS.saveCv),
});
