import { describe, expect, it } from 'vitest';
import { jobPageFixture, LABELLED_PAGES, labelledFacts } from '../../../test/job-title-pages.ts';
import { jobFromPage } from './job-from-page.ts';
import { en } from './labels/en.ts';
import { no } from './labels/no.ts';
import { createLabelCollector, labelledFields, linePairs } from './page-labels.ts';
import { readPage } from './read-page.ts';
import { scanHtml } from './scan-html.ts';

// Saved copies of job pages without structured data, in the shapes sites write their facts:
// a <dl>, a table, "Label: value" lines and a list of "<strong>Label</strong> value" items.

const read = (name: string) =>
  jobFromPage(readPage(jobPageFixture(name)), 'https://jobs.example/ad', new URL('https://jobs.example/ad'));

describe('a job page’s labelled facts', () => {
  it.each(LABELLED_PAGES)('%s: %s at %s', (name, ...facts) => {
    expect(read(name)).toMatchObject(labelledFacts(...facts));
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
