import { companyKey, wordsOf } from './names.ts';
import type { ParsedMessage } from './parse-message.ts';
import { intermediaryOfDomain, isIntermediaryName, isMailboxProvider, tenantOfDomain } from './senders.ts';

/** A capitalised name: words starting with a capital or a digit, joined by spaces, &, - or "og"/"and". */
const WORD = String.raw`[\p{Lu}][\p{L}\d&'’-]*(?:\.[\p{L}\d]+)*!?`;
const NAME = String.raw`(${WORD}(?:(?:[ \t]+|[ \t]*&[ \t]*|[ \t]+(?:og|and|of|for)[ \t]+)${WORD})*)`;

/** Phrases that name the employer before or after it, most certain first. */
const PATTERNS: [RegExp, number][] = [
  [
    new RegExp(
      String.raw`(?:on behalf of|på vegne av)\s+(?:our client|vår kunde|vår oppdragsgiver|our customer)?\s*${NAME}`,
      'gu',
    ),
    6,
  ],
  [new RegExp(String.raw`(?:our client|vår kunde|vår oppdragsgiver|kunden vår)\s*,?\s*${NAME}`, 'gu'), 6],
  [new RegExp(String.raw`(?:sent to|sendt til|received by|mottatt av)\s+${NAME}`, 'gu'), 4],
  [
    new RegExp(
      String.raw`\b(?:position|role|job|stillingen|stilling|jobben)\b[^\n.]{0,80}?\s(?:at|with|hos|i|ved)\s+${NAME}`,
      'gu',
    ),
    4,
  ],
  [
    new RegExp(
      String.raw`(?:application|applying|applied|søknad|søknaden|interest|interessen)\s+(?:to|at|with|til|hos|in working at|in joining|i|in|for å jobbe i)\s+${NAME}`,
      'gu',
    ),
    4,
  ],
  [
    new RegExp(
      String.raw`(?:work|working|jobbe|arbeide|career|karriere)\s+(?:at|for|with|hos|i)\s+${NAME}`,
      'gu',
    ),
    3,
  ],
  [
    new RegExp(
      String.raw`(?:welcome to|velkommen til|team at|teamet i|teamet hos|vi i|we at|here at|alle oss i|alle oss hos)\s+${NAME}`,
      'gu',
    ),
    3,
  ],
  [
    new RegExp(
      String.raw`(?:from|fra)\s+(?:all of us at|oss i|oss hos|the team at|teamet i)\s+${NAME}`,
      'gu',
    ),
    4,
  ],
  [
    new RegExp(
      String.raw`${NAME}\s+(?:is hiring|er på jakt|søker|ansetter|recruitment team|rekrutteringsteam|talent team|hiring team|people team|HR)\b`,
      'gu',
    ),
    3,
  ],
  [
    new RegExp(String.raw`^(?:Company|Employer|Arbeidsgiver|Virksomhet|Firma|Selskap)\s*:\s*${NAME}`, 'gmu'),
    7,
  ],
];
/** Words of a sender's display name that are about the sending desk, not the company. */
const DESK_WORDS =
  /\b(recruitment|recruiting|rekruttering|careers?|karriere|talent(?: acquisition)?|hr|human resources|people|team|jobs?|jobb|hiring|no-?reply|notifications?|via|the|at|hos|i|rekrutteringsteam|rekrutteringsteamet|personalavdelingen|kandidat\w*|candidates?)\b/giu;
/** Words that are never a company's name on their own. */
const NOT_NAMES = new Set([
  'we',
  'you',
  'the',
  'our',
  'your',
  'dear',
  'hi',
  'hei',
  'thank',
  'thanks',
  'takk',
  'vi',
  'deg',
  'du',
  'this',
  'that',
  'denne',
  'det',
  'a',
  'an',
  'en',
  'et',
  'hello',
  'hallo',
  'best',
  'regards',
  'vennlig',
  'hilsen',
  'mvh',
  'kind',
  'with',
  'the position',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'mandag',
  'tirsdag',
  'onsdag',
  'torsdag',
  'fredag',
  'january',
  'januar',
  'oslo',
  'bergen',
  'trondheim',
  'stavanger',
  'norway',
  'norge',
  'teams',
  'zoom',
  'microsoft teams',
  'google meet',
  'linkedin',
  'please',
  'position',
  'stillingen',
  'role',
  'interview',
  'intervju',
  'application',
  'søknad',
]);

