/**
 * Builds skills.json from the curated list and open package data; README.md beside this file says
 * how to run it, from where and under which licences. Package names that are ordinary English or
 * Norwegian words (the Debian word lists) are left out: in a job ad they could not be told apart
 * from prose.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '@hirelane/contract/constants';
import { termKey, type VocabularyEntry } from './vocabulary-format.ts';

const here = import.meta.dirname;
const packagesDir = process.argv[2];
if (!packagesDir) throw new Error('Pass the folder holding the unpacked packages');

const words = new Set<string>();
for (const file of ['/usr/share/dict/american-english', '/usr/share/dict/bokmaal']) {
  for (const word of readFileSync(file, 'utf8').split('\n')) words.add(word.toLowerCase());
}
const ordinaryWord = (name: string) => words.has(name.toLowerCase());

const entries: VocabularyEntry[] = [];
const taken = new Set<string>();
/** A name already in the vocabulary (any of its terms, ignoring spaces and punctuation). */
const squash = (term: string) =>
  term
    .replace(/^[=~]/, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]/gu, '');

const add = (entry: VocabularyEntry) => {
  const keys = entry[2].map(squash).filter(Boolean);
  if (keys.some((key) => taken.has(key))) return;
  for (const key of keys) taken.add(key);
  entries.push(entry);
};

/** A name that is the same in every language: a tool's or a format's proper name. */
const sameInEvery = (name: string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, name])) as Record<Language, string>;

// 1. The curated list: every trade, English and Norwegian names and synonyms.
let kind = 'tool';
for (const [index, line] of readFileSync(join(here, 'curated.txt'), 'utf8').split('\n').entries()) {
  const heading = /^## (\w+)/.exec(line);
  if (heading?.[1]) kind = heading[1];
  if (line.startsWith('#') || !line.includes('|')) continue;
  const [name = '', no = '', synonyms = ''] = line.split('|').map((part) => part.trim());
  if (!no)
    throw new Error(`curated.txt:${index + 1}: ${name} has no Norwegian name (repeat it when the same)`);
  const listed = synonyms.split(';').map((term) => term.trim());
  // A name that is also an ordinary word ("Excel", "Go") matches only as cased ("=Excel").
  const names = [name, no].filter((n) => n && !listed.includes(`=${n}`));
  const terms = [...names, ...listed].filter(Boolean);
  add([{ en: name, no }, kind, [...new Set(terms)], 'curated']);
}

/** Terms of a package entry: names that are not ordinary words, at least three characters. */
const packageTerms = (names: (string | undefined)[]) => [
  ...new Set(names.filter((n): n is string => !!n && n.length >= 3 && !ordinaryWord(n) && termKey(n) !== '')),
];

// 2. GitHub Linguist's languages (programming, markup and data formats), with their aliases.
const linguist = (await import(
  pathToFileURL(join(packagesDir, 'linguist-languages', 'index.js')).href
)) as Record<string, { name: string; type: string; aliases?: string[] }>;
for (const language of Object.values(linguist)) {
  if (language.type === 'prose') continue;
  const terms = packageTerms([language.name, ...(language.aliases ?? [])]);
  if (terms[0] === language.name) add([sameInEvery(language.name), 'tool', terms, 'linguist']);
}

// 3. Devicon's developer tools, named as Simple Icons names them where it has them.
const icons = JSON.parse(
  readFileSync(join(packagesDir, 'simple-icons', 'data', 'simple-icons.json'), 'utf8'),
) as {
  slug: string;
  title: string;
}[];
const titles = new Map(icons.map((icon) => [icon.slug, icon.title]));
const devicons = JSON.parse(readFileSync(join(packagesDir, 'devicon', 'devicon.json'), 'utf8')) as {
  name: string;
  altnames: string[];
}[];
/** A display name from a slug: Simple Icons' title, else the slug's words capitalised. */
const titleOf = (slug: string) =>
  titles.get(slug.replaceAll('-', '')) ??
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
for (const icon of devicons) {
  const title = titleOf(icon.name);
  const terms = packageTerms([title, ...icon.altnames]);
  if (terms[0] === title) add([sameInEvery(title), 'tool', terms, 'devicon']);
}

// 4. Gil Barbara's SVG Logos (Iconify's "logos" set): developer tools and services, one per slug.
const logos = JSON.parse(readFileSync(join(packagesDir, 'iconify-json-logos', 'icons.json'), 'utf8')) as {
  icons: Record<string, unknown>;
};
const VARIANT =
  /-(icon|wordmark|horizontal|vertical|square|light|dark|monochrome|text|mark|logo|alt|inverted|white|black|color|full)(-.*)?$/;
for (const slug of new Set(Object.keys(logos.icons).map((name) => name.replace(VARIANT, '')))) {
  if (/\d$/.test(slug) || /^\d/.test(slug)) continue; // numbered variants ("bem-2") repeat an entry; "500px" reads as a size
  const title = titleOf(slug);
  const terms = packageTerms([title]);
  if (terms[0] === title) add([sameInEvery(title), 'tool', terms, 'logos']);
}

entries.sort((a, b) => a[0].en.localeCompare(b[0].en));
writeFileSync(join(here, 'skills.json'), `${JSON.stringify(entries).replaceAll('],[', '],\n[')}\n`);
const bySource = Object.groupBy(entries, (entry) => entry[3]);
console.info(
  `${entries.length} entries:`,
  Object.entries(bySource)
    .map(([source, list]) => `${source} ${list?.length}`)
    .join(', '),
);
