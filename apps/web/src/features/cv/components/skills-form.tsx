import { CV_LIMITS, skillsInput } from '@hirelane/contract/cv';
import { Stack, TagsInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type SkillKind, skillsWrites } from '../../../shared/cv/api/skills.ts';
import { FormActions } from '../../../shared/cv/forms/form-actions.tsx';
import { useListForm } from '../../../shared/cv/forms/use-entry-form.ts';
import { firstItemErrorOf, listErrorOf } from '../model/list-error.ts';

export type SkillsFormProps = {
  kind: SkillKind;
  skills: string[];
  onDone: () => void;
};

/** The whole skills list as tags: type a skill and press Enter (or a comma) to add it. */
export function SkillsForm({ kind, skills, onDone }: SkillsFormProps) {
  const { t } = useTranslation('cv');
  const {
    control,
    handleSave,
    fieldError,
    isSubmitting,
    submitError,
    formState: { errors },
  } = useListForm(skillsInput, { skills }, skillsWrites(kind), onDone);

  // The list's own error (too many), else the first skill that is too long.
  const listError = listErrorOf(errors.skills);
  const itemError = firstItemErrorOf(errors.skills, CV_LIMITS.skills + 1);

  return (
    <form onSubmit={handleSave} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <TagsInput
              label={t(`${kind}.fieldLabel` as const)}
              description={t('fields.skillsHint', { max: CV_LIMITS.skills })}
              placeholder={t('fields.skillsPlaceholder')}
              data-autofocus
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              splitChars={[',']}
              maxTags={CV_LIMITS.skills}
              clearable
              clearButtonProps={{ 'aria-label': t('fields.skillsClear') }}
              error={fieldError('skills', listError) ?? fieldError('skill', itemError)}
            />
          )}
        />
        <FormActions isSubmitting={isSubmitting} onCancel={onDone} error={submitError} />
      </Stack>
    </form>
  );
}
