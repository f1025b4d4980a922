import type { CvLanguageWords } from './words.ts';

/** Swedish. */
// biome-ignore format: word lists read best packed
export const sv: CvLanguageWords = {
  sections: {
    experience: [
      'erfarenhet', 'arbetslivserfarenhet', 'arbetserfarenhet', 'yrkeserfarenhet', 'relevant erfarenhet',
      'anställningar', 'tidigare anställningar', 'karriär', 'praktik',
    ],
    education: ['utbildning', 'utbildningar', 'akademisk bakgrund'],
    certifications: [
      'certifieringar', 'certifikat', 'certifiering', 'kurser', 'kurser och certifieringar',
      'certifieringar och kurser', 'licenser och certifieringar',
    ],
    professional: [
      'kompetenser', 'färdigheter', 'kunskaper', 'tekniska färdigheter', 'tekniska kunskaper',
      'kärnkompetenser', 'nyckelkompetenser', 'it-kunskaper', 'kompetens',
    ],
    personal: ['personliga egenskaper', 'personliga färdigheter', 'egenskaper', 'styrkor'],
    language: ['språk', 'språkkunskaper', 'språkfärdigheter'],
    contact: ['kontakt', 'kontaktuppgifter', 'kontaktinformation', 'personuppgifter'],
    summary: ['profil', 'sammanfattning', 'om mig', 'personligt brev'],
    other: [
      'referenser', 'intressen', 'fritidsintressen', 'projekt', 'ideellt arbete', 'publikationer',
      'utmärkelser', 'meriter', 'övrigt',
    ],
  },
  months: [
    ['jan', 'januari'], ['feb', 'februari'], ['mar', 'mars'], ['apr', 'april'], ['maj'],
    ['jun', 'juni'], ['jul', 'juli'], ['aug', 'augusti'], ['sep', 'sept', 'september'],
    ['okt', 'oktober'], ['nov', 'november'], ['dec', 'december'],
  ],
  present: ['nu', 'pågående', 'tills vidare', 'i dag', 'idag', 'pågår'],
  since: ['sedan', 'från'],
  rangeTo: ['till'],
  degreeStems: [
    'kandidatexamen', 'masterexamen', 'magisterexamen', 'civilingenjör', 'civilekonom',
    'högskoleingenjör', 'yrkeshögskoleexamen', 'gymnasieexamen', 'licentiat', 'doktorsexamen',
    'filosofie', 'teknologie', 'juris kandidat', 'master', 'bachelor',
  ],
  degreeAbbreviations: ['fil.kand', 'fil.mag', 'ph.d', 'tekn.dr'],
  schoolStems: ['universitet', 'högskola', 'högskolan', 'skola', 'gymnasi', 'institut', 'akademi'],
  schoolNames: ['KTH', 'LTH', 'LiU', 'SLU', 'Chalmers', 'KI'],
  roleStems: [
    'utvecklare', 'ingenjör', 'chef', 'konsult', 'ledare', 'projektledare', 'rådgivare', 'arkitekt',
    'analytiker', 'specialist', 'assistent', 'koordinator', 'handläggare', 'lärare', 'sjuksköterska',
    'säljare', 'ekonom', 'revisor', 'tekniker', 'forskare', 'redaktör', 'journalist', 'ansvarig',
    'medarbetare', 'praktikant', 'designer',
  ],
  companyForms: ['AB', 'HB', 'KB', 'kommun', 'region', 'koncernen'],
  levels: {
    5: ['modersmål'],
    4: ['flytande', 'obehindrad'],
    3: ['mycket goda kunskaper', 'mycket god', 'avancerad'],
    2: ['goda kunskaper', 'god', 'medel'],
    1: ['grundläggande', 'nybörjare', 'viss'],
  },
  levelLabels: ['nivå'],
  titleCompany: ['på', 'hos', 'vid'],
  titleCompanyWeak: ['i'],
  degreeField: ['i', 'inom'],
  degreeSchool: ['vid', 'från'],
  nameJoiners: ['och', 'för', '&'],
  issuedBy: ['utfärdad av', 'utfärdat av'],
  contactLabels: {
    email: ['e-post', 'mejl'],
    phone: ['telefon', 'mobil', 'tfn', 'tel'],
    place: ['adress', 'ort', 'bostadsort'],
    web: ['webbplats', 'hemsida'],
    birth: ['född', 'födelsedatum'],
  },
  pageWords: { page: ['sida'], of: ['av'] },
};
