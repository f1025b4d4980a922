/** A clause of an ad, whether it states a must-have, its sentence and where in it the clause starts. */
export type AdClause = { text: string; mustHave: boolean; sentence: string; offset: number };

type Mode = 'must' | 'nice' | 'skip';

/** Headings of parts that say nothing about the candidate: the offer, the company, how to apply. */
const SKIP_HEADING =
  /we offer|what we offer|benefits|about us|about the company|who we are(?! looking)|how to apply|application|practical information|contact|vi tilbyr|hva vi tilbyr|vi kan tilby|om oss|om selskapet|om arbeidsgiver|hvem er vi|søknad|praktisk informasjon|kontakt|lønn og|salary|spørsmål om stillingen/iu;
/** Cues that make what follows or surrounds them a plus rather than a must. */
const NICE =
  /nice[\s-]to[\s-]have|(?:is|are|would be|will be|as) (?:a |an )?(?:plus|bonus|advantage)|\bplus\b|advantageous|desirable|preferred|preferably|ideally|beneficial|merit|bonus|fordel|pluss|ønskelig|ønskes|meritterende|\bgjerne\b|\bhelst\b/iu;
/** Cues that start a plus inside a sentence ("… og gjerne Kafka", "… and ideally Go"). */
const NICE_FROM = /(?:,\s*|\s+)(?:(?:og|and|or|eller|men|but)\s+)?(?:gjerne|ideally|preferably|helst)\b/iu;
const FORWARD = /^\s*(?:(?:og|and|or|eller|men|but)\s+)?(?:gjerne|ideally|preferably|helst)\b/iu;
/** Where a sentence turns to a clause of its own: what follows a semicolon stands alone. */
const HARD_BREAK = /;\s*/u;
/** Where a sentence goes on ("…, and Vue is a plus"): a plus cue in one clause covers the sentence … */
const SOFT_BREAK = /,\s*(?:and|og|but|men|while|mens|whereas)\s+|\s+[–—]\s+/iu;
/** … except a clause that says it is required. */
const MUST = /\b(?:required|must|mandatory|essential|requirement|krav|må|påkrevd|nødvendig)\b/iu;
/** A sentence ends at ".", "!" or "?" before a capital, but not after an abbreviation ("kl. B", "e.g. Java"). */
const SENTENCE_BREAK =
  /(?<!\b(?:kl|ca|nr|bl\.a|f\.eks|e\.g|i\.e|dvs|evt|inkl|etc|mfl|osv)\.)(?<=[.!?])\s+(?=[\p{Lu}\d])/u;
const BULLET = /^\s*(?:[-*•·▪◦–—]|\d+[.)])\s*/u;

/** Headings of the parts that describe the candidate or the work. */
const MUST_HEADING =
  /qualif|kvalifik|requirement|krav|you have|du har|looking for|vi ser etter|vi søker|must|skills|kompetanse|ferdigheter|erfaring|experience|responsib|oppgaver|about the (?:role|job|position)|om stillingen|you bring|what you|hvem|profil|background|bakgrunn|utdanning|education|tech stack|teknologi|egenskaper|qualities/iu;
