import { describe, expect, it } from 'vitest';
import { cvContactItems, cvDocumentSections } from './cv-document.ts';
import { levelKey, levelOptions } from './language-levels.ts';
import type { PublicCv } from './sharing.ts';

const empty: PublicCv = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  headline: null,
  location: null,
  summary: null,
  contact: { photoUrl: null, email: null, phone: null, links: [] },
  experience: [],
  education: [],
  certifications: [],
  professionalSkills: [],
  personalSkills: [],
  languages: [],
  endorsements: [],
};

describe('cvDocumentSections', () => {
  it('lists the sections with content in the fixed order, languages strongest first', () => {
    const sections = cvDocumentSections({
      ...empty,
      endorsements: [{ endorserName: 'Ola', endorserTitle: 'Lead', relationship: 2, text: 'Great.' }],
      professionalSkills: ['React'],
      languages: [
        { language: 'English', level: 4 },
        { language: 'Norsk', level: 5 },
      ],
      certifications: [
        {
          name: 'Scrum Master',
          issuer: null,
          issueDate: '2022-02',
          expiryDate: null,
          credentialId: 'A-1',
          credentialUrl: null,
        },
      ],
    });
    expect(sections.map((section) => section.key)).toEqual([
      'professional',
      'language',
      'certifications',
      'endorsement',
    ]);
    expect(sections[1]?.items).toEqual([
      { language: 'Norsk', level: 5 },
      { language: 'English', level: 4 },
    ]);
  });

  it('is empty for an empty CV', () => {
    expect(cvDocumentSections(empty)).toEqual([]);
  });
});

describe('language levels', () => {
  it('keys the five levels and nothing else', () => {
    expect(levelKey(1)).toBe('beginner');
    expect(levelKey(5)).toBe('native');
    expect(levelKey(9)).toBeNull();
    expect(levelOptions((key) => key.toUpperCase())).toEqual([
      { value: '1', label: 'BEGINNER' },
      { value: '2', label: 'INTERMEDIATE' },
      { value: '3', label: 'ADVANCED' },
      { value: '4', label: 'FLUENT' },
      { value: '5', label: 'NATIVE' },
    ]);
  });
});

describe('cvContactItems', () => {
  it('lists the chosen contact details in order, each with where it leads', () => {
    expect(cvContactItems(empty)).toEqual([]);
    const cv: PublicCv = {
      ...empty,
      contact: {
        photoUrl: 'https://hirelane.example/photo',
        email: 'kari@example.no',
        phone: '+47 912 34 567',
        links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/kari/' }],
      },
    };
    expect(cvContactItems(cv)).toEqual([
      { kind: 'email', text: 'kari@example.no', href: 'mailto:kari@example.no' },
      { kind: 'phone', text: '+47 912 34 567', href: 'tel:+4791234567' },
      {
        kind: 'link',
        label: 'LinkedIn',
        text: 'linkedin.com/in/kari',
        href: 'https://www.linkedin.com/in/kari/',
      },
    ]);
    expect(cvContactItems({ ...cv, contact: { ...cv.contact, email: null, links: [] } })).toEqual([
      { kind: 'phone', text: '+47 912 34 567', href: 'tel:+4791234567' },
    ]);
  });
});
