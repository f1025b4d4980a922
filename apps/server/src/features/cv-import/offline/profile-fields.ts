import type { ProfileDraft } from '@hirelane/contract/cv-import';
import { findRange, trimSeparators } from './cv-dates.ts';
import { isHeaderish } from './cv-entries.ts';
import { allWords, alternation, type CvLanguageWords } from './languages/index.ts';
import type { Line } from './layout.ts';
import { isLink } from './links.ts';

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.\p{L}{2,}/u;
/** "+47 912 34 567", "+1 (415) 555-0123", "912 34 567": 8 to 15 digits. */
const PHONE = /(?:\+|00)?\d[\d\s().-]{6,}\d/;
const labels = (kinds: (keyof CvLanguageWords['contactLabels'])[]) =>
  alternation(allWords((words) => kinds.flatMap((kind) => words.contactLabels[kind])));
/** A contact label in front of its value ("E-post:", "Mobil", "Adress:"), in any language read. */
const LABEL = new RegExp(
  `^(?:${labels(['email', 'phone', 'place', 'web', 'birth'])})(?![\\p{L}])\\s*:?\\s*`,
  'iu',
);
const PLACE_LABEL = new RegExp(`^(?:${labels(['place'])})(?![\\p{L}])`, 'iu');
const NAME = /^\p{Lu}[\p{L}'’.-]+(?:\s+(?:\p{Lu}[\p{L}'’.-]+|van|von|der|den|de|la|le|af))+$/u;
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'la', 'le', 'af']);

const phoneIn = (text: string): string | null => {
  for (const match of text.matchAll(new RegExp(PHONE, 'g'))) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 8 && digits.length <= 15 && !findRange(match[0])) return match[0].trim();
  }
  return null;
};

/** A line's pieces: its cells, each cut at contact separators ("a@b.no · +47 … · Oslo"). */
const tokensOf = (line: Line) =>
  line.cells
    .flatMap((cell) => cell.text.split(/\s+[·|•●]\s+|\s{3,}/u))
    .map((token) => trimSeparators(token))
    .filter(Boolean);

const splitName = (name: string): { firstName: string; lastName: string } => {
  const words = name.split(/\s+/);
  let cut = words.length - 1;
  while (cut > 1 && PARTICLES.has((words[cut - 1] ?? '').toLowerCase())) cut -= 1;
  return { firstName: words.slice(0, cut).join(' '), lastName: words.slice(cut).join(' ') };
};

/**
 * The person from the lines above the first section (and a contact section): the largest name-like
 * line, the line under it as headline, e-mail, phone, and a place given with them.
 */
export const profileOf = (lines: Line[]): ProfileDraft => {
  const profile: ProfileDraft = {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    location: '',
    headline: '',
  };
  const largest = Math.max(0, ...lines.map((line) => line.size));
  const nameLine =
    lines.find((line) => line.size === largest && NAME.test(line.text)) ??
    lines.find((line) => NAME.test(line.text) && line.text.split(/\s+/).length <= 5);
  if (nameLine) Object.assign(profile, splitName(nameLine.text));

  const places: string[] = [];
  for (const line of lines) {
    if (line === nameLine) continue;
    const tokens = tokensOf(line);
    const contactLine = tokens.some((token) => EMAIL.test(token) || phoneIn(token) || LABEL.test(token));
    for (const token of tokens) {
      const email = EMAIL.exec(token);
      const phone = phoneIn(token);
      if (email && !profile.email) profile.email = email[0];
      else if (phone && !profile.phone) profile.phone = phone;
      else if (!email && !phone && !isLink(token)) {
        const labelled = LABEL.exec(token);
        const value = labelled ? token.slice(labelled[0].length).trim() : token;
        if (PLACE_LABEL.test(labelled?.[0] ?? '')) places.unshift(value);
        else if (contactLine && !labelled) places.push(value);
        else if (!labelled && !profile.headline && isHeaderish(line.text) && line.cells.length === 1)
          profile.headline = line.text;
        else if (!labelled && /^\p{Lu}[\p{L}-]+(?:,\s*\p{Lu}[\p{L}-]+)?$/u.test(value)) places.push(value);
      }
    }
  }
  profile.location = places.find((place) => place.length <= 60 && !/\d{4,}/.test(place)) ?? '';
  return profile;
};
