import { LANGUAGES } from '@hirelane/contract/constants';
import type { MantineSize } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../i18n/languages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './language-switch.module.css';
import { useStaticPage } from './static-page.ts';

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
  const staticPage = useStaticPage();
  if (staticPage) {
    // A server-rendered page has no app script: each language is a link to the page in it.
    return (
      <nav aria-label={t('language.label')} className={classes.root} data-size={size}>
        {LANGUAGES.map((value) => (
          <a
            key={value}
            href={staticPage.languageHref(value)}
            hrefLang={value}
            lang={value}
            className={classes.segment}
            aria-current={language === value ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[value]}
          </a>
        ))}
      </nav>
    );
  }
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
