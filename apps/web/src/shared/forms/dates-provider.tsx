import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/nb';
import { DAYJS_LOCALES } from '@hirelane/contract/dates';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/use-language.ts';

/**
 * Mantine's date pickers in the interface language — British English or Bokmål, as every date in
 * the app (contract/dates) — weeks from Monday; the pickers' styles with them.
 */
export function AppDatesProvider({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALES[language], firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}
