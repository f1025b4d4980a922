/**
 * Applicant-tracking systems, job boards and staffing agencies that send mail for an employer:
 * their names are never the employer. Each entry: a lower-case name and the domains it sends from.
 */
const INTERMEDIARIES: [string, string[]][] = [
  ['teamtailor', ['teamtailor.com', 'teamtailor-mail.com']],
  ['workday', ['myworkday.com', 'workday.com']],
  ['greenhouse', ['greenhouse.io', 'us.greenhouse-mail.io', 'greenhouse-mail.io']],
  ['lever', ['lever.co', 'hire.lever.co']],
  ['smartrecruiters', ['smartrecruiters.com']],
  ['webcruiter', ['webcruiter.no', 'webcruiter.com']],
  ['reachmee', ['reachmee.com']],
  ['jobylon', ['jobylon.com']],
  ['jobadder', ['jobadder.com']],
  ['recman', ['recman.no', 'recman.io']],
  ['hr-manager', ['hr-manager.net']],
  ['hrmanager', ['hrmanager.no']],
  ['jobbnorge', ['jobbnorge.no']],
  ['easycruit', ['easycruit.com']],
  ['varbi', ['varbi.com']],
  ['icims', ['icims.com']],
  ['taleo', ['taleo.net']],
  ['successfactors', ['successfactors.com', 'successfactors.eu']],
  ['ashby', ['ashbyhq.com']],
  ['personio', ['personio.de', 'personio.com']],
  ['recruitee', ['recruitee.com']],
  ['bamboohr', ['bamboohr.com']],
  ['linkedin', ['linkedin.com']],
  ['finn', ['finn.no']],
  ['indeed', ['indeed.com', 'indeedmail.com']],
  ['glassdoor', ['glassdoor.com']],
  ['nav', ['nav.no']],
  ['adecco', ['adecco.no', 'adecco.com']],
  ['manpower', ['manpower.no', 'manpowergroup.com']],
  ['randstad', ['randstad.no', 'randstad.com']],
  ['academic work', ['academicwork.no', 'academicwork.com']],
  ['jobzone', ['jobzone.no']],
  ['kelly services', ['kellyservices.no']],
  ['proffice', ['proffice.no']],
  ['experis', ['experis.no']],
  ['hays', ['hays.no', 'hays.com']],
  ['michael page', ['michaelpage.no', 'michaelpage.com']],
  ['amesto', ['amesto.no']],
  ['jobbsafari', ['jobbsafari.no']],
  ['karrierestart', ['karrierestart.no']],
];

/** Domains that carry anyone's mail (a person writing from a private address). */
const MAILBOX_PROVIDERS = new Set([
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'google.com',
  'calendar.google.com',
  'protonmail.com',
  'online.no',
  'example.com',
  'sendgrid.net',
  'mailgun.org',
  'amazonses.com',
]);

const NAMES = INTERMEDIARIES.map(([name]) => name);
const DOMAINS = new Map(INTERMEDIARIES.flatMap(([name, domains]) => domains.map((d) => [d, name])));

/** The intermediary a domain belongs to (also its sub-domains: "equinor.teamtailor.com"). */
export const intermediaryOfDomain = (domain: string): string | undefined => {
  const parts = domain.toLowerCase().split('.');
  for (let i = 0; i < parts.length - 1; i += 1) {
    const name = DOMAINS.get(parts.slice(i).join('.'));
    if (name) return name;
  }
  return undefined;
};

/** Whether a name is an intermediary's ("Teamtailor", "Workday Notifications", "Adecco Norge AS"). */
const NAME_PATTERN = new RegExp(`(?:^|[^\\p{L}])(?:${NAMES.join('|')})(?:$|[^\\p{L}])`, 'iu');
export const isIntermediaryName = (name: string): boolean => NAME_PATTERN.test(name);

export const isMailboxProvider = (domain: string): boolean =>
  [...MAILBOX_PROVIDERS].some((provider) => domain === provider || domain.endsWith(`.${provider}`));

/** The employer's sub-domain of an intermediary's domain ("equinor" in equinor.teamtailor.com, "dnb" in dnb.wd3.myworkday.com). */
export const tenantOfDomain = (domain: string): string | undefined => {
  const intermediary = intermediaryOfDomain(domain);
  if (!intermediary) return undefined;
  const first = domain.split('.')[0];
  const generic = [
    'mail',
    'email',
    'no-reply',
    'noreply',
    'notifications',
    'jobs',
    'careers',
    'hire',
    'app',
    'us',
    'eu',
    'www',
    'candidates',
    'info',
  ];
  return first && !generic.includes(first) && !DOMAINS.has(domain) && !/^wd\d+$/.test(first)
    ? first
    : undefined;
};
