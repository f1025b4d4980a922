/** Web addresses in a CV's text: "https://…", "www.…", "linkedin.com/in/…", "github.com/…". */
export const URL_PATTERN =
  /\b(?:https?:\/\/|www\.|(?:[a-z]{2,3}\.)?linkedin\.com\/|github\.com\/|gitlab\.com\/)\S*/i;

/** A bare web address ("kari.dev", "anna-berg.se/portfolio"): a host with a known ending and nothing around it. */
const BARE_SITE = /^(?:[a-z0-9-]+\.)+(?:com|no|se|dk|dev|io|org|me|eu|app|page|site)(?:\/\S*)?$/i;

/** Sites named by what they are, the rest by their host ("kari.dev"). */
const SITES: [RegExp, string][] = [
  [/(?:^|\.)linkedin\.com$/i, 'LinkedIn'],
  [/(?:^|\.)github\.com$/i, 'GitHub'],
  [/(?:^|\.)gitlab\.com$/i, 'GitLab'],
  [/(?:^|\.)behance\.net$/i, 'Behance'],
  [/(?:^|\.)dribbble\.com$/i, 'Dribbble'],
];

export type FoundLink = { label: string; url: string };

/** An address as the profile stores it: with https://, without trailing punctuation. */
const normalised = (text: string): URL | null => {
  const trimmed = text.trim().replace(/[),.;:!?'"\]]+$/u, '');
  try {
    const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return /^https?:$/.test(url.protocol) && url.hostname.includes('.') ? url : null;
  } catch {
    return null;
  }
};

/** A link from an address, named by its site; null for an e-mail address or something that is no address. */
export const linkOf = (text: string): FoundLink | null => {
  if (text.includes('@') && !/^https?:\/\//i.test(text)) return null;
  const url = normalised(text);
  if (!url) return null;
  const host = url.hostname.replace(/^www\./i, '').toLowerCase();
  const label = SITES.find(([site]) => site.test(host))?.[1] ?? host;
  const href = url.href.replace(/\/$/, '');
  return { label, url: href };
};

/** Whether a token of a contact line is a web address ("github.com/kari", "kari.dev"). */
export const isLink = (token: string): boolean =>
  URL_PATTERN.test(token) || (BARE_SITE.test(token) && linkOf(token) !== null);

/** The links in some texts (and addresses a PDF or DOCX gives behind its link texts), each once. */
export const linksOf = (texts: string[], addresses: string[] = []): FoundLink[] => {
  const found = [
    ...texts.flatMap((text) => text.split(/\s+[·|•●]\s+|\s{2,}|\s*[|,]\s*|\s+/u).filter(isLink)),
    ...addresses.filter((address) => /^https?:\/\//i.test(address)),
  ]
    .map(linkOf)
    .filter((link): link is FoundLink => link !== null);
  const seen = new Set<string>();
  return found.filter((link) => {
    const key = link.url.toLowerCase().replace(/^https:\/\/(?:www\.)?/, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
