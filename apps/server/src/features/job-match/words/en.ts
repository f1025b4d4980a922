import type { MatchWords } from './match-words.ts';

export const en: MatchWords = {
  degree: {
    'upper-secondary': 'Upper secondary education',
    vocational: 'Vocational certificate',
    higher: 'Higher education',
    bachelor: "Bachelor's degree",
    master: "Master's degree",
    phd: 'PhD',
  },
  licence: (licenceClass) =>
    licenceClass === 'any' ? 'Driving licence' : `Driving licence class ${licenceClass}`,
  experience: (years) => `${years} ${years === 1 ? 'year' : 'years'} of experience`,
  explanation: ({ matched, total, mustMatched, mustTotal }) =>
    `Your CV meets ${matched} of ${total} requirements (${mustMatched} of ${mustTotal} must-haves). Must-haves count twice as much as nice-to-haves.`,
  noDescription: 'This job has no description yet. Add the ad’s text to see how your CV matches it.',
  noRequirements:
    'No skills, languages, certificates, degrees or years of experience could be read from this ad.',
  modelFallback: {
    timeout: 'The assistant took too long, so the built-in reader read the ad.',
    unavailable: 'The assistant could not be reached, so the built-in reader read the ad.',
    invalid: 'The assistant’s answer could not be used, so the built-in reader read the ad.',
  },
};
