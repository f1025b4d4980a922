import type { Language } from '@hirelane/contract/constants';
import { intlLocale } from '@hirelane/contract/dates';
import { strongestExperience, yearsWorked } from '../../../platform/cv/experience-spans.ts';
import type { PersonFacts } from '../../../platform/cv/person-facts.repository.ts';

type Experience = PersonFacts['experiences'][number];

/** The script's phrases; where a list gives several wordings, the variant picks one (regenerate). */
// biome-ignore format: phrase tables read best one per line
const PHRASES = {
  en: {
    greeting: [(n: string) => `Hi, I'm ${n}.`, (n: string) => `Hello! My name is ${n}.`, (n: string) => `Hi there, I'm ${n}, and thank you for taking a minute to meet me.`],
    greetingNoName: ['Hi, and thank you for taking a minute to meet me.'],
    whoIAm: (headline: string, place: string, years: string) =>
      `I work as ${headline}${place ? `, based in ${place}` : ''}${years ? `, with ${years} of experience behind me` : ''}.`,
    years: (years: number) => (years === 1 ? 'one year' : `${years} years`),
    role: (e: Experience, what: string) => `As ${e.title} at ${e.company}, ${what}`,
    roleOnly: (e: Experience, current: boolean) =>
      current ? `Right now I work as ${e.title} at ${e.company}.` : `Before that, I worked as ${e.title} at ${e.company}.`,
    claim: (sentence: string) => `I ${lowerFirst(sentence)}`,
    skills: (list: string) => `My strongest skills are ${list}.`,
    personal: (list: string) => `People who work with me would describe me as ${list}.`,
    education: (what: string, school: string) => `I studied ${what} at ${school}.`,
    languages: (list: string) => `I speak ${list}.`,
    lookFor: [
      (skill: string) => `I'm now looking for a role where I can use my experience${skill ? ` in ${skill}` : ''} to make a real difference for a team.`,
      (skill: string) => `Next, I want to join a team where ${skill ? `${skill} and ` : ''}good collaboration matter, and where I can keep learning.`,
    ],
    closing: ['Thank you for watching. I would love to hear from you.', 'Thanks for your time. I look forward to talking with you.'],
  },
  no: {
    greeting: [(n: string) => `Hei, jeg heter ${n}.`, (n: string) => `Hei! Mitt navn er ${n}.`, (n: string) => `Hei, jeg er ${n}, og takk for at du tar deg tid til å bli kjent med meg.`],
    greetingNoName: ['Hei, og takk for at du tar deg tid til å bli kjent med meg.'],
    whoIAm: (headline: string, place: string, years: string) =>
      `Jeg jobber som ${headline}${place ? ` og bor i ${place}` : ''}${years ? `, og har ${years} erfaring` : ''}.`,
    years: (years: number) => (years === 1 ? 'ett års' : `${years} års`),
    role: (e: Experience, what: string) => `Som ${lowerFirst(e.title)} i ${e.company} ${what}`,
    roleOnly: (e: Experience, current: boolean) =>
      current ? `Nå jobber jeg som ${lowerFirst(e.title)} i ${e.company}.` : `Før det jobbet jeg som ${lowerFirst(e.title)} i ${e.company}.`,
    /** Norwegian puts the verb second: "Som utvikler i X ledet jeg et team …". */
    claim: (sentence: string) => {
      const [verb = '', ...rest] = sentence.split(' ');
      return `${lowerFirst(verb)} jeg ${rest.join(' ')}`.trim();
    },
    skills: (list: string) => `Mine sterkeste ferdigheter er ${list}.`,
    personal: (list: string) => `De som jobber med meg, vil beskrive meg som ${list}.`,
    education: (what: string, school: string) => `Jeg har studert ${what} ved ${school}.`,
    languages: (list: string) => `Jeg snakker ${list}.`,
    lookFor: [
      (skill: string) => `Nå ser jeg etter en rolle der jeg kan bruke erfaringen min${skill ? ` innen ${skill}` : ''} til å gjøre en forskjell for et team.`,
      (skill: string) => `Videre vil jeg gjerne inn i et team der ${skill ? `${skill} og ` : ''}godt samarbeid betyr noe, og der jeg kan fortsette å lære.`,
    ],
    closing: ['Takk for at du så på. Jeg hører gjerne fra deg.', 'Takk for tiden din. Jeg ser frem til å snakke med deg.'],
  },
} as const;

const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
const pick = <T>(list: readonly T[], variant: number, offset = 0): T =>
  list[(variant + offset) % list.length] as T;

/** The description's sentence worth saying aloud: one with a number if there is one, else the first. */
const bestSentence = (description: string | null): string | null => {
  const sentences = (description ?? '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/^[•*·-]\s*/, '').trim())
    .filter((s) => s.split(/\s+/).length >= 3 && s.length <= 220);
  const sentence = sentences.find((s) => /\d/.test(s)) ?? sentences[0];
  return sentence ? sentence.replace(/[.!?]*$/, '.') : null;
};

/** The two experiences to talk about: the longest, then the most recent other one. */
const twoStrongest = (experiences: Experience[], now: Date): Experience[] => {
  const first = strongestExperience(experiences, now);
  if (!first) return [];
  const second = [...experiences]
    .filter((e) => e !== first)
    .sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  return second ? [first, second] : [first];
};

/**
 * A 60–90-second self-introduction from the CV and profile, written from templates: greeting, who
 * I am, two strongest experiences (with numbers where the CV has them), skills, education,
 * languages, what I look for, closing. Parts the CV has no data for are left out.
 */
export const writeOfflineScript = (
  person: PersonFacts,
  language: Language,
  variant: number,
  now: Date,
): string => {
  const words = PHRASES[language];
  const list = (items: string[]) =>
    new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(items);
  const name = `${person.firstName} ${person.lastName}`.trim();
  const years = person.experiences.length ? yearsWorked(person.experiences, now) : 0;
  const headline = person.headline || person.experiences[0]?.title || '';
  const parts: string[] = [name ? pick(words.greeting, variant)(name) : pick(words.greetingNoName, variant)];
  if (headline)
    parts.push(words.whoIAm(lowerFirst(headline), person.location, years > 0 ? words.years(years) : ''));

  for (const [index, experience] of twoStrongest(person.experiences, now).entries()) {
    const sentence = bestSentence(experience.description);
    parts.push(
      sentence
        ? words.role(experience, words.claim(sentence))
        : words.roleOnly(experience, index === 0 && experience.isCurrent),
    );
  }
  const skills = person.professionalSkills.slice(0, 4);
  if (skills.length) parts.push(words.skills(list(skills)));
  const qualities = person.personalSkills.slice(0, 3).map(lowerFirst);
  if (qualities.length) parts.push(words.personal(list(qualities)));
  const education = person.educations[0];
  if (education && (education.degree || education.field))
    parts.push(
      words.education(
        lowerFirst([education.degree, education.field].filter(Boolean).join(', ')),
        education.school,
      ),
    );
  const spoken = [...person.languages].sort((a, b) => b.level - a.level).map((l) => l.language);
  if (spoken.length > 1) parts.push(words.languages(list(spoken.slice(0, 4))));
  parts.push(pick(words.lookFor, variant)(skills[0] ?? ''), pick(words.closing, variant, 1));
  return parts.join('\n\n');
};
