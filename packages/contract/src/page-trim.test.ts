// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { trimPage } from './page-trim.ts';

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
