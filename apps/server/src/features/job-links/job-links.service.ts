import type { JobFromLinkResponse } from '@hirelane/contract/job-links';
import { AppError } from '../../platform/http/app-error.ts';
import type { SafeFetch } from '../../platform/net/safe-fetch.ts';
import { decodeHtml } from './decode-html.ts';
import { jobFromPage } from './job-from-page.ts';
import type { createJobLinksRepository } from './job-links.repository.ts';
import { readPage } from './read-page.ts';
import { findSameJob } from './same-job.ts';

export type JobLinksService = ReturnType<typeof createJobLinksService>;

type Deps = { fetchPage: SafeFetch; repo: ReturnType<typeof createJobLinksRepository> };

/**
 * "Add from link": fetches the ad through the SSRF-safe fetch and reads the job's fields from it.
 * "Add from page" (the bookmarklet, the extension): reads them the same way from the page the
 * browser sent, fetching nothing. Neither stores anything: the answer is a draft for the create
 * form, which says when the user's board already has the job (its link, or its company and
 * position), so it is not saved twice unknowingly.
 */
export const createJobLinksService = ({ fetchPage, repo }: Deps) => {
  const withBoard = async (
    userId: string,
    draft: JobFromLinkResponse,
    pageUrl: URL,
  ): Promise<JobFromLinkResponse> => {
    const alreadyOnBoard = findSameJob(
      { links: [draft.postingUrl, pageUrl.href], company: draft.company, position: draft.position },
      await repo.boardJobs(userId),
    );
    return alreadyOnBoard ? { ...draft, alreadyOnBoard } : draft;
  };
  return {
    readJob: async (userId: string, url: string): Promise<JobFromLinkResponse> => {
      const page = await fetchPage(url);
      const draft = jobFromPage(readPage(decodeHtml(page.body, page.charset)), url, page.url);
      return withBoard(userId, draft, page.url);
    },
    readSentPage: (userId: string, url: string, html: string): Promise<JobFromLinkResponse> => {
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
      const pageUrl = new URL(url);
      return withBoard(userId, jobFromPage(facts, url, pageUrl), pageUrl);
    },
  };
};
