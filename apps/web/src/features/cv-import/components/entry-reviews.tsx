import type { EducationInput, ExperienceInput } from '@hirelane/contract/cv';
import { formatPeriod } from '@hirelane/contract/dates';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import type { Reviewed } from '../model/import-review.ts';
import type { ReviewEdits } from '../model/import-review-edits.ts';
import { ReviewItem } from './review-item.tsx';
import { GroupSection } from './review-section.tsx';

type EntryReviewProps<T> = {
  items: Reviewed<T>[];
  edits: ReviewEdits;
  /** Opens the full form of the item with this key. */
  onEdit: (key: string) => void;
};

type Period = ReturnType<typeof usePeriod>;
/** What a review row says of an entry: its name, and the facts under it. */
type Described = { label: string; details: (string | null | undefined)[] };

/** An entry's months as the CV builder shows them, or "no start date" when the CV gave none. */
function usePeriod() {
  const { t } = useTranslation('cv');
  const [language] = useLanguage();
  return (start: string | null | undefined, end: string | null | undefined, open: boolean) =>
    start
      ? formatPeriod(start, open ? null : end, language, open ? t('month.present') : null)
      : t('import.noStart');
}

function EditButton({ label, onEdit }: { label: string; onEdit: () => void }) {
  const { t } = useTranslation('cv');
  return (
    <Group>
      <Button size="xs" variant="default" onClick={onEdit} aria-label={`${t('import.edit')}: ${label}`}>
        {t('import.edit')}
      </Button>
    </Group>
  );
}

/**
 * The extracted entries of one group: each one's description typed in place (a line the reader
 * joined to the wrong entry shows, and goes, before it reaches the CV), the rest in the CV
 * builder's own form.
 */
function EntryReview<T extends { description?: string | null | undefined }>({
  group,
  items,
  edits,
  onEdit,
  describe,
  onDescription,
}: EntryReviewProps<T> & {
  group: 'experiences' | 'educations';
  describe: (value: T, period: Period) => Described;
  onDescription: (item: Reviewed<T>, description: string) => void;
}) {
  const { t } = useTranslation('cv');
  const period = usePeriod();
  return (
    <GroupSection group={group} items={items}>
      {items.map((item) => {
        const { label, details } = describe(item.value, period);
        return (
          <ReviewItem
            key={item.key}
            label={label}
            details={details}
            {...edits.controls(group, item)}
            editor={
              <Stack gap="xs">
                <Textarea
                  size="xs"
                  label={t('fields.description')}
                  aria-label={`${t('fields.description')}: ${label}`}
                  autosize
                  minRows={2}
                  maxRows={8}
                  value={item.value.description ?? ''}
                  onChange={(event) => onDescription(item, event.currentTarget.value)}
                />
                <EditButton label={label} onEdit={() => onEdit(item.key)} />
              </Stack>
            }
          />
        );
      })}
    </GroupSection>
  );
}

const describeExperience = (value: ExperienceInput, period: Period): Described => ({
  label: [value.title, value.company].filter(Boolean).join(' · '),
  details: [period(value.startDate, value.endDate, value.isCurrent ?? false), value.location],
});

const describeEducation = (value: EducationInput, period: Period): Described => ({
  label: [value.degree, value.field].filter(Boolean).join(', ') || value.school,
  details: [value.school, period(value.startDate, value.endDate, false)],
});

/** The extracted jobs: title, company, dates and place, and what the job was. */
export function ExperienceReview(props: EntryReviewProps<ExperienceInput>) {
  return (
    <EntryReview
      group="experiences"
      describe={describeExperience}
      onDescription={(item, description) => props.edits.change('experiences', item, { description })}
      {...props}
    />
  );
}

/** The extracted studies: degree and field (or the school), school and dates, and the description. */
export function EducationReview(props: EntryReviewProps<EducationInput>) {
  return (
    <EntryReview
      group="educations"
      describe={describeEducation}
      onDescription={(item, description) => props.edits.change('educations', item, { description })}
      {...props}
    />
  );
}
