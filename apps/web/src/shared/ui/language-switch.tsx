import { LANGUAGES } from '@hirelane/contract/constants';
import type { MantineSize } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../i18n/languages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './language-switch.module.css';

export type LanguageSwitchProps = {
  size?: Extract<MantineSize, 'xs' | 'sm'>;
  fullWidth?: boolean;
};

/**
 * en / Norsk, as two radio buttons styled like Mantine's SegmentedControl (which weighs 4 KiB on
 * every page); the arrow keys move between them. Each name is written in its own
 * language, so it reads right whichever is active.
 */
export function LanguageSwitch({ size = 'xs', fullWidth = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const [language, changeLanguage] = useLanguage();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={t('language.label')}
      className={classes.root}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {LANGUAGES.map((value) => (
        <label key={value} className={classes.segment}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={value}
            checked={language === value}
            onChange={() => void changeLanguage(value)}
          />
          <span lang={value}>{LANGUAGE_NAMES[value]}</span>
        </label>
      ))}
    </div>
  );
}
