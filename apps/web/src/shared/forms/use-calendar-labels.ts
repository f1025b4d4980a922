import { formatDate } from '@hirelane/contract/dates';
import type { CalendarAriaLabels } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../i18n/languages.ts';

/** Names for the date pickers' controls and days, which Mantine leaves unnamed for screen readers. */
export function useCalendarLabels() {
  const { t, i18n } = useTranslation('common');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => {
    const ariaLabels: CalendarAriaLabels = {
      nextMonth: t('calendar.nextMonth'),
      previousMonth: t('calendar.previousMonth'),
      nextYear: t('calendar.nextYear'),
      previousYear: t('calendar.previousYear'),
      nextDecade: t('calendar.nextDecade'),
      previousDecade: t('calendar.previousDecade'),
      monthLevelControl: t('calendar.monthLevelControl'),
      yearLevelControl: t('calendar.yearLevelControl'),
    };
    // Mantine gives the day as "YYYY-MM-DD" (maybe with a time after it).
    const getDayAriaLabel = (date: string) => formatDate(date.slice(0, 10), language, 'long');
    return { ariaLabels, getDayAriaLabel };
  }, [t, language]);
}
