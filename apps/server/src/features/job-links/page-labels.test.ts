import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jobFromPage } from './job-from-page.ts';
import { en } from './labels/en.ts';
import { no } from './labels/no.ts';
import { createLabelCollector, labelledFields, linePairs } from './page-labels.ts';
import { readPage } from './read-page.ts';
import { scanHtml } from './scan-html.ts';

// Saved copies of job pages without structured data, in the shapes sites write their facts:
// a <dl>, a table, "Label: value" lines and a list of "<strong>Label</strong> value" items.
const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../../test/job-page-fixtures/${name}.html`, import.meta.url), 'utf8');

const read = (name: string) =>
  jobFromPage(readPage(fixture(name)), 'https://jobs.example/ad', new URL('https://jobs.example/ad'));

describe('a job page’s labelled facts', () => {
  it.each([
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
  ])('%s: %s at %s', (name, position, company, location, deadline, salaryText) => {
    expect(read(name)).toMatchObject({
      position,
      company,
      location,
      deadline,
      salaryText,
      foundIn: 'pageText',
    });
  });

  it('reads a list item’s label only when it opens the item, and a row only with two cells', () => {
    const collector = createLabelCollector();
    scanHtml(
      '<ul><li>See <b>Sted</b> below</li><li><strong>Sted</strong> Oslo</li></ul><table><tr><td>Lønn</td></tr></table>',
      collector,
    );
    expect(collector.result().pairs).toEqual([['Sted', 'Oslo']]);
  });

  it('takes the first value of a field and "Label: value" lines with a bullet', () => {
    expect(linePairs('• Sted: Oslo\nno pair here\nArbeidssted: Bergen')).toEqual([
      ['Sted', 'Oslo'],
      ['Arbeidssted', 'Bergen'],
    ]);
    expect(
      labelledFields([
        ['Sted:', 'Oslo'],
        ['Arbeidssted', 'Bergen'],
        ['Employer', 'Fjord AS'],
      ]),
    ).toEqual({
      location: 'Oslo',
      company: 'Fjord AS',
    });
  });

  it('has the same fields in every language', () => {
    expect(Object.keys(no).sort()).toEqual(Object.keys(en).sort());
  });
});
