import { CV_ACCENT_IDS, CV_ACCENTS, type CvAccentId } from '@hirelane/contract/cv-designs';
import { VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './cv-design-panel.module.css';

export type AccentChoiceProps = { value: CvAccentId; onChange: (accent: CvAccentId) => void };

/** The accent colours as swatches: radio buttons with their colour's name (arrow keys move). */
export function AccentChoice({ value, onChange }: AccentChoiceProps) {
  const { t } = useTranslation('cvDesign');
  const name = useId();
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{t('accent.legend')}</legend>
      <div className={classes.swatches}>
        {CV_ACCENT_IDS.map((accent) => (
          <label
            key={accent}
            className={classes.swatch}
            style={{ '--swatch': CV_ACCENTS[accent] } as CSSProperties}
            title={t(`accent.names.${accent}`)}
          >
            <input
              type="radio"
              name={name}
              value={accent}
              checked={value === accent}
              onChange={() => onChange(accent)}
              className={classes.swatchInput}
            />
            <VisuallyHidden>{t(`accent.names.${accent}`)}</VisuallyHidden>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
