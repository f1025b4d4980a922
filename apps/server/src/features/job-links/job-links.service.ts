import type { JobFromLinkResponse } from '@hirelane/contract/job-links';
import { AppError } from '../../platform/http/app-error.ts';
import type { SafeFetch } from '../../platform/net/safe-fetch.ts';
import { decodeHtml } from './decode-html.ts';
import { jobFromPage } from './job-from-page.ts';
import { readPage } from './read-page.ts';

export type JobLinksService = ReturnType<typeof createJobLinksService>;

/**
 * "Add from link": fetches the ad through the SSRF-safe fetch and reads the job's fields from it.
 * "Add from page" (the bookmarklet): reads them the same way from the page the browser sent,
 * fetching nothing. Neither stores anything: the answer is a draft for the create form.
 */
export const createJobLinksService = ({ fetchPage }: { fetchPage: SafeFetch }) => ({
  readJob: async (url: string): Promise<JobFromLinkResponse> => {
    const page = await fetchPage(url);
    return jobFromPage(readPage(decodeHtml(page.body, page.charset)), url, page.url);
  },
  readSentPage: (url: string, html: string): JobFromLinkResponse => {
    const facts = readPage(html);
    if (
      !facts.isDocument ||
      (!facts.text && !facts.title && facts.jsonLd.length === 0 && facts.meta.size === 0)
    ) {
      throw new AppError(
        'LINK_NOT_A_PAGE',
        'What was sent is not a web page with text to read. Open the job ad’s page and click the bookmark there.',
      );
    }
    return jobFromPage(facts, url, new URL(url));
  },
});
