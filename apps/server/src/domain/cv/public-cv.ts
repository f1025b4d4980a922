import type { CvSectionKey } from '@hirelane/contract/constants';
import type { ContactField, PublicCv, PublicCvContact } from '@hirelane/contract/sharing';
import type { CvSnapshot } from './cv-snapshot.ts';

/** What a link or profile shows: its sections, its contact details, and the photo's public URL. */
export type PublicCvChoice = {
  sections: readonly CvSectionKey[];
  contactFields: readonly ContactField[];
  /** Where the public fetches the photo through this link or profile (null: no photo shown). */
  photoUrl: string | null;
};

const presentContact = (cv: CvSnapshot, { contactFields, photoUrl }: PublicCvChoice): PublicCvContact => {
  const shows = (field: ContactField) => contactFields.includes(field);
  return {
    photoUrl: shows('photo') && cv.contact.photoKey ? photoUrl : null,
    email: (shows('email') && cv.contact.email) || null,
    phone: (shows('phone') && cv.contact.phone) || null,
    links: shows('links') ? cv.contact.links.map(({ label, url }) => ({ label, url })) : [],
  };
};

/**
 * The only way a CV leaves the server for the public: each field is picked by name here, so a
 * private column (login e-mail, file keys, ids, hidden endorsements, contact details the owner did
 * not choose) cannot slip through.
 */
export const presentPublicCv = (cv: CvSnapshot, choice: PublicCvChoice): PublicCv => {
  const shows = (section: CvSectionKey) => choice.sections.includes(section);
  return {
    firstName: cv.firstName,
    lastName: cv.lastName,
    headline: cv.headline,
    location: cv.location,
    summary: cv.summary,
    contact: presentContact(cv, choice),
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
