import { levelOptions } from '@hirelane/contract/language-levels';
import { Select, SimpleGrid, Textarea, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../shared/cv/forms/month-field.tsx';
import type { ReviewState } from '../model/import-review.ts';
import type { ReviewEdits } from '../model/import-review-edits.ts';
import { ReviewItem } from './review-item.tsx';
import { GroupSection, ReviewSection } from './review-section.tsx';

type InlineTextProps = Omit<TextInputProps, 'size' | 'onChange'> & { onText: (text: string) => void };

/** One of an item's words, typed in place: the review's small text field. */
function InlineText({ onText, ...props }: InlineTextProps) {
  return <TextInput size="xs" {...props} onChange={(event) => onText(event.currentTarget.value)} />;
}

type InlineReviewProps<G extends 'profile' | 'links' | 'certifications' | 'language'> = {
  items: ReviewState[G];
  edits: ReviewEdits;
};

/** The profile fields the CV names, each to put on the profile or not, with what it says today. */
export function ProfileReview({ items, edits }: InlineReviewProps<'profile'>) {
  const { t } = useTranslation('cv');
  if (items.length === 0) return null;
  return (
    <ReviewSection title={t('import.groups.profile')} summary={t('import.profileHint')}>
      {items.map((item) => {
        // What the profile says today, unless it says the same.
        const now =
          item.value.current && !item.duplicate
            ? t('import.profileNow', { value: item.value.current })
            : undefined;
        const label = t(`import.profileFields.${item.value.field}`);
        return (
          <ReviewItem
            key={item.key}
            label={label}
            includeLabel={t(`import.useOnProfile.${item.value.field}`)}
            {...edits.controls('profile', item)}
            duplicateLabel={t('import.onProfile')}
            editor={
              item.value.field === 'summary' ? (
                <Textarea
                  size="xs"
                  autosize
                  minRows={2}
                  maxRows={8}
                  label={label}
                  value={item.value.text}
                  description={now}
                  onChange={(event) => edits.change('profile', item, { text: event.currentTarget.value })}
                />
              ) : (
                <InlineText
                  label={label}
                  value={item.value.text}
                  description={now}
                  onText={(text) => edits.change('profile', item, { text })}
                />
              )
            }
          />
        );
      })}
    </ReviewSection>
  );
}

/** The links the CV gives, each to add to the profile's links or not: name and address, edited in place. */
export function LinkReview({ items, edits }: InlineReviewProps<'links'>) {
  const { t } = useTranslation('cv');
  return (
    <GroupSection group="links" items={items}>
      {items.map((item) => (
        <ReviewItem
          key={item.key}
          label={item.value.label || item.value.url}
          {...edits.controls('links', item)}
          duplicateLabel={t('import.onProfile')}
          editor={
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <InlineText
                label={t('import.linkFields.label')}
                value={item.value.label}
                onText={(label) => edits.change('links', item, { label })}
              />
              <InlineText
                label={t('import.linkFields.url')}
                type="url"
                value={item.value.url}
                onText={(url) => edits.change('links', item, { url })}
              />
            </SimpleGrid>
          }
        />
      ))}
    </GroupSection>
  );
}

/** The extracted certificates: name, issuer and month, edited in place. */
export function CertificationReview({ items, edits }: InlineReviewProps<'certifications'>) {
  const { t } = useTranslation('cv');
  return (
    <GroupSection group="certifications" items={items}>
      {items.map((item) => (
        <ReviewItem
          key={item.key}
          label={item.value.name}
          {...edits.controls('certifications', item)}
          editor={
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              <InlineText
                label={t('fields.certificateName')}
                value={item.value.name}
                onText={(name) => edits.change('certifications', item, { name })}
              />
              <InlineText
                label={t('fields.issuer')}
                value={item.value.issuer ?? ''}
                onText={(issuer) => edits.change('certifications', item, { issuer })}
              />
              <MonthField
                label={t('fields.issueDate')}
                value={item.value.issueDate}
                onChange={(issueDate) => edits.change('certifications', item, { issueDate })}
              />
            </SimpleGrid>
          }
        />
      ))}
    </GroupSection>
  );
}

/** One list of extracted skills (professional or personal), each a tick box beside its words. */
export function SkillReview({
  group,
  items,
  edits,
}: {
  group: 'professional' | 'personal';
  items: ReviewState['professional'];
  edits: ReviewEdits;
}) {
  const { t } = useTranslation('cv');
  return (
    <GroupSection group={group} items={items}>
      {items.map((item) => (
        <ReviewItem
          key={item.key}
          label={item.value}
          compact
          {...edits.controls(group, item)}
          editor={
            <InlineText
              aria-label={t('import.editSkill', { skill: item.value })}
              value={item.value}
              onText={(value) => edits.update(group, item.key, { value })}
            />
          }
        />
      ))}
    </GroupSection>
  );
}

/** The extracted languages: name and level, edited in place. */
export function LanguageReview({ items, edits }: InlineReviewProps<'language'>) {
  const { t } = useTranslation('cv');
  const levels = levelOptions((key) => t(`levels.${key}` as const));
  return (
    <GroupSection group="language" items={items}>
      {items.map((item) => (
        <ReviewItem
          key={item.key}
          label={item.value.language}
          compact
          {...edits.controls('language', item)}
          editor={
            <SimpleGrid cols={2} spacing="xs">
              <InlineText
                label={t('fields.language')}
                value={item.value.language}
                onText={(language) => edits.change('language', item, { language })}
              />
              <Select
                size="xs"
                label={t('fields.level')}
                data={levels}
                value={String(item.value.level)}
                allowDeselect={false}
                onChange={(level) => edits.change('language', item, { level: Number(level) })}
              />
            </SimpleGrid>
          }
        />
      ))}
    </GroupSection>
  );
}
