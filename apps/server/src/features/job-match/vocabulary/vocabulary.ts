import { readFileSync } from 'node:fs';
import type { Language } from '@hirelane/contract/constants';
import { isPlainWord } from './plain-words.ts';
import { casedKey, type Token, termKey, type VocabularyEntry } from './vocabulary-format.ts';

/** A skill, tool or certificate: its id (the English name) and its name in every language. */
export type Skill = { id: string; names: Record<Language, string>; kind: 'skill' | 'tool' | 'certification' };
type Term = { skill: Skill; cased: string | null; inflects: boolean; title: boolean };

/** A vocabulary term found in a text: the skill and the tokens it spans. */
export type TermHit = { skill: Skill; from: number; to: number };

export type Vocabulary = {
  size: number;
  skills: readonly Skill[];
  /**
   * Every skill the tokens name, longest names first, never two over the same words; an ordinary
   * word after a word that qualifies it ("A/B testing", "load testing") is not widened into the term.
   */
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
  /** Every term's leading words ("apache" of "apache kafka"): a longer name can only start with one. */
  const prefixes = new Set<string>();
  let longest = 1;
  const skills = entries.map(([names, kind, terms, source]) => {
    const skill: Skill = { id: names.en, names, kind: kindOf(kind) };
    for (const raw of terms) {
      const exact = raw.startsWith('=');
      const title = raw.startsWith('~');
      const term = exact || title ? raw.slice(1) : raw;
      const key = termKey(term);
      if (!key) continue;
      const words = key.split(' ');
      longest = Math.max(longest, words.length);
      for (let n = 1; n < words.length; n += 1) prefixes.add(words.slice(0, n).join(' '));
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

  /** The term whose words are `key` (lower-cased) and `cased`, after the token at `from`. */
  const termAt = (key: string, cased: string, afterAs: boolean): Term | undefined => {
    const fits = (term: Term) => !term.title || afterAs;
    const exact = index.get(key)?.find((term) => fits(term) && (term.cased === null || term.cased === cased));
    if (exact) return exact;
    const last = key.slice(key.lastIndexOf(' ') + 1);
    for (const ending of ENDINGS) {
      if (!last.endsWith(ending) || last.length - ending.length < INFLECTS_FROM) continue;
      const inflected = index
        .get(key.slice(0, key.length - ending.length))
        ?.find((term) => term.inflects && fits(term));
      if (inflected) return inflected;
    }
    return undefined;
  };

  /**
   * Whether a one-word hit written in lower case is the head of a longer name the vocabulary lacks:
   * the word before it belongs to the same phrase, is no term of its own and qualifies it, being a
   * compound ("A/B testing", "end-to-end testing") or standing before an ordinary word that is a
   * term only in lower case ("load testing").
   */
  const qualified = (tokens: readonly Token[], hit: TermHit, term: Term, previous?: TermHit): boolean => {
    const token = tokens[hit.from] as Token;
    const before = tokens[hit.from - 1];
    if (hit.to - hit.from !== 1 || token.text !== token.key || token.breakBefore || !before) return false;
    if (previous?.to === hit.from || isPlainWord(before.key)) return false;
    const ordinary = term.cased === token.key || !!index.get(token.key)?.some((t) => t.cased === token.key);
    return before.glued || before.key.length === 1 || ordinary;
  };

  const find = (tokens: readonly Token[]): TermHit[] => {
    const hits: TermHit[] = [];
    for (let i = 0; i < tokens.length; ) {
      /** A job title names a skill only as what someone works as ("erfaring som sveiser"; "AS" is a company). */
      const afterAs = tokens.slice(Math.max(0, i - 2), i).some((t) => t.text === 'as' || t.text === 'som');
      let best: TermHit | undefined;
      let bestTerm: Term | undefined;
      let key = '';
      let cased = '';
      for (let to = i; to < tokens.length && to - i < longest; to += 1) {
        const token = tokens[to] as Token;
        if (to > i && (token.breakBefore || !prefixes.has(key))) break;
        key = to > i ? `${key} ${token.key}` : token.key;
        cased = to > i ? `${cased} ${token.text}` : token.text;
        const term = termAt(key, cased, afterAs);
        if (term) {
          best = { skill: term.skill, from: i, to: to + 1 };
          bestTerm = term;
        }
      }
      const kept = best && bestTerm && !qualified(tokens, best, bestTerm, hits.at(-1)) ? best : undefined;
      if (kept) hits.push(kept);
      i = kept ? kept.to : i + 1;
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
