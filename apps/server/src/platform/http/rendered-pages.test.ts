import type { PublicPageRequest } from '@hirelane/contract/public-page';
import { describe, expect, it } from 'vitest';
import { rememberingRenderer } from './rendered-pages.ts';

const requestFor = (document: 'terms' | 'privacy', language: 'en' | 'no' = 'en'): PublicPageRequest => ({
  content: { page: 'legal', document },
  language,
  url: `/${document}`,
  canonicalUrl: `http://localhost/${document}`,
  origin: 'http://localhost',
  styles: [],
  scripts: [],
});

describe('the remembering renderer', () => {
  it('renders a request once, and again for other content or another language', () => {
    const rendered: string[] = [];
    const render = rememberingRenderer((request) => {
      const html = `<html lang="${request.language}">${request.url}</html>`;
      rendered.push(html);
      return html;
    });
    const first = render(requestFor('terms'));
    expect(render(requestFor('terms'))).toBe(first);
    expect(rendered).toHaveLength(1);
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);

    const other = render(requestFor('privacy'));
    const norwegian = render(requestFor('terms', 'no'));
    expect(rendered).toHaveLength(3);
    expect(new Set([first.etag, other.etag, norwegian.etag]).size).toBe(3);
  });
});
