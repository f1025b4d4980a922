import type { ScriptWords } from './script-words.ts';

// A verb a CV line may start with: past ("Ledet", "Bygde", "Økte") or a common present ("Leder").
const VERB =
  /^(?:\p{L}+(?:et|te|de|dde)|var|ble|fikk|tok|gikk|ga|fant|vant|skrev|drev|satt|bidro|holdt|sto|leder|utvikler|bygger|driver|jobber|har|er)$/iu;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The script's words in Norwegian Bokmål. */
export const no: ScriptWords = {
  markers: [
    'og',
    'på',
    'av',
    'til',
    'med',
    'som',
    'en',
    'et',
    'ei',
    'det',
    'den',
    'jeg',
    'vi',
    'har',
    'hadde',
    'var',
    'ble',
    'ikke',
    'fra',
    'om',
    'etter',
    'nye',
    'ledet',
    'bygde',
  ],
  markerLetters: 'æøå',
  greeting: [
    (n) => `Hei, jeg heter ${n}.`,
    (n) => `Hei! Mitt navn er ${n}.`,
    (n) => `Hei, jeg er ${n}, og takk for at du tar deg tid til å bli kjent med meg.`,
  ],
  greetingNoName: ['Hei, og takk for at du tar deg tid til å bli kjent med meg.'],
  whoIAm: (headline, place, years) =>
    `Jeg jobber som ${headline}${place ? ` og bor i ${place}` : ''}${years ? `, og har ${years} erfaring` : ''}.`,
  years: (years) => (years === 1 ? 'ett års' : `${years} års`),
  /** Norwegian puts the verb second: "Som utvikler i X ledet jeg et team …". */
  role: (title, company, claim) => {
    const words = claim.split(' ');
    // "Jeg ledet …" says the same as "Ledet …".
    const [verb = '', ...rest] = words[0]?.toLowerCase() === 'jeg' ? words.slice(1) : words;
    if (!VERB.test(verb)) return null;
    return `Som ${title} i ${company} ${`${lowerFirst(verb)} jeg ${rest.join(' ')}`.trim()}`;
  },
  roleOnly: (title, company, current) =>
    current ? `Nå jobber jeg som ${title} i ${company}.` : `Før det jobbet jeg som ${title} i ${company}.`,
  highlight: (quoted) => `Et høydepunkt: ${quoted}.`,
  skills: (list) => `Mine sterkeste ferdigheter er ${list}.`,
  personal: (list) => `De som jobber med meg, vil beskrive meg som ${list}.`,
  degreeIn: (degree, field) => `${degree} i ${field}`,
  education: (degree, field, school) =>
    `Jeg har studert ${[lowerFirst(degree), field].filter(Boolean).join(' i ')} ved ${school}.`,
  educationTitle: (quoted, school) => `Jeg har studert ${quoted} ved ${school}.`,
  languages: (list) => `Jeg snakker ${list}.`,
  lookFor: [
    (skill) =>
      `Nå ser jeg etter en rolle der jeg kan bruke erfaringen min${skill ? ` innen ${skill}` : ''} til å gjøre en forskjell for et team.`,
    (skill) =>
      `Videre vil jeg gjerne inn i et team der ${skill ? `${skill} og ` : ''}godt samarbeid betyr noe, og der jeg kan fortsette å lære.`,
  ],
  closing: [
    'Takk for at du så på. Jeg hører gjerne fra deg.',
    'Takk for tiden din. Jeg ser frem til å snakke med deg.',
  ],
};
