import type { Language } from '@hirelane/contract/constants';
import { useTranslation } from 'react-i18next';
import { writeLanguageCookie } from './language-cookie.ts';
import { toLanguage } from './languages.ts';

/** The current interface language and a setter that loads and remembers the new one. */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const changeLanguage = async (next: Language) => {
    await i18n.changeLanguage(next);
    writeLanguageCookie(next);
  };
  return [language, changeLanguage];
}
