import type { JobAlreadyOnBoard } from '@hirelane/contract/job-links';
import { withWebScheme } from '@hirelane/contract/link-address';
import { withoutLegalForm } from './company-name.ts';
import type { BoardJob } from './job-links.repository.ts';

/** Query parameters that say where a visitor came from, not which ad it is. */
const TRACKING = /^(utm_\w+|fbclid|gclid|msclkid|mc_cid|mc_eid|ref|referrer|trk|trackingid)$/i;

/**
 * A job ad's address as compared for repeats: no scheme, no "www.", no trailing slash, no
 * fragment, no tracking parameters, the others in order; the host in lower case. Null when it is
 * no web address.
 */
export const jobLinkKey = (link: string): string | null => {
  let url: URL;
  try {
    url = new URL(withWebScheme(link.trim()));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const params = [...url.searchParams]
    .filter(([name]) => !TRACKING.test(name))
    .sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv));
  const query = params.length > 0 ? `?${new URLSearchParams(params)}` : '';
  const port = url.port ? `:${url.port}` : '';
  return `${url.hostname.replace(/^www\./, '')}${port}${url.pathname.replace(/\/+$/, '')}${query}`;
};

/** A name as compared for repeats: any case, any punctuation or spacing, no legal form. */
const nameKey = (name: string) =>
  withoutLegalForm(name.normalize('NFKC').trim())
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');

/**
 * The job on the board that the ad read is already: first one at the same address (any of
 * `links`: the link given and the page it led to), else one with the same company and position.
 * Undefined when there is none.
 */
export const findSameJob = (
  ad: { links: readonly string[]; company: string | null; position: string | null },
  jobs: readonly BoardJob[],
): JobAlreadyOnBoard | undefined => {
  const keys = new Set(ad.links.map(jobLinkKey).filter((key) => key !== null));
  const byLink = jobs.find((job) => {
    const key = job.postingUrl ? jobLinkKey(job.postingUrl) : null;
    return key !== null && keys.has(key);
  });
  const company = ad.company ? nameKey(ad.company) : '';
  const position = ad.position ? nameKey(ad.position) : '';
  const byName =
    byLink || !company || !position
      ? undefined
      : jobs.find((job) => nameKey(job.company) === company && nameKey(job.position) === position);
  const same = byLink ?? byName;
  if (!same) return undefined;
  return {
    jobId: same.jobId,
    position: same.position,
    company: same.company,
    lane: same.lane,
    sameBy: byLink ? 'link' : 'companyAndPosition',
  };
};
