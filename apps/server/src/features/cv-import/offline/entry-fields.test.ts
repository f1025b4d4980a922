import { describe, expect, it } from 'vitest';
import type { DateRange } from './cv-dates.ts';
import { certificationOf, degreeAndField, educationOf, experienceOf, splitPair } from './entry-fields.ts';

const period: DateRange = { startDate: '2019-01', endDate: null, isCurrent: true };
const experience = (...header: string[]) => experienceOf({ header, date: period, body: [] });
const education = (...header: string[]) => educationOf({ header, date: period, body: [] });

describe('splitPair', () => {
  it.each([
    ['en', 'Developer at Equinor', ['Developer', 'Equinor']],
    ['no', 'Utvikler hos DNB', ['Utvikler', 'DNB']],
    ['sv', 'Utvecklare på Spotify', ['Utvecklare', 'Spotify']],
    ['sv', 'Lärare vid Göteborgs universitet', ['Lärare', 'Göteborgs universitet']],
    ['da', 'Udvikler hos Novo Nordisk A/S', ['Udvikler', 'Novo Nordisk A/S']],
    ['da', 'Projektleder i Netcompany', ['Projektleder', 'Netcompany']],
    ['da', 'Projektleder i IT – Netcompany', ['Projektleder i IT', 'Netcompany']],
  ])('%s: "%s"', (_language, text, pair) => {
    expect(splitPair(text)).toEqual(pair);
  });
});

describe('experienceOf', () => {
  it.each([
    ['en', ['Senior Developer, Equinor ASA'], 'Senior Developer', 'Equinor ASA', null],
    ['no', ['Fjordkraft AS – Rådgiver'], 'Rådgiver', 'Fjordkraft AS', null],
    ['sv', ['Projektledare på Volvo Cars, Göteborg'], 'Projektledare', 'Volvo Cars', 'Göteborg'],
    ['sv', ['Klarna AB', 'Backend-utvecklare'], 'Backend-utvecklare', 'Klarna AB', null],
    ['da', ['Sygeplejerske hos Region Hovedstaden'], 'Sygeplejerske', 'Region Hovedstaden', null],
    ['da', ['Danske Bank A/S – Økonom'], 'Økonom', 'Danske Bank A/S', null],
  ])('%s: %j', (_language, header, title, company, location) => {
    expect(experience(...header)).toMatchObject({ title, company, location });
  });
});

describe('degreeAndField', () => {
  it.each([
    ['en', 'Master of Science in Computer Science', 'Master of Science', 'Computer Science'],
    ['no', 'Master i informatikk', 'Master', 'informatikk'],
    ['sv', 'Civilingenjör inom datateknik', 'Civilingenjör', 'datateknik'],
    ['da', 'Kandidat i datalogi', 'Kandidat', 'datalogi'],
  ])('%s: "%s"', (_language, text, degree, field) => {
    expect(degreeAndField(text)).toEqual({ degree, field });
  });
});

describe('educationOf', () => {
  it.each([
    ['en', ['Master of Arts in Marketing, University of Bristol'], 'University of Bristol', 'Master of Arts'],
    ['no', ['Bachelor i økonomi ved Universitetet i Stavanger'], 'Universitetet i Stavanger', 'Bachelor'],
    ['sv', ['Kandidatexamen i ekonomi vid Lunds universitet'], 'Lunds universitet', 'Kandidatexamen'],
    ['sv', ['KTH', 'Civilingenjör i datateknik'], 'KTH', 'Civilingenjör'],
    [
      'da',
      ['Professionsbachelor i sygepleje – Københavns Professionshøjskole'],
      'Københavns Professionshøjskole',
      'Professionsbachelor',
    ],
    ['da', ['Cand.merc. fra CBS'], 'CBS', 'Cand.merc.'],
  ])('%s: %j', (_language, header, school, degree) => {
    expect(education(...header)).toMatchObject({ school, degree });
  });
});

describe('certificationOf', () => {
  it.each([
    ['en', 'AWS Solutions Architect – issued by Amazon Web Services', 'Amazon Web Services'],
    ['no', 'Førstehjelpskurs – utstedt av Røde Kors', 'Røde Kors'],
    ['sv', 'Scrum Master – utfärdad av Scrum Alliance', 'Scrum Alliance'],
    ['da', 'Truckcertifikat – udstedt af AMU Fyn', 'AMU Fyn'],
    ['en', 'BOSIET (OPITO)', 'OPITO'],
  ])('%s: "%s"', (_language, line, issuer) => {
    expect(certificationOf({ header: [line], date: '2021-03', body: [] })?.issuer).toBe(issuer);
  });
});

describe('a CV printed from a browser', () => {
  it('reads a certificate whose issuer wrapped onto the next line as one certificate', () => {
    const whole = { name: 'Certified Usability Analyst (CUA)', issuer: 'Human Factors International' };
    expect(
      certificationOf({
        header: ['Certified Usability Analyst (CUA), Human', 'Factors International'],
        date: '2017-05',
        body: [],
      }),
    ).toMatchObject(whole);
    // The period beside the first line: the wrapped end is the entry's only line under it.
    expect(
      certificationOf({
        header: ['Certified Usability Analyst (CUA), Human Factors'],
        date: '2017-05',
        body: ['International'],
      }),
    ).toMatchObject(whole);
    expect(
      certificationOf({
        header: ['Azure Fundamentals, Microsoft'],
        date: '2021-09',
        body: ['Credential ID 4F2A'],
      }),
    ).toMatchObject({ issuer: 'Microsoft' });
  });

  it('makes no certificate of a period word left alone', () => {
    expect(certificationOf({ header: ['Present'], date: null, body: [] })).toBeNull();
  });

  it("reads a school's word alone on a line as the end of the name wrapped above it", () => {
    const years: DateRange = { startDate: '2011-09', endDate: '2015-05', isCurrent: false };
    expect(
      educationOf({
        header: ['Bachelor of Arts in Communications, New York', 'University'],
        date: years,
        body: [],
      }),
    ).toMatchObject({ school: 'New York University', degree: 'Bachelor of Arts', field: 'Communications' });
  });

  it('reads "Town, Country" under "Degree, School" as the place, not the school', () => {
    const years: DateRange = { startDate: '2011', endDate: '2013', isCurrent: false };
    expect(
      educationOf({ header: ['Master of Science, NTNU', 'Trondheim, Norway'], date: years, body: [] }),
    ).toMatchObject({ school: 'NTNU', degree: 'Master of Science', startDate: '2011', endDate: '2013' });
    expect(
      educationOf({
        header: ['Master of Science in Interaction Design, NTNU'],
        date: years,
        body: ['Trondheim, Norway'],
      }),
    ).toMatchObject({ school: 'NTNU', field: 'Interaction Design', description: null });
  });
});
