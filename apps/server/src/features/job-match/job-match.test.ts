import type { JobMatch } from '@hirelane/contract/job-match';
import { beforeEach, describe, expect, it } from 'vitest';
import { aiTestApp } from '../../../test/ai-test-app.ts';
import { callApi, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { AD_EN, AD_NO, addJob, experience, saveCvRows } from '../../../test/job-match-seeds.ts';
import type { TestApp } from '../../../test/test-app.ts';

type Headers = Record<string, string>;

const matchOf = async (t: TestApp, headers: Headers, jobId: string, language = 'en') => {
  const response = await callApi(t, 'GET', `/api/jobs/${jobId}/match`, undefined, {
    ...headers,
    'accept-language': language,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobMatch>();
};

const ids = (list: { id: string }[]) => list.map((r) => r.id);

const t = await fileTestApp();
const owner = (await signedInUser(t)).auth;
const stranger = (await signedInUser(t)).auth;
await saveCvRows(t, owner, {
  experiences: [
    experience('Utvikler', 'Fjordkraft', ['2019-01', '2024-12'], 'Bygde kundeportalen i TypeScript.'),
  ],
  // "Master" alone: a CV's degree field names its level by itself (and meets a bachelor's).
  educations: [
    { school: 'NTNU', degree: 'Master', field: 'informatikk', startDate: '2016-08', endDate: '2019-06' },
  ],
  professional: ['Node.js', 'Postgres'],
  language: [{ language: 'Engelsk', level: 4 }],
});

describe('GET /api/jobs/:id/match', () => {
  it('reads an English ad and matches the whole CV, must-haves first', async () => {
    const job = await addJob(t, owner, AD_EN);
    const match = await matchOf(t, owner, job.jobId);
    expect(match.engine).toBe('offline');
    expect(ids(match.requirements)).toEqual([
      'TypeScript',
      'Node.js',
      'experience:3',
      'PostgreSQL',
      'language:English',
      'degree:bachelor',
      'Docker',
      'Kubernetes',
    ]);
    // TypeScript from an experience's description, PostgreSQL by its synonym, English from "Engelsk".
    expect(match.matched.map((r) => [r.id, r.foundIn, r.foundAt])).toEqual([
      ['TypeScript', 'experience', 'Utvikler, Fjordkraft'],
      ['Node.js', 'skills', 'Node.js'],
      ['experience:3', 'experience', null],
      ['PostgreSQL', 'skills', 'Postgres'],
      ['language:English', 'languages', 'Engelsk'],
      ['degree:bachelor', 'education', 'Master informatikk, NTNU'],
    ]);
    expect(match.missing).toEqual([
      { id: 'Docker', name: 'Docker', kind: 'tool', mustHave: false, cvSection: 'skills' },
      { id: 'Kubernetes', name: 'Kubernetes', kind: 'tool', mustHave: false, cvSection: 'skills' },
    ]);
    // 6 must-haves (weight 2 each) met of 6, 0 of 2 nice-to-haves: 12 / 14.
    expect(match.score).toBe(86);
    expect(match.explanation).toBe(
      'Your CV meets 6 of 8 requirements (6 of 6 must-haves). Must-haves count twice as much as nice-to-haves.',
    );
  });

  it('reads a Norwegian ad, names it in Norwegian and explains in the reader’s language', async () => {
    const job = await addJob(t, owner, AD_NO);
    const match = await matchOf(t, owner, job.jobId, 'no');
    expect(match.requirements.map((r) => [r.name, r.kind, r.mustHave, r.cvSection])).toEqual([
      ['Autorisasjon som sykepleier', 'certification', true, 'certifications'],
      ['Norsk', 'language', true, 'languages'],
      ['Førerkort klasse B', 'licence', true, 'certifications'],
      ['DIPS', 'tool', false, 'skills'],
    ]);
    expect(match.matched).toEqual([]);
    expect(match.score).toBe(0);
    expect(match.explanation).toMatch(/^CV-en din oppfyller 0 av 4 krav/);
  });

  it('names the requirements in the reader’s language, whatever the ad’s', async () => {
    const lead = await addJob(
      t,
      owner,
      `Head of retail banking
Requirements:
- 6 years of experience from banking
- People management
- Master's degree in economics
- Fluent English`,
    );
    const names = async (jobId: string, language: string) =>
      (await matchOf(t, owner, jobId, language)).requirements.map((r) => [r.id, r.name]);
    expect(await names(lead.jobId, 'no')).toEqual([
      ['Retail', 'Varehandel'],
      ['Banking', 'Bankfag'],
      ['experience:6', '6 års erfaring'],
      ['People management', 'Personalledelse'],
      ['Economics', 'Samfunnsøkonomi'],
      ['degree:master', 'Mastergrad'],
      ['language:English', 'Engelsk'],
    ]);
    expect(await names(lead.jobId, 'en')).toEqual([
      ['Retail', 'Retail'],
      ['Banking', 'Banking'],
      ['experience:6', '6 years of experience'],
      ['People management', 'People management'],
      ['Economics', 'Economics'],
      ['degree:master', "Master's degree"],
      ['language:English', 'English'],
    ]);
    const nurse = await addJob(t, owner, AD_NO);
    expect((await matchOf(t, owner, nurse.jobId, 'en')).requirements.map((r) => r.name)).toEqual([
      'Nurse authorisation',
      'Norwegian',
      'Driving licence class B',
      'DIPS',
    ]);
  });

  it('scores higher once a missing skill is added to the CV', async () => {
    const job = await addJob(t, owner, AD_EN);
    const before = await matchOf(t, owner, job.jobId);
    const added = await callApi(
      t,
      'PUT',
      '/api/cv/skills/professional',
      {
        skills: ['Node.js', 'Postgres', before.missing[0]?.name],
      },
      owner,
    );
    expect(added.statusCode).toBe(200);
    const after = await matchOf(t, owner, job.jobId);
    expect(after.score).toBeGreaterThan(before.score ?? 100);
    expect(ids(after.missing)).toEqual(['Kubernetes']);
  });

  it('gives a clear state, not an error, for a job without a description', async () => {
    const job = await addJob(t, owner, null);
    expect(await matchOf(t, owner, job.jobId)).toEqual({
      score: null,
      explanation: 'This job has no description yet. Add the ad’s text to see how your CV matches it.',
      reason: 'no-description',
      matched: [],
      missing: [],
      requirements: [],
      engine: 'offline',
      notice: null,
    });
    const vague = await addJob(t, owner, 'A great place to work. Apply today!');
    expect(await matchOf(t, owner, vague.jobId)).toMatchObject({ score: null, reason: 'no-requirements' });
  });

  it('answers 404 for another user’s job and for no job', async () => {
    const job = await addJob(t, owner, AD_EN);
    const other = await callApi(t, 'GET', `/api/jobs/${job.jobId}/match`, undefined, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await callApi(t, 'GET', '/api/jobs/nothing/match', undefined, owner)).statusCode).toBe(404);
  });
});

const designer = (await signedInUser(t)).auth;
await saveCvRows(t, designer, {
  experiences: [
    experience(
      'Senior product designer',
      'Fjordkraft',
      ['2018-01', '2024-12'],
      'Led service design for the customer portal and ran A/B testing of the sign-up flow in Amplitude.',
    ),
  ],
  educations: [
    {
      school: 'AHO',
      degree: 'Master',
      field: 'interaksjonsdesign',
      startDate: '2013-08',
      endDate: '2015-06',
    },
  ],
  professional: ['Workshop facilitation', 'Figma', 'Amplitude', 'Motion design'],
});

const DESIGN_AD = `Service designer
What you bring:
- Experience with service design and workshop facilitation
- A/B testing and product analytics in Amplitude
- Motion design
- Software testing
Nice to have:
- Design systems`;

describe('GET /api/jobs/:id/match: what the ad and the CV share', () => {
  it('counts the phrases both share as matched, says where, and widens no term', async () => {
    const job = await addJob(t, designer, DESIGN_AD);
    const match = await matchOf(t, designer, job.jobId);
    const matched = Object.fromEntries(match.matched.map((r) => [r.name, [r.foundIn, r.foundAt]]));
    expect(matched).toEqual({
      'Service design': ['experience', 'Senior product designer, Fjordkraft'],
      'Workshop facilitation': ['skills', 'Workshop facilitation'],
      'A/B testing': ['experience', 'Senior product designer, Fjordkraft'],
      Amplitude: ['skills', 'Amplitude'],
      'Motion design': ['skills', 'Motion design'],
    });
    // "A/B testing" is itself, not "Software testing": the ad's own "Software testing" stays missing.
    expect(match.missing.map((r) => [r.id, r.mustHave])).toEqual([
      ['Software testing', true],
      ['Design systems', false],
    ]);
    expect(match.matched.every((r) => r.mustHave)).toBe(true);
  });

  it('finds a shared phrase in a Norwegian ad and CV too', async () => {
    const norwegian = (await signedInUser(t)).auth;
    await saveCvRows(t, norwegian, {
      experiences: [
        experience(
          'Tjenestedesigner',
          'NAV',
          ['2019-01', '2024-12'],
          'Ledet brukerreiser og fasilitering av workshops med A/B-testing.',
        ),
      ],
      professional: ['Tjenestedesign'],
    });
    const job = await addJob(
      t,
      norwegian,
      `Tjenestedesigner
Vi ser etter deg som har:
- Erfaring med tjenestedesign og fasilitering av workshops
- A/B-testing
- Kvantitativ analyse`,
    );
    const match = await matchOf(t, norwegian, job.jobId, 'no');
    expect(match.matched.map((r) => [r.name, r.foundIn, r.foundAt])).toEqual([
      ['Tjenestedesign', 'skills', 'Tjenestedesign'],
      ['Fasilitering av workshops', 'experience', 'Tjenestedesigner, NAV'],
      ['A/B-testing', 'experience', 'Tjenestedesigner, NAV'],
    ]);
    expect(match.missing.map((r) => r.name)).not.toContain('Testing');
  });
});

const { ai, withAi, user: aiUser } = await aiTestApp('sk-match', 'match-model', '400');

type ModelRequirement = { name: string; kind: string; mustHave: boolean; level?: string; years?: number };
/** The model's next answer: the ad asks for `requirements` (no level, licence class or years unless given). */
const modelReads = (...requirements: ModelRequirement[]) =>
  ai.script({
    reply: 'completion',
    content: JSON.stringify({
      requirements: requirements.map((r) => ({ level: null, licenceClass: null, years: null, ...r })),
    }),
  });

describe('with an OpenAI-compatible model', () => {
  beforeEach(() => ai.reset());

  it('reads the requirements with the model, sending the ad as data', async () => {
    const job = await addJob(withAi, aiUser, AD_EN);
    modelReads(
      { name: 'Postgres', kind: 'tool', mustHave: true },
      { name: 'Event storming', kind: 'skill', mustHave: false },
      { name: 'Norwegian', kind: 'language', mustHave: true },
      { name: 'Experience', kind: 'experience', mustHave: true, years: 4 },
    );
    const match = await matchOf(withAi, aiUser, job.jobId);
    expect(match.engine).toBe('model');
    expect(match.notice).toBeNull();
    expect(ids(match.requirements)).toEqual([
      'PostgreSQL',
      'language:Norwegian',
      'experience:4',
      'model:event storming',
    ]);
    const [sent] = ai.requests;
    expect(sent?.body.model).toBe('match-model');
    expect(String(sent?.body.messages?.[1]?.content)).toContain('<<<DATA\nDeveloper, payments team');
  });

  it('names what the model read in the reader’s language, keeping names only the model knows', async () => {
    const job = await addJob(withAi, aiUser, AD_EN);
    modelReads(
      { name: 'Accounting', kind: 'skill', mustHave: true },
      { name: 'English', kind: 'language', mustHave: true },
      { name: 'Degree', kind: 'degree', mustHave: true, level: 'bachelor' },
      { name: 'Event storming', kind: 'skill', mustHave: false },
    );
    const match = await matchOf(withAi, aiUser, job.jobId, 'no');
    expect(match.requirements.map((r) => r.name)).toEqual([
      'Regnskap',
      'Engelsk',
      'Bachelorgrad',
      'Event storming',
    ]);
  });

  it('falls back to the built-in reader when the model fails, and says so', async () => {
    const job = await addJob(withAi, aiUser, AD_EN);
    ai.script({ reply: 'completion', content: 'Sure! The ad asks for TypeScript.' });
    const match = await matchOf(withAi, aiUser, job.jobId);
    expect(match.engine).toBe('offline');
    expect(match.notice).toBe(
      'The assistant’s answer could not be used, so the built-in reader read the ad.',
    );
    expect(ids(match.requirements)).toContain('TypeScript');
  });
});
