import type { BulkDataResponse } from '@hirelane/contract/cv-import';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { Alert, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { LazyFallback, lazyNamed } from '../../../shared/ui/lazy.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';
import { certificationsOptions } from '../api/certifications.ts';
import { extractCv, useSaveBulkData } from '../api/cv-import.ts';
import { educationApi } from '../api/education.ts';
import { experienceApi } from '../api/experience.ts';
import { languagesOptions } from '../api/languages.ts';
import { skillsOptions } from '../api/skills.ts';
import { ExtractingStep } from '../components/import/extracting-step.tsx';
import { UploadStep } from '../components/import/upload-step.tsx';
import {
  bulkBodyOf,
  type ExistingCv,
  itemErrors,
  type ReviewState,
  reviewOf,
  selectedCount,
  serverErrorsByItem,
} from '../model/import-review.ts';

// The review (forms, month pickers) loads once a file has been read: the first visit shows only the upload.
const ReviewStep = lazyNamed(() => import('../components/import/review-step.tsx'), 'ReviewStep');

type Phase =
  | { step: 'upload'; error: string | null; saved: BulkDataResponse['created'] | null }
  | { step: 'extracting'; fileName: string; progress: number }
  | { step: 'review'; review: ReviewState; notice: string | null; submitting: boolean };

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
  const abort = useRef<AbortController | null>(null);

  const existingCv = async (): Promise<ExistingCv> => {
    const [experiences, educations, certifications, professional, personal, language] = await Promise.all([
      queryClient.fetchQuery(experienceApi.listOptions()),
      queryClient.fetchQuery(educationApi.listOptions()),
      queryClient.fetchQuery(certificationsOptions()),
      queryClient.fetchQuery(skillsOptions('professional')),
      queryClient.fetchQuery(skillsOptions('personal')),
      queryClient.fetchQuery(languagesOptions()),
    ]);
    return {
      experiences,
      educations,
      certifications,
      professional: professional.skills,
      personal: personal.skills,
      language: language.languages,
    };
  };

  const upload = async (file: File) => {
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ step: 'extracting', fileName: file.name, progress: 0 });
    try {
      const [extracted, existing] = await Promise.all([
        extractCv(
          file,
          (progress) => setPhase((p) => (p.step === 'extracting' ? { ...p, progress } : p)),
          controller.signal,
        ),
        existingCv().catch(() => null),
      ]);
      if (controller.signal.aborted) return;
      const empty: ExistingCv = {
        experiences: [],
        educations: [],
        certifications: [],
        professional: [],
        personal: [],
        language: [],
      };
      setErrors({});
      setPhase({
        step: 'review',
        review: reviewOf(extracted.parsedJson, existing ?? empty),
        notice: extracted.notice,
        submitting: false,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase({ step: 'upload', error: errorMessage(error, FALLBACK_ERRORS.extractCv), saved: null });
    }
  };
  const cancel = () => {
    abort.current?.abort();
    setPhase({ step: 'upload', error: null, saved: null });
  };

  const submit = async (review: ReviewState, notice: string | null) => {
    const found = itemErrors(review);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPhase({ step: 'review', review, notice, submitting: true });
    try {
      const { created } = await save.mutateAsync(bulkBodyOf(review));
      setPhase({ step: 'upload', error: null, saved: created });
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(serverErrorsByItem(review, error.fields));
      setErrors((current) => ({ ...current, save: errorMessage(error, FALLBACK_ERRORS.saveCv) }));
      setPhase({ step: 'review', review, notice, submitting: false });
    }
  };

  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeading
          key={phase.step}
          title={t(`import.titles.${phase.step}`)}
          subtitle={t(`import.subtitles.${phase.step}`)}
          focusOnMount={phase.step !== 'upload' || phase.saved !== null || phase.error !== null}
        />
        <RouterAnchor to="/my-cv">{t('import.backToCv')}</RouterAnchor>
      </Group>
      <VisuallyHidden aria-live="polite">{t(`import.titles.${phase.step}`)}</VisuallyHidden>
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
            {selectedCount(phase.review) === 0 &&
            Object.values(phase.review).every((items) => items.length === 0) ? (
              <Stack gap="sm">
                <Text>{t('import.nothingFound')}</Text>
                <Group>
                  <Button onClick={cancel}>{t('import.tryAnother')}</Button>
                </Group>
              </Stack>
            ) : (
              <>
                <Suspense fallback={<LazyFallback />}>
                  <ReviewStep
                    state={phase.review}
                    onChange={(review) => setPhase({ ...phase, review })}
                    errors={errors}
                  />
                </Suspense>
                {errors.save && (
                  <Alert color="red" role="alert" title={t('import.saveFailed')}>
                    {errors.save}
                  </Alert>
                )}
                <Group
                  justify="space-between"
                  wrap="wrap"
                  pos="sticky"
                  bottom={0}
                  py="sm"
                  bg="var(--mantine-color-body)"
                >
                  <Text size="sm" aria-live="polite">
                    {t('import.selected', { count: selectedCount(phase.review) })}
                  </Text>
                  <Group gap="sm">
                    <Button variant="default" onClick={cancel} disabled={phase.submitting}>
                      {t('import.startOver')}
                    </Button>
                    <Button
                      onClick={() => void submit(phase.review, phase.notice)}
                      loading={phase.submitting}
                      disabled={selectedCount(phase.review) === 0}
                    >
                      {t('import.save')}
                    </Button>
                  </Group>
                </Group>
              </>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
