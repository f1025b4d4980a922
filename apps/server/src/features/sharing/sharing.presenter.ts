import type { PublicCv } from '@hirelane/contract/sharing';
import { read } from '../../platform/db/dialect.ts';
import type { CvSnapshot } from './sharing.repository.ts';

type Section =
  | 'experience'
  | 'education'
  | 'professional'
  | 'personal'
  | 'language'
  | 'certifications'
  | 'endorsement';

/**
 * The only way a CV leaves the server for the public: each field is picked by name here, so a
 * private column (e-mail, file keys, ids, hidden endorsements) cannot slip through.
 */
export const presentPublicCv = (cv: CvSnapshot, sections: readonly Section[]): PublicCv => {
  const shows = (section: Section) => sections.includes(section);
  return {
    firstName: cv.user?.first_name ?? '',
    lastName: cv.user?.last_name ?? '',
    headline: cv.headline,
    experience: shows('experience')
      ? cv.experience.map((row) => ({
          title: row.title,
          company: row.company,
          location: row.location,
          employmentType: row.employment_type as PublicCv['experience'][number]['employmentType'],
          startDate: row.start_date,
          endDate: row.end_date,
          isCurrent: read.bool(row.is_current),
          description: row.description,
        }))
      : [],
    education: shows('education')
      ? cv.education.map((row) => ({
          school: row.school,
          degree: row.degree,
          field: row.field,
          startDate: row.start_date,
          endDate: row.end_date,
          grade: row.grade,
          description: row.description,
        }))
      : [],
    certifications: shows('certifications')
      ? cv.certifications.map((row) => ({
          name: row.name,
          issuer: row.issuer,
          issueDate: row.issue_date,
          expiryDate: row.expiry_date,
          credentialId: row.credential_id,
          credentialUrl: row.credential_url,
        }))
      : [],
    professionalSkills: shows('professional') ? cv.professionalSkills : [],
    personalSkills: shows('personal') ? cv.personalSkills : [],
    languages: shows('language') ? cv.languages.map(({ language, level }) => ({ language, level })) : [],
    endorsements: shows('endorsement')
      ? cv.endorsements.map((row) => ({
          endorserName: row.endorser_name,
          endorserTitle: row.endorser_title,
          relationship: Number(row.relationship),
          text: row.text,
        }))
      : [],
  };
};
