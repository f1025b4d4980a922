import { describe, expect, it } from 'vitest';
import { PEOPLE, personById } from './people.ts';
import { EMPTY_CV, job } from './person.ts';
import { factOf, samePhone, scoreCv, similarity } from './score.ts';

/** no-04 works at "Equinor ASA" (current job) and has ended jobs, educations and a certificate. */
const expected = personById('no-04').cv;
const copy = () => structuredClone(expected);
const fieldCount = scoreCv(expected, expected).tp;

describe('the CV-import scorer', () => {
  it('gives every fixture person F1 1 against itself', () => {
    for (const person of PEOPLE) {
      const score = scoreCv(person.cv, structuredClone(person.cv));
      expect(score, person.id).toMatchObject({ fp: 0, fn: 0, precision: 1, recall: 1, f1: 1 });
      expect(score.mistakes).toEqual([]);
    }
  });

  it('gives an empty extraction recall 0: every expected field missed, nothing claimed', () => {
    const score = scoreCv(expected, EMPTY_CV);
    expect(score).toMatchObject({ tp: 0, fp: 0, fn: fieldCount, recall: 0, f1: 0 });
  });

  it('counts each kind of field apart: a wrong end date is one miss and one wrong value of experiences.endDate', () => {
    const actual = copy();
    const ended = actual.experiences[1];
    if (!ended) throw new Error('no-04 has a second job');
    ended.endDate = '2018-11';
    const right = scoreCv(expected, expected).facts;
    const score = scoreCv(expected, actual);
    const endDates = right['experiences.endDate']?.tp ?? 0;
    expect(endDates).toBeGreaterThan(1);
    expect(score.facts['experiences.endDate']).toEqual({ tp: endDates - 1, fp: 1, fn: 1 });
    expect(score.facts['experiences.title']).toEqual(right['experiences.title']);
    expect(factOf('language[English].level')).toBe('language.level');
    expect(factOf('professional[SQL]')).toBe('professional');
  });

  it('counts a wrong date as missed and wrong, everything else right', () => {
    const actual = copy();
    const ended = actual.experiences[1];
    if (!ended) throw new Error('no-04 has a second job');
    ended.endDate = '2018-11';
    const score = scoreCv(expected, actual);
    expect(score).toMatchObject({ tp: fieldCount - 1, fn: 1, fp: 1 });
    expect(score.mistakes).toEqual([
      {
        field: 'experiences[Økonomikonsulent @ Lyse Energi AS].endDate',
        expected: '2018-12',
        actual: '2018-11',
      },
    ]);
  });

  it('matches companies fuzzily: "Equinor ASA" is "Equinor", legal forms and punctuation aside', () => {
    expect(similarity('Equinor ASA', 'Equinor', true)).toBe(1);
    expect(similarity('Tulip Hosting B.V.', 'Tulip Hosting', true)).toBe(1);
    const actual = copy();
    const first = actual.experiences[0];
    if (!first) throw new Error('no-04 has a job');
    first.company = 'EQUINOR';
    expect(scoreCv(expected, actual)).toMatchObject({ tp: fieldCount, fp: 0, fn: 0 });
    first.company = 'Equinor Energy Trading';
    expect(scoreCv(expected, actual)).toMatchObject({ fn: 1, fp: 1 });
  });

  it('matches titles fuzzily but names exactly', () => {
    expect(similarity('Senior Developer', 'Developer')).toBeLessThan(0.8);
    const actual = copy();
    actual.profile.firstName = 'ØYSTEIN';
    actual.profile.lastName = 'Odegard';
    expect(scoreCv(expected, actual)).toMatchObject({ fn: 1, fp: 1 });
  });

  it('compares phones by their digits, a country code written on one side only allowed', () => {
    expect(samePhone('+47 912 34 567', '91234567')).toBe(true);
    expect(samePhone('+47 912 34 567', '+4791234567')).toBe(true);
    expect(samePhone('+1 (415) 555-0123', '+1 415 555 0123')).toBe(true);
    expect(samePhone('912 34 567', '912 34 568')).toBe(false);
    expect(samePhone('+47 912 34 567', '34567')).toBe(false);
  });

  it('counts an extra entry as wrong in each of its fields and a missing one as missed in each', () => {
    const extra = copy();
    extra.experiences.push(job('Kasserer', 'Rema 1000', '2010-06', '2012-05', 'Sommerjobb.'));
    // title, company, start, end, description (isCurrent false counts nothing)
    expect(scoreCv(expected, extra)).toMatchObject({ tp: fieldCount, fp: 5, fn: 0 });
    const missing = copy();
    missing.experiences.shift();
    // title, company, start, isCurrent, description (the current job has no end)
    expect(scoreCv(expected, missing)).toMatchObject({ tp: fieldCount - 5, fp: 0, fn: 5 });
  });

  it('reads a description as right when most of its words are there', () => {
    const actual = copy();
    const first = actual.experiences[0];
    if (!first?.description) throw new Error('no-04 describes the job');
    first.description = first.description.replace('Automatiserte', 'Automatiserte\n');
    expect(scoreCv(expected, actual).fn).toBe(0);
    first.description = first.description.split('. ')[1] ?? '';
    expect(scoreCv(expected, actual)).toMatchObject({ fn: 1, fp: 1 });
  });

  it('scores skills as sets (case aside) and languages by name and level', () => {
    const actual = copy();
    actual.professional = [...actual.professional.map((s) => s.toUpperCase()), 'Cobol'];
    const english = actual.language.find((l) => l.language === 'Engelsk');
    if (!english) throw new Error('no-04 speaks English');
    english.level = 3;
    const score = scoreCv(expected, actual);
    expect(score).toMatchObject({ fp: 2, fn: 1 });
    expect(score.groups.professional).toMatchObject({ fp: 1, fn: 0 });
    expect(score.groups.language).toMatchObject({ fp: 1, fn: 1 });
  });

  it('pairs entries by their names, whatever order they were read in', () => {
    const actual = copy();
    actual.experiences.reverse();
    actual.educations.reverse();
    expect(scoreCv(expected, actual)).toMatchObject({ fp: 0, fn: 0 });
  });
});
