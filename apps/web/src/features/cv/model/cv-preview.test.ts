import type { Certification, Education, Experience } from '@hirelane/contract/cv';
import type { Endorsement } from '@hirelane/contract/endorsements';
import { describe, expect, it } from 'vitest';
import { type CvPreviewOwner, previewCv } from './cv-preview.ts';

/** The entries as the public CV shows them: without their ids (and the certificate's file). */
const publicJob: Omit<Experience, 'userExperienceId'> = {
  title: 'Developer',
  company: 'Fjord',
  location: null,
  employmentType: 'full-time',
  startDate: '2020-01',
  endDate: null,
  isCurrent: true,
  description: null,
};
const publicSchool: Omit<Education, 'userEducationId'> = {
  school: 'NTNU',
  degree: 'MSc',
  field: null,
  startDate: '2014-08',
  endDate: '2019-06',
  grade: null,
  description: null,
};
const publicCertificate: Omit<Certification, 'userCertificationId' | 'file'> = {
  name: 'Scrum Master',
  issuer: 'Scrum.org',
  issueDate: '2022-02',
  expiryDate: null,
  credentialId: 'SECRET-42',
  credentialUrl: 'https://example.org/c/1',
};
const job: Experience = { userExperienceId: 'e1', ...publicJob };
const school: Education = { userEducationId: 'd1', ...publicSchool };
const certificate: Certification = {
  userCertificationId: 'c1',
  ...publicCertificate,
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

const owner: CvPreviewOwner = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  headline: 'Developer',
  location: ' Oslo ',
  summary: 'I build calm services.\n- Accessible forms',
  email: 'kari@example.no',
  phone: '',
  links: [{ label: 'GitHub', url: 'https://github.com/kari' }],
  photoUrl: 'blob:photo',
};

describe('previewCv', () => {
  it("is the public shape of the owner's CV with the whole profile: no ids, no certificate files", () => {
    const cv = previewCv(
      {
        experience: [job],
        education: [school],
        certifications: [certificate],
        professional: ['TypeScript'],
        personal: ['Calm'],
        language: [{ language: 'Norwegian', level: 5 }],
      },
      owner,
    );
    expect(cv).toEqual({
      firstName: 'Kari',
      lastName: 'Nordmann',
      headline: 'Developer',
      location: 'Oslo',
      summary: 'I build calm services.\n- Accessible forms',
      contact: {
        photoUrl: 'blob:photo',
        email: 'kari@example.no',
        phone: null,
        links: [{ label: 'GitHub', url: 'https://github.com/kari' }],
      },
      experience: [publicJob],
      education: [publicSchool],
      certifications: [publicCertificate],
      professionalSkills: ['TypeScript'],
      personalSkills: ['Calm'],
      languages: [{ language: 'Norwegian', level: 5 }],
      endorsements: [],
    });
  });

  it('treats still-loading lists as empty', () => {
    expect(previewCv({}, null)).toMatchObject({
      firstName: '',
      summary: null,
      contact: { photoUrl: null, email: null, links: [] },
      experience: [],
      endorsements: [],
    });
  });

  it('shows only visible endorsements, with the public fields', () => {
    const cv = previewCv({ endorsement: [endorsement('a', true), endorsement('b', false)] }, owner);
    expect(cv.endorsements).toEqual([
      {
        endorserName: 'Person a',
        endorserTitle: 'Lead',
        relationship: 3,
        text: 'A great colleague to work with every day.',
      },
    ]);
  });
});
