import type { ParsedCv } from '@hirelane/contract/cv-import';
import { describe, expect, it } from 'vitest';
import { person } from './people.ts';
import { f1Of, scoreCv, similarity } from './score.ts';

const cv = person('no', 1).cv;
const empty: ParsedCv = {
  profile: { firstName: '', lastName: '', email: '', phone: '', location: '', headline: '' },
  experiences: [],
  educations: [],
  professional: [],
  personal: [],
  language: [],
  certifications: [],
};

describe('the CV-import scorer', () => {
  it('gives an identical extraction F1 1 and an empty one recall 0', () => {
    expect(f1Of(scoreCv(cv, structuredClone(cv)))).toEqual({ precision: 1, recall: 1, f1: 1 });
    const none = scoreCv(cv, empty);
    expect(none.tp).toBe(0);
    expect(f1Of(none).recall).toBe(0);
  });

  it('counts a wrong date as missed and wrong, and an extra skill as wrong', () => {
    const actual = structuredClone(cv);
    const first = actual.experiences[0];
    if (!first) throw new Error('the fixture person has experiences');
    first.startDate = '1999-01';
    actual.professional.push('Cobol');
    const counts = scoreCv(cv, actual);
    expect(counts.fn).toBe(1);
    expect(counts.fp).toBe(2);
  });

  it('matches names fuzzily where they are titles and companies, exactly where they are names', () => {
    expect(similarity('Equinor ASA', 'Equinor')).toBe(1);
    expect(similarity('Senior Developer', 'Developer')).toBeLessThan(0.8);
    const actual = structuredClone(cv);
    actual.profile.firstName = actual.profile.firstName.toUpperCase();
    actual.profile.phone = actual.profile.phone.replace(/\s/g, '');
    expect(f1Of(scoreCv(cv, actual)).f1).toBe(1);
    actual.profile.lastName = `${actual.profile.lastName}sen`;
    expect(f1Of(scoreCv(cv, actual)).f1).toBeLessThan(1);
  });
});
