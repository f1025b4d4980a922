import { contentLang } from '@hirelane/contract/dates';
import { countWords, LETTER_LIMITS } from '@hirelane/contract/letter-limits';
import { Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useJobChoices } from '../api/templates.ts';
import type { EditableLetter } from '../hooks/use-autosave.ts';

export type LetterFieldsProps = {
  value: EditableLetter;
  onChange: (patch: Partial<EditableLetter>) => void;
  titleError: string | null;
};

/** The letter's own fields: subject, recipient, job, language and the text with its word count. */
export function LetterFields({ value, onChange, titleError }: LetterFieldsProps) {
  const { t } = useTranslation('letters');
  const jobs = useJobChoices();
  const jobOptions = (jobs.data ?? []).map((job) => ({
    value: job.jobId,
    label: `${job.position} · ${job.company}`,
  }));
  return (
    <Stack gap="md">
      <TextInput
        label={t('editor.title')}
        description={t('editor.titleHint')}
        value={value.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
        error={titleError}
        maxLength={LETTER_LIMITS.title}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('editor.company')}
          value={value.company}
          onChange={(event) => onChange({ company: event.currentTarget.value })}
          maxLength={LETTER_LIMITS.company}
        />
        <TextInput
          label={t('editor.contactName')}
          value={value.contactName}
          onChange={(event) => onChange({ contactName: event.currentTarget.value })}
          maxLength={LETTER_LIMITS.contactName}
        />
        <Select
          label={t('editor.job')}
          placeholder={t('new.jobPlaceholder')}
          data={jobOptions}
          value={value.jobId}
          onChange={(jobId) => onChange({ jobId })}
          searchable
          clearable
          nothingFoundMessage={t('new.noJob')}
        />
        <Select
          label={t('editor.language')}
          data={[
            { value: 'en', label: 'English' },
            { value: 'no', label: 'Norsk' },
          ]}
          value={value.language}
          onChange={(language) => language && onChange({ language: language as EditableLetter['language'] })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Textarea
        label={t('editor.body')}
        value={value.body}
        onChange={(event) => onChange({ body: event.currentTarget.value })}
        autosize
        minRows={14}
        maxLength={LETTER_LIMITS.body}
        spellCheck
        lang={contentLang(value.language)}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('editor.words', { count: countWords(value.body) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('editor.characters', { count: value.body.length, max: LETTER_LIMITS.body })}
        </Text>
      </Group>
    </Stack>
  );
}
