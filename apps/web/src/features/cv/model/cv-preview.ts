import type { Certification, Education, Experience, LanguageSkill } from '@hirelane/contract/cv';
import type { Endorsement } from '@hirelane/contract/endorsements';
import type { PublicCv } from '@hirelane/contract/sharing';

/** What the CV queries hold now; a list still loading (or failed) is undefined. */
export type CvPreviewInput = {
  experience?: Experience[] | undefined;
  education?: Education[] | undefined;
  certifications?: Certification[] | undefined;
  professional?: string[] | undefined;
  personal?: string[] | undefined;
  language?: LanguageSkill[] | undefined;
  endorsement?: Endorsement[] | undefined;
};

/**
 * The owner's CV as a visitor will see it: the same public shape the server's presenter makes (no
 * ids, no certificate files, no hidden endorsements), drawn by the same CvDocument.
 */
export function previewCv(
  input: CvPreviewInput,
  name: { firstName: string; lastName: string } | null,
): PublicCv {
  return {
    firstName: name?.firstName ?? '',
    lastName: name?.lastName ?? '',
    headline: null,
    location: null,
    summary: null,
    // Contact details are chosen per link and per public profile (the sharing page), not here.
    contact: { photoUrl: null, email: null, phone: null, links: [] },
    experience: (input.experience ?? []).map(({ userExperienceId: _id, ...entry }) => entry),
    education: (input.education ?? []).map(({ userEducationId: _id, ...entry }) => entry),
    certifications: (input.certifications ?? []).map(
      ({ userCertificationId: _id, file: _file, ...entry }) => entry,
    ),
    professionalSkills: input.professional ?? [],
    personalSkills: input.personal ?? [],
    languages: input.language ?? [],
    endorsements: (input.endorsement ?? [])
      .filter((item) => item.isVisible)
      .map(({ endorserName, endorserTitle, relationship, text }) => ({
        endorserName,
        endorserTitle,
        relationship,
        text,
      })),
  };
}
