import type { Certification, Education, Experience, LanguageSkill } from '@hirelane/contract/cv';
import type { Endorsement } from '@hirelane/contract/endorsements';
import type { ProfileResponse } from '@hirelane/contract/profile';
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

/** Who the CV is about: the profile's fields, and the photo as an address the page can show. */
export type CvPreviewOwner = Pick<
  ProfileResponse,
  'firstName' | 'lastName' | 'headline' | 'location' | 'summary' | 'email' | 'phone' | 'links'
> & { photoUrl: string | null };

/**
 * The owner's CV as an employer will see it: the same public shape the server's presenter makes (no
 * ids, no certificate files, no hidden endorsements), with the whole profile (photo, headline,
 * location, summary, e-mail, phone, links) as the owner's own PDF shows it; drawn by the same
 * renderer as a shared CV. A share link or the public profile may show fewer contact details.
 */
export function previewCv(input: CvPreviewInput, owner: CvPreviewOwner | null): PublicCv {
  const text = (value: string | undefined) => value?.trim() || null;
  return {
    firstName: owner?.firstName ?? '',
    lastName: owner?.lastName ?? '',
    headline: text(owner?.headline),
    location: text(owner?.location),
    summary: text(owner?.summary),
    contact: {
      photoUrl: owner?.photoUrl ?? null,
      email: text(owner?.email),
      phone: text(owner?.phone),
      links: owner?.links ?? [],
    },
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
