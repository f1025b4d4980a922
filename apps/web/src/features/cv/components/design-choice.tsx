import {
  CV_DESIGN_IDS,
  CV_DESIGN_WORDS,
  type CvDesignId,
  type CvDesignSettings,
  PAPER_POINTS,
} from '@hirelane/contract/cv-designs';
import type { PublicCv } from '@hirelane/contract/sharing';
import type { CSSProperties } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CvDesignDocument } from '../../../shared/cv/cv-design-document.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import classes from './cv-design-panel.module.css';

/** How small a thumbnail draws the first page: a fifth of its true size. */
const THUMBNAIL_SCALE = 0.2;
const PX_PER_PT = 4 / 3;

export type DesignChoiceProps = {
  cv: PublicCv;
  settings: CvDesignSettings;
  onChange: (design: CvDesignId) => void;
};

/**
 * The designs as radio buttons (arrow keys move between them), each with a thumbnail of the owner's
 * own CV in it. The thumbnail is decoration for the eye, hidden from assistive technology and out of
 * the tab order; the design's name and one line about it are the radio's label.
 */
export function DesignChoice({ cv, settings, onChange }: DesignChoiceProps) {
  const { t } = useTranslation('cvDesign');
  const [language] = useLanguage();
  const name = useId();
  const paper = PAPER_POINTS[settings.paper];
  const size = {
    '--thumb-width': `${paper.width * PX_PER_PT * THUMBNAIL_SCALE}px`,
    '--thumb-height': `${paper.height * PX_PER_PT * THUMBNAIL_SCALE}px`,
    '--thumb-scale': String(THUMBNAIL_SCALE),
  } as CSSProperties;
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{t('design.legend')}</legend>
      <div className={classes.designs} style={size}>
        {CV_DESIGN_IDS.map((design) => {
          const words = CV_DESIGN_WORDS[language][design];
          return (
            <label key={design} className={classes.design}>
              <input
                type="radio"
                name={name}
                value={design}
                checked={settings.design === design}
                onChange={() => onChange(design)}
                className={classes.designInput}
              />
              <div className={classes.thumbnail} aria-hidden="true" inert>
                <div className={classes.thumbnailPage}>
                  <CvDesignDocument cv={cv} settings={{ ...settings, design }} nested size="paper" />
                </div>
              </div>
              <span className={classes.designName}>{words.name}</span>
              <span className={classes.designSummary}>{words.summary}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
