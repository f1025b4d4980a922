import type { ProfileDraft } from '@hirelane/contract/cv-import';
import { findRange, trimSeparators } from './cv-dates.ts';
import { isHeaderish } from './cv-entries.ts';
import { CONTACT_SYMBOL, contactMarker } from './icons.ts';
import { allWords, alternation, type CvLanguageWords } from './languages/index.ts';
import { type Line, lineOf } from './layout.ts';
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
/** What a CV calls itself ("Curriculum Vitae"), which is no name. */
const DOCUMENT_TITLE = new RegExp(`^(?:${alternation(allWords((words) => words.documentTitles))})$`, 'iu');
/** "Stavanger, Norway": a place, not a headline. */
const TOWN_AND_COUNTRY =
  /^\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?(?:,\s*\p{Lu}[\p{L}-]+(?:\s\p{L}[\p{L}-]+)?){1,3}$/u;
/** A letter alone in front of a detail that no word starts with: an icon font's glyph ("Ȱ Stockholm"). */
const ICON_LETTER = /^[^\p{Script=Latin}\s\d+(]\s+|^[\u0100-\u024F]\s+/u;
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'la', 'le', 'af']);

const phoneIn = (text: string): string | null => {
  for (const match of text.matchAll(new RegExp(PHONE, 'g'))) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 8 && digits.length <= 15 && !findRange(match[0])) return match[0].trim();
  }
  return null;
};

/** A line's pieces: its cells, each cut at contact separators ("a@b.no · +47 … · Oslo"). */
const SPLIT = new RegExp(`\\s+[·|•●]\\s+|\\s{3,}|\\s+(?=(?:${CONTACT_SYMBOL}))`, 'u');

/** A line's pieces: its cells, each cut at contact separators ("a@b.no · +47 … · Oslo") and before icons ("✉ … ☎ …"). */
const tokensOf = (line: Line) =>
  line.cells
    .flatMap((cell) => cell.text.split(SPLIT))
    .reduce<string[]>((tokens, token) => {
      // An icon alone in its cell marks the detail that follows it.
      const last = tokens.at(-1);
      if (last !== undefined && contactMarker(last)?.rest === '')
        tokens[tokens.length - 1] = `${last} ${token}`;
      else tokens.push(token);
      return tokens;
    }, [])
    .map((token) => (contactMarker(token) ? token.trim() : trimSeparators(token)))
    .filter(Boolean);

const splitName = (name: string): { firstName: string; lastName: string } => {
  const words = name.split(/\s+/);
  let cut = words.length - 1;
  while (cut > 1 && PARTICLES.has((words[cut - 1] ?? '').toLowerCase())) cut -= 1;
  return { firstName: words.slice(0, cut).join(' '), lastName: words.slice(cut).join(' ') };
};

/** A line holding only a contact icon joined to the detail on the line under it (icon columns). */
const withIconsJoined = (lines: Line[]): Line[] =>
  lines.reduce<Line[]>((joined, line) => {
    const last = joined.at(-1);
    if (last && last.cells.length === 1 && contactMarker(last.text)?.rest === '')
      joined[joined.length - 1] = lineOf([...last.cells, ...line.cells], line.page, line.y, line.size);
    else joined.push(line);
    return joined;
  }, []);

/**
 * The person's name: the largest name-like line that is not the CV's own title; a name printed in
 * capitals over two lines ("CHLOE" / "BRENNAN"); or a name that shares its line with the headline
 * ("Johanna Berglund | Butikschef").
 */
const nameOf = (
  lines: Line[],
  largest: number,
): { name: string; lines: Line[]; headline?: string } | null => {
  const named = lines.filter((line) => NAME.test(line.text) && !DOCUMENT_TITLE.test(line.text));
  const biggest = lines.filter((line) => line.size === largest);
  const [top, under] = biggest;
  if (
    biggest.length === 2 &&
    top &&
    under &&
    lines.indexOf(under) === lines.indexOf(top) + 1 &&
    [top, under].every((line) => /^\p{Lu}[\p{L}'’-]+$/u.test(line.text))
  )
    return { name: `${top.text} ${under.text}`, lines: [top, under] };
  const line = named.find((l) => l.size === largest) ?? named.find((l) => l.text.split(/\s+/).length <= 5);
  if (line) return { name: line.text, lines: [line] };
  for (const candidate of lines.slice(0, 4)) {
    const [first, ...rest] = candidate.text.split(/\s+[|·•]\s+/u);
    if (first && rest.length > 0 && NAME.test(first) && first.split(/\s+/).length <= 4)
      return { name: first, lines: [candidate], headline: rest.join(' · ') };
  }
  return null;
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
  const found = nameOf(lines, largest);
  const nameLines = found?.lines ?? [];
  if (found) Object.assign(profile, splitName(found.name));
  if (found?.headline) profile.headline = found.headline;

  const places: string[] = [];
  for (const line of withIconsJoined(lines)) {
    if (nameLines.includes(line)) continue;
    const tokens = tokensOf(line);
    const contactLine = tokens.some(
      (token) => EMAIL.test(token) || phoneIn(token) || LABEL.test(token) || contactMarker(token),
    );
    for (const marked of tokens) {
      const marker = contactMarker(marked);
      const token = marker ? trimSeparators(marker.rest) : marked.replace(ICON_LETTER, '');
      if (!token) continue;
      if (marker?.kind === 'place') {
        places.unshift(token);
        continue;
      }
      const email = EMAIL.exec(token);
      const phone = phoneIn(token);
      if (email && !profile.email) profile.email = email[0];
      else if (phone && !profile.phone) profile.phone = phone;
      else if (!email && !phone && !isLink(token)) {
        const labelled = LABEL.exec(token);
        const value = labelled ? token.slice(labelled[0].length).trim() : token;
        if (PLACE_LABEL.test(labelled?.[0] ?? '')) places.unshift(value);
        else if (contactLine && !labelled) places.push(value);
        else if (!labelled && TOWN_AND_COUNTRY.test(value)) places.push(value);
        else if (
          !labelled &&
          !profile.headline &&
          isHeaderish(line.text) &&
          line.cells.length === 1 &&
          !DOCUMENT_TITLE.test(line.text)
        )
          profile.headline = line.text;
        else if (!labelled && /^\p{Lu}[\p{L}-]+(?:,\s*\p{Lu}[\p{L}-]+)?$/u.test(value)) places.push(value);
      }
    }
  }
  profile.location = places.find((place) => place.length <= 60 && !/\d{4,}/.test(place)) ?? '';
  return profile;
};
