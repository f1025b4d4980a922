import { describe, expect, it, vi } from 'vitest';
import { bookmarkletCode, PAGE_MESSAGES, trimPage } from './bookmarklet.ts';

const AD = 'https://jobs.example/ads/1?ref=a%20b';

const jobPage = (body: string) => {
  const doc = document.implementation.createHTMLDocument('');
  doc.documentElement.lang = 'nb';
  doc.head.innerHTML = `<title>Elektriker – Fjordkraft</title><meta charset="utf-8">
    <meta property="og:title" content="Elektriker"><link rel="icon" href="/favicon.ico">
    <style>body{color:red}</style><script>track()</script>`;
  doc.body.innerHTML = body;
  return doc;
};

const sizeSent = (html: string) => new TextEncoder().encode(JSON.stringify({ url: AD, html })).length;

describe('trimPage', () => {
  it('keeps the head’s title and meta tags, the <main>, every JSON-LD block and microdata; drops the rest', () => {
    const doc = jobPage(`<nav>Menu</nav>
      <main class="x" style="color:blue" data-track="1">
        <h1 itemprop="title" class="big">Elektriker</h1>
        <dl><dt>Arbeidsgiver</dt><dd>Fjordkraft Nett AS</dd></dl>
        <img src="/logo.png"><svg><path d="M0"></path></svg><button>Søk</button>
        <script>alert(1)</script>
      </main>
      <footer><script type="application/ld+json">{"@type":"JobPosting","title":"Elektriker"}</script></footer>`);
    const html = trimPage(doc, AD, 2 * 1024 * 1024);
    expect(html).toMatch(/^<!doctype html><html lang="nb"><head><title>Elektriker – Fjordkraft<\/title>/);
    expect(html).toContain('<meta property="og:title" content="Elektriker">');
    expect(html).toContain(
      '<script type="application/ld+json">{"@type":"JobPosting","title":"Elektriker"}</script></head>',
    );
    expect(html).toContain('<body><main>');
    expect(html).toContain('<h1 itemprop="title">Elektriker</h1>');
    expect(html).toContain('<dl><dt>Arbeidsgiver</dt><dd>Fjordkraft Nett AS</dd></dl>');
    for (const dropped of [
      'Menu',
      'favicon',
      'color',
      'track',
      'class=',
      'data-track',
      '<img',
      '<svg',
      'Søk',
      'alert',
    ]) {
      expect(html).not.toContain(dropped);
    }
  });

  it('takes the <body> when there is no <main>', () => {
    const html = trimPage(jobPage('<div><h1>Rørlegger</h1></div>'), AD, 100_000);
    expect(html).toContain('<body><div><h1>Rørlegger</h1></div></body>');
  });

  it('sends the text alone, cut short, when the markup is over the limit; never more than the limit', () => {
    const rows = Array.from(
      { length: 300 },
      (_, index) => `<tr><td class="cell">Rad ${index}</td><td>æøå</td></tr>`,
    );
    const doc = jobPage(`<main><h1>Lager</h1><table>${rows.join('')}</table></main>`);
    const max = 3000;
    const html = trimPage(doc, AD, max);
    expect(sizeSent(html)).toBeLessThanOrEqual(max);
    expect(html).toContain('<title>Elektriker – Fjordkraft</title>');
    expect(html).toMatch(/<main><pre>[^<]*Lager[^<]*Rad 0/);
    expect(html).not.toContain('<td');
  });
});

describe('the bookmarklet', () => {
  it('opens Hirelane with the address, then posts the trimmed page only to that window, on its origin', () => {
    const code = bookmarkletCode('https://app.hirelane.example');
    expect(code).toMatch(/^javascript:/);
    const tab = { postMessage: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    document.body.innerHTML = '<main><h1>Snekker</h1><p>50% stilling</p></main>';
    try {
      new Function(decodeURIComponent(code.slice('javascript:'.length)))();
      expect(open).toHaveBeenCalledWith(
        `https://app.hirelane.example/?addFromPage=${encodeURIComponent(window.location.href)}`,
        '_blank',
      );
      const ready = { type: PAGE_MESSAGES.ready };
      // From another window, or another origin: ignored.
      window.dispatchEvent(
        new MessageEvent('message', { data: ready, origin: 'https://app.hirelane.example' }),
      );
      window.dispatchEvent(
        new MessageEvent('message', { data: ready, origin: 'https://evil.example', source: tab as never }),
      );
      expect(tab.postMessage).not.toHaveBeenCalled();
      window.dispatchEvent(
        new MessageEvent('message', {
          data: ready,
          origin: 'https://app.hirelane.example',
          source: tab as never,
        }),
      );
      expect(tab.postMessage).toHaveBeenCalledTimes(1);
      const [message, targetOrigin] = tab.postMessage.mock.calls[0] ?? [];
      expect(targetOrigin).toBe('https://app.hirelane.example');
      expect(message).toMatchObject({ type: PAGE_MESSAGES.page, url: window.location.href });
      expect(message.html).toContain('<main><h1>Snekker</h1><p>50% stilling</p></main>');
    } finally {
      open.mockRestore();
    }
  });
});
