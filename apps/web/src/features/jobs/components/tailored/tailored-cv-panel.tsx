import { CV_DESIGN_IDS, CV_DESIGN_WORDS } from '@hirelane/contract/cv-designs';
import type { JobSummary } from '@hirelane/contract/jobs';
import {
  TAILORED_HEADLINE_MAX,
  TAILORED_SUMMARY_MAX,
  type TailoredCv,
  type TailoredEntry,
  tailoredCvInput,
} from '@hirelane/contract/tailored-cv';
import {
  Anchor,
  Button,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../../shared/forms/form-actions.tsx';
import { useContractForm } from '../../../../shared/forms/use-contract-form.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog.tsx';
import { QueryLoadError } from '../../../../shared/ui/load-error.tsx';
import {
  useDownloadTailoredPdf,
  useRemoveTailoredCv,
  useSaveTailoredCv,
  useShareTailoredCv,
  useTailoredCv,
} from '../../api/tailored-cv.ts';
import { formValuesOf, moveEntry, toggleEntry, versionToSave } from '../../model/tailored-draft.ts';
import { TailoredEntryRow } from './tailored-entry-row.tsx';

const textsInput = tailoredCvInput.pick({ headline: true, summary: true, design: true });

/** The Tailored CV tab: the job's version of the CV, made from the main CV and changed only here. */
export function TailoredCvPanel({ job }: { job: JobSummary }) {
  const { t } = useTranslation('jobs');
  const query = useTailoredCv(job.jobId);
  if (query.error) return <QueryLoadError query={query} errorText={t('tailored.loadFailed')} />;
  if (!query.data)
    return (
      <Stack gap="sm" role="status" aria-label={t('tailored.loading')}>
        <Skeleton height={36} />
        <Skeleton height={120} />
      </Stack>
    );
  // A saved or removed version starts the form again from what the server keeps.
  return <TailoredCvForm key={query.data.updatedAt ?? 'main'} job={job} version={query.data} />;
}

function TailoredCvForm({ job, version }: { job: JobSummary; version: TailoredCv }) {
  const { t } = useTranslation('jobs');
  const [language] = useLanguage();
  const entriesId = useId();
  const save = useSaveTailoredCv(job.jobId);
  const remove = useRemoveTailoredCv(job.jobId);
  const download = useDownloadTailoredPdf(job.jobId);
  const share = useShareTailoredCv(job.jobId);
  const [entries, setEntries] = useState<TailoredEntry[]>(version.entries);
  const [descriptions, setDescriptions] = useState<Record<string, string>>(version.descriptionOverrides);
  const [confirming, setConfirming] = useState(false);
  const { field, watch, setValue, submitTo, submitError, isSubmitting } = useContractForm(textsInput, {
    namespace: 'jobs',
    defaultValues: formValuesOf(version),
    errorValues: { headlineMax: TAILORED_HEADLINE_MAX, summaryMax: TAILORED_SUMMARY_MAX },
  });
  const onSubmit = submitTo(
    (values) =>
      save.mutateAsync(
        versionToSave(
          { headline: values.headline ?? '', summary: values.summary ?? '', design: values.design },
          entries,
          descriptions,
          version.professionalSkills,
        ),
      ),
    { fields: ['headline', 'summary'] },
  );
  const setDescription = (id: string, text: string | undefined) =>
    setDescriptions(({ [id]: _old, ...rest }) => (text === undefined ? rest : { ...rest, [id]: text }));
  const design = watch('design');
  const skills = version.cv.professionalSkills;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{version.saved ? t('tailored.introSaved') : t('tailored.introNew')}</Text>
        <TextInput
          label={t('tailored.headline')}
          description={t('tailored.followsMain')}
          {...field('headline')}
        />
        <Textarea
          label={t('tailored.summary')}
          description={t('tailored.followsMain')}
          autosize
          minRows={3}
          {...field('summary')}
        />
        <section aria-labelledby={entriesId}>
          <Title order={3} size="h5" id={entriesId} mb={4}>
            {t('tailored.entries')}
          </Title>
          <Text size="xs" c="dimmed" mb="xs">
            {t('tailored.entriesHint')}
          </Text>
          {entries.length === 0 ? (
            <Text size="sm">{t('tailored.noEntries')}</Text>
          ) : (
            <Stack gap="xs">
              {entries.map((entry, index) => (
                <TailoredEntryRow
                  key={entry.id}
                  entry={entry}
                  first={entries[index - 1]?.section !== entry.section}
                  last={entries[index + 1]?.section !== entry.section}
                  description={descriptions[entry.id]}
                  onToggle={() => setEntries((list) => toggleEntry(list, entry.id))}
                  onMove={(by) => setEntries((list) => moveEntry(list, entry.id, by))}
                  onDescription={(text) => setDescription(entry.id, text)}
                />
              ))}
            </Stack>
          )}
        </section>
        {skills.length > 0 && (
          <Text size="sm">
            <strong>{t('tailored.skills')}</strong> {skills.join(' · ')}
          </Text>
        )}
        <Select
          label={t('tailored.design')}
          data={[
            { value: '', label: t('tailored.designFollows') },
            ...CV_DESIGN_IDS.map((id) => ({ value: id, label: CV_DESIGN_WORDS[language][id].name })),
          ]}
          value={design ?? ''}
          onChange={(value) =>
            setValue('design', CV_DESIGN_IDS.find((id) => id === value) ?? null, { shouldDirty: true })
          }
          allowDeselect={false}
        />
        <FormActions submit={t('tailored.save')} loading={isSubmitting} error={submitError}>
          {version.saved && (
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              {t('tailored.remove')}
            </Button>
          )}
        </FormActions>
        <Group gap="sm">
          <Button
            variant="light"
            loading={download.isPending}
            onClick={() => download.mutate(version.design)}
          >
            {t('tailored.downloadPdf')}
          </Button>
          <Button
            variant="light"
            loading={share.isPending}
            disabled={!version.saved}
            onClick={() =>
              share.mutate(t('tailored.linkTitle', { position: job.position, company: job.company }))
            }
          >
            {t('tailored.share')}
          </Button>
        </Group>
        {!version.saved && (
          <Text size="xs" c="dimmed">
            {t('tailored.saveToShare')}
          </Text>
        )}
        {share.data && (
          <Text size="sm" role="status">
            {t('tailored.shared')}{' '}
            <Anchor href={share.data.publicUrl} target="_blank" rel="noopener noreferrer">
              {share.data.publicUrl}
            </Anchor>
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('tailored.removeTitle')}
        message={t('tailored.removeMessage')}
        confirmLabel={t('tailored.removeConfirm')}
        cancelLabel={t('tailored.removeCancel')}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </form>
  );
}
