import { describe, expect, it } from 'vitest';
import { monthAnchor, rangeAnchor } from './anchors.ts';
import { entriesOf } from './cv-entries.ts';
import { certificationOf, educationOf, experienceOf, namesOrderOf } from './entry-fields.ts';
import { lineOf, textLine } from './layout.ts';

const lines = (...texts: string[]) => texts.map((text) => textLine(text));
const experiences = (...texts: string[]) => {
  const entries = entriesOf(lines(...texts), rangeAnchor);
  const order = namesOrderOf(entries);
  return entries.map((entry) => {
    const e = experienceOf(entry, order);
    return [e?.title, e?.company, e?.location, e?.startDate];
  });
};
const educations = (...texts: string[]) =>
  entriesOf(lines(...texts), rangeAnchor).map((entry) => {
    const e = educationOf(entry);
    return [e?.degree, e?.field, e?.school, e?.description];
  });

describe('entriesOf with experienceOf: the title, company and place of each entry', () => {
  it.each([
    [
      'en: the town beside the dates',
      [
        'Product Designer — Acme Ltd',
        'Leeds · March 2019 – Present',
        'Led the design system.',
        'Designer — Studio North',
        'York · June 2016 – February 2019',
      ],
      [
        ['Product Designer', 'Acme Ltd', 'Leeds', '2019-03'],
        ['Designer', 'Studio North', 'York', '2016-06'],
      ],
    ],
    [
      'no: the town beside the dates',
      ['Rådgiver – Statens vegvesen', 'Trondheim · jan. 2020 – nå', 'Utviklet verktøy.'],
      [['Rådgiver', 'Statens vegvesen', 'Trondheim', '2020-01']],
    ],
    [
      'sv: the town after a bar on the title line',
      ['Projektledare på Skanska | Göteborg | maj 2018 – nu'],
      [['Projektledare', 'Skanska', 'Göteborg', '2018-05']],
    ],
    [
      'da: title, company and place with the dates on the title line',
      ['Udvikler hos Netcompany, Aarhus    feb. 2021 – nu', 'Byggede API’er.'],
      [['Udvikler', 'Netcompany', 'Aarhus', '2021-02']],
    ],
    [
      'en: a company line under the title keeps its name',
      ['Senior Developer – Payments', 'Vipps', 'Jan 2020 – Present'],
      [['Senior Developer – Payments', 'Vipps', null, '2020-01']],
    ],
    [
      'no: LinkedIn, company over title over period (with its length) over place; the order kept for every entry',
      [
        'Nordlys Distribusjon AS',
        'Logistikksjef',
        'oktober 2020 - nå (6 år 2 måneder)',
        'Kristiansand, Agder, Norge',
        'Ansvar for lager.',
        'Bring',
        'Sjåfør',
        'mars 2005 - mai 2008 (3 år 3 måneder)',
        'Kristiansand, Agder, Norge',
      ],
      [
        ['Logistikksjef', 'Nordlys Distribusjon AS', 'Kristiansand, Agder, Norge', '2020-10'],
        ['Sjåfør', 'Bring', 'Kristiansand, Agder, Norge', '2005-03'],
      ],
    ],
    [
      'sv: a compound job word names the title',
      [
        'ICA Maxi',
        'Butikschef',
        'mars 2019 - nu (5 år 9 månader)',
        'Coop',
        'Lagermedarbetare',
        'juni 2015 - februari 2019',
      ],
      [
        ['Butikschef', 'ICA Maxi', null, '2019-03'],
        ['Lagermedarbetare', 'Coop', null, '2015-06'],
      ],
    ],
    [
      'da: organisation and town over title and period (moderncv banking)',
      [
        'Jysk Byg & Tømrer ApS · Aarhus',
        'Formand · 04/2020 – dags dato',
        '{ Leder et sjak.',
        'Hansen Tømrerfirma · Randers',
        'Tømrer · 08/2012 – 03/2020',
      ],
      [
        ['Formand', 'Jysk Byg & Tømrer ApS', 'Aarhus', '2020-04'],
        ['Tømrer', 'Hansen Tømrerfirma', 'Randers', '2012-08'],
      ],
    ],
    [
      "en: the town and country beside the company (Jake's résumé)",
      ['Software Engineer · Aug 2023 – Present', 'Vinterbyte AB · Malmö, Sweden', '• Built a Go service.'],
      [['Software Engineer', 'Vinterbyte AB', 'Malmö, Sweden', '2023-08']],
    ],
    [
      'no: a year inside a description sentence starts no entry',
      [
        'Elektriker, Nordkraft Elektro AS',
        'jun. 2016 – nå',
        'Installasjon i næringsbygg.',
        'Lærlingansvarlig siden 2020.',
        'Lærling, Tromsø Elektriske',
        'aug. 2012 – mai 2016',
      ],
      [
        ['Elektriker', 'Nordkraft Elektro AS', null, '2016-06'],
        ['Lærling', 'Tromsø Elektriske', null, '2012-08'],
      ],
    ],
  ])('%s', (_case, texts, expected) => {
    expect(experiences(...texts)).toEqual(expected);
  });
});

