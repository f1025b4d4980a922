import fs from 'node:fs';

/**
 * Pages whose job title is in a heading or in the <title>, each with the title the reader should
 * give: generic or site-named titles ("Careers | Job", "Ledige stillinger – Fjordnett", "Kystbygg")
 * give way to the heading above the facts; a title that names the job keeps it.
 */
export const TITLE_PAGES = [
  { name: 'title-generic', position: 'Site Reliability Engineer', foundIn: 'pageText' },
  { name: 'title-generic-no', position: 'Nettverksingeniør', foundIn: 'pageText' },
  { name: 'title-site-name', position: 'Lærling, tømrer', foundIn: 'pageTitle' },
  { name: 'title-right', position: 'Payroll Specialist', foundIn: 'pageText' },
  { name: 'title-right-no-facts', position: 'Head Chef | Harbour Kitchen', foundIn: 'pageTitle' },
] as const;

/**
 * Pages without structured data that write their facts as a <dl>, a table, "Label: value" lines or
 * a list of "<strong>Label</strong> value" items: name, then the position, company, location,
 * deadline and salary the reader should give.
 */
export const LABELLED_PAGES: [string, string, string, string, string, string][] = [
  [
    'en-dl',
    'Senior Data Engineer',
    'Northwind Analytics Ltd',
    'Manchester, hybrid',
    '2027-01-30',
    '£65,000 – £75,000 a year',
  ],
  [
    'en-table',
    'Registered Nurse, Night Shifts',
    'St Mary’s Care Home',
    'Leeds',
    '2027-02-14',
    '£19.50 per hour',
  ],
  [
    'en-lines',
    'Gameplay Programmer',
    'Brightside Games',
    'Dundee, Scotland',
    '2027-03-05',
    'Competitive, plus bonus',
  ],
  ['en-list', 'Customer Success Manager', 'Greenleaf Software', 'Remote (UK)', '2027-04-01', '£45k–£52k'],
  ['no-dl', 'Elektriker', 'Fjordkraft Nett AS', 'Bergen', '2027-01-15', 'Etter avtale'],
  ['no-table', 'Barnehagelærer', 'Solsikken barnehage', 'Tromsø', '2027-03-01', 'Lønnstrinn 43'],
  ['no-lines', 'Driftsoperatør', 'Havbruk Vest AS', 'Florø', '2027-02-20', '520 000–580 000 kr i året'],
  [
    'no-list',
    'Regnskapsmedarbeider',
    'Tall & Tekst Regnskap AS',
    'Kristiansand',
    '2027-04-10',
    'Fra 550 000 kr',
  ],
];

/** What the reader should give for a LABELLED_PAGES row (its name aside): read from the page's text. */
export const labelledFacts = (
  position: string,
  company: string,
  location: string,
  deadline: string,
  salaryText: string,
) => ({ position, company, location, deadline, salaryText, foundIn: 'pageText' });

/** A saved job page from job-page-fixtures/. */
export const jobPageFixture = (name: string) =>
  fs.readFileSync(new URL(`./job-page-fixtures/${name}.html`, import.meta.url), 'utf8');
