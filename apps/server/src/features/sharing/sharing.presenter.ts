import type { PublicCv } from '@hirelane/contract/sharing';
import type { CvSnapshot, PublicSection as Section } from './sharing.repository.ts';

/**
 * The only way a CV leaves the server for the public: each field is picked by name here, so a
 * private column (e-mail, file keys, ids, hidden endorsements) cannot slip through.
 */
export const presentPublicCv = (cv: CvSnapshot, sections: readonly Section[]): PublicCv => {
  const shows = (section: Section) => sections.includes(section);
  return {
    firstName: cv.firstName,
    lastName: cv.lastName,
    headline: cv.headline,
    experience: shows('experience')
      ? cv.experience.map((item) => ({
          title: item.title,
          company: item.company,
          location: item.location,
          employmentType: item.employmentType,
          startDate: item.startDate,
          endDate: item.endDate,
          isCurrent: item.isCurrent,
          description: item.description,
        }))
      : [],
    education: shows('education')
      ? cv.education.map((item) => ({
          school: item.school,
          degree: item.degree,
          field: item.field,
          startDate: item.startDate,
          endDate: item.endDate,
          grade: item.grade,
          description: item.description,
        }))
      : [],
    certifications: shows('certifications')
      ? cv.certifications.map((item) => ({
          name: item.name,
          issuer: item.issuer,
          issueDate: item.issueDate,
          expiryDate: item.expiryDate,
          credentialId: item.credentialId,
          credentialUrl: item.credentialUrl,
        }))
      : [],
    professionalSkills: shows('professional') ? cv.professionalSkills : [],
    personalSkills: shows('personal') ? cv.personalSkills : [],
    languages: shows('language') ? cv.languages.map(({ language, level }) => ({ language, level })) : [],
    endorsements: shows('endorsement')
      ? cv.endorsements.map((item) => ({
          endorserName: item.endorserName,
          endorserTitle: item.endorserTitle,
          relationship: item.relationship,
          text: item.text,
        }))
      : [],
  };
};
