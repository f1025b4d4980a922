import { formatDate } from '@hirelane/contract/dates';
import type { Video } from '@hirelane/contract/videos';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/api-error.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { uploadErrorText, useUploadVideo } from '../api/upload-video.ts';
import { inspectVideo } from '../model/inspect-video.ts';
import type { Recording } from '../model/recording.ts';
import { createUploadRate, type UploadRate } from '../model/upload-rate.ts';
import { nameFromFile, VIDEO_MAX_GIGABYTES, videoFileProblem } from '../model/video-file.ts';
import { withWebmDuration } from '../model/webm-duration.ts';

type Candidate = { blob: Blob; fileName: string; durationSeconds: number | null };

export type NewVideoStep =
  | { kind: 'capture'; problem: string | null }
  | { kind: 'review'; candidate: Candidate; problem: string | null; notice: string | null }
  | {
      kind: 'uploading';
      candidate: Candidate;
      name: string;
      progress: number | null;
      rate: UploadRate | null;
    };

type SetStep = Dispatch<SetStateAction<NewVideoStep>>;
type SetNameError = Dispatch<SetStateAction<string | null>>;

/**
 * The steps of adding a video: capture (a recording or a file) → review and name it → upload, back
 * to review on an error or a cancel. The poster frame and the length are read just before the upload.
 */
export function useNewVideo(onUploaded: (video: Video) => void) {
  const { t } = useTranslation('videos');
  const [language] = useLanguage();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [step, setStep] = useState<NewVideoStep>({ kind: 'capture', problem: null });
  const { upload, cancel } = useCandidateUpload(setStep, setNameError, onUploaded);

  const review = (candidate: Candidate, candidateName: string) => {
    setName(candidateName);
    setNameError(null);
    setStep({ kind: 'review', candidate, problem: null, notice: null });
  };
  const takeFile = (file: File) => {
    const problem = videoFileProblem(file);
    if (problem) {
      setStep({ kind: 'capture', problem: t(`file.problem.${problem}`, { max: VIDEO_MAX_GIGABYTES }) });
      return;
    }
    review(
      { blob: file, fileName: file.name, durationSeconds: null },
      nameFromFile(file.name) || t('review.fileName'),
    );
  };
  const takeRecording = async (recording: Recording) => {
    // The recorder's WebM has no length in it: written in, the preview and the player can seek.
    const blob = await withWebmDuration(recording.blob, recording.durationSeconds);
    review(
      { ...recording, blob },
      t('review.recordingName', { date: formatDate(new Date().toISOString(), language) }),
    );
  };
  /** `checkedName`: the review form's name, checked by the contract's rule. */
  const startUpload = (candidate: Candidate, checkedName: string) => {
    setName(checkedName);
    setNameError(null);
    void upload(candidate, checkedName);
  };
  const cancelUpload = () => {
    if (step.kind !== 'uploading') return;
    cancel();
    setStep({ kind: 'review', candidate: step.candidate, problem: null, notice: t('upload.cancelled') });
  };
  const startAgain = () => {
    setNameError(null);
    setStep({ kind: 'capture', problem: null });
  };

  return {
    step,
    name,
    nameError,
    takeFile,
    takeRecording,
    startUpload,
    cancelUpload,
    startAgain,
  };
}

/** Uploads a named candidate with its progress and rate in the step; leaving the panel stops it. */
function useCandidateUpload(
  setStep: SetStep,
  setNameError: SetNameError,
  onUploaded: (video: Video) => void,
) {
  const { t } = useTranslation('videos');
  const uploadVideo = useUploadVideo();
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const upload = async (candidate: Candidate, name: string) => {
    const controller = new AbortController();
    abortRef.current = controller;
    setStep({ kind: 'uploading', candidate, name, progress: null, rate: null });
    const facts = await inspectVideo(candidate.blob);
    if (controller.signal.aborted) return;
    const measure = createUploadRate(candidate.blob.size + (facts.poster?.size ?? 0), () =>
      performance.now(),
    );
    setStep((current) => (current.kind === 'uploading' ? { ...current, progress: 0 } : current));
    try {
      const video = await uploadVideo.mutateAsync({
        upload: {
          file: candidate.blob,
          fileName: candidate.fileName,
          name,
          durationSeconds: candidate.durationSeconds ?? facts.durationSeconds,
          poster: facts.poster,
        },
        onProgress: (fraction) => {
          const rate = measure(fraction);
          setStep((current) =>
            current.kind === 'uploading' ? { ...current, progress: fraction, rate } : current,
          );
        },
        signal: controller.signal,
      });
      toast.success(t('upload.done', { name: video.name }));
      onUploaded(video);
    } catch (error) {
      if (controller.signal.aborted) return;
      const nameProblem = isApiError(error) ? error.fields?.name : undefined;
      if (nameProblem) setNameError(nameProblem);
      setStep({ kind: 'review', candidate, problem: uploadErrorText(error), notice: null });
    }
  };

  return { upload, cancel: () => abortRef.current?.abort() };
}
