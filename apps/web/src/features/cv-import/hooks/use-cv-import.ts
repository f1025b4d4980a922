import type { SectionWarning } from '@hirelane/contract/cv-import';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { certificationsOptions } from '../../../shared/cv/api/certifications.ts';
import { educationApi } from '../../../shared/cv/api/education.ts';
import { experienceApi } from '../../../shared/cv/api/experience.ts';
import { languagesOptions } from '../../../shared/cv/api/languages.ts';
import { skillsOptions } from '../../../shared/cv/api/skills.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { profileQueryOptions } from '../../../shared/resources/profile.ts';
import { loadOnce } from '../../../shared/ui/load-once.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { extractCv, useSaveBulkData } from '../api/cv-import.ts';
import {
  bulkBodyOf,
  EMPTY_CV,
  type ExistingCv,
  type ReviewState,
  reviewOf,
  serverErrorsByItem,
} from '../model/import-review.ts';
import { savedSummary } from '../model/saved-summary.ts';

/** The review's checks use the contract's schemas (zod): loaded when the review is first saved. */
const loadItemErrors = loadOnce(async () => (await import('../model/import-checks.ts')).itemErrors);

export type ImportPhase =
  | { step: 'upload'; error: string | null }
  | { step: 'extracting'; fileName: string; progress: number }
  | {
      step: 'review';
      review: ReviewState;
      /** The file the review was read from, shown beside it. */
      file: File;
      notice: string | null;
      /** Sections of the file that seem to hold more than was read. */
      warnings: SectionWarning[];
      /** The file gave nothing to review (not: the user removed every item). */
      nothingFound: boolean;
      submitting: boolean;
    };
export type Reviewing = Extract<ImportPhase, { step: 'review' }>;

/** What the CV holds today, to mark what the import would repeat. */
async function fetchExistingCv(queryClient: QueryClient): Promise<ExistingCv> {
  const [experiences, educations, certifications, professional, personal, language, profile] =
    await Promise.all([
      queryClient.fetchQuery(experienceApi.listOptions()),
      queryClient.fetchQuery(educationApi.listOptions()),
      queryClient.fetchQuery(certificationsOptions()),
      queryClient.fetchQuery(skillsOptions('professional')),
      queryClient.fetchQuery(skillsOptions('personal')),
      queryClient.fetchQuery(languagesOptions()),
      // Read afresh into the profile's one cache: which of its fields an import would replace.
      queryClient.fetchQuery(profileQueryOptions()).catch(() => null),
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
}

/**
 * The import's steps: upload → extracting → review → submitting → My CV, with a toast saying what
 * was added. A failed extraction returns to upload with its reason; a failed save stays
 * on the review with everything the user changed. Leaving the page stops an upload or reading.
 */
export function useCvImport() {
  const { t } = useTranslation('cv');
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<ImportPhase>({ step: 'upload', error: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useImportSave(setPhase, setErrors, setSaveError);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

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
        // Without today's CV nothing is marked as already there; the import still works.
        fetchExistingCv(queryClient).catch(() => EMPTY_CV),
      ]);
      if (controller.signal.aborted) return;
      const review = reviewOf(extracted.parsedJson, existing, extracted.other ?? []);
      setErrors({});
      setPhase({
        step: 'review',
        review,
        file,
        notice: extracted.notice,
        warnings: extracted.warnings ?? [],
        nothingFound: Object.values(review).every((items) => items.length === 0),
        submitting: false,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase({ step: 'upload', error: errorMessage(error, t('import.errors.extract')) });
    }
  };
  const cancel = () => {
    abort.current?.abort();
    setSaveError(null);
    setPhase({ step: 'upload', error: null });
  };
  /** The review as edited; the changed item's error is out of date. */
  const changeReview = (reviewing: Reviewing, review: ReviewState, key: string) => {
    setPhase({ ...reviewing, review });
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  return { phase, errors, saveError, upload, cancel, changeReview, submit: save };
}

/** Saving the review: checked first item by item; the server's field errors go onto their items. */
function useImportSave(
  setPhase: (phase: ImportPhase) => void,
  setErrors: (errors: Record<string, string>) => void,
  setSaveError: (error: string | null) => void,
) {
  const { t } = useTranslation('cv');
  const [language] = useLanguage();
  const navigate = useNavigate();
  const save = useSaveBulkData();
  return async (reviewing: Reviewing) => {
    const { review } = reviewing;
    const itemErrors = await loadItemErrors().catch(() => null);
    if (!itemErrors) {
      // The checks could not load (the connection dropped): nothing is sent, the review stays.
      setSaveError(t('formCheckUnavailable', { ns: 'common' }));
      return;
    }
    const found = itemErrors(review, t('import.problems', { returnObjects: true }));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSaveError(null);
      return;
    }
    setPhase({ ...reviewing, submitting: true });
    try {
      const { created } = await save.mutateAsync(bulkBodyOf(review));
      setSaveError(null);
      // The toaster is the app's, so the message outlives this page: the user lands on the CV.
      const summary = savedSummary(created, t, language);
      toast.success(t('import.savedTitle'), summary ? { description: summary } : undefined);
      void navigate('/my-cv');
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(serverErrorsByItem(review, error.fields));
      setSaveError(errorMessage(error, t('import.errors.save')));
      setPhase({ ...reviewing, submitting: false });
    }
  };
}
