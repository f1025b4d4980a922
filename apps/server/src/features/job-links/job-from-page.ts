import type { JobFromLinkResponse } from '@hirelane/contract/job-links';
import { JOB_LIMITS } from '@hirelane/contract/jobs';
import { isGenericTitle, siteNamesOf } from './generic-title.ts';
import { htmlToText, inlineText } from './html-text.ts';
import { findJobPosting } from './job-posting.ts';
import { headingNearFacts } from './page-heading.ts';
import { factPairs, labelledFields } from './page-labels.ts';
import { deadlineInText, parsePostingDate } from './posting-dates.ts';
import type { PageFacts } from './read-page.ts';

const clip = (text: string | null | undefined, max: number): string | null => {
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
};

const siteLabel = (url: URL) => url.hostname.replace(/^www\./, '');

/**
 * A title without the site's name at its end: "Frontend-utvikler – Fjord AS | FINN.no" becomes
 * "Frontend-utvikler – Fjord AS" on finn.no (the last part goes only when it names the site).
 */
const withoutSiteName = (title: string | null, site: string | null, url: URL): string | null => {
  if (!title) return null;
  const names = [site, siteLabel(url), siteLabel(url).split('.')[0]]
    .filter((name): name is string => Boolean(name))
    .map((name) => name.toLowerCase());
  const parts = title.split(/\s+[|–—-]\s+/);
  const last = parts.at(-1)?.toLowerCase() ?? '';
  if (parts.length > 1 && names.some((name) => last.includes(name))) {
    return title.slice(0, title.length - (parts.at(-1)?.length ?? 0)).replace(/\s+[|–—-]\s+$/, '') || title;
  }
  return title;
};

/**
 * The create form's fields from what a page says, in order: its schema.org JobPosting (JSON-LD or
 * microdata), then its Open Graph / meta tags, then its labelled facts ("Arbeidsgiver", "Apply
 * by": see page-labels.ts), then its <title> or the heading above its facts; a deadline also from
 * a labelled date in its text. A title that names only the site or a careers page ("Careers |
 * Job", "Ledige stillinger – Acme") is no job's name and gives way to the heading.
 * Texts are plain (never markup) and cut to the job's limits.
 */
export const jobFromPage = (facts: PageFacts, postingUrl: string, pageUrl: URL): JobFromLinkResponse => {
  const posting = findJobPosting(facts.jsonLd);
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const value = facts.meta.get(key);
      const text = value ? inlineText(value) : '';
      if (text) return text;
    }
    return null;
  };
  const site = meta('og:site_name', 'application-name');
  const labelled = labelledFields(facts.labels);
  const siteNames = siteNamesOf(site, pageUrl, posting?.company ?? labelled.company ?? null);
  const named = (title: string | null) => (title && !isGenericTitle(title, siteNames) ? title : null);
  const metaTitle = named(withoutSiteName(meta('og:title', 'twitter:title'), site, pageUrl));
  const metaDescription = ['og:description', 'description', 'twitter:description']
    .map((key) => facts.meta.get(key))
    .map((value) => (value ? htmlToText(value) : ''))
    .find(Boolean);
  const listsFacts = Object.keys(labelled).length > 0;
  const title = named(withoutSiteName(facts.title, site, pageUrl));
  const heading = headingNearFacts(facts.text, facts.headings, factPairs(facts.labels), (text) =>
    isGenericTitle(text, siteNames),
  );
  // A page that lists the job's facts heads them with the job's name; another's <title> names it.
  const pageTitle = listsFacts ? (heading ?? title) : (title ?? heading);
  const foundIn = posting
    ? 'jobPosting'
    : metaTitle || metaDescription
      ? 'metaTags'
      : listsFacts
        ? 'pageText'
        : pageTitle
          ? 'pageTitle'
          : 'nothing';
  return {
    position: clip(posting?.position ?? metaTitle ?? labelled.position ?? pageTitle, JOB_LIMITS.position),
    company: clip(posting?.company ?? labelled.company, JOB_LIMITS.company),
    location: clip(posting?.location ?? labelled.location, JOB_LIMITS.location),
    workplace: posting?.workplace ?? null,
    employmentType: posting?.employmentType ?? null,
    salaryText: clip(posting?.salaryText ?? labelled.salary, JOB_LIMITS.salaryText),
    salaryMin: posting?.salaryMin ?? null,
    salaryMax: posting?.salaryMax ?? null,
    salaryCurrency: posting?.salaryCurrency ?? null,
    salaryPeriod: posting?.salaryPeriod ?? null,
    deadline:
      posting?.deadline ??
      (labelled.deadline && parsePostingDate(labelled.deadline)) ??
      deadlineInText(facts.text),
    description: clip(posting?.description ?? metaDescription, JOB_LIMITS.description),
    postingUrl,
    source: clip(site ?? siteLabel(pageUrl), JOB_LIMITS.source),
    foundIn,
  };
};
