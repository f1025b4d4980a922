import type { JobMatch } from '@hirelane/contract/job-match';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { internalError, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { JobMatchPanel } from './job-match-panel.tsx';

startEachTestSignedIn();
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const requirement = { kind: 'tool', mustHave: true, cvSection: 'skills' } as const;
const BEFORE: JobMatch = {
  score: 50,
  explanation: 'Your CV meets 1 of 3 requirements (1 of 2 must-haves).',
  reason: null,
  matched: [
    {
      ...requirement,
      id: 'TypeScript',
      name: 'TypeScript',
      foundIn: 'experience',
      foundAt: 'Developer, Fjordkraft',
    },
    {
      ...requirement,
      id: 'experience:3',
      name: '3 years of experience',
      foundIn: 'experience',
      foundAt: null,
    },
  ],
  missing: [
    { ...requirement, id: 'Docker', name: 'Docker' },
    {
      id: 'language:Norwegian',
      name: 'Norwegian',
      kind: 'language',
      mustHave: false,
      cvSection: 'languages',
    },
  ],
  requirements: [],
  engine: 'offline',
  notice: null,
};
const AFTER: JobMatch = {
  ...BEFORE,
  score: 80,
  matched: [
    ...BEFORE.matched,
    { ...requirement, id: 'Docker', name: 'Docker', foundIn: 'skills', foundAt: 'Docker' },
  ],
  missing: BEFORE.missing.slice(1),
};

describe('the Match tab', () => {
  it('shows the score and lists, and adds a missing skill to the CV in one click', async () => {
    const fetch = stubFetch();
    fetch.on(
      'GET',
      '/jobs/job%201/match',
      () => jsonResponse(200, BEFORE),
      () => jsonResponse(200, AFTER),
    );
    fetch.on('GET', '/cv/skills/professional', () => jsonResponse(200, { skills: ['TypeScript'] }));
    fetch.on('PUT', '/cv/skills/professional', ({ body }) => jsonResponse(200, body));
    renderWithProviders(<JobMatchPanel jobId="job 1" />);

    expect(await screen.findByText('50 %')).toBeTruthy();
    expect(screen.getByText(BEFORE.explanation)).toBeTruthy();
    const missing = screen.getByRole('region', { name: 'Missing from your CV (2)' });
    expect(within(missing).getByText('Add it under Languages')).toBeTruthy();
    // Where the CV shows each: the entry, or the part as a whole (years of experience).
    const onCv = screen.getByRole('region', { name: 'On your CV (2)' });
    expect(within(onCv).getByText('in Experience: Developer, Fjordkraft')).toBeTruthy();
    expect(within(onCv).getByText('in Experience')).toBeTruthy();

    await userEvent.click(within(missing).getByRole('button', { name: 'Add Docker to my CV' }));
    // It asks where the skill belongs, and adds nothing before the answer.
    const where = await screen.findByRole('dialog', { name: 'Where does Docker belong?' });
    expect(fetch.callsTo('PUT', '/cv/skills/professional')).toEqual([]);
    await userEvent.click(within(where).getByRole('button', { name: 'My main CV' }));
    expect(await screen.findByText('80 %')).toBeTruthy();
    expect(fetch.callsTo('PUT', '/cv/skills/professional').map((c) => c.body)).toEqual([
      { skills: ['TypeScript', 'Docker'] },
    ]);
    expect(screen.getByRole('region', { name: 'Missing from your CV (1)' })).toBeTruthy();
  });

  it('adds a skill to this job’s tailored CV only, keeping the version, or to nothing when cancelled', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/jobs/job%201/match', () => jsonResponse(200, BEFORE));
    const version = {
      jobId: 'job 1',
      saved: true,
      headline: 'Platform developer',
      summary: null,
      excludedEntryIds: ['e2'],
      entryOrder: ['e1', 'e2'],
      descriptionOverrides: { e1: 'Ran the platform.' },
      professionalSkills: null,
      design: 'modern',
      hiddenSkillIds: ['personal:stubborn'],
      entries: [],
      cv: { professionalSkills: ['TypeScript', 'Node.js'] },
      updatedAt: '2026-11-01T10:00:00.000Z',
    };
    fetch.on('GET', '/jobs/job%201/tailored-cv', () => jsonResponse(200, version));
    fetch.on('PUT', '/jobs/job%201/tailored-cv', ({ body }) =>
      jsonResponse(200, { ...version, ...(body as object) }),
    );
    renderWithProviders(<JobMatchPanel jobId="job 1" />);
    const missing = await screen.findByRole('region', { name: 'Missing from your CV (2)' });

    await userEvent.click(within(missing).getByRole('button', { name: 'Add Docker to my CV' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Where does Docker belong?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await userEvent.click(within(missing).getByRole('button', { name: 'Add Docker to my CV' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Where does Docker belong?' })).getByRole('button', {
        name: "Only this job's tailored CV",
      }),
    );
    expect(await screen.findByText('Docker was added to the tailored CV for this job')).toBeTruthy();
    expect(fetch.callsTo('PUT', '/jobs/job%201/tailored-cv').map((c) => c.body)).toEqual([
      {
        headline: 'Platform developer',
        summary: null,
        excludedEntryIds: ['e2'],
        entryOrder: ['e1', 'e2'],
        descriptionOverrides: { e1: 'Ran the platform.' },
        design: 'modern',
        professionalSkills: ['TypeScript', 'Node.js', 'Docker'],
        hiddenSkillIds: ['personal:stubborn'],
      },
    ]);
    expect(fetch.callsTo('PUT', '/cv/skills/professional')).toEqual([]);
  });

  it('asks where a skill belongs in Norwegian too', async () => {
    await i18n.changeLanguage('no');
    const fetch = stubFetch();
    fetch.on('GET', '/jobs/j/match', () => jsonResponse(200, BEFORE));
    renderWithProviders(<JobMatchPanel jobId="j" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Legg til Docker i CV-en' }));
    const where = await screen.findByRole('dialog', { name: 'Hvor hører Docker hjemme?' });
    expect(
      within(where).getByRole('button', { name: 'Bare den tilpassede CV-en for denne jobben' }),
    ).toBeTruthy();
    expect(within(where).getByRole('button', { name: 'Hoved-CV-en min' })).toBeTruthy();
  });

  it('says why there is no score, in Norwegian too', async () => {
    await i18n.changeLanguage('no');
    const fetch = stubFetch();
    const empty = {
      ...BEFORE,
      score: null,
      reason: 'no-description',
      explanation: 'Ingen beskrivelse.',
      matched: [],
      missing: [],
    };
    fetch.on('GET', '/jobs/j/match', () => jsonResponse(200, empty));
    renderWithProviders(<JobMatchPanel jobId="j" />);
    expect(await screen.findByText('Ingen beskrivelse.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('reads the match again in a new interface language, whose names the server gives', async () => {
    const fetch = stubFetch();
    const norwegian = { ...BEFORE, missing: [{ ...requirement, id: 'Accounting', name: 'Regnskap' }] };
    fetch.on(
      'GET',
      '/jobs/j/match',
      () =>
        jsonResponse(200, { ...BEFORE, missing: [{ ...requirement, id: 'Accounting', name: 'Accounting' }] }),
      () => jsonResponse(200, norwegian),
    );
    renderWithProviders(<JobMatchPanel jobId="j" />);
    expect(await screen.findByText('Accounting')).toBeTruthy();
    await act(() => i18n.changeLanguage('no'));
    expect(await screen.findByText('Regnskap')).toBeTruthy();
    expect(screen.getByText('under Erfaring: Developer, Fjordkraft')).toBeTruthy();
    expect(fetch.callsTo('GET', '/jobs/j/match').map((call) => call.headers.get('Accept-Language'))).toEqual([
      'en',
      'no',
    ]);
  });

  it('shows a failure in place with a retry', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/jobs/j/match', internalError);
    renderWithProviders(<JobMatchPanel jobId="j" />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Missing from your CV', { exact: false })).toBeNull();
  });
});
