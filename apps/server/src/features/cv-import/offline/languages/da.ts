import type { CvLanguageWords } from './words.ts';

/** Danish. */
// biome-ignore format: word lists read best packed
export const da: CvLanguageWords = {
  sections: {
    experience: [
      'erhvervserfaring', 'arbejdserfaring', 'erfaring', 'relevant erfaring', 'beskæftigelse',
      'ansættelser', 'karriere', 'praktik',
    ],
    education: ['uddannelse', 'uddannelser', 'akademisk baggrund'],
    certifications: [
      'certificeringer', 'certifikater', 'certificering', 'kurser', 'kurser og certificeringer',
      'certificeringer og kurser', 'efteruddannelse',
    ],
    professional: [
      'kompetencer', 'færdigheder', 'kvalifikationer', 'faglige kompetencer', 'tekniske færdigheder',
      'it-kompetencer', 'kernekompetencer', 'nøglekompetencer',
    ],
    personal: ['personlige kompetencer', 'personlige egenskaber', 'egenskaber', 'styrker'],
    language: ['sprog', 'sprogkundskaber', 'sprogfærdigheder'],
    contact: ['kontakt', 'kontaktoplysninger', 'kontaktinformation', 'personlige oplysninger'],
    summary: ['profil', 'resumé', 'om mig', 'sammenfatning'],
    other: [
      'referencer', 'interesser', 'fritidsinteresser', 'projekter', 'frivilligt arbejde',
      'publikationer', 'anbefalinger', 'priser',
    ],
  },
  months: [
    ['jan', 'januar'], ['feb', 'februar'], ['mar', 'marts'], ['apr', 'april'], ['maj'],
    ['jun', 'juni'], ['jul', 'juli'], ['aug', 'august'], ['sep', 'sept', 'september'],
    ['okt', 'oktober'], ['nov', 'november'], ['dec', 'december'],
  ],
  present: ['nu', 'd.d.', 'dags dato', 'i dag', 'igangværende', 'fortsat'],
  since: ['siden', 'fra'],
  rangeTo: ['til'],
  degreeStems: [
    'kandidat', 'cand.', 'professionsbachelor', 'bachelor', 'master', 'civilingeniør',
    'diplomingeniør', 'akademiøkonom', 'erhvervsuddannelse', 'studentereksamen', 'svendebrev',
    'erhvervsøkonom',
  ],
  degreeAbbreviations: ['ph.d', 'hhx', 'htx', 'stx', 'hf', 'hd'],
  schoolStems: ['universitet', 'højskole', 'erhvervsakademi', 'akademi', 'gymnasium', 'skole', 'seminari'],
  schoolNames: ['DTU', 'KU', 'AU', 'CBS', 'ITU', 'SDU', 'AAU', 'RUC'],
  roleStems: [
    'udvikler', 'ingeniør', 'chef', 'konsulent', 'leder', 'projektleder', 'rådgiver', 'arkitekt',
    'analytiker', 'specialist', 'assistent', 'koordinator', 'sygeplejerske', 'lærer', 'underviser',
    'sælger', 'økonom', 'revisor', 'tekniker', 'forsker', 'medarbejder', 'sagsbehandler',
    'redaktør', 'journalist', 'lærling', 'praktikant', 'designer',
  ],
  companyForms: ['A/S', 'ApS', 'I/S', 'P/S', 'kommune', 'region', 'koncernen'],
  levels: {
    5: ['modersmål'],
    4: ['flydende', 'forhandlingsniveau'],
    3: ['meget godt', 'meget god', 'øvet'],
    2: ['godt', 'god', 'middel'],
    1: ['grundlæggende', 'begynder', 'lidt'],
  },
  levelLabels: ['niveau'],
  titleCompany: ['hos'],
  titleCompanyWeak: ['i'],
  degreeField: ['i', 'inden for'],
  degreeSchool: ['ved', 'fra'],
  nameJoiners: ['og', 'for', '&'],
  issuedBy: ['udstedt af'],
  contactLabels: {
    email: ['e-mail', 'mail'],
    phone: ['telefon', 'mobil', 'tlf', 'tlf.'],
    place: ['adresse', 'bopæl', 'by'],
    web: ['hjemmeside'],
    birth: ['født', 'fødselsdato'],
  },
  pageWords: { page: ['side'], of: ['af'] },
};
