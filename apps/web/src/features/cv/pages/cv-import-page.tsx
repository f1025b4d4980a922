import type { BulkDataResponse } from '@hirelane/contract/cv-import';
import { Alert, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { LazyFallback, lazyNamed } from '../../../shared/ui/lazy.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import pageWidth from '../../../shared/ui/page-width.module.css';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';
import { certificationsOptions } from '../api/certifications.ts';
import { currentProfile, extractCv, useSaveBulkData } from '../api/cv-import.ts';
import { educationApi } from '../api/education.ts';
import { experienceApi } from '../api/experience.ts';
import { languagesOptions } from '../api/languages.ts';
import { skillsOptions } from '../api/skills.ts';
import { ExtractingStep } from '../components/import/extracting-step.tsx';
import { SaveBar } from '../components/import/save-bar.tsx';
import { UploadStep } from '../components/import/upload-step.tsx';
import {
  bulkBodyOf,
  EMPTY_CV,
  type ExistingCv,
  itemErrors,
  type ReviewState,
  reviewOf,
  selectedCount,
  serverErrorsByItem,
} from '../model/import-review.ts';

// The review (forms, month pickers) is not part of the first visit: it starts loading with the upload.
const loadReviewStep = () => import('../components/import/review-step.tsx');
const ReviewStep = lazyNamed(loadReviewStep, 'ReviewStep');

type Phase =
  | { step: 'upload'; error: string | null; saved: BulkDataResponse['created'] | null }
  | { step: 'extracting'; fileName: string; progress: number }
  | {
      step: 'review';
      review: ReviewState;
      notice: string | null;
      /** The file gave nothing to review (not: the user removed every item). */
      nothingFound: boolean;
      submitting: boolean;
    };

/**
 * `/my-cv/import`: upload → extracting → review → submitting → back to upload with the data
 * cleared (spec §3/§4). A failed extraction returns to upload with its reason; a failed save stays
 * on the review with everything the user changed.
 */
export function CvImportPage() {
  const { t } = useTranslation('cv');
  const queryClient = useQueryClient();
  const save = useSaveBulkData();
  const [phase, setPhase] = useState<Phase>({ step: 'upload', error: null, saved: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the page stops an upload or reading in progress.
  useEffect(() => () => abort.current?.abort(), []);

  const existingCv = async (signal: AbortSignal): Promise<ExistingCv> => {
    const [experiences, educations, certifications, professional, personal, language, profile] =
      await Promise.all([
        queryClient.fetchQuery(experienceApi.listOptions()),
        queryClient.fetchQuery(educationApi.listOptions()),
        queryClient.fetchQuery(certificationsOptions()),
        queryClient.fetchQuery(skillsOptions('professional')),
        queryClient.fetchQuery(skillsOptions('personal')),
        queryClient.fetchQuery(languagesOptions()),
        currentProfile(signal).catch(() => null),
      ]);
    return {
      experiences,
      educations,
      certifications,
      professional: professional.skills,
      personal: personal.skills,
      language: language.languages,
      profile,
    };
  };

  const upload = async (file: File) => {
    const controller = new AbortController();
    abort.current = controller;
    void loadReviewStep();
    setPhase({ step: 'extracting', fileName: file.name, progress: 0 });
    try {
      const [extracted, existing] = await Promise.all([
        extractCv(
          file,
          (progress) => setPhase((p) => (p.step === 'extracting' ? { ...p, progress } : p)),
          controller.signal,
        ),
        // Without today's CV nothing is marked as already there; the import still works.
        existingCv(controller.signal).catch(() => EMPTY_CV),
      ]);
      if (controller.signal.aborted) return;
      const review = reviewOf(extracted.parsedJson, existing);
      setErrors({});
      setPhase({
        step: 'review',
        review,
        notice: extracted.notice,
        nothingFound: Object.values(review).every((items) => items.length === 0),
        submitting: false,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase({ step: 'upload', error: errorMessage(error, t('import.errors.extract')), saved: null });
    }
  };
  const cancel = () => {
    abort.current?.abort();
    setSaveError(null);
    setPhase({ step: 'upload', error: null, saved: null });
  };

  const submit = async (reviewing: Extract<Phase, { step: 'review' }>) => {
    const { review } = reviewing;
    const found = itemErrors(review);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSaveError(null);
      return;
    }
    setPhase({ ...reviewing, submitting: true });
    try {
      const { created } = await save.mutateAsync(bulkBodyOf(review));
      setSaveError(null);
      setPhase({ step: 'upload', error: null, saved: created });
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(serverErrorsByItem(review, error.fields));
      setSaveError(errorMessage(error, t('import.errors.save')));
      setPhase({ ...reviewing, submitting: false });
    }
  };

  return (
    <Stack gap="lg" className={pageWidth.readable}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeading
          key={phase.step}
          title={t(`import.titles.${phase.step}`)}
          subtitle={t(`import.subtitles.${phase.step}`)}
          focusOnMount={phase.step !== 'upload' || phase.saved !== null || phase.error !== null}
        />
        <RouterAnchor to="/my-cv">{t('import.backToCv')}</RouterAnchor>
      </Group>
      <VisuallyHidden aria-live="polite">
        {phase.step === 'review' && phase.submitting ? t('import.saving') : t(`import.titles.${phase.step}`)}
      </VisuallyHidden>
      {phase.step === 'upload' && phase.saved && (
        <Alert color="teal" title={t('import.savedTitle')} role="status">
          <Stack gap="xs">
            <Text size="sm">
              {t('import.savedSummary', { ...phase.saved, profile: phase.saved.profile ? 1 : 0 })}
            </Text>
            <RouterAnchor to="/my-cv">{t('import.seeCv')}</RouterAnchor>
          </Stack>
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {phase.step === 'upload' && <UploadStep onFile={(file) => void upload(file)} error={phase.error} />}
        {phase.step === 'extracting' && (
          <ExtractingStep fileName={phase.fileName} progress={phase.progress} onCancel={cancel} />
        )}
        {phase.step === 'review' && (
          <Stack gap="lg">
            {phase.notice && (
              <Alert color="yellow" role="status">
                {phase.notice}
              </Alert>
            )}
            {phase.nothingFound ? (
              <Stack gap="sm">
                <Text>{t('import.nothingFound')}</Text>
                <Group>
                  <Button onClick={cancel}>{t('import.tryAnother')}</Button>
                </Group>
              </Stack>
            ) : (
              // The save bar waits for the review too: nothing is saved unseen.
              <Suspense fallback={<LazyFallback />}>
                <ReviewStep
                  state={phase.review}
                  onChange={(review, key) => {
                    setPhase({ ...phase, review });
                    setErrors(({ [key]: _fixed, ...rest }) => rest);
                  }}
                  errors={errors}
                />
                {saveError && (
                  <Alert color="red" role="alert" title={t('import.saveFailed')}>
                    {saveError}
                  </Alert>
                )}
                <SaveBar
                  selected={selectedCount(phase.review)}
                  submitting={phase.submitting}
                  onSave={() => void submit(phase)}
                  onStartOver={cancel}
                />
              </Suspense>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
