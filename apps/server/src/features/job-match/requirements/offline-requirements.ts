import type { Language } from '@hirelane/contract/constants';
import type { JobRequirement } from '@hirelane/contract/job-match';
import type { TermHit, Vocabulary } from '../vocabulary/vocabulary.ts';
import { type Token, tokenize } from '../vocabulary/vocabulary-format.ts';
import { adClauses } from './ad-sections.ts';
import {
  degreeLevels,
  drivingLicences,
  languages,
  type Phrase,
  speaksOfLanguage,
  yearsOfExperience,
} from './phrase-rules.ts';
import { lowestLevel, mergeRequirements, requirementMaker } from './requirement.ts';

type Span = { start: number; end: number };
const spanOf = (tokens: readonly Token[], hit: TermHit): Span => ({
  start: tokens[hit.from]?.start ?? 0,
  end: tokens[hit.to - 1]?.end ?? 0,
});
const overlapsAny = (span: Span, spans: readonly Span[]) =>
  spans.some((s) => span.start < s.end && span.end > s.start);

/**
 * Reads an ad's requirements without a model: vocabulary terms (whole words, synonyms and word
 * forms only) and phrase rules for languages, degrees, driving licences and years of experience.
 * Nothing is inferred: every requirement is named in the text. Requirements are named in `language`
 * (the reader's), whichever language the ad is written in.
 */
export const readRequirementsOffline = (
  description: string,
  language: Language,
  vocabulary: Vocabulary,
): JobRequirement[] => {
  const make = requirementMaker(language);
  const tradeCertificates = new Set(
    vocabulary.skills
      .filter((s) => s.kind === 'certification' && s.names.no.startsWith('Fagbrev'))
      .map((s) => s.id),
  );
  const found: JobRequirement[] = [];
  const clauses = adClauses(description);
  for (const sentence of new Set(clauses.map((c) => c.sentence))) {
    const ofSentence = clauses.filter((c) => c.sentence === sentence);
    const aboutLanguage = speaksOfLanguage(sentence);
    const sentenceTokens = tokenize(sentence);
    const sentenceTerms = vocabulary.find(sentenceTokens).map((hit) => spanOf(sentenceTokens, hit));
    // Licence classes are read over the whole sentence ("klasse B, gjerne BE") and belong to their clause.
    const licences = drivingLicences(sentence).filter((l) => !overlapsAny(l.phrase, sentenceTerms));
    for (const licence of licences) {
      const clause = ofSentence.findLast((c) => c.offset <= licence.start) ?? ofSentence[0];
      found.push(make.licence(licence.value, clause?.mustHave ?? true));
    }
    for (const { text, mustHave, offset } of ofSentence) {
      const tokens = tokenize(text);
      const inLicence = licences.map((l) => ({ start: l.phrase.start - offset, end: l.phrase.end - offset }));
      const hits = vocabulary.find(tokens).filter((hit) => !overlapsAny(spanOf(tokens, hit), inLicence));
      const covered = hits.map((hit) => spanOf(tokens, hit));
      /** Phrases inside a vocabulary term ("fagbrev som elektriker", "norsk autorisasjon") are that term's. */
      const free = <T>(phrases: Phrase<T>[]) => phrases.filter((p) => !overlapsAny(p, covered));
      for (const hit of hits) found.push(make.skill(hit.skill, mustHave));
      for (const name of free(languages(text, aboutLanguage)))
        found.push(make.language(name.value, mustHave));
      const level = lowestLevel(free(degreeLevels(text)).map((p) => p.value));
      if (level) found.push(make.degree(level, mustHave));
      const years = Math.min(...yearsOfExperience(text).map((p) => p.value));
      if (Number.isFinite(years)) found.push(make.experience(years, mustHave));
    }
  }
  // A named trade certificate ("fagbrev som elektriker") is the ad's vocational requirement.
  const tradeCertificate = found.some((r) => r.kind === 'certification' && tradeCertificates.has(r.id));
  return mergeRequirements(tradeCertificate ? found.filter((r) => r.id !== 'degree:vocational') : found);
};
