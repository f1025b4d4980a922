/**
 * The self-introduction script's words in one language (en.ts, no.ts). Where a list gives several
 * wordings, the variant picks one (regenerate). Job titles, companies, schools and skills are
 * names and come as the CV writes them (quoted when in the other language); a text from the CV in another language than the script
 * is never spliced into a sentence but quoted as a title (`highlight`, `educationTitle`).
 */
export type ScriptWords = {
  /** Short words common in this language and not in the other, to tell which language a CV text is in. */
  markers: readonly string[];
  /** Letters only this language writes ("æøå"), counted like markers; '' for none. */
  markerLetters: string;
  greeting: readonly ((name: string) => string)[];
  greetingNoName: readonly string[];
  /** Who I am: the headline (a title as written), where I live and the years worked (may be ''). */
  whoIAm: (headline: string, place: string, years: string) => string;
  years: (years: number) => string;
  /**
   * The sentence about a job that carries a claim of the CV in this language ("Led the team of
   * five."), or null when the claim does not start with a verb and so cannot be made mine.
   */
  role: (title: string, company: string, claim: string) => string | null;
  roleOnly: (title: string, company: string, current: boolean) => string;
  /** A claim quoted as it stands in the CV: "One highlight: “…”." */
  highlight: (quoted: string) => string;
  skills: (list: string) => string;
  personal: (list: string) => string;
  /** Joins a degree and its field as this language writes it: "Master i informatikk". */
  degreeIn: (degree: string, field: string) => string;
  /** What I studied, from a degree and field written in this language. */
  education: (degree: string, field: string, school: string) => string;
  /** What I studied, quoted as a title because the CV writes it in another language. */
  educationTitle: (quoted: string, school: string) => string;
  languages: (list: string) => string;
  lookFor: readonly ((skill: string) => string)[];
  closing: readonly string[];
};
