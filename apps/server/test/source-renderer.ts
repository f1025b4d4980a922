import { fileURLToPath } from 'node:url';
import type { PublicPageContent, RenderPublicPage } from '@hirelane/contract/public-page';
import type { PublicPageRenderer } from '../src/platform/http/public-pages.ts';

// The web app's server renderer, from its source (Vitest compiles the TSX): what `npm run build`
// puts in apps/web/dist-ssr, without needing a build before the tests.
const RENDERER_SOURCE = fileURLToPath(
  new URL('../../web/src/app/ssr/render-public-page.tsx', import.meta.url),
);

/** The stylesheet every page links in tests (no build: nothing is served there). */
export const TEST_PAGE_STYLE = '/public-assets/page.css';

/** The form pages' enhancement module in tests (no build: nothing is served there). */
export const TEST_FORM_SCRIPTS = ['/assets/form-page-test.js'];

/** The content each page's HTML was rendered from, by its HTML (what a test reads a page's answer from). */
const renderedFrom = new Map<string, PublicPageContent>();

/** The content the server rendered `html` from, or null when this renderer drew no such page. */
export const contentOfPage = (html: string): PublicPageContent | null => renderedFrom.get(html) ?? null;

/** The server-rendered pages' renderer for a test app, compiled from the web app's source. */
export const sourceRenderer = async (): Promise<PublicPageRenderer> => {
  const { renderPublicPage } = (await import(/* @vite-ignore */ RENDERER_SOURCE)) as {
    renderPublicPage: RenderPublicPage;
  };
  return {
    render: (request) => {
      const html = renderPublicPage(request);
      renderedFrom.set(html, request.content);
      return html;
    },
    styles: [TEST_PAGE_STYLE],
    assetsDir: null,
    formScripts: TEST_FORM_SCRIPTS,
  };
};
