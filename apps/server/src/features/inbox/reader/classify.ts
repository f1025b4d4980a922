import type { InboxKind } from '@hirelane/contract/inbox';
import { APPLIED, INTERVIEW, INTERVIEW_WORDS, OFFER, REJECTED, SOFT_REJECTED } from './classify-phrases.ts';
import { NOISE } from './noise-phrases.ts';

const has = (text: string, phrases: readonly string[]) => phrases.some((phrase) => text.includes(phrase));

export type Classified = { kind: InboxKind /** The rules could not tell for sure. */; unsure: boolean };

/**
 * A message's kind from its subject and body: a rejection's own words first (a rejection often
 * also thanks for the application), then an offer, an interview invitation (with a time or a
 * calendar), words of mail that changes nothing (job alerts, tests, resets…), a softer rejection,
 * and last a receipt of an application.
 */
export const classify = (
  subject: string,
  body: string,
  hasTime: boolean,
  hasCalendar: boolean,
): Classified => {
  const s = subject.toLowerCase();
  const text = `${s}\n${body.toLowerCase()}`;
  const noiseInSubject = has(s, NOISE);
  if (has(text, REJECTED) && !noiseInSubject) return { kind: 'rejected', unsure: false };
  if (has(text, OFFER) && !noiseInSubject) return { kind: 'offer', unsure: false };
  const invited = has(text, INTERVIEW);
  const interviewWord = has(text, INTERVIEW_WORDS);
  if (
    (invited && (hasTime || hasCalendar) && interviewWord) ||
    (hasCalendar && interviewWord && !noiseInSubject)
  )
    return { kind: 'interview', unsure: false };
  if (noiseInSubject || has(text, NOISE)) return { kind: 'other', unsure: false };
  // An interview and a time, with nothing of a job alert or a test about it: an invitation, a
  // confirmation or a new time.
  if (interviewWord && hasTime) return { kind: 'interview', unsure: !invited };
  if (invited && interviewWord) return { kind: 'interview', unsure: true };
  const applied =
    has(text, APPLIED) ||
    /your application\b[^.\n]{0,80}\b(?:has been|was|is) (?:submitted|received|registered)/u.test(text) ||
    /søknad(?:en)?(?: din)?\b[^.\n]{0,80}\b(?:er|har blitt|ble) (?:mottatt|registrert|sendt|levert)/u.test(
      text,
    );
  if (has(text, SOFT_REJECTED) && /søknad|application|applying|søkt|position|stilling|role/u.test(text))
    return { kind: 'rejected', unsure: true };
  if (applied) return { kind: 'applied', unsure: false };
  return {
    kind: 'other',
    unsure:
      invited ||
      interviewWord ||
      /søknad|application|applied|offer|tilbud|stilling|position|role/u.test(text),
  };
};
