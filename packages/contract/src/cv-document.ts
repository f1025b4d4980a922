import { CV_SECTION_KEYS, type CvSectionKey } from './constants.ts';
import { readableUrl } from './link-address.ts';
import type { PublicCv } from './sharing.ts';

export type CvDocumentSection =
  | { key: 'experience'; items: PublicCv['experience'] }
  | { key: 'education'; items: PublicCv['education'] }
  | { key: 'professional'; items: PublicCv['professionalSkills'] }
  | { key: 'personal'; items: PublicCv['personalSkills'] }
  | { key: 'language'; items: PublicCv['languages'] }
  | { key: 'certifications'; items: PublicCv['certifications'] }
  | { key: 'endorsement'; items: PublicCv['endorsements'] };

const sectionOf = (key: CvSectionKey, cv: PublicCv): CvDocumentSection => {
  switch (key) {
    case 'experience':
      return { key, items: cv.experience };
    case 'education':
      return { key, items: cv.education };
    case 'professional':
      return { key, items: cv.professionalSkills };
    case 'personal':
      return { key, items: cv.personalSkills };
    case 'language':
      // Strongest first, as CVs list them; equal levels keep their order.
      return { key, items: [...cv.languages].sort((a, b) => b.level - a.level) };
    case 'certifications':
      return { key, items: cv.certifications };
    case 'endorsement':
      return { key, items: cv.endorsements };
  }
};

/**
 * What a CV shows, in order: the sections (CV_SECTION_KEYS) that have content. The one model
 * behind the owner's preview, the public CV and profile pages, and the PDF, so they cannot disagree.
 */
export function cvDocumentSections(cv: PublicCv): CvDocumentSection[] {
  return CV_SECTION_KEYS.map((key) => sectionOf(key, cv)).filter((section) => section.items.length > 0);
}

/** One line of a CV's contact block: how it reads and where it leads. */
export type CvContactItem =
  | { kind: 'email'; text: string; href: string }
  | { kind: 'phone'; text: string; href: string }
  | { kind: 'link'; label: string; text: string; href: string };

/**
 * A CV's contact block in order (e-mail, phone, links), as far as its owner chose to show it. The
 * screen and the PDF both draw it from here; the photo is `cv.contact.photoUrl`.
 */
export function cvContactItems(cv: Pick<PublicCv, 'contact'>): CvContactItem[] {
  const { email, phone, links } = cv.contact;
  const items: CvContactItem[] = [];
  if (email) items.push({ kind: 'email', text: email, href: `mailto:${email}` });
  if (phone) items.push({ kind: 'phone', text: phone, href: `tel:${phone.replace(/[^+\d]/g, '')}` });
  for (const link of links)
    items.push({ kind: 'link', label: link.label, text: readableUrl(link.url), href: link.url });
  return items;
}
