import type { JobFromLinkResponse } from '@hirelane/contract/job-links';
import type { SafeFetch } from '../../platform/net/safe-fetch.ts';
import { decodeHtml } from './decode-html.ts';
import { jobFromPage } from './job-from-page.ts';
import { readPage } from './read-page.ts';

export type JobLinksService = ReturnType<typeof createJobLinksService>;

/** "Add from link": fetches the ad through the SSRF-safe fetch and reads the job's fields from it. */
export const createJobLinksService = ({ fetchPage }: { fetchPage: SafeFetch }) => ({
  readJob: async (url: string): Promise<JobFromLinkResponse> => {
    const page = await fetchPage(url);
    return jobFromPage(readPage(decodeHtml(page.body, page.charset)), url, page.url);
  },
});
