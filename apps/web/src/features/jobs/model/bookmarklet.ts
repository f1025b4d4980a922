import { JOB_PAGE_MAX_BYTES } from '@hirelane/contract/constants';

/** The messages the bookmarklet and the Hirelane tab it opens exchange (postMessage `data.type`). */
export const PAGE_MESSAGES = { ready: 'hirelane:ready', page: 'hirelane:page' } as const;

/**
 * The page as the bookmarklet sends it: its <head> (title, meta tags) and its <main>, else its
 * <body>, with every JSON-LD block of the page, without scripts, styles, media, form controls or
 * attributes nobody reads; as text only, cut short, when that is still over `maxBytes` once sent
 * as JSON. Self-contained: the bookmarklet carries this function's source, so it uses nothing
 * from outside it.
 */
export function trimPage(doc: Document, url: string, maxBytes: number): string {
  const DROP =
    'script,style,link,noscript,template,svg,math,img,picture,video,audio,canvas,iframe,object,embed,source,button,input,select,textarea';
  const KEEP =
    /^(itemprop|itemscope|itemtype|content|href|datetime|property|name|type|lang|charset|scope|value)$/;
  const clean = (node: Element): Element => {
    const copy = node.cloneNode(true) as Element;
    for (const element of Array.from(copy.querySelectorAll(DROP))) element.remove();
    for (const element of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
      for (const attribute of Array.from(element.attributes)) {
        if (!KEEP.test(attribute.name)) element.removeAttribute(attribute.name);
      }
    }
    return copy;
  };
  const sizeOf = (html: string) => new TextEncoder().encode(JSON.stringify({ url, html })).length;
  const escapeHtml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const jsonLd = Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))
    .map((script) => `<script type="application/ld+json">${script.textContent ?? ''}</script>`)
    .join('');
  const head = `${doc.head ? clean(doc.head).innerHTML : ''}${jsonLd}`;
  const main = doc.querySelector('main');
  const root = main ?? doc.body;
  const page = (body: string, headHtml = head) =>
    `<!doctype html><html lang="${escapeHtml(doc.documentElement.lang || '')}"><head>${headHtml}</head><body>${body}</body></html>`;
  const whole = page(main ? clean(main).outerHTML : root ? clean(root).innerHTML : '');
  if (sizeOf(whole) <= maxBytes) return whole;
  // Too big with its markup: the text as the browser shows it, shortened until it fits.
  const titleOnly = `<title>${escapeHtml(doc.title)}</title>`;
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text keeps its line breaks ("Sted: Oslo" lines).
  let text = (root as HTMLElement | null)?.innerText || root?.textContent || '';
  const headHtml = sizeOf(page('', head)) < maxBytes / 2 ? head : titleOnly;
  for (;;) {
    const html = page(`<main><pre>${escapeHtml(text)}</pre></main>`, headHtml);
    const size = sizeOf(html);
    if (size <= maxBytes) return html;
    if (text.length === 0) return page('', '');
    text = text.slice(0, Math.max(0, Math.floor((text.length * maxBytes) / size) - 1024));
  }
}

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
