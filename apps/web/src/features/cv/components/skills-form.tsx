import { CV_LIMITS, skillsInput } from '@hirelane/contract/cv';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TagsInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import type { SkillKind } from '../api/skills.ts';
import { useSaveSkills } from '../api/skills.ts';
import { firstItemErrorOf, listErrorOf } from '../model/list-error.ts';
import { FormActions } from './form-actions.tsx';

export type SkillsFormProps = {
  kind: SkillKind;
  skills: string[];
  onDone: () => void;
};

/** The whole skills list as tags: type a skill and press Enter (or a comma) to add it. */
export function SkillsForm({ kind, skills, onDone }: SkillsFormProps) {
  const { t } = useTranslation('cv');
  const fieldError = useFieldError('cv', CV_LIMITS);
  const save = useSaveSkills(kind);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(skillsInput), defaultValues: { skills } });

  const handleSave = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      onDone();
    } catch {
      // The toast said why; the dialog stays open with the list as typed.
    }
  });

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
        <FormActions isSubmitting={isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}
