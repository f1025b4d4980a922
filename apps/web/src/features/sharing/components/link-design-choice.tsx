import { CV_DESIGN_IDS, CV_DESIGN_WORDS, type CvDesignId } from '@hirelane/contract/cv-designs';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import type { OptionalChoiceProps } from './optional-choice.ts';

/** The design a share link shows its CV in, or none of its own (it follows the CV's design). */
export function LinkDesignChoice({ value, onChange, onBlur, error }: OptionalChoiceProps<CvDesignId>) {
  const { t } = useTranslation('sharing');
  const [language] = useLanguage();
  const options = [
    { value: '', label: t('form.designOwn') },
    ...CV_DESIGN_IDS.map((design) => ({ value: design, label: CV_DESIGN_WORDS[language][design].name })),
  ];
  return (
    <NativeSelect
      label={t('form.design')}
      description={t('form.designHint')}
      data={options}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = CV_DESIGN_IDS.find((design) => design === event.currentTarget.value);
        onChange(chosen ?? null);
      }}
      onBlur={onBlur}
      error={error}
    />
  );
}
