import { intlLocale } from '@hirelane/contract/dates';
import type { SALARY_PERIODS } from '@hirelane/contract/jobs';
import { type Deref, firstOf, isObject, valuesOf } from './json-ld-values.ts';

type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/**
 * An amount as boards write it, numbers or text: 650000, "650 000", "650.000", "650,000",
 * "kr 650 000,-", "1 234,50", "650k". Null when there is no amount or it is out of range.
 */
export const parseAmount = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value <= 1e9 ? value : null;
  if (typeof value !== 'string') return null;
  const match = value.match(/\d[\d\s.,\u00a0\u202f']*/);
  if (!match) return null;
  let digits = match[0].replace(/[\s\u00a0\u202f']/g, '').replace(/[.,-]+$/, '');
  const thousands = /^\s*[\d\s.,\u00a0\u202f']+\s*k(?!\p{L})/iu.test(value.slice(match.index ?? 0))
    ? 1000
    : 1;
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    // Both: the later one is the decimal mark.
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    digits = digits.replaceAll(grouping, '').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const groups = digits.split(mark);
    // "650.000" and "1,250,000" group thousands; "32.5" and "32,50" have decimals.
    const grouped = groups.length > 2 || groups.slice(1).every((group) => group.length === 3);
    digits = grouped ? groups.join('') : groups.join('.');
  }
  const amount = Number(digits) * thousands;
  return Number.isFinite(amount) && amount >= 0 && amount <= 1e9 ? amount : null;
};

const PERIODS: Record<string, SalaryPeriod> = {
  hour: 'hour',
  hourly: 'hour',
  time: 'hour',
  timen: 'hour',
  month: 'month',
  monthly: 'month',
  måned: 'month',
  mnd: 'month',
  year: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
  år: 'year',
  årlig: 'year',
};

/** schema.org unitText (HOUR, MONTH, YEAR; also words in en/nb) as the job's salary period. */
export const periodOf = (unit: unknown): SalaryPeriod | null =>
  typeof unit === 'string' ? (PERIODS[unit.trim().toLowerCase()] ?? null) : null;

/** A three-letter currency code; "kr" and "NOK" are Norwegian kroner. */
export const currencyOf = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  if (/^[A-Z]{3}$/.test(code)) return code;
  if (/^(KR|KR\.|,-)$/.test(code)) return 'NOK';
  return null;
};

export type SalaryFields = {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
  salaryText: string | null;
};

const NO_SALARY: SalaryFields = {
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  salaryText: null,
};

const SALARY_TEXT_MAX = 100;

const ordered = (low: number | null, high: number | null) =>
  low !== null && high !== null && low > high
    ? { salaryMin: high, salaryMax: low }
    : { salaryMin: low, salaryMax: high };

/** "650 000 – 750 000 kr per år", "NOK 600k", "kr 250,- per time": amounts, currency and period. */
const fromText = (text: string): SalaryFields => {
  const amounts = text
    .split(/\s+(?:-|–|—|til|to)\s+|(?<=\d)\s*[–—]\s*(?=\d)|(?<=\d)-(?=\d)/)
    .map(parseAmount)
    .filter((amount): amount is number => amount !== null && amount > 0);
  if (amounts.length === 0) return NO_SALARY;
  const currency =
    text.match(/\b(NOK|SEK|DKK|EUR|USD|GBP|CHF)\b/i)?.[1]?.toUpperCase() ??
    (/\bkr\b/i.test(text) ? 'NOK' : null);
  const unit = text.match(/(?:per|pr\.?|\/)\s*(år|year|måned|mnd|month|time|timen|hour)\b/i)?.[1];
  const period =
    periodOf(unit) ??
    (/årslønn|annual/i.test(text)
      ? 'year'
      : /timelønn|hourly/i.test(text)
        ? 'hour'
        : /månedslønn|monthly/i.test(text)
          ? 'month'
          : null);
  return {
    ...ordered(amounts[0] ?? null, amounts[1] ?? amounts[0] ?? null),
    salaryCurrency: currency,
    salaryPeriod: period,
    salaryText: text.slice(0, SALARY_TEXT_MAX),
  };
};

// The salary text of a posting read from its page is written in English.
const formatAmount = (value: number) => new Intl.NumberFormat(intlLocale('en')).format(value);

const unitIn = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * A MonetaryAmount: currency, and a QuantitativeValue (value, or minValue/maxValue, with unitText).
 * Each of these may be a list: the first usable value of each counts.
 */
const fromMonetaryAmount = (
  amount: Record<string, unknown>,
  fallbackCurrency: unknown,
  deref: Deref,
): SalaryFields => {
  const inner = valuesOf(amount.value, deref)[0];
  const quantity = isObject(inner) ? inner : amount;
  const single = isObject(inner) ? firstOf(inner.value, deref, parseAmount) : parseAmount(inner);
  const low = firstOf(quantity.minValue, deref, parseAmount) ?? single;
  const high = firstOf(quantity.maxValue, deref, parseAmount) ?? single;
  if (low === null && high === null) {
    return typeof inner === 'string' ? fromText(inner) : NO_SALARY;
  }
  const currency =
    firstOf(amount.currency, deref, currencyOf) ??
    firstOf(fallbackCurrency, deref, currencyOf) ??
    firstOf(quantity.currency, deref, currencyOf);
  const unit = firstOf(quantity.unitText, deref, unitIn) ?? firstOf(amount.unitText, deref, unitIn);
  const period = periodOf(unit);
  const range = ordered(low, high);
  // A week's or a day's pay has no period field: it is kept as words instead.
  const salaryText =
    !period && unit
      ? [range.salaryMin, range.salaryMax]
          .filter((value, index, all): value is number => value !== null && all.indexOf(value) === index)
          .map(formatAmount)
          .join('–')
          .concat(currency ? ` ${currency}` : '', ` per ${unit.trim().toLowerCase()}`)
          .slice(0, SALARY_TEXT_MAX)
      : null;
  return { ...range, salaryCurrency: currency, salaryPeriod: period, salaryText };
};

/**
 * A JobPosting's baseSalary (or estimatedSalary) as the job's salary fields: a MonetaryAmount with
 * a QuantitativeValue or a plain number inside, a list of them (the first that has an amount), a
 * bare number, or text such as "650 000 kr per år".
 */
export const salaryOf = (value: unknown, postingCurrency: unknown, deref: Deref): SalaryFields => {
  for (const resolved of valuesOf(value, deref)) {
    let fields = NO_SALARY;
    if (isObject(resolved)) fields = fromMonetaryAmount(resolved, postingCurrency, deref);
    else if (typeof resolved === 'number') {
      fields = {
        ...NO_SALARY,
        ...ordered(parseAmount(resolved), parseAmount(resolved)),
        salaryCurrency: firstOf(postingCurrency, deref, currencyOf),
      };
    } else if (typeof resolved === 'string') fields = fromText(resolved);
    if (fields.salaryMin !== null || fields.salaryMax !== null) return fields;
  }
  return NO_SALARY;
};
