import type { ParsedCv } from '@hirelane/contract/cv-import';
import { describe, expect, it } from 'vitest';
import {
  bulkBodyOf,
  type ExistingCv,
  itemErrors,
  reviewOf,
  selectedCount,
  serverErrorsByItem,
} from './import-review.ts';

const parsed: ParsedCv = {
  profile: {
    firstName: 'Kari',
    lastName: 'Nordmann',
    email: 'kari@example.no',
    phone: '+47 912 34 567',
    location: '',
    headline: 'Utvikler',
  },
  experiences: [
    {
      title: 'Utvikler',
      company: 'Equinor',
      location: null,
      employmentType: null,
      startDate: '2019-01',
      endDate: null,
      isCurrent: true,
      description: 'Ledet et team.',
    },
    {
      title: 'Konsulent',
      company: 'Bouvet',
      location: null,
      employmentType: null,
      startDate: null,
      endDate: '2018-12',
      isCurrent: false,
      description: null,
    },
  ],
  educations: [
    {
      school: 'NTNU',
      degree: 'Master',
      field: 'informatikk',
      startDate: '2012-01',
      endDate: '2017-12',
      grade: null,
      description: null,
    },
  ],
  professional: ['TypeScript', 'react'],
  personal: [],
  language: [{ language: 'Norsk', level: 5 }],
  certifications: [],
};
const existing: ExistingCv = {
  experiences: [
    {
      userExperienceId: 'x',
      title: 'utvikler',
      company: 'EQUINOR',
      location: null,
      employmentType: null,
      startDate: '2019-01',
      endDate: null,
      isCurrent: true,
      description: null,
    },
  ],
  educations: [],
  certifications: [],
  professional: ['React'],
  personal: [],
  language: [],
};

describe('the CV import review', () => {
  it('marks what the CV already has and leaves it and the profile unticked', () => {
    const review = reviewOf(parsed, existing);
    expect(review.experiences.map((i) => [i.duplicate, i.include])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(review.professional.map((i) => i.include)).toEqual([true, false]);
    expect(review.profile.map((i) => i.value.field)).toEqual(['headline', 'phone', 'email']);
    expect(review.profile.every((i) => !i.include)).toBe(true);
    expect(selectedCount(review)).toBe(4);
  });

  it('sends only the ticked items, and ticked profile fields', () => {
    const review = reviewOf(parsed, existing);
    const phone = review.profile.find((i) => i.value.field === 'phone');
    if (phone) phone.include = true;
    const body = bulkBodyOf(review);
    expect(body.experiences).toHaveLength(1);
    expect(body.experiences?.[0]).toMatchObject({ title: 'Konsulent', startDate: '' });
    expect(body.professional).toEqual(['TypeScript']);
    expect(body.profile).toEqual({ phone: '+47 912 34 567' });
  });

  it('says per item what is wrong, and puts server errors on the items they are about', () => {
    const review = reviewOf(parsed, existing);
    expect(itemErrors(review)).toEqual({ 'experiences.1': 'Use a month like 2024-09' });
    // The server numbers the items it was sent: index 0 of experiences is the second one shown.
    expect(
      serverErrorsByItem(review, { 'experiences.0.startDate': 'Wrong', professional: 'Too many' }),
    ).toEqual({
      'experiences.1': 'Wrong',
      professional: 'Too many',
    });
  });
});
