import { JOB_ATTACHMENT_MAX_BYTES } from '@hirelane/contract/jobs';
import { describe, expect, it } from 'vitest';
import { fullJob } from '../testing/job-fixtures.ts';
import { checkAttachment, jobFormDefaults, jobFormFromLink } from './job-form.ts';

describe('form values', () => {
  it('start empty for a new job, unpinned', () => {
    expect(jobFormDefaults()).toMatchObject({
      position: '',
      company: '',
      location: '',
      workplace: null,
      isPinned: false,
    });
  });

  it('hold the job for editing, with empty text instead of null', () => {
    const values = jobFormDefaults(
      fullJob('j', { position: 'Designer', location: null, salaryMin: 500_000 }),
    );
    expect(values).toMatchObject({
      position: 'Designer',
      location: '',
      salaryMin: 500_000,
      removeAttachment: false,
    });
    expect(values).not.toHaveProperty('isPinned');
  });

  it('take what a job ad said for a new job, empty where it said nothing', () => {
    const values = jobFormFromLink({
      position: 'Designer',
      company: null,
      location: 'Oslo',
      workplace: 'remote',
      employmentType: null,
      salaryText: null,
      salaryMin: 500_000,
      salaryMax: null,
      salaryCurrency: 'NOK',
      salaryPeriod: null,
      deadline: '2026-12-01',
      description: null,
      postingUrl: 'https://jobs.example/1',
      source: null,
      foundIn: 'jobPosting',
    });
    expect(values).toEqual({
      ...jobFormDefaults(),
      position: 'Designer',
      location: 'Oslo',
      workplace: 'remote',
      salaryMin: 500_000,
      salaryCurrency: 'NOK',
      deadline: '2026-12-01',
      postingUrl: 'https://jobs.example/1',
    });
  });
});

describe('attachment check in the browser', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('accepts PDF, DOCX, PNG and JPEG up to 10 MB', () => {
    expect(checkAttachment(file('ad.pdf', 'application/pdf'))).toBeNull();
    expect(
      checkAttachment(
        file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toBeNull();
    expect(checkAttachment(file('ad.png', 'image/png'))).toBeNull();
    expect(checkAttachment(file('ad.jpg', 'image/jpeg', JOB_ATTACHMENT_MAX_BYTES))).toBeNull();
    expect(checkAttachment(file('ad.jpeg', ''))).toBeNull();
  });

  it('refuses other types, big files and empty files', () => {
    expect(checkAttachment(file('page.html', 'text/html'))).toBe('wrongType');
    expect(checkAttachment(file('virus.exe', ''))).toBe('wrongType');
    expect(checkAttachment(file('ad.pdf', 'application/pdf', JOB_ATTACHMENT_MAX_BYTES + 1))).toBe('tooLarge');
    expect(checkAttachment(file('ad.pdf', 'application/pdf', 0))).toBe('empty');
  });
});