/** A line that is nothing but a heading, even without a colon ("Kvalifikasjoner", "Nice to have"). */
const BARE_HEADING =
  /^(?:(?:required|minimum|basic|preferred|desired|formal|formelle|ønskede?|ønskelige|andre|other)\s+)?(?:qualifications|kvalifikasjoner|requirements|krav|skills|kompetanse|erfaring|experience)$|^(?:about (?:the|this) (?:role|job|position)|om stillingen|(?:dine |dine viktigste )?(?:arbeids)?oppgaver|(?:key )?responsibilities|your (?:role|tasks|responsibilities)|what you(?:'ll| will) do|(?:who|what) (?:we are looking for|you (?:are|bring|have))|vi ser etter|hvem (?:er du|vi ser etter|søker vi)|du har|you have|personlige egenskaper|personal qualities|nice to have|bonus points?|(?:det er )?en fordel(?: om du har| med| hvis du har)?|ønskelig|we offer|what we offer|benefits|vi tilbyr|hva vi tilbyr|vi kan tilby|about us|om oss|om selskapet|om arbeidsgiver|how to apply|søknad|practical information|praktisk informasjon|contact|kontakt(?:informasjon)?)$/iu;

/** A heading's mode; null when a colon ends a line that is not a heading ("Tech: …" reads as text). */
const modeOfHeading = (heading: string): Mode | null =>
  SKIP_HEADING.test(heading)
    ? 'skip'
    : NICE.test(heading)
      ? 'nice'
      : MUST_HEADING.test(heading)
        ? 'must'
        : null;

/** A line ending in a colon or with one after a short lead, or a line that is only a heading. */
const headingOf = (line: string): { heading: string; rest: string } | null => {
  const colon = /^([^.:!?]{2,70}):\s*(.*)$/u.exec(line);
  if (colon?.[1] && colon[1].split(/\s+/).length <= 8) return { heading: colon[1], rest: colon[2] ?? '' };
  return BARE_HEADING.test(line.replace(/[:.]$/, '')) ? { heading: line, rest: '' } : null;
};

/** Splits at a pattern, keeping each piece's offset in the text. */
const piecesOf = (text: string, at: RegExp): { text: string; offset: number }[] => {
  const pieces: { text: string; offset: number }[] = [];
  const global = new RegExp(at.source, `${at.flags}g`);
  let from = 0;
  for (const match of text.matchAll(global)) {
    pieces.push({ text: text.slice(from, match.index), offset: from });
    from = match.index + match[0].length;
  }
  pieces.push({ text: text.slice(from), offset: from });
  return pieces;
};

const clausesOf = (sentence: string, base: Mode): AdClause[] =>
  piecesOf(sentence, HARD_BREAK).flatMap((part) => {
    const soft = piecesOf(part.text, SOFT_BREAK).map((clause) => {
      const turn = NICE_FROM.exec(clause.text);
      return { ...clause, lead: turn && turn.index > 0 ? clause.text.slice(0, turn.index) : clause.text };
    });
    // A clause that opens with "gjerne"/"ideally" is a plus by itself; other cues cover the sentence.
    const partNice = soft.some((clause) => NICE.test(clause.lead) && !FORWARD.test(clause.lead));
    return soft.flatMap(({ text, offset, lead }) => {
      const at = part.offset + offset;
      const leadMust = base === 'must' && !NICE.test(lead) && (!partNice || MUST.test(lead));
      const clauses: AdClause[] = [{ text: lead, mustHave: leadMust, sentence, offset: at }];
      if (lead.length < text.length)
        clauses.push({ text: text.slice(lead.length), mustHave: false, sentence, offset: at + lead.length });
      return clauses;
    });
  });

/**
 * An ad split into clauses: headings set the mode of the lines under them (a "Nice to have"
 * heading makes them pluses, "We offer" leaves them out), and a plus cue in a clause makes it a plus.
 */
export const adClauses = (description: string): AdClause[] => {
  let mode: Mode = 'must';
  const clauses: AdClause[] = [];
  for (const raw of description.split(/\r?\n/)) {
    // Runs of spaces count as one: no pattern then has room to try them every way.
    const line = raw.trim().replace(/\s+/g, ' ').replace(BULLET, '');
    if (!line) continue;
    const heading = headingOf(line);
    const headingMode = heading && modeOfHeading(heading.heading);
    let body = line;
    if (heading && headingMode) {
      mode = headingMode;
      body = heading.rest;
    }
    if (mode === 'skip' || !body) continue;
    for (const sentence of body.split(SENTENCE_BREAK)) clauses.push(...clausesOf(sentence, mode));
  }
  return clauses;
};
