import type { LabelWords } from './label-words.ts';

export const no: LabelWords = {
  position: ['stillingstittel', 'stilling', 'tittel', 'stillingsnavn'],
  company: ['arbeidsgiver', 'firma', 'bedrift', 'selskap', 'virksomhet'],
  location: ['sted', 'arbeidssted', 'lokasjon', 'kontorsted'],
  deadline: ['søknadsfrist', 'frist'],
  salary: ['lønn', 'lønnsnivå', 'lønnstrinn'],
};
