import type { Language } from '@hirelane/contract/constants';
import { draftInput, type LetterTemplate } from '@hirelane/contract/letters';
import { Button, Group, Radio, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PhoneFullScreenModal } from '../../../shared/ui/phone-full-screen-modal.tsx';
import { useCreateLetter } from '../api/letters.ts';
import { useAiAvailable, useDraftLetter, useJobChoices, useLetterTemplates } from '../api/templates.ts';

export type NewLetterDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** A job chosen before the dialog opened ("Write application letter" on a job). */
  jobId?: string | null;
};

/** Start a letter: the job it is for, its language and a template; then the editor opens. */
export function NewLetterDialog({ opened, onClose, jobId = null }: NewLetterDialogProps) {
  const { t } = useTranslation('letters');
  return (
    <PhoneFullScreenModal
      opened={opened}
      onClose={onClose}
      title={t('new.title')}
      closeButtonProps={{ 'aria-label': t('new.cancel') }}
      size="lg"
    >
      {opened && <NewLetterForm initialJobId={jobId} onCancel={onClose} />}
    </PhoneFullScreenModal>
  );
}

function NewLetterForm({ initialJobId, onCancel }: { initialJobId: string | null; onCancel: () => void }) {
  const { t } = useTranslation('letters');
  const [interfaceLanguage] = useLanguage();
  const navigate = useNavigate();
  const templates = useLetterTemplates();
  const jobs = useJobChoices();
  const aiAvailable = useAiAvailable();
  const draft = useDraftLetter();
  const create = useCreateLetter();
  const { submitTo, watch, setValue, controlled, isSubmitting, submitError } = useContractForm(draftInput, {
    namespace: 'letters',
    defaultValues: {
      templateId: `classic-${interfaceLanguage}`,
      jobId: initialJobId,
      language: interfaceLanguage,
      useAi: false,
    },
  });
  const [jobId, language, templateId, useAi] = watch(['jobId', 'language', 'templateId', 'useAi']);
  const templateLabel = useId();

  const choices = (templates.data ?? []).filter((template) => template.language === language);
  const chosen = choices.some((template) => template.templateId === templateId)
    ? templateId
    : (choices[0]?.templateId ?? '');

  // A failure (of the draft or of the letter) is toasted (the mutations' meta) and said in the form.
  const submit = submitTo(async (input) => {
    const written = await draft.mutateAsync(input);
    const { engine: _engine, ...fields } = written;
    const letter = await create.mutateAsync({ ...fields, isPublic: false });
    await navigate(`/letters/${letter.jobApplicationId}`);
  });
  // The template shown as chosen is the one sent, also when the language changed the choices.
  const start = (withAi: boolean) => {
    setValue('templateId', chosen);
    setValue('useAi', withAi);
    return submit();
  };

  if (templates.isError)
    return <LoadError message={t('errors.templates')} onRetry={() => void templates.refetch()} />;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void start(false);
      }}
      noValidate
    >
      <Stack gap="md">
        <Select
          label={t('new.job')}
          description={t('new.jobHint')}
          placeholder={t('new.jobPlaceholder')}
          data={(jobs.data ?? []).map((job) => ({
            value: job.jobId,
            label: `${job.position} · ${job.company}`,
          }))}
          value={jobId ?? null}
          onChange={(value) => setValue('jobId', value)}
          searchable
          clearable
          nothingFoundMessage={t('new.noJob')}
          comboboxProps={{ withinPortal: true }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${templateLabel}-language`}>
            {t('new.language')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${templateLabel}-language`}
            value={language}
            onChange={(value) => setValue('language', value as Language)}
            data={[
              { value: 'en', label: 'English' },
              { value: 'no', label: 'Norsk' },
            ]}
          />
        </Stack>
        <Radio.Group
          label={t('new.template')}
          value={chosen}
          onChange={(value) => setValue('templateId', value)}
          error={controlled('templateId').error}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {choices.map((template) => (
              <TemplateChoice key={template.templateId} template={template} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        {aiAvailable && (
          <Text size="sm" c="dimmed">
            {t('new.aiHint')}
          </Text>
        )}
        <FormActions error={submitError} cancel={{ label: t('new.cancel'), onClick: onCancel }}>
          {aiAvailable && (
            <Button
              variant="light"
              loading={isSubmitting && useAi}
              disabled={!chosen || isSubmitting}
              onClick={() => void start(true)}
            >
              {t('new.createWithAi')}
            </Button>
          )}
          <Button type="submit" loading={isSubmitting && !useAi} disabled={!chosen || isSubmitting}>
            {t('new.create')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}

function TemplateChoice({ template }: { template: LetterTemplate }) {
  const { t } = useTranslation('letters');
  return (
    <Radio.Card value={template.templateId} radius="md" p="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator />
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {template.builtIn ? template.name : `${template.name} · ${t('new.own')}`}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`templateKinds.${template.kind}`)}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
