/** A number in a salary text, digits grouped with spaces, dots or commas ("650 000", "650.000"). */
const NUMBER = /\d[\d\s.,\u00a0\u202f]*\d|\d/g;
/** Words a salary text may hold besides its amounts: currencies, periods, "from … to". */
const FILLER =
  /(?<!\p{L})(k|kr|kroner|nok|sek|dkk|eur|usd|gbp|a|an|i|p|per|pr|år|året|year|yearly|annual|annually|annum|month|måned|mnd|hour|time|timen|from|fra|to|til)(?!\p{L})/giu;

/**
 * Whether a job's free salary text only says again what its figures say ("650 000 kr" beside a
 * minimum of 650000, "650–700k" beside 650000–700000): then the details show the figures once.
 * Text with anything more than those amounts (a bonus, "negotiable") is kept.
 */
export function restatesFigures(text: string | null, min: number | null, max: number | null): boolean {
  if (!text || (min === null && max === null)) return false;
  const figures = [min, max].filter((value): value is number => value !== null);
  const thousands = /\dk(?!\p{L})/iu.test(text) ? 1000 : 1;
  const numbers = (text.match(NUMBER) ?? []).map(
    (group) => Number(group.replace(/[\s.,\u00a0\u202f]/g, '')) * thousands,
  );
  if (numbers.length === 0 || !numbers.every((value) => figures.includes(value))) return false;
  const rest = text
    .replace(NUMBER, ' ')
    .replace(FILLER, ' ')
    .replace(/[\s\-–—/.,:€$£+]/g, '');
  return rest === '';
}
