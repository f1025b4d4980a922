import type { ParsedCv } from '@hirelane/contract/cv-import';
import { describe, expect, it } from 'vitest';
import { VOLUNTEER_MENTOR } from '../testing/import-fixtures.ts';
import { itemErrors } from './import-checks.ts';
import {
  bulkBodyOf,
  EMPTY_CV,
  type ExistingCv,
  groupErrors,
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
    summary: 'Utvikler med ti års erfaring fra betalingsløsninger.',
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
const equinor: ExistingCv['experiences'][number] = {
  userExperienceId: 'x',
  title: 'utvikler',
  company: 'EQUINOR',
  location: null,
  employmentType: null,
  startDate: '2019-01',
  endDate: null,
  isCurrent: true,
  description: null,
};
const existing: ExistingCv = {
  experiences: [equinor],
  educations: [],
  certifications: [],
  professional: ['React'],
  personal: [],
  language: [],
  profile: { headline: 'utvikler', phone: '+47 400 00 000', email: '', location: '' },
};

describe('the CV import review', () => {
  it('marks what the CV already has and leaves it unticked', () => {
    const review = reviewOf(parsed, existing);
    expect(review.experiences.map((i) => [i.duplicate, i.include])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(review.educations.map((i) => i.include)).toEqual([true]);
    expect(review.professional.map((i) => [i.value, i.duplicate, i.include])).toEqual([
      ['TypeScript', false, true],
      ['react', true, false],
    ]);
    expect(review.language.map((i) => i.include)).toEqual([true]);
  });

  it('compares experiences by title, company and start; educations by school and start; the rest by name', () => {
    const cv: ExistingCv = {
      ...EMPTY_CV,
      experiences: [{ ...equinor, startDate: '2020-01' }],
      educations: [
        {
          userEducationId: 'e',
          school: 'ntnu',
          degree: null,
          field: null,
          startDate: '2012-01',
          endDate: null,
          grade: null,
          description: null,
        },
      ],
      certifications: [
        {
          userCertificationId: 'c',
          name: 'AWS SOLUTIONS ARCHITECT',
          issuer: null,
          issueDate: null,
          expiryDate: null,
          credentialId: null,
          credentialUrl: null,
          file: null,
        },
      ],
      language: [{ language: ' norsk ', level: 3 }],
    };
    const review = reviewOf(
      {
        ...parsed,
        certifications: [
          {
            name: 'AWS Solutions Architect',
            issuer: 'Amazon',
            issueDate: '2021-05',
            expiryDate: null,
            credentialId: null,
            credentialUrl: null,
          },
        ],
      },
      cv,
    );
    // Same title and company but another start: another job.
    expect(review.experiences.map((i) => i.duplicate)).toEqual([false, false]);
    expect(review.educations.map((i) => i.duplicate)).toEqual([true]);
    expect(review.certifications.map((i) => i.duplicate)).toEqual([true]);
    expect(review.language.map((i) => i.duplicate)).toEqual([true]);
  });

  it('marks a degree LinkedIn names another way as already on the CV', () => {
    const cv: ExistingCv = {
      ...EMPTY_CV,
      educations: [
        {
          userEducationId: 'e',
          school: 'Norwegian University of Science and Technology',
          degree: 'Master of Science',
          field: 'Computer Science',
          startDate: '2011-08',
          endDate: '2013-06',
          grade: null,
          description: null,
        },
      ],
    };
    const fromLinkedIn = (degree: string, startDate: string, endDate: string) => ({
      school: 'NTNU',
      degree,
      field: null,
      startDate,
      endDate,
      grade: null,
      description: null,
    });
    const review = reviewOf(
      {
        ...parsed,
        educations: [
          fromLinkedIn('Master of Science - MS', '2011', '2013'),
          fromLinkedIn('Bachelor of Science - BS', '2008', '2011'),
        ],
      },
      cv,
    );
    expect(review.educations.map((i) => [i.duplicate, i.include])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('ticks a profile field only where the profile has nothing yet', () => {
    const review = reviewOf(parsed, existing);
    expect(review.profile.map((i) => [i.value.field, i.include, i.duplicate, i.value.current])).toEqual([
      ['headline', false, true, 'utvikler'],
      ['phone', false, false, '+47 400 00 000'],
      ['email', true, false, ''],
      ['summary', true, false, ''],
    ]);
    // Kept: the e-mail, the summary, one experience, the education, TypeScript and Norwegian.
    expect(selectedCount(review)).toBe(6);
    expect(reviewOf(parsed, { ...EMPTY_CV, profile: {} }).profile.every((i) => i.include)).toBe(true);
    // A profile that could not be read may hold anything: nothing is ticked.
    expect(reviewOf(parsed, EMPTY_CV).profile.some((i) => i.include)).toBe(false);
  });

  it('sends only the ticked items, and ticked profile fields', () => {
    const review = reviewOf(parsed, existing);
    const phone = review.profile.find((i) => i.value.field === 'phone');
    if (phone) phone.include = true;
    const body = bulkBodyOf(review);
    expect(body.experiences).toHaveLength(1);
    expect(body.experiences?.[0]).toMatchObject({ title: 'Konsulent', startDate: '' });
    expect(body.educations).toEqual([
      {
        school: 'NTNU',
        degree: 'Master',
        field: 'informatikk',
        startDate: '2012-01',
        endDate: '2017-12',
        grade: '',
        description: '',
      },
    ]);
    expect(body.professional).toEqual(['TypeScript']);
    expect(body.personal).toEqual([]);
    expect(body.language).toEqual([{ language: 'Norsk', level: 5 }]);
    expect(body.profile).toEqual({
      phone: '+47 912 34 567',
      email: 'kari@example.no',
      summary: 'Utvikler med ti års erfaring fra betalingsløsninger.',
    });
  });

  it('sends no profile when no profile field is ticked', () => {
    const review = reviewOf(parsed, existing);
    for (const item of review.profile) item.include = false;
    expect(bulkBodyOf(review).profile).toBeNull();
  });

  it('says per ticked item what is wrong, in the contract words or the given ones', () => {
    const texts = { field: 'Check this field', item: 'Check this item', emptySkill: 'No empty skill' };
    const review = reviewOf(parsed, existing);
    expect(itemErrors(review, texts)).toEqual({
      'experiences.1': 'Use a year like 2017 or a month like 2024-09',
    });
    const email = review.profile.find((i) => i.value.field === 'email');
    if (email) email.value.text = 'not an address';
    const skill = review.professional[0];
    if (skill) skill.value = ' ';
    const job = review.experiences[1];
    if (job) job.include = false;
    const errors = itemErrors(review, texts);
    expect(Object.keys(errors)).toEqual(['profile.email', 'professional.0']);
    expect(errors['professional.0']).toBe('No empty skill');
  });

  it('puts server field errors on the items they are about', () => {
    const review = reviewOf(parsed, existing);
    // The server numbers the items it was sent: index 0 of experiences is the second one shown.
    const errors = serverErrorsByItem(review, {
      'experiences.0.startDate': 'Wrong',
      'profile.email': 'Bad e-mail',
      'educations.4.school': 'Gone',
      professional: 'Too many',
      unknown: 'Ignored',
    });
    expect(errors).toEqual({
      'experiences.1': 'Wrong',
      'profile.email': 'Bad e-mail',
      educations: 'Gone',
      professional: 'Too many',
    });
    expect(groupErrors(errors)).toEqual(['Gone', 'Too many']);
  });
});

describe('the links a CV gives', () => {
  const withLinks: ParsedCv = {
    ...parsed,
    profile: {
      ...parsed.profile,
      links: [
        { label: 'LinkedIn', url: 'https://www.linkedin.com/in/kari-nordmann/' },
        { label: 'GitHub', url: 'https://github.com/kari' },
        { label: 'kari.dev', url: 'https://kari.dev' },
      ],
    },
  };
  const onProfile: ExistingCv = {
    ...existing,
    profile: {
      ...existing.profile,
      links: [{ label: 'My LinkedIn', url: 'http://LinkedIn.com/in/kari-nordmann' }],
    },
  };

  it('marks a link whose address the profile has (scheme, www. and slash aside) and leaves it unticked', () => {
    const review = reviewOf(withLinks, onProfile);
    expect(review.links.map((i) => [i.value.label, i.duplicate, i.include])).toEqual([
      ['LinkedIn', true, false],
      ['GitHub', false, true],
      ['kari.dev', false, true],
    ]);
    // A profile that could not be read: every link is ticked (the save never repeats one).
    expect(reviewOf(withLinks, EMPTY_CV).links.every((i) => i.include && !i.duplicate)).toBe(true);
  });

  it('sends the kept links, as edited, with the profile', () => {
    const review = reviewOf(withLinks, onProfile);
    const site = review.links[2];
    if (site) site.include = false;
    const github = review.links[1];
    if (github) github.value = { label: ' GitHub (work) ', url: 'https://github.com/kari-work ' };
    expect(bulkBodyOf(review).profile?.links).toEqual([
      { label: 'GitHub (work)', url: 'https://github.com/kari-work' },
    ]);
    for (const item of review.profile) item.include = false;
    expect(bulkBodyOf(review).profile).toEqual({
      links: [{ label: 'GitHub (work)', url: 'https://github.com/kari-work' }],
    });
    if (github) github.include = false;
    expect(bulkBodyOf(review).profile).toBeNull();
  });

  it('checks a kept link and puts the server errors about links on them', () => {
    const texts = { field: 'Check this field', item: 'Check this item', emptySkill: 'No empty skill' };
    const review = reviewOf(withLinks, onProfile);
    const github = review.links[1];
    if (github) github.value.url = 'not a link';
    expect(Object.keys(itemErrors(review, texts))).toContain('links.1');
    // Sent: GitHub and kari.dev, so the server's link 1 is kari.dev.
    const errors = serverErrorsByItem(review, {
      'profile.links.1.url': 'Bad address',
      'profile.links': 'At most 10 links in all',
    });
    expect(errors).toEqual({ 'links.2': 'Bad address', profile: 'At most 10 links in all' });
    expect(groupErrors(errors)).toEqual(['At most 10 links in all']);
  });
});

describe('what the CV holds outside the groups', () => {
  const other = [VOLUNTEER_MENTOR, { section: 'Interests', text: 'Mountain hiking', experience: null }];

  it('leaves each item out until it is ticked, and adds nothing for it', () => {
    const state = reviewOf(parsed, EMPTY_CV, other);
    expect(state.other.map((item) => [item.include, item.value.place])).toEqual([
      [false, 'experiences'],
      [false, 'personal'],
    ]);
    const body = bulkBodyOf(state);
    expect(body.experiences).toHaveLength(2);
    expect(body.personal).toEqual([]);
  });

  it('adds a ticked item where the user placed it: a dated one as an experience, words as a skill', () => {
    const state = reviewOf(parsed, EMPTY_CV, other);
    const [mentor, hiking] = state.other;
    if (!mentor || !hiking) throw new Error('fixture');
    const placed = {
      ...state,
      other: [
        { ...mentor, include: true },
        { ...hiking, include: true, value: { ...hiking.value, place: 'professional' as const } },
      ],
    };
    const body = bulkBodyOf(placed);
    expect(body.experiences?.at(-1)).toMatchObject({ title: 'Mentor', company: 'Girl Code Bergen' });
    expect(body.professional).toEqual(['TypeScript', 'react', 'Mountain hiking']);
    expect(selectedCount(placed)).toBe(selectedCount(state) + 2);
  });
});
