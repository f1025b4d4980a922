import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../../platform/clock.ts';
import type { JobMatchRepository } from '../job-match.repository.ts';
import type { CvText } from '../match/cv-evidence.ts';
import { createMatchScoresService } from './match-scores.service.ts';

const AD = 'Requirements:\n- TypeScript\n- PostgreSQL\nNice to have:\n- Docker';

const cvWith = (skills: string[]): CvText => ({
  headline: '',
  summary: '',
  skills,
  languages: [],
  experiences: [],
  education: [],
  certifications: [],
});

/** A repository that counts its calls: each method is one SQL statement (cv a fixed few). */
const countingRepo = (jobCount: number) => {
  const state = { version: 0, cv: cvWith(['TypeScript']) };
  const calls = { ads: 0, boardVersion: 0, cv: 0, ad: 0 };
  const ads = Array.from({ length: jobCount }, (_, i) => ({
    jobId: `job-${i}`,
    description: i % 2 === 0 ? AD : null,
  }));
  const repo = {
    ads: async () => {
      calls.ads += 1;
      return ads;
    },
    boardVersion: async () => {
      calls.boardVersion += 1;
      return state.version;
    },
    cv: async () => {
      calls.cv += 1;
      return state.cv;
    },
    ad: async () => {
      calls.ad += 1;
      return undefined;
    },
  } as unknown as JobMatchRepository;
  return { repo, calls, state };
};

describe('match scores service', () => {
  it('reads all jobs in one query however many there are, and no job one by one', async () => {
    for (const jobCount of [1, 40]) {
      const { repo, calls } = countingRepo(jobCount);
      const service = createMatchScoresService({ repo, clock: createFakeClock(new Date()) });
      const { matches } = await service.scores('user');
      expect(matches).toHaveLength(jobCount);
      expect(calls).toEqual({ ads: 1, boardVersion: 1, cv: 1, ad: 0 });
    }
  });

  it('answers from its cache until the board’s version, the CV or the day changes', async () => {
    const { repo, calls, state } = countingRepo(3);
    const clock = createFakeClock(new Date('2026-03-02T10:00:00Z'));
    const service = createMatchScoresService({ repo, clock });
    const first = await service.scores('user');
    expect(first.matches.map((m) => m.score)).toEqual([40, null, 40]);
    await service.scores('user');
    expect(calls.ads).toBe(1);
    state.version = 1;
    await service.scores('user');
    expect(calls.ads).toBe(2);
    state.cv = cvWith(['TypeScript', 'PostgreSQL']);
    expect((await service.scores('user')).matches.map((m) => m.score)).toEqual([80, null, 80]);
    expect(calls.ads).toBe(3);
    clock.advance(24 * 60 * 60_000);
    await service.scores('user');
    expect(calls.ads).toBe(4);
  });
});
