import { withoutLegalForm } from './company-name.ts';

/**
 * Titles and headings that name a careers page rather than a job, per language, lower case:
 * "Careers | Job", "Ledige stillinger", "About the job". A title made only of these, of the
 * site's own name and of small words ("at", "hos") says nothing about which job it is.
 */
const GENERIC_WORDS = {
  en: [
    'career',
    'careers',
    'job',
    'jobs',
    'vacancy',
    'vacancies',
    'job vacancy',
    'job vacancies',
    'current vacancies',
    'position',
    'positions',
    'open position',
    'open positions',
    'open roles',
    'job opening',
    'job openings',
    'openings',
    'opportunities',
    'career opportunities',
    'job ad',
    'job advert',
    'job listing',
    'job details',
    'job description',
    'about the job',
    'about the role',
    'about the position',
    'key facts',
    'details',
    'apply',
    'apply now',
    'join us',
    'join the team',
    'work with us',
    'work for us',
    'we are hiring',
    'we’re hiring',
    "we're hiring",
    'hiring',
    'recruitment',
    'home',
  ],
  no: [
    'stilling',
    'stillinger',
    'ledig stilling',
    'ledige stillinger',
    'stillingsannonse',
    'stillingsannonser',
    'stillingsutlysning',
    'utlysning',
    'jobb',
    'jobber',
    'ledige jobber',
    'karriere',
    'jobbe hos oss',
    'jobb hos oss',
    'om stillingen',
    'om jobben',
    'nøkkelinformasjon',
    'nøkkelopplysninger',
    'fakta',
    'søk',
    'søk nå',
    'søk stilling',
    'rekruttering',
    'forside',
    'hjem',
  ],
} as const satisfies Record<'en' | 'no', readonly string[]>;

/** Words that join the parts of such a title ("Jobs at Acme", "Stillinger hos Acme"). */
const JOINING = new Set([
  'at',
  'in',
  'with',
  'for',
  'and',
  'the',
  'our',
  'a',
  '&',
  'hos',
  'i',
  'på',
  'og',
  'vår',
  'våre',
]);

/** Where a title's parts meet: "|", dashes with spaces around them, colons, slashes, bullets. */
const SEPARATORS = /\s[-–—]\s|[|–—:·•/,()!]/;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word && !JOINING.has(word))
    .join(' ');

const GENERIC = new Set(Object.values(GENERIC_WORDS).flatMap((list) => list.map(words)));

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a title or heading names no job: once the site's names (its og:site_name, its host,
 * the host's name without the domain) are taken out, each part is empty or a generic word.
 */
export const isGenericTitle = (title: string, siteNames: readonly string[]): boolean => {
  let rest = title.normalize('NFKC').replace(/[\s\u00a0]+/g, ' ');
  // Longer names first: "acme.example" before "acme".
  for (const name of [...siteNames].sort((a, b) => b.length - a.length)) {
    if (name.trim().length < 3) continue;
    rest = rest.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${literally(name.trim())}(?![\\p{L}\\p{N}])`, 'giu'),
      '|',
    );
  }
  return rest
    .split(SEPARATORS)
    .map(words)
    .every((part) => part === '' || GENERIC.has(part));
};

/**
 * The names a site goes by: its own (og:site_name), its host without "www." and without each
 * subdomain, each name in the host, and the employer the page names (a company's careers site is named after it), with and
 * without its legal form.
 */
export const siteNamesOf = (site: string | null, url: URL, company: string | null = null): string[] => {
  const labels = url.hostname.replace(/^www\./, '').split('.');
  // "careers.acme.example", "acme.example", then "careers" and "acme".
  const hosts = labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
  const employer = company ? [company, withoutLegalForm(company)] : [];
  return [site ?? '', ...hosts, ...labels.slice(0, -1), ...employer].filter((name) => name.length >= 3);
};