describe('entriesOf with educationOf: a heading wrapped onto two lines is one entry', () => {
  it.each([
    [
      'en: the school wraps after "University"',
      [
        'Bachelor of Science in Biology — University',
        'of Oslo',
        '2012 – 2015',
        'Master of Science in Informatics — University',
        'of Bergen',
        '2015 – 2017',
      ],
      [
        ['Bachelor of Science', 'Biology', 'University of Oslo', null],
        ['Master of Science', 'Informatics', 'University of Bergen', null],
      ],
    ],
    [
      'en: one naming line for the first entry, two for the next',
      [
        'BSc Physics, University of Leeds',
        '2010 – 2013',
        'Thesis on optics.',
        'Master of Science in Informatics — University',
        'of Bergen',
        '2015 – 2017',
      ],
      [
        ['BSc', 'Physics', 'University of Leeds', 'Thesis on optics.'],
        ['Master of Science', 'Informatics', 'University of Bergen', null],
      ],
    ],
    [
      'no: the dates on the heading line, the school wrapped under it',
      ['Master i informatikk – Universitetet    2015 – 2017', 'i Bergen', 'Oppgave om maskinlæring.'],
      [['Master', 'informatikk', 'Universitetet i Bergen', 'Oppgave om maskinlæring.']],
    ],
    [
      'sv: the degree wraps after "och"',
      ['Civilingenjör i teknisk fysik och', 'elektroteknik – Linköpings universitet', '2014 – 2019'],
      [['Civilingenjör', 'teknisk fysik och elektroteknik', 'Linköpings universitet', null]],
    ],
  ])('%s', (_case, texts, expected) => {
    expect(educations(...texts)).toEqual(expected);
  });
});

describe('entriesOf with a bracket closed on the next line', () => {
  it('sv: "Livsmedelsverket (februari" over "2020)" is one certificate line', () => {
    const entries = entriesOf(lines('Livsmedelshygien, Livsmedelsverket (februari', '2020)'), monthAnchor);
    expect(entries.map((entry) => certificationOf(entry))).toMatchObject([
      { name: 'Livsmedelshygien', issuer: 'Livsmedelsverket', issueDate: '2020-02' },
    ]);
  });
});

describe('entriesOf with a period in a certificates section', () => {
  it('en: "Mentor, Girl Code Bergen  Mar 2018 – Present" leaves no certificate named "Present"', () => {
    const entries = entriesOf(
      [
        lineOf(
          [
            { text: 'Professional Scrum Product Owner I, Scrum.org', x: 48, right: 289 },
            { text: 'Nov 2019', x: 503, right: 547 },
          ],
          1,
          700,
          10.5,
        ),
        lineOf(
          [
            { text: 'Mentor, Girl Code Bergen', x: 48, right: 175 },
            { text: 'Mar 2018 – Present', x: 455, right: 547 },
          ],
          1,
          754,
          10.5,
        ),
      ],
      monthAnchor,
    );
    const names = entries.map((entry) => certificationOf(entry)?.name ?? null);
    expect(names).not.toContain('Present');
    expect(entries.map((entry) => certificationOf(entry)?.issuer ?? null)).toEqual([
      'Scrum.org',
      'Girl Code Bergen',
    ]);
  });
});

describe('entriesOf with a naming line wrapped inside a name', () => {
  it('en: "… Universitat Politècnica de" over "Catalunya (Sep 2015 – Jun 2017)" is one school', () => {
    expect(
      educations(
        'Master of Science in Mechanical Engineering, Universitat Politècnica de',
        'Catalunya (Sep 2015 – Jun 2017)',
      ),
    ).toEqual([
      ['Master of Science', 'Mechanical Engineering', 'Universitat Politècnica de Catalunya', null],
    ]);
  });
});
