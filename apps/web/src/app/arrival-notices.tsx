import type { ArrivalNotice } from '@hirelane/contract/public-page';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takeArrivalNotice } from '../shared/session/arrival-notice.ts';
import { toast } from '../shared/ui/toast.ts';

const NOTICE_TEXTS = { emailConfirmed: 'notices.emailConfirmed' } as const satisfies Record<
  ArrivalNotice,
  string
>;

/**
 * Says, as a toast, what a page that signed the visitor in left for the app to say (it opened the
 * app as a new page: its own toast would not have outlived the load).
 */
export function ArrivalNotices() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  useEffect(() => {
    if (!ready) return;
    const notice = takeArrivalNotice();
    if (notice) toast.success(t(NOTICE_TEXTS[notice]));
  }, [ready, t]);
  return null;
}
