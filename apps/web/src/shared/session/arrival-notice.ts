import {
  ARRIVAL_NOTICE_COOKIE,
  ARRIVAL_NOTICE_MAX_AGE_S,
  ARRIVAL_NOTICES,
  type ArrivalNotice,
  type LoginNotice,
} from '@hirelane/contract/public-page';

/**
 * A word the app says once it has opened, left by a page that signed the visitor in and then loads
 * the app as a new page (a toast would not outlive the load): a short-lived cookie, which the
 * server's answer to a plain form sets too.
 */
export function leaveArrivalNotice(notice: ArrivalNotice | LoginNotice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports.
  document.cookie = `${ARRIVAL_NOTICE_COOKIE}=${notice}; Path=/; Max-Age=${ARRIVAL_NOTICE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The notice left for the app, if any, cleared so it is said once. */
export function takeArrivalNotice(): ArrivalNotice | null {
  const entry = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${ARRIVAL_NOTICE_COOKIE}=`))
    ?.slice(ARRIVAL_NOTICE_COOKIE.length + 1);
  if (!entry) return null;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports.
  document.cookie = `${ARRIVAL_NOTICE_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
  return ARRIVAL_NOTICES.find((notice) => notice === entry) ?? null;
}
