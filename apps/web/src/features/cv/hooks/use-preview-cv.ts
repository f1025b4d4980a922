import { cvDocumentSections } from '@hirelane/contract/cv-document';
import type { PublicCv } from '@hirelane/contract/sharing';
import { useQuery } from '@tanstack/react-query';
import { certificationsOptions } from '../../../shared/cv/api/certifications.ts';
import { educationApi } from '../../../shared/cv/api/education.ts';
import { experienceApi } from '../../../shared/cv/api/experience.ts';
import { languagesOptions } from '../../../shared/cv/api/languages.ts';
import { skillsOptions } from '../../../shared/cv/api/skills.ts';
import { profileImageOptions, profileQueryOptions } from '../../../shared/resources/profile.ts';
import { decodeIdToken } from '../../../shared/session/id-token.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useObjectUrl } from '../../../shared/ui/use-object-url.ts';
import { endorsementsOptions } from '../api/endorsements.ts';
import { previewCv } from '../model/cv-preview.ts';

export type PreviewCv = {
  cv: PublicCv;
  /** Still loading, with nothing to show yet. */
  isLoading: boolean;
  /** Nothing in any section, summary or headline: the preview says how to start instead. */
  isEmpty: boolean;
  /** When any part of the CV was last read from the server: a saved edit changes it. */
  updatedAt: number;
  /** Some part of the CV is still on its first load. */
  isPending: boolean;
};

/**
 * The owner's CV as an employer will see it, live: built from the same queries the sections and the
 * profile page edit, with the photo read with the owner's token.
 */
export function usePreviewCv(): PreviewCv {
  const idToken = useSession((session) => session.idToken);
  const claims = decodeIdToken(idToken);
  const queries = {
    experience: useQuery(experienceApi.listOptions()),
    education: useQuery(educationApi.listOptions()),
    certifications: useQuery(certificationsOptions()),
    professional: useQuery(skillsOptions('professional')),
    personal: useQuery(skillsOptions('personal')),
    language: useQuery(languagesOptions()),
    endorsement: useQuery(endorsementsOptions()),
  };
  const profile = useQuery(profileQueryOptions());
  const photoVersion = profile.data?.hasImage ? (profile.data.imageUpdatedAt ?? 'current') : null;
  const photo = useQuery({ ...profileImageOptions(photoVersion ?? 'none'), enabled: photoVersion !== null });
  const photoUrl = useObjectUrl(photoVersion ? photo.data : null);
  const names = claims ? { firstName: claims.given_name, lastName: claims.family_name } : null;
  const owner = profile.data
    ? { ...profile.data, photoUrl }
    : names && {
        ...names,
        headline: '',
        location: '',
        summary: '',
        email: '',
        phone: '',
        links: [],
        photoUrl,
      };
  const cv = previewCv(
    {
      experience: queries.experience.data,
      education: queries.education.data,
      certifications: queries.certifications.data,
      professional: queries.professional.data,
      personal: queries.personal.data,
      language: queries.language.data,
      endorsement: queries.endorsement.data,
    },
    owner,
  );
  const isEmpty = cvDocumentSections(cv).length === 0 && !cv.summary && !cv.headline;
  const isLoading = isEmpty && [...Object.values(queries), profile].some((query) => query.isPending);
  const updatedAt = Math.max(
    ...[...Object.values(queries), profile, photo].map((query) => query.dataUpdatedAt),
  );
  const isPending = [...Object.values(queries), profile].some((query) => query.isPending) || photo.isLoading;
  return { cv, isLoading, isEmpty, updatedAt, isPending };
}
