/**
 * The page as a client sends it to POST /jobs/from-page: its <head> (title, meta tags) and its
 * <main>, else its <body>, with every JSON-LD block of the page, without scripts, styles, media,
 * form controls or attributes nobody reads; as text only, cut short, when that is still over
 * `maxBytes` once sent as JSON. The web app's bookmarklet and the browser extension both run this
 * function's source in the tab being read, so it is self-contained: it uses nothing from outside it.
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
