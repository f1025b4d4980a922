import type { EducationInput, ExperienceInput } from '@hirelane/contract/cv';
import { formatPeriod } from '@hirelane/contract/dates';
import { levelOptions } from '@hirelane/contract/language-levels';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import {
  groupErrors,
  type Reviewed,
  type Group as ReviewGroup,
  type ReviewState,
} from '../../model/import-review.ts';
import { EducationForm } from '../education-form.tsx';
import { ExperienceForm } from '../experience-form.tsx';
import { FormModal } from '../form-modal.tsx';
import { MonthField } from '../month-field.tsx';
import { ReviewItem } from './review-item.tsx';
import { ReviewSection } from './review-section.tsx';

export type ReviewStepProps = {
  state: ReviewState;
  /** The new state, and the key of the item that changed (its error is then out of date). */
  onChange: (next: ReviewState, key: string) => void;
  errors: Record<string, string>;
};

type Editing = { group: 'experiences' | 'educations'; key: string } | null;

/** Step 3: every extracted item, grouped by section, to keep, edit or remove before saving. */
export function ReviewStep({ state, onChange, errors }: ReviewStepProps) {
  const { t } = useTranslation('cv');
  const [language] = useLanguage();
  const [editing, setEditing] = useState<Editing>(null);

  const update = <G extends ReviewGroup>(group: G, key: string, patch: Partial<ReviewState[G][number]>) =>
    onChange(
      {
        ...state,
        [group]: (state[group] as Reviewed<unknown>[]).map((item) =>
          item.key === key ? { ...item, ...patch } : item,
        ),
      },
      key,
    );
  const remove = (group: ReviewGroup, key: string) =>
    onChange(
      { ...state, [group]: (state[group] as Reviewed<unknown>[]).filter((item) => item.key !== key) },
      key,
    );
  const common = <G extends ReviewGroup>(group: G, item: ReviewState[G][number]) => ({
    include: item.include,
    duplicate: item.duplicate,
    error: errors[item.key],
    onInclude: (include: boolean) => update(group, item.key, { include } as Partial<ReviewState[G][number]>),
    onRemove: () => remove(group, item.key),
  });
  const summary = (items: Reviewed<unknown>[]) =>
    t('import.groupSummary', { kept: items.filter((i) => i.include).length, count: items.length });
  const period = (start: string | null | undefined, end: string | null | undefined, open: boolean) =>
    start
      ? formatPeriod(start, open ? null : end, language, open ? t('import.present') : null)
      : t('import.noStart');
  const editButton = (group: 'experiences' | 'educations', key: string, label: string) => (
    <Group>
      <Button
        size="xs"
        variant="default"
        onClick={() => setEditing({ group, key })}
        aria-label={`${t('import.edit')}: ${label}`}
      >
        {t('import.edit')}
      </Button>
    </Group>
  );
  const levels = levelOptions((key) => t(`levels.${key}` as const));
  const editedExperience =
    editing?.group === 'experiences' ? state.experiences.find((i) => i.key === editing.key) : undefined;
  const editedEducation =
    editing?.group === 'educations' ? state.educations.find((i) => i.key === editing.key) : undefined;

  return (
    <Stack gap="xl">
      {state.profile.length > 0 && (
        <ReviewSection title={t('import.groups.profile')} summary={t('import.profileHint')}>
          {state.profile.map((item) => (
            <ReviewItem
              key={item.key}
              label={t(`import.profileFields.${item.value.field}`)}
              includeLabel={t(`import.useOnProfile.${item.value.field}`)}
              {...common('profile', item)}
              duplicateLabel={t('import.onProfile')}
              editor={
                <TextInput
                  size="xs"
                  label={t(`import.profileFields.${item.value.field}`)}
                  value={item.value.text}
                  description={
                    item.value.current && !item.duplicate
                      ? t('import.profileNow', { value: item.value.current })
                      : undefined
                  }
                  onChange={(event) =>
                    update('profile', item.key, { value: { ...item.value, text: event.currentTarget.value } })
                  }
                />
              }
            />
          ))}
        </ReviewSection>
      )}
      {state.experiences.length > 0 && (
        <ReviewSection title={t('import.groups.experiences')} summary={summary(state.experiences)}>
          {state.experiences.map((item) => {
            const label = [item.value.title, item.value.company].filter(Boolean).join(' · ');
            return (
              <ReviewItem
                key={item.key}
                label={label}
                details={[
                  period(item.value.startDate, item.value.endDate, item.value.isCurrent ?? false),
                  item.value.location,
                ]}
                {...common('experiences', item)}
                editor={editButton('experiences', item.key, label)}
              />
            );
          })}
        </ReviewSection>
      )}
      {state.educations.length > 0 && (
        <ReviewSection title={t('import.groups.educations')} summary={summary(state.educations)}>
          {state.educations.map((item) => {
            const label =
              [item.value.degree, item.value.field].filter(Boolean).join(', ') || item.value.school;
            return (
              <ReviewItem
                key={item.key}
                label={label}
                details={[item.value.school, period(item.value.startDate, item.value.endDate, false)]}
                {...common('educations', item)}
                editor={editButton('educations', item.key, label)}
              />
            );
          })}
        </ReviewSection>
      )}
      {state.certifications.length > 0 && (
        <ReviewSection title={t('import.groups.certifications')} summary={summary(state.certifications)}>
          {state.certifications.map((item) => (
            <ReviewItem
              key={item.key}
              label={item.value.name}
              {...common('certifications', item)}
              editor={
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                  <TextInput
                    size="xs"
                    label={t('fields.certificateName')}
                    value={item.value.name}
                    onChange={(e) =>
                      update('certifications', item.key, {
                        value: { ...item.value, name: e.currentTarget.value },
                      })
                    }
                  />
                  <TextInput
                    size="xs"
                    label={t('fields.issuer')}
                    value={item.value.issuer ?? ''}
                    onChange={(e) =>
                      update('certifications', item.key, {
                        value: { ...item.value, issuer: e.currentTarget.value },
                      })
                    }
                  />
                  <MonthField
                    label={t('fields.issueDate')}
                    value={item.value.issueDate}
                    clearable
                    onChange={(issueDate) =>
                      update('certifications', item.key, { value: { ...item.value, issueDate } })
                    }
                  />
                </SimpleGrid>
              }
            />
          ))}
        </ReviewSection>
      )}
      {(['professional', 'personal'] as const).map(
        (group) =>
          state[group].length > 0 && (
            <ReviewSection key={group} title={t(`import.groups.${group}`)} summary={summary(state[group])}>
              {state[group].map((item) => (
                <ReviewItem
                  key={item.key}
                  label={item.value}
                  compact
                  {...common(group, item)}
                  editor={
                    <TextInput
                      size="xs"
                      aria-label={t('import.editSkill', { skill: item.value })}
                      value={item.value}
                      onChange={(e) => update(group, item.key, { value: e.currentTarget.value })}
                    />
                  }
                />
              ))}
            </ReviewSection>
          ),
      )}
      {state.language.length > 0 && (
        <ReviewSection title={t('import.groups.language')} summary={summary(state.language)}>
          {state.language.map((item) => (
            <ReviewItem
              key={item.key}
              label={item.value.language}
              compact
              {...common('language', item)}
              editor={
                <SimpleGrid cols={2} spacing="xs">
                  <TextInput
                    size="xs"
                    label={t('fields.language')}
                    value={item.value.language}
                    onChange={(e) =>
                      update('language', item.key, {
                        value: { ...item.value, language: e.currentTarget.value },
                      })
                    }
                  />
                  <Select
                    size="xs"
                    label={t('fields.level')}
                    data={levels}
                    value={String(item.value.level)}
                    allowDeselect={false}
                    onChange={(level) =>
                      update('language', item.key, { value: { ...item.value, level: Number(level) } })
                    }
                  />
                </SimpleGrid>
              }
            />
          ))}
        </ReviewSection>
      )}
      {groupErrors(errors).length > 0 && (
        <Alert color="red" role="alert">
          {groupErrors(errors).join(' ')}
        </Alert>
      )}
      <FormModal
        opened={editedExperience !== undefined}
        title={t('experience.editTitle')}
        onClose={() => setEditing(null)}
      >
        {editedExperience && (
          <ExperienceForm
            draft={{
              values: editedExperience.value,
              onSave: (value: ExperienceInput) =>
                update('experiences', editedExperience.key, { value, include: true }),
            }}
            onDone={() => setEditing(null)}
          />
        )}
      </FormModal>
      <FormModal
        opened={editedEducation !== undefined}
        title={t('education.editTitle')}
        onClose={() => setEditing(null)}
      >
        {editedEducation && (
          <EducationForm
            draft={{
              values: editedEducation.value,
              onSave: (value: EducationInput) =>
                update('educations', editedEducation.key, { value, include: true }),
            }}
            onDone={() => setEditing(null)}
          />
        )}
      </FormModal>
      <Text size="sm" c="dimmed">
        {t('import.reviewFooter')}
      </Text>
    </Stack>
  );
}
