import { describe, expect, it } from 'vitest';
import { findJobPosting } from './job-posting.ts';

/** A JobPosting block with the given properties (each test overrides a few). */
const posting = (properties: Record<string, unknown>) => ({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  ...properties,
});

const office = (address: unknown) => ({ '@type': 'Place', address });

describe('a JobPosting whose properties hold lists (schema.org allows one value or many)', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    [
      'title: the first usable text',
      posting({ title: ['', 'Frontend developer', 'Utvikler'] }),
      { position: 'Frontend developer' },
    ],
    [
      'title: language-tagged values',
      posting({ title: [{ '@value': 'Utvikler', '@language': 'nb' }, { '@value': 'Developer' }] }),
      { position: 'Utvikler' },
    ],
    [
      'hiringOrganization: a list of organisations, the first with a name',
      posting({ hiringOrganization: [{ '@type': 'Organization' }, { name: 'Fjord AS' }, { name: 'Other' }] }),
      { company: 'Fjord AS' },
    ],
    [
      'hiringOrganization: a name given as a list',
      posting({ hiringOrganization: { '@type': 'Organization', name: ['Fjord AS', 'Fjord Software'] } }),
      { company: 'Fjord AS' },
    ],
    [
      'address: a list of addresses, their towns joined',
      posting({
        jobLocation: office([
          { '@type': 'PostalAddress', addressLocality: 'Oslo', addressCountry: 'NO' },
          { '@type': 'PostalAddress', addressLocality: 'Bergen', addressCountry: 'NO' },
          { '@type': 'PostalAddress', addressLocality: 'Oslo', addressCountry: 'NO' },
        ]),
      }),
      { location: 'Oslo, Bergen' },
    ],
    [
      'addressLocality: a list of towns in one address',
      posting({ jobLocation: office({ addressLocality: ['Oslo', 'Trondheim'], addressCountry: 'NO' }) }),
      { location: 'Oslo, Trondheim' },
    ],
    [
      'addressCountry: a list, when no town is given',
      posting({
        jobLocation: office({ addressCountry: [{ '@type': 'Country', name: 'Norway' }, 'Sweden'] }),
      }),
      { location: 'Norway, Sweden' },
    ],
    [
      'jobLocation: lists inside a list, and a text address among them',
      posting({ jobLocation: [[office({ addressLocality: 'Oslo' })], office(['Tromsø'])] }),
      { location: 'Oslo, Tromsø' },
    ],
    [
      'jobLocationType and applicantLocationRequirements as lists',
      posting({
        jobLocationType: ['TELECOMMUTE'],
        applicantLocationRequirements: [[{ '@type': 'Country', name: ['Norway'] }], { name: 'Denmark' }],
      }),
      { location: 'Norway, Denmark', workplace: 'remote' },
    ],
    [
      'baseSalary: a list whose first entry has no amount',
      posting({
        baseSalary: [
          { '@type': 'MonetaryAmount', currency: 'NOK' },
          {
            '@type': 'MonetaryAmount',
            currency: ['NOK', 'EUR'],
            value: [
              { '@type': 'QuantitativeValue', minValue: [600000], maxValue: 700000, unitText: ['YEAR'] },
            ],
          },
        ],
      }),
      { salaryMin: 600000, salaryMax: 700000, salaryCurrency: 'NOK', salaryPeriod: 'year' },
    ],
    [
      'salaryCurrency: a list on the posting',
      posting({ baseSalary: { value: 250, unitText: 'HOUR' }, salaryCurrency: ['nok'] }),
      { salaryMin: 250, salaryCurrency: 'NOK', salaryPeriod: 'hour' },
    ],
    [
      'estimatedSalary when baseSalary is an empty list',
      posting({ baseSalary: [], estimatedSalary: [{ currency: 'EUR', value: 5000, unitText: 'MONTH' }] }),
      { salaryMin: 5000, salaryCurrency: 'EUR', salaryPeriod: 'month' },
    ],
    [
      'validThrough: the first value that is a date',
      posting({ validThrough: ['snarest', '2026-06-30T23:59:59+02:00', '2026-07-31'] }),
      { deadline: '2026-06-30' },
    ],
    [
      'employmentType: lists and language-tagged values',
      posting({ employmentType: [['PART_TIME'], { '@value': 'TEMPORARY' }] }),
      { employmentType: 'temporary' },
    ],
    [
      'jobLocation and addressLocality as JSON-LD @list and @set objects',
      posting({ jobLocation: { '@list': [office({ addressLocality: { '@set': ['Molde', 'Ålesund'] } })] } }),
      { location: 'Molde, Ålesund' },
    ],
    [
      'description: the first usable text',
      posting({ description: ['', '<p>We build tools.</p>', 'Second'] }),
      { description: 'We build tools.' },
    ],
  ])('%s', (_name, block, expected) => {
    expect(findJobPosting([block])).toMatchObject(expected);
  });

  it('finds the posting by a @type list, inside an @graph, with list-valued @id references', () => {
    const found = findJobPosting([
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@id': '#org', '@type': ['Organization', 'Corporation'], name: 'Acme' },
          { '@id': '#oslo', '@type': 'Place', address: [{ addressLocality: 'Oslo' }] },
          {
            '@type': ['WebPage'],
            mainEntity: {
              '@type': ['JobPosting', 'Thing'],
              title: ['Backend engineer'],
              hiringOrganization: [{ '@id': '#org' }],
              jobLocation: [
                { '@id': '#oslo' },
                { '@type': 'Place', address: { addressLocality: ['Bergen'] } },
              ],
            },
          },
        ],
      },
    ]);
    expect(found).toMatchObject({ position: 'Backend engineer', company: 'Acme', location: 'Oslo, Bergen' });
  });

  it('prefers a posting whose title list has a usable text over one whose list is empty', () => {
    const found = findJobPosting([[posting({ title: [] }), posting({ title: ['Designer'] })]]);
    expect(found?.position).toBe('Designer');
  });

  it('still reads single values as before', () => {
    expect(
      findJobPosting([
        posting({
          title: 'Developer',
          hiringOrganization: 'Fjord AS',
          jobLocation: office({ addressLocality: 'Oslo', addressRegion: 'Oslo', addressCountry: 'NO' }),
          validThrough: '2026-06-30',
        }),
      ]),
    ).toMatchObject({ position: 'Developer', company: 'Fjord AS', location: 'Oslo', deadline: '2026-06-30' });
  });
});
