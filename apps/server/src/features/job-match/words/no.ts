import type { MatchWords } from './match-words.ts';

export const no: MatchWords = {
  degree: {
    'upper-secondary': 'Videregående skole',
    vocational: 'Fagbrev',
    higher: 'Høyere utdanning',
    bachelor: 'Bachelorgrad',
    master: 'Mastergrad',
    phd: 'Doktorgrad',
  },
  licence: (licenceClass) => (licenceClass === 'any' ? 'Førerkort' : `Førerkort klasse ${licenceClass}`),
  experience: (years) => `${years} års erfaring`,
  explanation: ({ matched, total, mustMatched, mustTotal }) =>
    `CV-en din oppfyller ${matched} av ${total} krav (${mustMatched} av ${mustTotal} absolutte krav). Absolutte krav teller dobbelt så mye som det som er en fordel.`,
  noDescription:
    'Denne jobben har ingen beskrivelse ennå. Legg inn teksten fra annonsen for å se hvordan CV-en din passer.',
  noRequirements:
    'Vi fant ingen ferdigheter, språk, sertifikater, grader eller krav til erfaring i denne annonsen.',
  modelFallback: {
    timeout: 'Assistenten brukte for lang tid, så den innebygde leseren leste annonsen.',
    unavailable: 'Assistenten kunne ikke nås, så den innebygde leseren leste annonsen.',
    invalid: 'Svaret fra assistenten kunne ikke brukes, så den innebygde leseren leste annonsen.',
  },
};