const clean = (name: string) =>
  name
    .replace(/[.,:;!?)'’-]+$/u, '')
    .replace(/\s+(?:og|and|of|for)$/u, '')
    .trim();

const plausible = (name: string) => {
  const key = companyKey(name);
  return (
    key.length >= 2 &&
    key.length <= 60 &&
    !NOT_NAMES.has(key) &&
    !isIntermediaryName(name) &&
    wordsOf(name).length <= 6
  );
};

/** A person's display name: its words are in the address's local part ("Kari Nordmann" <kari.nordmann@…>). */
const isPersonName = (name: string, address: string) => {
  if (DESK_WORDS.test(name)) return false;
  const local = address.split('@')[0]?.toLowerCase() ?? '';
  const words = wordsOf(name);
  if (words.length < 2 || words.length > 4) return false;
  const inAddress = words.filter((w) => w.length > 1 && local.includes(w)).length;
  return inAddress >= 2 || (words.length === 2 && local === words[0]);
};

/** A company-looking domain's name ("careers.equinor.com" → "Equinor"), when the domain is neither an intermediary's nor a mail provider's. */
const domainName = (domain: string): string | undefined => {
  if (!domain || intermediaryOfDomain(domain) || isMailboxProvider(domain)) return undefined;
  const labels = domain.split('.');
  const label = labels.length >= 2 ? labels[labels.length - 2] : undefined;
  if (!label || label.length < 2) return undefined;
  return label.length <= 3 ? label.toUpperCase() : label[0]?.toUpperCase() + label.slice(1);
};

/** Lines near the end of the body that carry a legal form ("Equinor ASA", "Fjord Software AS") name the company. */
const signatureNames = (body: string): string[] =>
  body
    .split('\n')
    .slice(-25)
    .map((line) => line.trim())
    .filter((line) =>
      /^[\p{Lu}\d][\p{L}\d &.-]{1,60}\s(AS|ASA|Ltd|Inc|GmbH|AB|A\/S|Oy|plc|AG)\.?$/u.test(line),
    )
    .filter((line) => !isIntermediaryName(line));

export type BoardCompany = { company: string };

/**
 * The employer a message is from: a board company it names, a client an agency names, the
 * sender's name (less its desk words), phrases such as "the position … at X", a signature's company,
 * the applicant system's tenant and last the sender's own domain. An applicant system's or a
 * staffing agency's name is never the answer.
 */
export const employerOf = (
  message: ParsedMessage,
  body: string,
  board: readonly BoardCompany[],
): string | null => {
  const scores = new Map<string, { name: string; score: number }>();
  const add = (raw: string | undefined, score: number) => {
    if (!raw) return;
    const name = clean(raw);
    if (!plausible(name)) return;
    const key = companyKey(name);
    const seen = scores.get(key);
    scores.set(key, { name: seen?.name ?? name, score: (seen?.score ?? 0) + score });
  };
  const agency = Boolean(intermediaryOfDomain(message.fromDomain)) || isIntermediaryName(message.fromName);
  const haystack = `${message.subject}\n${message.fromName}\n${body}`;
  const lowerHaystack = ` ${wordsOf(haystack).join(' ')} `;
  for (const job of board) {
    const key = companyKey(job.company);
    if (key.length >= 2 && lowerHaystack.includes(` ${key} `)) add(job.company, 5 + key.length / 100);
  }
  for (const [pattern, score] of PATTERNS)
    for (const text of [message.subject, body])
      for (const match of text.matchAll(pattern)) add(match[1], score);
  // "Kahoot! via Jobylon": the sender's own name comes before "via"; a calendar's notice names a person.
  const fromName = message.fromName.replace(/\s*\(via [^)]*\)\s*$/iu, '').replace(/\s+via\s+.+$/iu, '');
  const calendarNotice = /calendar/iu.test(`${message.fromName} ${message.fromAddress}`);
  if (
    fromName &&
    !calendarNotice &&
    !isPersonName(fromName, message.fromAddress) &&
    !isIntermediaryName(fromName)
  ) {
    const desk = fromName.replace(/\s+(?:at|hos|i|from|fra)\s+(.+)$/iu, ' $1').replace(DESK_WORDS, ' ');
    add(
      desk
        .replace(/[|,–-]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      4,
    );
  }
  for (const name of signatureNames(body)) add(name, 2);
  for (const match of body.matchAll(
    /^(?:Organi[sz]er|Organisator|Arrangør)\s*:?[^\n@]*?[\w.+-]+@([\w.-]+\.[a-z]{2,})/gimu,
  ))
    add(domainName(match[1]?.toLowerCase() ?? ''), 3);
  const tenant = tenantOfDomain(message.fromDomain);
  if (tenant) add(tenant[0]?.toUpperCase() + tenant.slice(1), 2);
  if (!agency) add(domainName(message.fromDomain), 2);
  add(domainName(message.replyToDomain), 1);
  const best = [...scores.values()].sort((a, b) => b.score - a.score)[0];
  return best?.name ?? null;
};
