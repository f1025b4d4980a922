import { CV_LIMITS, type LanguageSkill, type LanguagesInput, languagesInput } from '@hirelane/contract/cv';
import { levelOptions } from '@hirelane/contract/language-levels';
import { Autocomplete, Button, Group, Input, Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languagesWrites } from '../../../shared/cv/api/languages.ts';
import { FormActions } from '../../../shared/cv/forms/form-actions.tsx';
import { useListForm } from '../../../shared/cv/forms/use-entry-form.ts';
import { submitOnlyOnPurpose } from '../../../shared/forms/enter-key.ts';
import type { ControlledProps } from '../../../shared/forms/field-props.ts';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { languageSuggestions } from '../model/language-names.ts';
import { listErrorOf } from '../model/list-error.ts';

export type LanguagesFormProps = {
  languages: LanguageSkill[];
  onDone: () => void;
};

/** Every language with its level (Beginner … Native); rows can be added and removed. */
export function LanguagesForm({ languages, onDone }: LanguagesFormProps) {
  const { t } = useTranslation('cv');
  const [language] = useLanguage();
  const suggestions = useMemo(() => languageSuggestions(language), [language]);
  const levels = levelOptions((key) => t(`levels.${key}` as const));
  const {
    control,
    controlled,
    handleSave,
    fieldError,
    isSubmitting,
    submitError,
    formState: { errors },
  } = useListForm(
    languagesInput,
    // An empty list starts with one row to fill in.
    { languages: languages.length > 0 ? languages : [{ language: '', level: 3 }] },
    languagesWrites,
    onDone,
  );
  const rows = useFieldArray({ control, name: 'languages' });

  const listError = listErrorOf(errors.languages);

  return (
    <form onSubmit={handleSave} onKeyDown={submitOnlyOnPurpose} noValidate>
      <Stack gap="md">
        {rows.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('language.noRows')}
          </Text>
        )}
        {rows.fields.map((row, index) => (
          <LanguageRow
            key={row.id}
            index={index}
            language={controlled(`languages.${index}.language`, 'language')}
            level={controlled(`languages.${index}.level`, 'level')}
            suggestions={suggestions}
            levels={levels}
            onRemove={() => rows.remove(index)}
          />
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
        <FormActions isSubmitting={isSubmitting} onCancel={onDone} error={submitError} />
      </Stack>
    </form>
  );
}

type LanguageRowProps = {
  index: number;
  language: ControlledProps<LanguagesInput, LanguagesInput, `languages.${number}.language`>;
  level: ControlledProps<LanguagesInput, LanguagesInput, `languages.${number}.level`>;
  suggestions: string[];
  levels: { value: string; label: string }[];
  onRemove: () => void;
};

/** One language of the list: its name (with suggestions), its level and a button that removes it. */
function LanguageRow({ index, language, level, suggestions, levels, onRemove }: LanguageRowProps) {
  const { t } = useTranslation('cv');
  const name = useControlledField(language);
  const grade = useControlledField(level);
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Autocomplete
        label={t('fields.language')}
        data={suggestions}
        value={name.value}
        onChange={name.onChange}
        onBlur={name.onBlur}
        name={name.name}
        limit={8}
        flex="1 1 12rem"
        data-autofocus={index === 0 ? true : undefined}
        error={name.error}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('fields.level')}
        data={levels}
        value={String(grade.value)}
        onChange={(value) => grade.onChange(Number(value))}
        onBlur={grade.onBlur}
        name={grade.name}
        allowDeselect={false}
        flex="1 1 10rem"
        error={grade.error}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        variant="subtle"
        color="red"
        mt={{ base: 0, xs: 'xl' }}
        onClick={onRemove}
        aria-label={t('language.removeLabel', { index: index + 1 })}
      >
        {t('actions.remove')}
      </Button>
    </Group>
  );
}
