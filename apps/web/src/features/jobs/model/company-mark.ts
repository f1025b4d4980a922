/**
 * The palettes a company's initial is drawn in: the theme's light fill with its text colour, which
 * the theme keeps at AA contrast in both schemes (app/theme.ts). Red is left out: on the board it
 * means "rejected".
 */
export const COMPANY_COLORS = [
  'blue',
  'cyan',
  'grape',
  'green',
  'indigo',
  'orange',
  'pink',
  'teal',
  'violet',
  'yellow',
] as const;
export type CompanyColor = (typeof COMPANY_COLORS)[number];

export type CompanyMark = { initial: string; color: CompanyColor };

const FIRST_LETTER = /[\p{L}\p{N}]/u;

/**
 * A company's initial (its first letter or digit, "Ølen" → "Ø") and a colour picked from its name,
 * the same on every card and every visit; null when the name has neither letter nor digit.
 */
export function companyMark(company: string): CompanyMark | null {
  const name = company.trim().toLocaleLowerCase();
  const first = FIRST_LETTER.exec(name)?.[0];
  if (!first) return null;
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return {
    initial: first.toLocaleUpperCase(),
    color: COMPANY_COLORS[hash % COMPANY_COLORS.length] as CompanyColor,
  };
}
