import { CV_SECTION_KEYS } from '@hirelane/contract/constants';
import type { Certification, Education, Experience, LanguageSkill } from '@hirelane/contract/cv';
import type { Endorsement } from '@hirelane/contract/endorsements';

export type CvSectionKey = (typeof CV_SECTION_KEYS)[number];

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

export type PreviewCertification = Omit<Certification, 'file' | 'credentialId'>;
export type PreviewEndorsement = Omit<Endorsement, 'isVisible'>;

export type CvPreviewSection =
  | { key: 'experience'; items: Experience[] }
  | { key: 'education'; items: Education[] }
  | { key: 'certifications'; items: PreviewCertification[] }
  | { key: 'professional'; items: string[] }
  | { key: 'personal'; items: string[] }
  | { key: 'language'; items: LanguageSkill[] }
  | { key: 'endorsement'; items: PreviewEndorsement[] };

function sectionOf(key: CvSectionKey, input: CvPreviewInput): CvPreviewSection {
  switch (key) {
    case 'experience':
      return { key, items: input.experience ?? [] };
    case 'education':
      return { key, items: input.education ?? [] };
    case 'certifications':
      // The certificate file and credential id are the owner's papers, not part of the CV page.
      return {
        key,
        items: (input.certifications ?? []).map(({ file: _file, credentialId: _id, ...rest }) => rest),
      };
    case 'professional':
      return { key, items: input.professional ?? [] };
    case 'personal':
      return { key, items: input.personal ?? [] };
    case 'language':
      return { key, items: [...(input.language ?? [])].sort((a, b) => b.level - a.level) };
    case 'endorsement':
      // Hidden endorsements stay off the public CV (issue #5).
      return {
        key,
        items: (input.endorsement ?? [])
          .filter((item) => item.isVisible)
          .map(({ isVisible: _visible, ...rest }) => rest),
      };
  }
}

/**
 * The CV as others will see it: the sections in the spec's order (CV_SECTION_KEYS), leaving out
 * empty ones, hidden endorsements and private details.
 */
export function buildCvPreview(input: CvPreviewInput): CvPreviewSection[] {
  return CV_SECTION_KEYS.map((key) => sectionOf(key, input)).filter((section) => section.items.length > 0);
}
