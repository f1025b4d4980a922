import { describe, expect, it } from 'vitest';
import { isGenericTitle, siteNamesOf } from './generic-title.ts';
import { headingNearFacts } from './page-heading.ts';

const names = siteNamesOf('Acme', new URL('https://careers.acme-cloud.example/jobs/1'), 'Fjordnett AS');

describe('a title that names no job', () => {
  it.each([
    'Careers | Job',
    'Jobs',
    'Vacancy',
    'Ledige stillinger',
    'Stilling – Fjordnett',
    'Jobs at Acme',
    'Acme careers',
    'acme-cloud.example',
    'Fjordnett',
    'Karriere hos Fjordnett AS',
    'We’re hiring!',
  ])('is generic: %s', (title) => {
    expect(isGenericTitle(title, names)).toBe(true);
  });

  it.each([
    'Site Reliability Engineer',
    'Job coach',
    'Careers adviser – Acme',
    'Jobs in Oslo',
    'Nettverksingeniør | Fjordnett',
    'Acmeologist',
  ])('names a job: %s', (title) => {
    expect(isGenericTitle(title, names)).toBe(false);
  });

  it('takes the site’s names from og:site_name, the host and the employer', () => {
    expect(siteNamesOf(null, new URL('https://www.finn.no/job/1'), 'Kiwi Vest ASA')).toEqual([
      'finn.no',
      'finn',
      'Kiwi Vest ASA',
      'Kiwi Vest',
    ]);
  });
});

describe('the heading above a page’s facts', () => {
  const generic = (text: string) => isGenericTitle(text, names);
  const h = (level: 1 | 2, text: string) => ({ level, text });

  it('is the last named heading above the first fact, skipping generic ones', () => {
    const text =
      'Acme careers\n\nSite Reliability Engineer\n\nKey facts\n\n• Location Oslo\n\nAbout the role\n\nText';
    const headings = [
      h(1, 'Acme careers'),
      h(2, 'Site Reliability Engineer'),
      h(2, 'Key facts'),
      h(2, 'About the role'),
    ];
    expect(headingNearFacts(text, headings, [['Location', 'Oslo']], generic)).toBe(
      'Site Reliability Engineer',
    );
  });

  it('is the first named <h1> when no heading stands above the facts, else none', () => {
    const text = 'Location: Oslo\n\nData analyst\n\nTeam';
    expect(
      headingNearFacts(text, [h(2, 'Team'), h(1, 'Data analyst')], [['Location', 'Oslo']], generic),
    ).toBe('Data analyst');
    expect(headingNearFacts(text, [h(2, 'Team')], [['Location', 'Oslo']], generic)).toBeNull();
    expect(headingNearFacts('Jobs\n\nText', [h(1, 'Jobs')], [], generic)).toBeNull();
  });
});
