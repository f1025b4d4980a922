import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FormPageContent } from '@hirelane/contract/public-page';
import { afterAll } from 'vitest';
import { contentOfPage, sourceRenderer } from './source-renderer.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

/** The web app's index.html in tests: what answers an address the server has no page for. */
export const TEST_INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

/**
 * The options of a test app that serves the form pages from the renderer's source, beside a web
 * build that has only an index.html (removed after the file's tests).
 */
export const formPageAppOptions = async () => {
  const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-web-'));
  fs.writeFileSync(path.join(webDistDir, 'index.html'), TEST_INDEX_HTML);
  afterAll(() => fs.rmSync(webDistDir, { recursive: true, force: true }));
  return [{}, undefined, webDistDir, await sourceRenderer()] as const;
};

/** The form page's content the server rendered `html` from (its step, values, error), or null. */
export const formPageContent = (html: string): FormPageContent | null => {
  const content = contentOfPage(html);
  return content && 'form' in content ? content : null;
};

/** The `form` of a form page's content (its step, values and error). */
export const formOf = (html: string) => {
  const content = formPageContent(html);
  if (!content) throw new Error(`no form page rendered as ${html.slice(0, 200)}`);
  return content.form;
};

let visitors = 0;
/** Another visitor's address each time, so one test's posts are not counted against the next's limits. */
export const visitorAddress = (): string => {
  visitors += 1;
  return `10.77.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
};

/** A page's plain HTML form as a browser on this app's page posts it. */
export const postForm = (
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  { headers = {}, from = visitorAddress() }: { headers?: Record<string, string>; from?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN, ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: from,
  });

/** Every <script> tag of a page. */
export const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
