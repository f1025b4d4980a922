import type { Language } from '@hirelane/contract/constants';
import type { JobRequirement } from '@hirelane/contract/job-match';
import { describe, expect, it } from 'vitest';
import { fillTemplate, placeholderValues } from './fill-template.ts';
import type { SenderFacts } from './letter-facts.repository.ts';
import { builtInTemplates } from './letter-templates.ts';

// A career of 14 years: a long job that ended, then the current one, held since 2021.
const experiences = [
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
];
const educations = [{ school: 'NTNU', degree: 'Master', field: 'interaction design', endDate: '2011-06' }];
const sender: SenderFacts = {
  language: 'en',
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.com',
  phone: '+47 912 34 567',
  location: 'Bergen',
  headline: 'Product designer',
  summary: '',
  experiences,
  educations,
  professionalSkills: ['Figma', 'User research', 'Prototyping'],
  personalSkills: [],
  languages: [],
  career: { experiences, educations },
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
    headline: 'Product designer',
  },
  no: {
    current: 'Product Designer i Acme',
    past: 'Designer i Nordic AS',
    since: 'siden 2021',
    years: '14 års',
    inAll: 'totalt',
    recently: 'sist som',
    headline: 'Product designer',
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

  it('name the role from the job, never from the CV’s headline', () => {
    for (const { kind, body } of letters) expect(body, kind).not.toContain(w.headline);
  });

  it('call only the latest job the most recent one', () => {
    for (const { kind, body } of letters) {
      for (const after of body.split(w.recently).slice(1))
        expect(after, kind).toMatch(new RegExp(`^( as)? ${w.current} \\(${w.since}\\)`));
    }
    expect(letters.filter(({ body }) => body.includes(w.recently)).length).toBe(2);
  });
});

describe('the classic template', () => {
  it('reads as facts in both languages', () => {
    expect(filled('en').find(({ kind }) => kind === 'classic')?.body).toContain(
      'I have 14 years of work experience in all, the longest stretch as Designer at Nordic AS (2012–2021). My strongest',
    );
    expect(filled('no').find(({ kind }) => kind === 'classic')?.body).toContain(
      'Jeg har 14 års arbeidserfaring totalt, lengst som Designer i Nordic AS (2012–2021). Mine sterkeste',
    );
  });

  it('marks a missing latest job in the letter’s language', () => {
    const empty = { ...sender, experiences: [], career: { experiences: [], educations } };
    const open = builtInTemplates().find((template) => template.templateId === 'open-no');
    expect(fillTemplate(open?.body ?? '', placeholderValues(empty, undefined, 'no', now), 'no')).toContain(
      'sist som [din siste stilling]',
    );
  });
});

describe('a letter for a job with an ad', () => {
  const job = {
    id: 'job-1',
    position: 'Senior Product Designer',
    company: 'Vipps',
    contactName: null,
    location: null,
    description: 'Figma, user research, service design',
  };
  const requirement = (id: string, kind: JobRequirement['kind'], mustHave = true): JobRequirement => ({
    id,
    name: id,
    kind,
    mustHave,
    cvSection: 'skills',
  });
  const asks = [
    requirement('Norwegian', 'language'),
    requirement('Amplitude', 'tool', false),
    requirement('User research', 'skill'),
    requirement('Figma', 'tool'),
    requirement('Service design', 'skill'),
  ];
  const classic = (language: Language, onCv: string[], adAsks = asks) =>
    fillTemplate(
      builtInTemplates().find((template) => template.templateId === `classic-${language}`)?.body ?? '',
      placeholderValues(sender, job, language, now, { asks: adAsks, onCv: new Set(onCv) }),
      language,
    );

  it('quotes what the ad asks for, must-haves first, and which of it the CV shows', () => {
    expect(classic('en', ['Figma', 'User research'])).toContain(
      'Your ad asks for user research, Figma and service design. I have worked with user research and Figma.',
    );
    expect(classic('no', ['Figma'])).toContain(
      'I annonsen ber dere om user research, Figma og service design. Jeg har erfaring med Figma.',
    );
  });

  it('says "all of them" rather than naming the same requirements twice', () => {
    const all = ['User research', 'Figma', 'Service design'];
    expect(classic('en', all)).toContain(
      'Your ad asks for user research, Figma and service design. I have worked with all of them.',
    );
    expect(classic('no', all.slice(0, 2), asks.slice(2, 4))).toContain(
      'I annonsen ber dere om user research og Figma. Jeg har erfaring med begge.',
    );
  });

  it('leaves out a sentence it has nothing for, and the paragraph when the ad asks for nothing it quotes', () => {
    const none = classic('en', []);
    expect(none).toContain('Your ad asks for user research, Figma and service design.\n\nI have 14 years');
    expect(none).not.toContain('I have worked with');
    const noAd = classic('en', [], []);
    expect(noAd).not.toMatch(/ad asks|\[|\{/);
    expect(noAd).toContain('to your team.\n\nI have 14 years');
  });
});
