import type { Language } from '@hirelane/contract/constants';
import { describe, expect, it } from 'vitest';
import type { PersonFacts } from '../../../domain/cv/person-facts.repository.ts';
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
  career: { experiences: [], educations: [] },
};
englishCv.career = { experiences: englishCv.experiences, educations: englishCv.educations };

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
norwegianCv.career = { experiences: norwegianCv.experiences, educations: norwegianCv.educations };

const script = (cv: PersonFacts, language: Language) => writeOfflineScript(cv, language, 0, now).text;

/** Words that only an English sentence has, to find English left in a Norwegian script. */
const ENGLISH =
  /\b(?:[Tt]he|[Aa]nd|[Oo]f|[Ww]ith|[Mm]y|[Oo]ur|[Ll]ed|[Rr]an|raising|[Rr]esponsible|[Ii]ts|I)\b/;
/** The script's sentences, quoted titles and the CV's names (employers, skills, schools) taken out. */
const sentencesOf = (text: string, names: string[]) =>
  names
    .reduce((rest, name) => rest.replaceAll(name, ''), text.replace(/«[^»]*»|“[^”]*”/g, ''))
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);

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

  it('in Norwegian from an English CV: only facts that need no translation, no English sentence', () => {
    const { text, highlightsLeftOut } = writeOfflineScript(
      { ...englishCv, location: 'Bergen, Norway' },
      'no',
      0,
      now,
    );
    expect(text).toContain(
      'Jeg jobber som «Senior Product Designer» og bor i Bergen, Norge, og har 14 års erfaring.',
    );
    expect(text).toContain('Nå jobber jeg som «Senior Product Designer» i Acme.');
    expect(text).toContain('Før det jobbet jeg som «Designer» i Nordic AS.');
    expect(text).not.toMatch(/høydepunkt|Led the redesign|Norway/);
    expect(text).toContain('Jeg har studert «Master of Science in Computer Science» ved NTNU.');
    expect(text).not.toMatch(/curious|structured/i);
    expect(text).toContain('Jeg snakker norsk og engelsk.');
    const names = ['Acme', 'Nordic AS', 'NTNU', ...englishCv.professionalSkills];
    for (const sentence of sentencesOf(text, names)) expect(sentence).not.toMatch(ENGLISH);
    expect(highlightsLeftOut).toBe(true);
  });

  it('in English from a Norwegian CV: only facts that need no translation, no Norwegian sentence', () => {
    const { text, highlightsLeftOut } = writeOfflineScript(
      { ...norwegianCv, location: 'København, Danmark' },
      'en',
      0,
      now,
    );
    expect(text).toContain('Right now I work as “Senior utvikler” at Equinor.');
    expect(text).toContain(
      'I work as “Senior utvikler”, based in Copenhagen, Denmark, with 14 years of experience',
    );
    expect(text).not.toMatch(/highlight|kuttet|ansvarlig|nysgjerrig|København/i);
    expect(text).toContain('I studied “Master i informatikk” at NTNU.');
    expect(text).toContain('I speak Norwegian and English.');
    expect(highlightsLeftOut).toBe(true);
  });

  it('in the CV’s own language, leaves nothing out', () => {
    expect(writeOfflineScript(englishCv, 'en', 0, now).highlightsLeftOut).toBe(false);
    expect(writeOfflineScript(norwegianCv, 'no', 0, now).highlightsLeftOut).toBe(false);
  });

  it('counts the years from the whole CV, as letters and the match do', () => {
    // A tailored version may leave the first job out; the career still began in 2012.
    const tailored = { ...englishCv, experiences: englishCv.experiences.slice(0, 1) };
    expect(script(tailored, 'en')).toContain('with 14 years of experience');
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
