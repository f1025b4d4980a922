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

/** A saved job page from job-page-fixtures/. */
export const jobPageFixture = (name: string) =>
  fs.readFileSync(new URL(`./job-page-fixtures/${name}.html`, import.meta.url), 'utf8');
