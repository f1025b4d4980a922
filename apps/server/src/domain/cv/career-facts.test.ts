import { describe, expect, it } from 'vitest';
import { careerFacts, degreeLevelOf, latestExperience, yearsWorked } from './career-facts.ts';

const job = (startDate: string, endDate: string | null, title = 'Developer', company = 'Fjord AS') => ({
  title,
  company,
  startDate,
  endDate,
  isCurrent: endDate === null,
});
const school = (degree: string | null, field: string | null, endDate: string | null, name = 'NTNU') => ({
  school: name,
  degree,
  field,
  endDate,
});
const now = new Date('2026-06-15T12:00:00Z');
const cv = (experiences: ReturnType<typeof job>[], educations: ReturnType<typeof school>[] = []) => ({
  experiences,
  educations,
  professionalSkills: ['Figma', 'User research', 'Prototyping', 'Service design'],
});

describe('experience spans with dates given as years', () => {
  it('counts a year-only period from its January to its December', () => {
    expect(yearsWorked([job('2017', '2019')], now)).toBe(3);
    expect(yearsWorked([job('2017', '2017')], now)).toBe(1);
    expect(yearsWorked([job('2017-07', '2018')], now)).toBe(1);
  });

  it('takes a job that ended in a year as ending after one that ended in a month of it', () => {
    const byYear = job('2015', '2020', 'By year');
    const byMonth = job('2015-01', '2020-05', 'By month');
    expect(latestExperience([byMonth, byYear])?.title).toBe('By year');
    expect(latestExperience([byYear, job('2019', '2021-02', 'Later')])?.title).toBe('Later');
  });
});

describe('career facts', () => {
  it('count overlapping jobs once and a current job to this month', () => {
    // 2013-01 … 2026-06 in all: a side job inside the main one and a gap of a year add nothing twice.
    const facts = careerFacts(
      cv([
        job('2020-01', null, 'Lead designer', 'Equinor'),
        job('2016-01', '2018-12', 'Designer', 'Bekk'),
        job('2017-03', '2017-09', 'Teacher', 'Folkeuniversitetet'),
        job('2013-01', '2015-12', 'Junior designer', 'Acme'),
      ]),
      now,
    );
    // 3 + 3 + 6.5 years = 12 years and 6 months.
    expect(facts.yearsOfExperience).toBe(12);
    expect(facts.latestRole).toEqual({ title: 'Lead designer', company: 'Equinor', from: '2020', to: null });
    expect(facts.longestRole).toEqual({ title: 'Lead designer', company: 'Equinor', from: '2020', to: null });
  });

  it('count the same whatever order the CV lists its jobs in', () => {
    const jobs = [job('2010-01', '2015-06'), job('2014-01', '2019-12'), job('2021-01', null)];
    const years = careerFacts(cv(jobs), now).yearsOfExperience;
    expect(years).toBe(15);
    expect(careerFacts(cv([...jobs].reverse()), now).yearsOfExperience).toBe(years);
  });

  it('name the job that ended last when none is current', () => {
    const facts = careerFacts(
      cv([job('2012-01', '2016-12', 'Designer', 'Bekk'), job('2017-01', '2019-05', 'Consultant', 'Sopra')]),
      now,
    );
    expect(facts.latestRole).toEqual({ title: 'Consultant', company: 'Sopra', from: '2017', to: '2019' });
    expect(facts.longestRole?.company).toBe('Bekk');
  });

  it('say nothing of years or roles for a CV without jobs', () => {
    const facts = careerFacts(cv([]), now);
    expect(facts).toMatchObject({ yearsOfExperience: null, latestRole: null, longestRole: null });
  });

  it('take the first three professional skills as the top ones', () => {
    expect(careerFacts(cv([]), now).topSkills).toEqual(['Figma', 'User research', 'Prototyping']);
  });

  it('find the highest education whatever its place in the list', () => {
    const facts = careerFacts(
      cv(
        [],
        [
          school('Årsstudium', 'psykologi', '2019-06', 'UiB'),
          school('Master of Science - MS', 'Computer Science', '2012-06'),
          school('Bachelor', 'informatikk', '2010-06', 'UiO'),
        ],
      ),
      now,
    );
    expect(facts.highestEducation).toMatchObject({ school: 'NTNU', level: 'master' });
  });

  it('read degree levels as CVs write them, in English and Norwegian', () => {
    const level = (degree: string) => degreeLevelOf(school(degree, null, null));
    expect(level('PhD')).toBe('phd');
    expect(level('Ph.d. i fysikk')).toBe('phd');
    expect(level('MSc')).toBe('master');
    expect(level('Sivilingeniør')).toBe('master');
    expect(level('Bachelor of Arts')).toBe('bachelor');
    expect(level('Fagbrev som elektriker')).toBe('vocational');
    expect(level('Studiespesialisering, videregående')).toBe('upper-secondary');
    expect(level('Kurs')).toBeNull();
  });
});
