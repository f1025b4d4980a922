import type { Language } from '@hirelane/contract/constants';
import { describe, expect, it } from 'vitest';
import type { PersonFacts } from '../../../platform/cv/person-facts.repository.ts';
import { writeOfflineScript } from './offline-script.ts';

const now = new Date('2026-11-26T09:00:00Z');

const englishCv: PersonFacts = {
  language: 'en',
  firstName: 'Emma',
  lastName: 'Hansen',
  email: 'emma@example.com',
  phone: '',
  location: 'Oslo',
  headline: 'Senior Product Designer',
  summary: '',
  experiences: [
    {
      title: 'Senior Product Designer',
      company: 'Acme',
      startDate: '2016-01',
      endDate: null,
      isCurrent: true,
      description:
        'Led the redesign of the checkout, raising conversion by 12%. Ran user research with customers.',
    },
    {
      title: 'Designer',
      company: 'Nordic AS',
      startDate: '2012-01',
      endDate: '2015-12',
      isCurrent: false,
      description: 'Responsible for the design system and its documentation.',
    },
  ],
  educations: [
    { school: 'NTNU', degree: 'Master of Science', field: 'Computer Science', endDate: '2011-06' },
  ],
  professionalSkills: ['Figma', 'User research', 'Prototyping'],
  personalSkills: ['Curious', 'Structured'],
  languages: [
    { language: 'Norwegian', level: 5 },
    { language: 'English', level: 4 },
  ],
};

const norwegianCv: PersonFacts = {
  ...englishCv,
  language: 'no',
  firstName: 'Kari',
  lastName: 'Nordmann',
  headline: 'Senior utvikler',
  experiences: [
    {
      title: 'Senior utvikler',
      company: 'Equinor',
      startDate: '2016-01',
      endDate: null,
      isCurrent: true,
      description: 'Ledet et team på fem utviklere. Kuttet byggetiden med 40 %.',
    },
    {
      title: 'Utvikler',
      company: 'Fjordkraft',
      startDate: '2012-01',
      endDate: '2015-12',
      isCurrent: false,
      description: 'Ansvarlig for kundeportalen og driften av den.',
    },
  ],
  educations: [{ school: 'NTNU', degree: 'Master', field: 'informatikk', endDate: '2011-06' }],
  professionalSkills: ['TypeScript', 'React', 'PostgreSQL'],
  personalSkills: ['Nysgjerrig', 'Strukturert'],
  languages: [
    { language: 'Norsk', level: 5 },
    { language: 'Engelsk', level: 4 },
  ],
};

const script = (cv: PersonFacts, language: Language) => writeOfflineScript(cv, language, 0, now);

describe('the self-introduction script from templates', () => {
  it('in English from an English CV: articles and case right', () => {
    const text = script(englishCv, 'en');
    expect(text).toContain('I work as a Senior Product Designer, based in Oslo, with 14 years of experience');
    expect(text).toContain(
      'As a Senior Product Designer at Acme, I led the redesign of the checkout, raising conversion by 12%.',
    );
    // Not a verb to make "I …" of: said as it stands.
    expect(text).toContain(
      'Before that, I worked as a designer at Nordic AS. One highlight: “Responsible for the design system and its documentation”.',
    );
    expect(text).toContain('I studied for a Master of Science in Computer Science at NTNU.');
    expect(text).toContain('People who work with me would describe me as curious and structured.');
    expect(text).toContain('I speak Norwegian and English.');
  });

  it('in Norwegian from an English CV: Norwegian words, the CV’s English quoted as titles', () => {
    const text = script(englishCv, 'no');
    expect(text).toContain('Jeg jobber som «Senior Product Designer» og bor i Oslo, og har 14 års erfaring.');
    expect(text).toContain(
      'Nå jobber jeg som «Senior Product Designer» i Acme. Et høydepunkt: «Led the redesign of the checkout, raising conversion by 12%».',
    );
    expect(text).not.toMatch(/led jeg|jeg the/i);
    expect(text).toContain('Jeg har studert «Master of Science in Computer Science» ved NTNU.');
    expect(text).toContain('vil beskrive meg som «curious» og «structured».');
    expect(text).toContain('Jeg snakker norsk og engelsk.');
  });

  it('in English from a Norwegian CV: English words, the CV’s Norwegian quoted as titles', () => {
    const text = script(norwegianCv, 'en');
    expect(text).toContain(
      'Right now I work as “Senior utvikler” at Equinor. One highlight: “Kuttet byggetiden med 40 %”.',
    );
    expect(text).toContain('I work as “Senior utvikler”, based in Oslo, with 14 years of experience');
    expect(text).not.toMatch(/I (ledet|kuttet|ansvarlig)/i);
    expect(text).toContain('I studied “Master i informatikk” at NTNU.');
    expect(text).toContain('would describe me as “nysgjerrig” and “strukturert”.');
    expect(text).toContain('I speak Norwegian and English.');
  });

  it('in Norwegian from a Norwegian CV: the CV’s claims made part of the sentence', () => {
    const text = script(norwegianCv, 'no');
    expect(text).toContain('Jeg jobber som senior utvikler og bor i Oslo, og har 14 års erfaring.');
    expect(text).toContain('Som senior utvikler i Equinor kuttet jeg byggetiden med 40 %.');
    expect(text).toContain(
      'Før det jobbet jeg som utvikler i Fjordkraft. Et høydepunkt: «Ansvarlig for kundeportalen og driften av den».',
    );
    expect(text).toContain('Jeg har studert master i informatikk ved NTNU.');
    expect(text).toContain('vil beskrive meg som nysgjerrig og strukturert.');
    expect(text).toContain('Jeg snakker norsk og engelsk.');
  });
});
