/** The kinds of section a CV's titles start. */
export type SectionKind =
  | 'experience'
  | 'education'
  | 'certifications'
  | 'professional'
  | 'personal'
  | 'language'
  | 'contact'
  | 'summary'
  | 'other';

/** A language-proficiency level: 5 native, 4 fluent, 3 advanced, 2 intermediate, 1 basic. */
export type Level = 1 | 2 | 3 | 4 | 5;

type Words = readonly string[];
type Month = Words;

/**
 * Everything the built-in parser knows about one language, all in lower case unless said
 * otherwise. Every key is required, so a language file that leaves one out does not compile;
 * an empty list says "this language has none".
 */
export type CvLanguageWords = {
  /** Section titles ("work experience", "utdanning"), each under the kind of section it starts. */
  sections: Record<SectionKind, Words>;
  /** Each month's names and abbreviations, January first ("jan", "january"). */
  months: readonly [Month, Month, Month, Month, Month, Month, Month, Month, Month, Month, Month, Month];
  /** Words that end a period that is still going on ("present", "nå", "dags dato"). */
  present: Words;
  /** Words before an open start ("since 2021", "siden 2021"). */
  since: Words;
  /** Words between a period's two ends ("2019 to 2021", "2019 til 2021"). */
  rangeTo: Words;
  /** Words of a period's length after it ("(5 years 9 months)", "(6 år 2 måneder)"). */
  durationWords: Words;
  /** Beginnings of degree words ("master", "bachelor", "fagbrev"). */
  degreeStems: Words;
  /** Short degree names matched as whole words, dots optional ("msc", "mba"). */
  degreeAbbreviations: Words;
  /** Pieces of words that name a place of learning, found anywhere in a word ("universit", "høgskole"). */
  schoolStems: Words;
  /** Places of learning known by their short name, as written ("NTNU", "KTH"). */
  schoolNames: Words;
  /** Beginnings of words that name a job ("developer", "utvikler"). */
  roleStems: Words;
  /** Ends of compound job words ("Lagerleder", "Butikschef"): a job whatever comes before. */
  roleEndings: Words;
  /** Legal forms and words that end a company's name, as written ("AS", "Ltd", "kommune"). */
  companyForms: Words;
  /** Level words for languages ("native", "flytende"), per level. */
  levels: Record<Level, Words>;
  /** The word "level" itself, dropped beside a level word ("level", "nivå"). */
  levelLabels: Words;
  /** Words joining a title and a company on one line ("Developer at Equinor", "Utvikler hos DNB"). */
  titleCompany: Words;
  /** Weaker joiners, used only when no dash, bar or comma splits the line (Danish "i"). */
  titleCompanyWeak: Words;
  /** Words joining a degree and its field ("Master in Physics", "Master i informatikk"). */
  degreeField: Words;
  /** Words joining a degree and its school ("… at the University of Bergen", "… ved UiB"). */
  degreeSchool: Words;
  /** What a CV calls itself at its top ("curriculum vitae"): never the person's name. */
  documentTitles: Words;
  /** Small words inside names that a wrapped heading may break at ("University of" / "Bergen"). */
  nameJoiners: Words;
  /** Words before a certificate's issuer ("issued by"). */
  issuedBy: Words;
  /** Labels in front of contact details ("e-mail", "mobil", "bosted"), as regular-expression-free text. */
  contactLabels: Record<'email' | 'phone' | 'place' | 'web' | 'birth', Words>;
  /** Page-number words ("page 1 of 2", "side 1 av 2"). */
  pageWords: { page: Words; of: Words };
};
