import type { CvLanguageWords } from './words.ts';

/** Norwegian (bokmål). */
// biome-ignore format: word lists read best packed
export const no: CvLanguageWords = {
  sections: {
    experience: [
      'arbeidserfaring', 'erfaring', 'yrkeserfaring', 'jobberfaring', 'relevant erfaring',
      'arbeidsforhold', 'praksis',
    ],
    education: ['utdanning og opplæring', 'utdanning', 'utdannelse', 'skolegang'],
    certifications: [
      'sertifiseringer', 'sertifikater', 'sertifisering', 'kurs og sertifiseringer', 'kurs',
      'kurs og sertifikater', 'sertifiseringer og kurs',
    ],
    professional: ['jobbrelaterte ferdigheter', 
      'ferdigheter', 'kompetanse', 'faglige ferdigheter', 'tekniske ferdigheter', 'nøkkelkompetanse',
      'kjernekompetanse', 'fagkompetanse', 'teknisk kompetanse', 'faglig kompetanse',
    ],
    personal: ['personlige egenskaper', 'personlige ferdigheter', 'egenskaper', 'styrker'],
    language: ['morsmål', 'andre språk', 'språk', 'språkkunnskaper', 'språkferdigheter'],
    contact: ['personopplysninger', 'personlig informasjon', 'kontakt', 'kontaktinformasjon', 'personalia'],
    summary: ['profil', 'sammendrag', 'om meg'],
    other: ['tilleggsinformasjon', 
      'referanser', 'interesser', 'fritidsinteresser', 'prosjekter', 'frivillig arbeid',
      'publikasjoner', 'anbefalinger', 'priser',
    ],
  },
  months: [
    ['jan', 'januar'], ['feb', 'februar'], ['mar', 'mars'], ['apr', 'april'], ['mai'],
    ['jun', 'juni'], ['jul', 'juli'], ['aug', 'august'], ['sep', 'sept', 'september'],
    ['okt', 'oktober'], ['nov', 'november'], ['des', 'desember'],
  ],
  present: ['nå', 'dags dato', 'd.d.', 'pågående', 'i dag', 'per i dag', 'til nå'],
  since: ['siden', 'fra'],
  rangeTo: ['til'],
  degreeStems: [
    'master', 'bachelor', 'cand.', 'siviløkonom', 'sivilingeniør', 'årsstudium', 'fagbrev',
    'studiekompetanse', 'doktorgrad', 'grunnfag', 'mellomfag', 'hovedfag',
  ],
  degreeAbbreviations: ['ph.d'],
  schoolStems: ['universit', 'høgskole', 'høyskole', 'skole', 'institutt', 'akademi', 'gymnas', 'videregående'],
  schoolNames: ['vgs', 'NTNU', 'NHH', 'BI', 'UiO', 'UiB', 'UiT', 'UiS', 'OsloMet', 'NMBU', 'HVL', 'USN'],
  roleStems: [
    'utvikler', 'ingeniør', 'leder', 'konsulent', 'rådgiver', 'sjef', 'analytiker', 'arkitekt',
    'sykepleier', 'lærer', 'lektor', 'spesialist', 'assistent', 'koordinator', 'trainee', 'selger',
    'økonom', 'regnskapsfører', 'forsker', 'medarbeider', 'saksbehandler', 'tekniker', 'redaktør',
    'journalist', 'controller', 'revisor', 'lærling', 'daglig',
  ],
  companyForms: ['AS', 'ASA', 'KS', 'ANS', 'Gruppen', 'kommune', 'fylkeskommune', 'sykehus'],
  levels: {
    5: ['morsmål'],
    4: ['flytende'],
    3: ['avansert', 'svært god', 'meget god'],
    2: ['middels', 'god'],
    1: ['grunnleggende', 'nybegynner', 'litt'],
  },
  levelLabels: ['nivå'],
  titleCompany: ['hos'],
  titleCompanyWeak: [],
  degreeField: ['i'],
  degreeSchool: ['ved', 'fra'],
  documentTitles: ['curriculum vitae', 'cv', 'livsløp'],
  nameJoiners: ['og', 'for', '&'],
  issuedBy: ['utstedt av'],
  contactLabels: {
    email: ['e-post', 'epost'],
    phone: ['mobil', 'tlf', 'tlf.', 'telefon'],
    place: ['adresse', 'sted', 'bosted', 'by'],
    web: ['nettside'],
    birth: ['født', 'fødselsdato'],
  },
  pageWords: { page: ['side'], of: ['av'] },
};
