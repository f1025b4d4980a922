import { certificationInput, educationInput, experienceInput } from '@hirelane/contract/cv';
import { endorsementRequestInput } from '@hirelane/contract/endorsements';
import { describe, expect, it } from 'vitest';
import {
  certificationFormValues,
  educationFormValues,
  endorsementRequestFormValues,
  experienceFormValues,
} from './entry-forms.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; code: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.code}`).sort();

describe('experience form', () => {
  /** The empty form with what it asks for filled in: a title, a company and a start month. */
  const filledIn = () => ({
    ...experienceFormValues(),
    title: 'Developer',
    company: 'Fjord',
    startDate: '2021-03',
  });

  it('an empty form asks for title, company and start month', () => {
    const result = experienceInput.safeParse(experienceFormValues());
    expect(issues(result)).toEqual([
      'company:too_small',
      'endDate:custom',
      'startDate:invalid_format',
      'title:too_small',
    ]);
  });

  it('a current job needs no end month, and blank optional texts are sent as null', () => {
    const result = experienceInput.parse({ ...filledIn(), isCurrent: true, endDate: '2022-01' });
    expect(result).toMatchObject({ endDate: null, isCurrent: true, location: null, description: null });
  });

  it('refuses an end before the start, on the end field', () => {
    const result = experienceInput.safeParse({ ...filledIn(), endDate: '2020-01' });
    expect(issues(result)).toEqual(['endDate:custom']);
  });

  it('round-trips a stored entry unchanged', () => {
    const entry = {
      userExperienceId: 'e1',
      title: 'Developer',
      company: 'Fjord',
      location: 'Bergen',
      employmentType: 'contract' as const,
      startDate: '2019-01',
      endDate: '2020-12',
      isCurrent: false,
      description: null,
    };
    const { userExperienceId: _id, ...fields } = entry;
    expect(experienceInput.parse(experienceFormValues(entry))).toEqual(fields);
  });
});

describe('education form', () => {
  it('needs a school and a start; no end means ongoing', () => {
    expect(issues(educationInput.safeParse(educationFormValues()))).toEqual([
      'school:too_small',
      'startDate:invalid_format',
    ]);
    const ongoing = educationInput.parse({ ...educationFormValues(), school: 'NTNU', startDate: '2024-08' });
    expect(ongoing).toMatchObject({ endDate: null, degree: null, field: null, grade: null });
  });
});

describe('certification form', () => {
  it('needs only a name; an empty link is no link', () => {
    expect(issues(certificationInput.safeParse(certificationFormValues()))).toEqual(['name:too_small']);
    expect(certificationInput.parse({ ...certificationFormValues(), name: 'AWS' })).toMatchObject({
      credentialUrl: null,
      removeFile: false,
      issueDate: null,
    });
  });

  it('refuses a link that is not http(s)', () => {
    const result = certificationInput.safeParse({
      ...certificationFormValues(),
      name: 'AWS',
      credentialUrl: 'ftp://x.org',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['credentialUrl']);
  });
});

describe('endorsement request form', () => {
  it('a new request has no relationship until one is chosen', () => {
    const values = endorsementRequestFormValues();
    expect(values).not.toHaveProperty('relationship');
    expect(issues(endorsementRequestInput.safeParse(values))).toEqual([
      'endorserEmail:invalid_format',
      'endorserName:too_small',
      'relationship:invalid_type',
    ]);
  });

  it('editing keeps the stored relationship', () => {
    const stored = { endorserName: 'Ola', endorserEmail: 'ola@example.no', relationship: 0, message: '' };
    expect(endorsementRequestInput.parse(endorsementRequestFormValues(stored))).toEqual(stored);
  });
});
