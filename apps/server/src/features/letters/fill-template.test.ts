import type { Language } from '@hirelane/contract/constants';
import { describe, expect, it } from 'vitest';
import { fillTemplate, placeholderValues } from './fill-template.ts';
import type { SenderFacts } from './letter-facts.repository.ts';
import { builtInTemplates } from './letter-templates.ts';

// A career of 14 years: a long job that ended, then the current one, held since 2021.
const sender: SenderFacts = {
  language: 'en',
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.com',
  phone: '+47 912 34 567',
  location: 'Bergen',
  headline: 'Product designer',
  summary: '',
  experiences: [
    {
      title: 'Product Designer',
      company: 'Acme',
      startDate: '2021-03',
      endDate: null,
      isCurrent: true,
      description: null,
    },
    {
      title: 'Designer',
      company: 'Nordic AS',
      startDate: '2012-01',
      endDate: '2021-02',
      isCurrent: false,
      description: null,
    },
  ],
  educations: [{ school: 'NTNU', degree: 'Master', field: 'interaction design', endDate: '2011-06' }],
  professionalSkills: ['Figma', 'User research', 'Prototyping'],
  personalSkills: [],
  languages: [],
};
const now = new Date('2026-11-26T09:00:00Z');

const filled = (language: Language) =>
  builtInTemplates()
    .filter((template) => template.language === language)
    .map((template) => ({
      kind: template.kind,
      body: fillTemplate(template.body, placeholderValues(sender, undefined, language, now), language),
    }));

const words = {
  en: {
    current: 'Product Designer at Acme',
    past: 'Designer at Nordic AS',
    since: 'since 2021',
    years: '14 years',
    inAll: 'in all',
    recently: 'most recently',
  },
  no: {
    current: 'Product Designer i Acme',
    past: 'Designer i Nordic AS',
    since: 'siden 2021',
    years: '14 års',
    inAll: 'totalt',
    recently: 'sist som',
  },
} as const;

describe.each(['en', 'no'] as const)('the built-in templates in %s', (language) => {
  const w = words[language];
  const letters = filled(language);

  it('name every job with the years it was held', () => {
    for (const { kind, body } of letters) {
      for (const at of body.split(w.current).slice(1))
        expect(at, kind).toMatch(new RegExp(`^ \\(${w.since}\\)`));
      for (const at of body.split(w.past).slice(1)) expect(at, kind).toMatch(/^ \(2012–2021\)/);
    }
  });

  it('say that the years of experience are the whole career, never one job’s', () => {
    const withYears = letters.filter(({ body }) => body.includes(w.years));
    expect(withYears.map(({ kind }) => kind)).toEqual(['classic', 'career-change', 'open']);
    for (const { kind, body } of withYears) {
      const sentence = body.slice(body.indexOf(w.years)).split(/[.!?]/)[0] ?? '';
      expect(sentence, kind).toContain(w.inAll);
    }
  });

  it('call only the latest job the most recent one', () => {
    for (const { kind, body } of letters) {
      for (const after of body.split(w.recently).slice(1))
        expect(after, kind).toMatch(new RegExp(`^( as)? ${w.current} \\(${w.since}\\)`));
    }
    expect(letters.filter(({ body }) => body.includes(w.recently)).length).toBe(3);
  });
});

describe('the classic template', () => {
  it('reads as facts in both languages', () => {
    expect(filled('en').find(({ kind }) => kind === 'classic')?.body).toContain(
      'I have 14 years of work experience in all, the longest stretch as Designer at Nordic AS (2012–2021), and it matches',
    );
    expect(filled('no').find(({ kind }) => kind === 'classic')?.body).toContain(
      'Jeg har 14 års arbeidserfaring totalt, lengst som Designer i Nordic AS (2012–2021), og den passer',
    );
  });

  it('marks a missing latest job in the letter’s language', () => {
    const empty = { ...sender, experiences: [] };
    const open = builtInTemplates().find((template) => template.templateId === 'open-no');
    expect(fillTemplate(open?.body ?? '', placeholderValues(empty, undefined, 'no', now), 'no')).toContain(
      'sist som [din siste stilling]',
    );
  });
});
