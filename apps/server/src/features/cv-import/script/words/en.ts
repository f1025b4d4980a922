import type { ScriptWords } from './script-words.ts';

// A verb in the past or present that a CV line may start with: "Led …", "Reduced …", "Build …".
const VERB =
  /^(?:\p{L}+ed|led|built|ran|made|grew|won|drove|wrote|took|set|cut|brought|taught|began|became|sold|oversaw|held|kept|found|gave|got|spent|lead|build|manage|design|develop|run|own|drive|help|create|deliver|maintain|mentor|support|coordinate|plan|write|teach|sell|make)$/iu;
const ACRONYM_WITH_AN = /^[AEFHILMNORSX][A-Z]*\b/u;

/** "a Senior Product Designer", "an Engineer", "a UX designer", "an SEO specialist", "a university lecturer". */
const withArticle = (title: string): string => {
  if (/^[“«"]/u.test(title)) return title; // a quoted title stands alone: as “Senior utvikler”
  const first = title.split(/\s+/)[0] ?? '';
  const an =
    first.length > 1 && first === first.toUpperCase()
      ? ACRONYM_WITH_AN.test(first)
      : /^(?:[aeiou]|hon|hour|heir)/iu.test(first) && !/^(?:uni|use|usu|eu|one|once)/iu.test(first);
  return `${an ? 'an' : 'a'} ${title}`;
};
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The script's words in English. */
export const en: ScriptWords = {
  markers: [
    'the',
    'and',
    'of',
    'with',
    'a',
    'an',
    'our',
    'my',
    'from',
    'was',
    'were',
    'which',
    'this',
    'that',
    'on',
    'new',
    'led',
    'built',
  ],
  markerLetters: '',
  greeting: [
    (n) => `Hi, I'm ${n}.`,
    (n) => `Hello! My name is ${n}.`,
    (n) => `Hi there, I'm ${n}, and thank you for taking a minute to meet me.`,
  ],
  greetingNoName: ['Hi, and thank you for taking a minute to meet me.'],
  whoIAm: (headline, place, years) =>
    `I work as ${withArticle(headline)}${place ? `, based in ${place}` : ''}${years ? `, with ${years} of experience behind me` : ''}.`,
  years: (years) => (years === 1 ? 'one year' : `${years} years`),
  role: (title, company, claim) => {
    const [first = ''] = claim.split(/\s+/);
    if (first === 'I') return `As ${withArticle(title)} at ${company}, ${claim}`;
    return VERB.test(first) ? `As ${withArticle(title)} at ${company}, I ${lowerFirst(claim)}` : null;
  },
  roleOnly: (title, company, current) =>
    current
      ? `Right now I work as ${withArticle(title)} at ${company}.`
      : `Before that, I worked as ${withArticle(title)} at ${company}.`,
  highlight: (quoted) => `One highlight: ${quoted}.`,
  skills: (list) => `My strongest skills are ${list}.`,
  personal: (list) => `People who work with me would describe me as ${list}.`,
  degreeIn: (degree, field) => `${degree} in ${field}`,
  education: (degree, field, school) =>
    degree
      ? `I studied for ${withArticle(degree)}${field ? ` in ${field}` : ''} at ${school}.`
      : `I studied ${field} at ${school}.`,
  educationTitle: (quoted, school) => `I studied ${quoted} at ${school}.`,
  languages: (list) => `I speak ${list}.`,
  lookFor: [
    (skill) =>
      `I'm now looking for a role where I can use my experience${skill ? ` in ${skill}` : ''} to make a real difference for a team.`,
    (skill) =>
      `Next, I want to join a team where ${skill ? `${skill} and ` : ''}good collaboration matter, and where I can keep learning.`,
  ],
  closing: [
    'Thank you for watching. I would love to hear from you.',
    'Thanks for your time. I look forward to talking with you.',
  ],
};
