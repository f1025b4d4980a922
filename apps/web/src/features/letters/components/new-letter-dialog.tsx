import type { Language } from '@hirelane/contract/constants';
import type { LetterTemplate } from '@hirelane/contract/letters';
import {
  Alert,
  Button,
  Group,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/http/error-message.ts';
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
  const [jobId, setJobId] = useState<string | null>(initialJobId);
  const [language, setLanguage] = useState<Language>(interfaceLanguage);
  const [templateId, setTemplateId] = useState<string>(`classic-${interfaceLanguage}`);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'template' | 'ai' | null>(null);
  const templateLabel = useId();

  const choices = (templates.data ?? []).filter((template) => template.language === language);
  const chosen = choices.some((template) => template.templateId === templateId)
    ? templateId
    : (choices[0]?.templateId ?? '');

  const start = async (useAi: boolean) => {
    setFailure(null);
    setBusy(useAi ? 'ai' : 'template');
    try {
      const written = await draft.mutateAsync({ templateId: chosen, jobId, language, useAi });
      const { engine: _engine, ...fields } = written;
      const letter = await create.mutateAsync({ ...fields, isPublic: false });
      await navigate(`/letters/${letter.jobApplicationId}`);
    } catch (error) {
      setFailure(errorMessage(error, t('new.failed')));
    } finally {
      setBusy(null);
    }
  };

  if (templates.isError)
    return <LoadError message={t('errors.templates')} onRetry={() => void templates.refetch()} />;

  return (
    <Stack gap="md">
      <Select
        label={t('new.job')}
        description={t('new.jobHint')}
        placeholder={t('new.jobPlaceholder')}
        data={(jobs.data ?? []).map((job) => ({
          value: job.jobId,
          label: `${job.position} · ${job.company}`,
        }))}
        value={jobId}
        onChange={setJobId}
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
          onChange={(value) => setLanguage(value as Language)}
          data={[
            { value: 'en', label: 'English' },
            { value: 'no', label: 'Norsk' },
          ]}
        />
      </Stack>
      <Radio.Group label={t('new.template')} value={chosen} onChange={setTemplateId}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {choices.map((template) => (
            <TemplateChoice key={template.templateId} template={template} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {aiAvailable && (
        <Text size="sm" c="dimmed">
          {t('new.aiHint')}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('new.cancel')}
        </Button>
        {aiAvailable && (
          <Button
            variant="light"
            loading={busy === 'ai'}
            disabled={!chosen || busy !== null}
            onClick={() => void start(true)}
          >
            {t('new.createWithAi')}
          </Button>
        )}
        <Button
          loading={busy === 'template'}
          disabled={!chosen || busy !== null}
          onClick={() => void start(false)}
        >
          {t('new.create')}
        </Button>
      </Group>
    </Stack>
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
