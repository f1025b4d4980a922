import type { Certification, Education, Experience } from '@hirelane/contract/cv';
import type { Endorsement } from '@hirelane/contract/endorsements';
import { describe, expect, it } from 'vitest';
import { buildCvPreview } from './cv-preview.ts';

const job: Experience = {
  userExperienceId: 'e1',
  title: 'Developer',
  company: 'Fjord',
  location: null,
  employmentType: 'full-time',
  startDate: '2020-01',
  endDate: null,
  isCurrent: true,
  description: null,
};
const school: Education = {
  userEducationId: 'd1',
  school: 'NTNU',
  degree: 'MSc',
  field: null,
  startDate: '2014-08',
  endDate: '2019-06',
  grade: null,
  description: null,
};
const certificate: Certification = {
  userCertificationId: 'c1',
  name: 'Scrum Master',
  issuer: 'Scrum.org',
  issueDate: '2022-02',
  expiryDate: null,
  credentialId: 'SECRET-42',
  credentialUrl: 'https://example.org/c/1',
  file: { fileName: 'scrum.pdf', mimeType: 'application/pdf', size: 1200 },
};
const endorsement = (id: string, isVisible: boolean): Endorsement => ({
  endorsementId: id,
  endorserName: `Person ${id}`,
  endorserTitle: 'Lead',
  relationship: 3,
  text: 'A great colleague to work with every day.',
  isVisible,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('buildCvPreview', () => {
  it('orders sections by the spec section keys, whatever order the input has', () => {
    const preview = buildCvPreview({
      endorsement: [endorsement('a', true)],
      certifications: [certificate],
      language: [{ language: 'Norwegian', level: 5 }],
      personal: ['Calm'],
      professional: ['TypeScript'],
      education: [school],
      experience: [job],
    });
    expect(preview.map((section) => section.key)).toEqual([
      'experience',
      'education',
      'professional',
      'personal',
      'language',
      'certifications',
      'endorsement',
    ]);
  });

  it('leaves out empty and still-loading sections', () => {
    const preview = buildCvPreview({ experience: [], education: undefined, professional: ['React'] });
    expect(preview).toEqual([{ key: 'professional', items: ['React'] }]);
    expect(buildCvPreview({})).toEqual([]);
  });

  it('shows only visible endorsements, without the visibility flag', () => {
    const preview = buildCvPreview({ endorsement: [endorsement('a', true), endorsement('b', false)] });
    expect(preview).toHaveLength(1);
    const [section] = preview;
    expect(section?.key).toBe('endorsement');
    expect(section?.items).toEqual([
      {
        endorsementId: 'a',
        endorserName: 'Person a',
        endorserTitle: 'Lead',
        relationship: 3,
        text: 'A great colleague to work with every day.',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    expect(buildCvPreview({ endorsement: [endorsement('b', false)] })).toEqual([]);
  });

  it('keeps certificate files and credential ids off the preview', () => {
    const [section] = buildCvPreview({ certifications: [certificate] });
    expect(section?.items[0]).toEqual({
      userCertificationId: 'c1',
      name: 'Scrum Master',
      issuer: 'Scrum.org',
      issueDate: '2022-02',
      expiryDate: null,
      credentialUrl: 'https://example.org/c/1',
    });
  });

  it('lists languages strongest first', () => {
    const [section] = buildCvPreview({
      language: [
        { language: 'German', level: 2 },
        { language: 'Norwegian', level: 5 },
        { language: 'English', level: 4 },
      ],
    });
    expect(section?.items).toEqual([
      { language: 'Norwegian', level: 5 },
      { language: 'English', level: 4 },
      { language: 'German', level: 2 },
    ]);
  });
});
