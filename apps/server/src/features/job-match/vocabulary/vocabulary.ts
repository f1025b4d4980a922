import { readFileSync } from 'node:fs';
import { casedKey, type Token, termKey, type VocabularyEntry } from './vocabulary-format.ts';

export type Skill = { name: string; no: string | null; kind: 'skill' | 'tool' | 'certification' };
type Term = { skill: Skill; cased: string | null; inflects: boolean; title: boolean };

/** A vocabulary term found in a text: the skill and the tokens it spans. */
export type TermHit = { skill: Skill; from: number; to: number };

export type Vocabulary = {
  size: number;
  skills: readonly Skill[];
  /** Every skill the tokens name, longest names first, never two over the same words. */
  find: (tokens: readonly Token[]) => TermHit[];
  /** The skill a name (e.g. one a model gave) stands for, if the vocabulary knows it. */
  lookup: (name: string) => Skill | undefined;
};

/** Endings of Norwegian and English word forms ("regnskapet", "databases"), longest first. */
const ENDINGS = ['ene', 'ane', 'er', 'en', 'et', 'es', 'e', 's'];
/** Curated terms at least this long match their inflected forms too. */
const INFLECTS_FROM = 4;

const kindOf = (kind: string): Skill['kind'] =>
  kind === 'skill' || kind === 'certification' ? kind : 'tool';

/** The index over the entries: terms by their lower-cased words. */
export const createVocabulary = (entries: readonly VocabularyEntry[]): Vocabulary => {
  const index = new Map<string, Term[]>();
  const byName = new Map<string, Skill>();
  let longest = 1;
  const skills = entries.map(([name, no, kind, terms, source]) => {
    const skill: Skill = { name, no, kind: kindOf(kind) };
    for (const raw of terms) {
      const exact = raw.startsWith('=');
      const title = raw.startsWith('~');
      const term = exact || title ? raw.slice(1) : raw;
      const key = termKey(term);
      if (!key) continue;
      const words = key.split(' ');
      longest = Math.max(longest, words.length);
      const last = words.at(-1) ?? '';
      const entry = {
        skill,
        cased: exact ? casedKey(term) : null,
        inflects: source === 'curated' && !exact && last.length >= INFLECTS_FROM,
        title,
      };
      index.set(key, [...(index.get(key) ?? []), entry]);
      if (!byName.has(key)) byName.set(key, skill);
    }
    return skill;
  });

  const termAt = (tokens: readonly Token[], from: number, length: number): Skill | undefined => {
    const words = tokens.slice(from, from + length);
    const key = words.map((t) => t.key).join(' ');
    /** A job title names a skill only as what someone works as ("erfaring som sveiser"; "AS" is a company). */
    const afterAs = tokens
      .slice(Math.max(0, from - 2), from)
      .some((t) => t.text === 'as' || t.text === 'som');
    const fits = (term: Term) => !term.title || afterAs;
    const exact = index
      .get(key)
      ?.find(
        (term) => fits(term) && (term.cased === null || term.cased === words.map((t) => t.text).join(' ')),
      );
    if (exact) return exact.skill;
    const last = words.at(-1)?.key ?? '';
    for (const ending of ENDINGS) {
      if (!last.endsWith(ending) || last.length - ending.length < INFLECTS_FROM) continue;
      const stem = key.slice(0, key.length - ending.length);
      const inflected = index.get(stem)?.find((term) => term.inflects && fits(term));
      if (inflected) return inflected.skill;
    }
    return undefined;
  };

  const find = (tokens: readonly Token[]): TermHit[] => {
    const hits: TermHit[] = [];
    for (let i = 0; i < tokens.length; ) {
      let span = 0;
      for (let length = Math.min(longest, tokens.length - i); length >= 1 && span === 0; length -= 1) {
        if (tokens.slice(i + 1, i + length).some((t) => t.breakBefore)) continue;
        const skill = termAt(tokens, i, length);
        if (skill) {
          hits.push({ skill, from: i, to: i + length });
          span = length;
        }
      }
      i += Math.max(span, 1);
    }
    return hits;
  };

  return {
    size: skills.length,
    skills,
    find,
    lookup: (name) => byName.get(termKey(name)),
  };
};

let shared: Vocabulary | undefined;

/** The shipped vocabulary (skills.json), read and indexed once, on first use. */
export const vocabulary = (): Vocabulary => {
  shared ??= createVocabulary(
    JSON.parse(readFileSync(new URL('./skills.json', import.meta.url), 'utf8')) as VocabularyEntry[],
  );
  return shared;
};
