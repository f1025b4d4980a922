import type { Language } from '@hirelane/contract/constants';
import { LANGUAGES } from '@hirelane/contract/constants';
import type { MantineSize } from '@mantine/core';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES } from '../i18n/languages.ts';
import { useLanguage } from '../i18n/use-language.ts';

export type LanguageSwitchProps = {
  size?: MantineSize;
  fullWidth?: boolean;
};

/** en / Norsk. Each name is written in its own language, so it reads right whichever is active. */
export function LanguageSwitch({ size = 'xs', fullWidth = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const [language, changeLanguage] = useLanguage();
  const data = LANGUAGES.map((value: Language) => ({
    value,
    label: <span lang={value}>{LANGUAGE_NAMES[value]}</span>,
  }));
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size={size}
      fullWidth={fullWidth}
      value={language}
      data={data}
      onChange={(value) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
    />
  );
}
