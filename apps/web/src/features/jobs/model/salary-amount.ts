import type { Language } from '@hirelane/contract/constants';
import { intlLocale } from '@hirelane/contract/dates';
import type { JobSummary } from '@hirelane/contract/jobs';

/** A job's salary figures as one text, and whether they are a floor or a ceiling rather than the pay. */
export type SalaryAmount = { amount: string; bound: 'from' | 'to' | null };

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(language: Language, currency: string | null): Intl.NumberFormat {
  const key = `${language}|${currency ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    // Exact: every digit, grouped as the language groups them; øre and cents only when there are any.
    format = new Intl.NumberFormat(intlLocale(language), {
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
      ...(currency ? { style: 'currency', currency, currencyDisplay: 'code' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A job's salary figures exactly, in the interface language: "NOK 650,000–700,000" in English,
 * "650 000–700 000 NOK" in Norwegian; one figure when both are the same. Only a lowest figure is
 * a floor (`from`), only a highest a ceiling (`to`). Null without figures.
 */
export function salaryAmount(
  job: Pick<JobSummary, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>,
  language: Language,
): SalaryAmount | null {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency } = job;
  const format = formatFor(language, currency);
  if (min !== null && max !== null) {
    return { amount: min === max ? format.format(min) : format.formatRange(min, max), bound: null };
  }
  if (min !== null) return { amount: format.format(min), bound: 'from' };
  if (max !== null) return { amount: format.format(max), bound: 'to' };
  return null;
}
