import { CV_DESIGN_IDS, CV_DESIGN_WORDS } from '@hirelane/contract/cv-designs';
import type { JobSummary } from '@hirelane/contract/jobs';
import {
  TAILORED_HEADLINE_MAX,
  TAILORED_SUMMARY_MAX,
  type TailoredCv,
  type TailoredEntry,
  tailoredCvInput,
} from '@hirelane/contract/tailored-cv';
import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../shared/forms/use-contract-form.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { FormErrorAlert } from '../../../../shared/ui/form-error-alert.tsx';
import { useSaveTailoredCv } from '../../api/tailored-cv.ts';
import { formValuesOf, versionToSave } from '../../model/tailored-draft.ts';
import { RemoveTailoredCv } from './remove-tailored-cv.tsx';
import { TailoredEntries } from './tailored-entries.tsx';
import { TailoredPdfPreview } from './tailored-pdf-preview.tsx';
import { TailoredShare } from './tailored-share.tsx';
import { TailoredSkills } from './tailored-skills.tsx';

const textsInput = tailoredCvInput.pick({ headline: true, summary: true, design: true });

type TailoredCvFormProps = {
  job: JobSummary;
  version: TailoredCv;
  /** When `version` was read from the server (its PDF preview is drawn again when this moves). */
  readAt: number;
  /** Focus the opening sentence when the form appears (after the version was removed). */
  focusIntro: boolean;
  onRemoved: () => void;
};

/** The version's headline, summary, entries and design, saved whole; then its PDF, share link and preview. */
export function TailoredCvForm({ job, version, readAt, focusIntro, onRemoved }: TailoredCvFormProps) {
  const { t } = useTranslation('jobs');
  const [language] = useLanguage();
  const save = useSaveTailoredCv(job.jobId);
  const [entries, setEntries] = useState<TailoredEntry[]>(version.entries);
  const [descriptions, setDescriptions] = useState<Record<string, string>>(version.descriptionOverrides);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(version.hiddenSkillIds));
  const [saved, setSaved] = useState(0);
  const introRef = useRef<HTMLParagraphElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const { field, watch, setValue, submitTo, submitError, isSubmitting } = useContractForm(textsInput, {
    namespace: 'jobs',
    defaultValues: formValuesOf(version),
    errorValues: { headlineMax: TAILORED_HEADLINE_MAX, summaryMax: TAILORED_SUMMARY_MAX },
  });
  const onSubmit = submitTo(
    async (values) => {
      await save.mutateAsync(
        versionToSave(
          { headline: values.headline ?? '', summary: values.summary ?? '', design: values.design },
          entries,
          descriptions,
          version.professionalSkills,
          [...hidden],
        ),
      );
      setSaved((count) => count + 1);
    },
    { fields: ['headline', 'summary'] },
  );
  useEffect(() => {
    if (focusIntro) introRef.current?.focus();
  }, [focusIntro]);
  // The Save button is disabled while it saves, which drops focus: it gets it back once saved.
  useEffect(() => {
    if (saved > 0 && !isSubmitting) saveRef.current?.focus();
  }, [saved, isSubmitting]);
  const setDescription = (id: string, text: string | undefined) =>
    setDescriptions(({ [id]: _old, ...rest }) => (text === undefined ? rest : { ...rest, [id]: text }));
  const design = watch('design');
  const skills = version.cv.professionalSkills;
  const toggleSkill = (id: string) =>
    setHidden((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // What the preview draws: the form as it is now, saved or not.
  const draft = versionToSave(
    { headline: watch('headline') ?? '', summary: watch('summary') ?? '', design: design ?? null },
    entries,
    descriptions,
    version.professionalSkills,
    [...hidden],
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" ref={introRef} tabIndex={-1}>
          {version.saved ? t('tailored.introSaved') : t('tailored.introNew')}
        </Text>
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
        <TailoredEntries
          entries={entries}
          descriptions={descriptions}
          onEntries={setEntries}
          onDescription={setDescription}
        />
        <Text size="sm">
          <strong>{t('tailored.skills')}</strong>{' '}
          {skills.length > 0 ? skills.join(' · ') : t('tailored.noSkills')}
        </Text>
        <TailoredSkills skills={version.skills} hidden={hidden} onToggle={toggleSkill} />
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
        {submitError ? <FormErrorAlert message={submitError} /> : null}
        <Group justify="flex-end" gap="sm">
          {version.saved && <RemoveTailoredCv jobId={job.jobId} onRemoved={onRemoved} />}
          <Button ref={saveRef} type="submit" loading={isSubmitting}>
            {t('tailored.save')}
          </Button>
        </Group>
        <TailoredShare job={job} version={version} />
        <TailoredPdfPreview jobId={job.jobId} draft={draft} readAt={readAt} />
      </Stack>
    </form>
  );
}
