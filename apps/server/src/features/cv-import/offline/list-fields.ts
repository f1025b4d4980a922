import { CV_LIMITS } from '@hirelane/contract/cv';
import type { LanguageDraft } from '@hirelane/contract/cv-import';
import { trimSeparators } from './cv-dates.ts';
import { allWords, alternation, type Level } from './languages/index.ts';
import { type Line, lineOf } from './layout.ts';

const ITEM_SEPARATORS = /\s*[,;·•|●▪]\s*|\s{3,}/u;

/** Cell texts with a bracket left open joined to the next ("Engelsk (Full yrkesmessig" + "kompetanse)"). */
const withBracketsClosed = (texts: string[]): string[] =>
  texts.reduce<string[]>((joined, text) => {
    const last = joined.at(-1);
    const open = (last?.match(/\(/g) ?? []).length > (last?.match(/\)/g) ?? []).length;
    if (last !== undefined && open) joined[joined.length - 1] = `${last} ${text}`;
    else joined.push(text);
    return joined;
  }, []);

const itemsOf = (lines: Line[]): string[] =>
  withBracketsClosed(lines.flatMap((line) => line.cells.map((cell) => cell.text)))
    .flatMap((text) => text.split(ITEM_SEPARATORS))
    .map((item) => trimSeparators(item.replace(/^[-–*]\s+/, '')))
    .filter((item) => item.length > 0);

const unique = (items: string[]) =>
  items.filter((item, index) => items.findIndex((o) => o.toLowerCase() === item.toLowerCase()) === index);

/** A list's label in front of its first item ("Tekniska: Budgetansvar", "Verktyg: Git"): not a skill. */
const LIST_LABEL = /^[^:：]{2,30}[:：]\s+/u;

/** A row's label cell before its list ("Technical" | "Kotlin, Java, …"): not a skill. */
const withoutLabelCell = (line: Line): Line =>
  line.cells.length === 2 && !/[,;]/.test(line.cells[0]?.text ?? '') && /[,;]/.test(line.cells[1]?.text ?? '')
    ? lineOf(line.cells.slice(1), line.page, line.y, line.size)
    : line;

/** A list's items as written (one per line, bulleted, or in a separated row), labels aside. */
export const listItemsOf = (lines: Line[]): string[] =>
  unique(
    itemsOf(lines.map(withoutLabelCell))
      .map((item) => item.replace(LIST_LABEL, ''))
      .filter((item) => item.length > 0),
  );

/** Skills written one per line, bulleted, or in a comma/dot-separated row; sentences are not skills. */
export const skillsOf = (lines: Line[]): string[] =>
  listItemsOf(lines).filter((item) => item.length <= CV_LIMITS.skill && item.split(/\s+/).length <= 6);

/** CEFR levels, the same in every language, beside each language's level words. */
const CEFR: Record<Level, string[]> = { 5: ['c2'], 4: ['c1'], 3: ['b2'], 2: ['b1'], 1: ['a1', 'a2'] };

/** Level words (and CEFR levels) to the 1–5: native 5, fluent 4, advanced 3, intermediate 2, basic 1. */
const LEVELS: [RegExp, number][] = ([5, 4, 3, 2, 1] as const).map((level) => [
  new RegExp(
    `(?<![\\p{L}\\d])(?:${alternation([...allWords((words) => words.levels[level]), ...CEFR[level]])})(?![\\p{L}\\d])`,
    'iu',
  ),
  level,
]);
const LEVEL_LABEL = new RegExp(
  `(?<![\\p{L}])(?:${alternation(allWords((words) => words.levelLabels))})(?![\\p{L}])`,
  'giu',
);

/** Whether a text carries a level word ("Svenska (modersmål)"). */
export const hasLevelWord = (text: string): boolean => levelIn(text) !== null;

/** The level a text that is only a level word gives ("Native", "Morsmål"), else null. */
export const levelWordLevel = (text: string): number | null => {
  const found = levelIn(text);
  return found && !found.rest ? found.level : null;
};

/** The level word in a text, the longest one found ("Begrenset yrkesmessig kompetanse" before "yrkesmessig kompetanse"). */
const levelIn = (text: string): { level: number; rest: string } | null => {
  let best: { level: number; match: RegExpExecArray } | null = null;
  for (const [pattern, level] of LEVELS) {
    const match = pattern.exec(text);
    if (match && (!best || match[0].length > best.match[0].length)) best = { level, match };
  }
  if (!best) return null;
  const { level, match } = best;
  const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
  return {
    level,
    rest: trimSeparators(rest.replace(LEVEL_LABEL, '').replace(/\(\s*s?\s*\)/gi, '')),
  };
};

/** A level wrapped onto the next line ("Arabiska – mycket goda" over "kunskaper") joined back. */
const withLevelsJoined = (items: string[]): string[] =>
  items.reduce<string[]>((joined, item) => {
    const last = joined.at(-1);
    if (last !== undefined && !levelIn(last) && !levelIn(item) && levelIn(`${last} ${item}`))
      joined[joined.length - 1] = `${last} ${item}`;
    else joined.push(item);
    return joined;
  }, []);

const LANGUAGE_NAME = /^\p{Lu}?[\p{L}-]+(?:\s[\p{L}-]+)?$/u;

/**
 * "Norwegian – Native", "Engelsk (flytende)", "English: C1", or a name with its level on the next
 * line (sidebars): languages with levels 1–5. A language with no level word is read as 3.
 */
export const languagesOf = (lines: Line[]): LanguageDraft[] => {
  const items = withLevelsJoined(itemsOf(lines)).flatMap((item) => {
    const colon = /^(.+?)\s*[:–—-]\s+(.+)$/u.exec(item);
    return colon && !levelIn(colon[1] ?? '') ? [`${colon[1]} ${colon[2]}`] : [item];
  });
  const languages: LanguageDraft[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index] ?? '';
    const found = levelIn(item);
    if (found?.rest) {
      languages.push({ language: found.rest, level: found.level });
      continue;
    }
    if (found) continue; // A level word alone, already paired with the name before it.
    const next = levelIn(items[index + 1] ?? '');
    if (next && !next.rest) languages.push({ language: item, level: next.level });
    else if (LANGUAGE_NAME.test(item)) languages.push({ language: item, level: 3 });
  }
  return languages.filter(
    (entry, index) =>
      entry.language.length <= CV_LIMITS.language &&
      languages.findIndex((o) => o.language.toLowerCase() === entry.language.toLowerCase()) === index,
  );
};
