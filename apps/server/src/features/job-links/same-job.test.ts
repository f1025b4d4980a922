import { describe, expect, it } from 'vitest';
import type { BoardJob } from './job-links.repository.ts';
import { findSameJob, jobLinkKey } from './same-job.ts';

const job = (fields: Partial<BoardJob>): BoardJob => ({
  jobId: 'j1',
  position: 'Sykepleier',
  company: 'Ullevål sykehus',
  lane: 'saved',
  postingUrl: null,
  ...fields,
});

describe('a job ad’s link as compared for repeats', () => {
  it('leaves out the scheme, "www.", a trailing slash, the fragment and tracking', () => {
    const key = 'finn.no/job/ad.html?finnkode=123';
    for (const link of [
      'https://www.finn.no/job/ad.html?finnkode=123',
      'http://FINN.no/job/ad.html/?utm_source=mail&finnkode=123#apply',
      'finn.no/job/ad.html?fbclid=x&finnkode=123',
    ]) {
      expect(jobLinkKey(link)).toBe(key);
    }
    expect(jobLinkKey('https://finn.no/job/ad.html?finnkode=124')).not.toBe(key);
    expect(jobLinkKey('not a link')).toBeNull();
    expect(jobLinkKey('ftp://finn.no/job')).toBeNull();
  });
});

describe('the job on the board an ad already is', () => {
  it('is one with the same link first, then one with the same company and position', () => {
    const byName = job({ jobId: 'name', company: 'ULLEVÅL SYKEHUS AS' });
    const byLink = job({ jobId: 'link', position: 'Other', postingUrl: 'https://jobs.example/1/' });
    const ad = { links: ['https://jobs.example/1'], company: 'Ullevål sykehus', position: 'Sykepleier' };
    expect(findSameJob(ad, [byName, byLink])).toMatchObject({ jobId: 'link', sameBy: 'link' });
    expect(findSameJob({ ...ad, links: [] }, [byName, byLink])).toMatchObject({
      jobId: 'name',
      sameBy: 'companyAndPosition',
    });
  });

  it('is none for an ad without a company or position, or another job', () => {
    const jobs = [job({})];
    expect(findSameJob({ links: [], company: null, position: 'Sykepleier' }, jobs)).toBeUndefined();
    expect(findSameJob({ links: [], company: 'Ullevål sykehus', position: 'Lege' }, jobs)).toBeUndefined();
  });
});
