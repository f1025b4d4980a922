import { JOB_PAGE_MAX_BYTES } from '@hirelane/contract/constants';
import { trimPage } from '@hirelane/contract/page-trim';

/** The messages the bookmarklet and the Hirelane tab it opens exchange (postMessage `data.type`). */
export const PAGE_MESSAGES = { ready: 'hirelane:ready', page: 'hirelane:page' } as const;

/**
 * The bookmarklet's code: on a job ad, it opens this Hirelane (`origin`) in a new tab with the
 * page's address (`?addFromPage=`) and, once that tab says it is ready (a message from that window
 * and this origin only), posts it the trimmed page; the tab reads it with its own session. A
 * `javascript:` address, its code percent-encoded (a "%" in it would be decoded otherwise).
 */
export function bookmarkletCode(origin: string): string {
  const code = `(()=>{const o=${JSON.stringify(origin)},u=location.href,w=window.open(o+'/?addFromPage='+encodeURIComponent(u),'_blank');if(!w)return;const h=(${trimPage.toString()})(document,u,${JOB_PAGE_MAX_BYTES});const l=(e)=>{if(e.source!==w||e.origin!==o||!e.data||e.data.type!==${JSON.stringify(PAGE_MESSAGES.ready)})return;removeEventListener('message',l);w.postMessage({type:${JSON.stringify(PAGE_MESSAGES.page)},url:u,html:h},o)};addEventListener('message',l)})()`;
  return `javascript:${encodeURIComponent(code)}`;
}
