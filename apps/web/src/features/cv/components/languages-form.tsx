import { CV_LIMITS, type LanguageSkill, languagesInput } from '@hirelane/contract/cv';
import { levelOptions } from '@hirelane/contract/language-levels';
import { Autocomplete, Button, Group, Input, Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSaveLanguages } from '../api/languages.ts';
import { useListForm } from '../hooks/use-entry-form.ts';
import { languageSuggestions } from '../model/language-names.ts';
import { listErrorOf } from '../model/list-error.ts';
import { FormActions } from './form-actions.tsx';

export type LanguagesFormProps = {
  languages: LanguageSkill[];
  onDone: () => void;
};

/** Every language with its level (Beginner … Native); rows can be added and removed. */
export function LanguagesForm({ languages, onDone }: LanguagesFormProps) {
  const { t } = useTranslation('cv');
  const [language] = useLanguage();
  const save = useSaveLanguages();
  const suggestions = useMemo(() => languageSuggestions(language), [language]);
  const levels = levelOptions((key) => t(`levels.${key}` as const));
  const {
    control,
    handleSave,
    fieldError,
    formState: { errors, isSubmitting },
  } = useListForm(
    languagesInput,
    // An empty list starts with one row to fill in.
    { languages: languages.length > 0 ? languages : [{ language: '', level: 3 }] },
    save.mutateAsync,
    onDone,
  );
  const rows = useFieldArray({ control, name: 'languages' });

  const listError = listErrorOf(errors.languages);

  return (
    <form onSubmit={handleSave} noValidate>
      <Stack gap="md">
        {rows.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('language.noRows')}
          </Text>
        )}
        {rows.fields.map((row, index) => (
          <Group key={row.id} align="flex-start" gap="sm" wrap="wrap">
            <Controller
              control={control}
              name={`languages.${index}.language`}
              render={({ field }) => (
                <Autocomplete
                  label={t('fields.language')}
                  data={suggestions}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  limit={8}
                  flex="1 1 12rem"
                  data-autofocus={index === 0 ? true : undefined}
                  error={fieldError('language', errors.languages?.[index]?.language)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <Controller
              control={control}
              name={`languages.${index}.level`}
              render={({ field }) => (
                <Select
                  label={t('fields.level')}
                  data={levels}
                  value={String(field.value)}
                  onChange={(value) => field.onChange(Number(value))}
                  onBlur={field.onBlur}
                  name={field.name}
                  allowDeselect={false}
                  flex="1 1 10rem"
                  error={fieldError('level', errors.languages?.[index]?.level)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <Button
              variant="subtle"
              color="red"
              mt={{ base: 0, xs: 'xl' }}
              onClick={() => rows.remove(index)}
              aria-label={t('language.removeLabel', { index: index + 1 })}
            >
              {t('actions.remove')}
            </Button>
          </Group>
        ))}
        {listError && <Input.Error>{fieldError('languages', listError)}</Input.Error>}
        <Group>
          <Button
            variant="light"
            onClick={() => rows.append({ language: '', level: 3 })}
            disabled={rows.fields.length >= CV_LIMITS.languages}
          >
            {t('language.addRow')}
          </Button>
        </Group>
        <FormActions isSubmitting={isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}
