import { positionKey, wordsOf } from './names.ts';

/** Where a title stops: a company, a place, punctuation, a reference or the end of the line. */
const STOP = String.raw`(?=\s+(?:at|hos|with|ved|in|i|på|for|med|has|have|har|is|er|was|var|and|og|which|som vi|that|where|hvor|on|den|this|position|stilling|role|job)\b|\s*[,.!?;:"“”»«|()\[\]]|\s+[–—-]\s|\s*$)`;
const TITLE = String.raw`["“«]?([\p{L}\d][\p{L}\d/&+#.' -]{1,80}?)["”»]?`;

/** Phrases that name the job, the most certain first. */
const PATTERNS: [RegExp, number][] = [
  [
    new RegExp(
      String.raw`^(?:Position|Job title|Job|Role|Stilling|Stillingstittel|Tittel|Stillingsnavn)\s*:\s*${TITLE}${STOP}`,
      'gimu',
    ),
    8,
  ],
  [
    new RegExp(
      String.raw`(?:the position of|the role of|the post of|position as|role as|stillingen som|stillinga som|stilling som|jobben som|rollen som|laget som|ansatt som|jobbe som|work as|join us as)\s+${TITLE}${STOP}`,
      'giu',
    ),
    6,
  ],
  [new RegExp(String.raw`\b(?:the|our|vår|din)\s+${TITLE}\s+(?:position|role|stilling|vacancy)\b`, 'giu'), 5],
  [
    new RegExp(
      String.raw`(?:application for|applying for|applied for|application to|apply for|søknad på|søknad til|søknaden på|søknaden din på|søknaden til|søkt på|søkte på|søknad om|søknaden om|interview for|intervju for|offer for|tilbud om|søkt stillingen|the position|stillingen)\s+(?:the position of\s+|the position\s+|the role of\s+|the role\s+|the\s+|stillingen som\s+|stillingen\s+|stilling\s+|of\s+)?${TITLE}${STOP}`,
      'giu',
    ),
    4,
  ],
];
const SUBJECT_PREFIX = /^(?:(?:re|sv|aw|fw|fwd|vs|vb)\s*:\s*)+/iu;
/** Subject words that say what the mail is, not which job. */
const SUBJECT_WORDS =
  /\b(thank you for (?:your application|applying)|thanks for applying|application (?:received|confirmation|update|status)|your application(?: to| for| at)?|update on your application|regarding your application|invitation to (?:an )?interview|interview invitation|interview(?: with| for)?|job offer|offer|søknad mottatt|takk for (?:din )?søknad(?:en)?|din søknad(?: på| til)?|søknaden din(?: på| til)?|vedrørende (?:din )?søknad(?: på| til)?|svar på søknad(?: på| til)?|innkalling til intervju|invitasjon til intervju|intervju(?: for| hos| i)?|tilbud om stilling|jobbtilbud|søknad(?: på| til)?|stilling(?:en)?|application|bekreftelse på mottatt søknad|kvittering)\b/giu;
const GENERIC = new Set([
  'position',
  'the position',
  'role',
  'the role',
  'job',
  'stillingen',
  'stilling',
  'this position',
  'denne stillingen',
  'jobben',
  'this role',
  'us',
  'oss',
  'the job',
  'your application',
  'application',
  'søknad',
  'a',
  'an',
  'en',
  'et',
  'deg',
  'you',
  'your',
  'our',
  'vår',
  'further',
  'videre',
  'next steps',
  'interview',
  'intervju',
  'samtale',
  'team',
  'teamet',
]);

const tidy = (title: string) => title.replace(/^["“«\s]+|["”»\s.,:;!-]+$/gu, '').replace(/\s+/g, ' ');

const plausible = (title: string, companies: readonly string[]) => {
  const key = positionKey(title);
  const words = wordsOf(title);
  if (!key || GENERIC.has(key) || words.length > 8 || title.length > 80) return false;
  if (
    /^(?:you|we|i|our|your|vi|du|deg|din|ditt|dine|oss|jeg|this|that|det|den|dette|a|an|en|et|who|which)\b/iu.test(
      title,
    )
  )
    return false;
  // Words of the mail around a title are never in it.
  if (/\b(?:application|applying|apply|interest|søknad\w*|thank|takk|was sent|time to)\b/iu.test(title))
    return false;
  return !companies.some((company) => wordsOf(company).join(' ') === key);
};

/** The subject's job title: what is left once "Re:", the mail's own words and the company are taken out. */
const fromSubject = (subject: string, company: string | null): string | undefined => {
  // A calendar's subject ends with the time and the guest ("… @ Tue Jan 12, 2027 2pm (CET) (kari@…)").
  let rest = subject
    .replace(SUBJECT_PREFIX, '')
    .replace(/\s@\s.*$/u, '')
    .replace(SUBJECT_WORDS, '|');
  if (company) rest = rest.replace(new RegExp(company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), '|');
  const pieces = rest
    .split(/\s*(?:\||[–—:]|\s-\s|\b(?:at|hos|with|for|på|til|i)\b)\s*/u)
    .map((piece) => tidy(piece.replace(/\((?:ref|req)[^)]*\)/giu, '')))
    .filter((piece) => piece.length > 1 && !/^(?:ref|req|id)\b/iu.test(piece));
  return pieces.sort((a, b) => b.length - a.length)[0];
};

/**
 * The position a message names: a labelled title ("Position: …"), a phrase ("the position of …",
 * "stillingen som …"), a title of a board job found in the text, else the subject less its own
 * words and the company.
 */
export const positionOf = (
  subject: string,
  body: string,
  company: string | null,
  boardTitles: readonly string[],
): string | null => {
  const companies = company ? [company] : [];
  const candidates: { title: string; score: number }[] = [];
  const text = `${subject.replace(SUBJECT_PREFIX, '')}\n${body}`;
  const lower = ` ${wordsOf(text).join(' ')} `;
  for (const title of boardTitles) {
    const key = positionKey(title);
    if (key.split(' ').length >= 1 && key.length >= 3 && lower.includes(` ${key} `))
      candidates.push({ title, score: 7 + key.length / 100 });
  }
  for (const [pattern, score] of PATTERNS)
    for (const match of text.matchAll(pattern)) {
      const title = tidy(match[1] ?? '');
      if (plausible(title, companies))
        candidates.push({ title, score: score + (match.index < subject.length ? 0.5 : 0) });
    }
  const subjectTitle = fromSubject(subject, company);
  if (subjectTitle && plausible(subjectTitle, companies)) candidates.push({ title: subjectTitle, score: 3 });
  return candidates.sort((a, b) => b.score - a.score)[0]?.title ?? null;
};
