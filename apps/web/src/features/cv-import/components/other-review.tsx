import { NativeSelect, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OTHER_PLACES, type OtherPlace, type ReviewState } from '../model/import-review.ts';
import type { ReviewEdits } from '../model/import-review-edits.ts';
import { ReviewItem } from './review-item.tsx';
import { ReviewSection } from './review-section.tsx';

/**
 * What the CV holds outside the groups (volunteering, references): each item left out unless the
 * user ticks it, and then placed where they choose (an experience when it reads as one, a skill).
 */
export function OtherReview({ items, edits }: { items: ReviewState['other']; edits: ReviewEdits }) {
  const { t } = useTranslation('cv');
  if (items.length === 0) return null;
  return (
    <ReviewSection
      title={t('import.groups.other')}
      summary={t('import.otherHint', { kept: items.filter((i) => i.include).length, count: items.length })}
    >
      {items.map((item) => {
        const { section, text, experience, place } = item.value;
        const places = OTHER_PLACES.filter((p) => p !== 'experiences' || experience !== null);
        const label = text.split('\n')[0] ?? text;
        return (
          <ReviewItem
            key={item.key}
            label={label}
            includeLabel={t('import.otherKeep', { label })}
            details={[section, ...text.split('\n').slice(1)]}
            {...edits.controls('other', item)}
            editor={
              <Stack gap={6}>
                <NativeSelect
                  size="xs"
                  label={t('import.otherPlace')}
                  data={places.map((p) => ({ value: p, label: t(`import.otherPlaces.${p}`) }))}
                  value={place}
                  onChange={(event) =>
                    edits.change('other', item, { place: event.currentTarget.value as OtherPlace })
                  }
                />
                {place !== 'experiences' && (
                  <Textarea
                    size="xs"
                    autosize
                    minRows={1}
                    maxRows={4}
                    label={t('import.otherText')}
                    value={text}
                    onChange={(event) => edits.change('other', item, { text: event.currentTarget.value })}
                  />
                )}
              </Stack>
            }
          />
        );
      })}
    </ReviewSection>
  );
}
