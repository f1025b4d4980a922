import { formatDate } from '@hirelane/contract/dates';
import { renameVideoInput, VIDEO_NAME_MAX, type Video } from '@hirelane/contract/videos';
import { CloseButton, Group, Paper, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { uploadErrorText, useUploadVideo } from '../api/upload-video.ts';
import { inspectVideo } from '../model/inspect-video.ts';
import type { Recording } from '../model/recording.ts';
import { createUploadRate, type UploadRate } from '../model/upload-rate.ts';
import { nameFromFile, VIDEO_MAX_GIGABYTES, videoFileProblem } from '../model/video-file.ts';
import { withWebmDuration } from '../model/webm-duration.ts';
import { Recorder } from './recorder.tsx';
import { Teleprompter } from './teleprompter.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { VideoFilePicker } from './video-file-picker.tsx';
import { VideoReview } from './video-review.tsx';

export type VideoSource = 'record' | 'file';

export type NewVideoPanelProps = {
  source: VideoSource;
  onSwitchSource: (source: VideoSource) => void;
  onClose: () => void;
  onUploaded: (video: Video) => void;
};

type Candidate = { blob: Blob; fileName: string; durationSeconds: number | null };

type Step =
  | { kind: 'capture'; problem: string | null }
  | { kind: 'review'; candidate: Candidate; problem: string | null; notice: string | null }
  | {
      kind: 'uploading';
      candidate: Candidate;
      name: string;
      progress: number | null;
      rate: UploadRate | null;
    };

/**
 * Adding a video: record it (camera, countdown, teleprompter) or choose a file → watch it and name
 * it → upload with progress, speed, time left and cancel. The poster frame and the length are read
 * in the browser just before the upload.
 */
export function NewVideoPanel({ source, onSwitchSource, onClose, onUploaded }: NewVideoPanelProps) {
  const { t } = useTranslation('videos');
  const [language] = useLanguage();
  const fieldError = useFieldError('videos', { max: VIDEO_NAME_MAX });
  const upload = useUploadVideo();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const problemOf = (file: File) => {
    const problem = videoFileProblem(file);
    return problem ? t(`file.problem.${problem}`, { max: VIDEO_MAX_GIGABYTES }) : null;
  };
  const [step, setStep] = useState<Step>({ kind: 'capture', problem: null });
  // Each step is announced by moving focus to the panel's heading (the button pressed may be gone).
  const stepKind = step.kind;
  useEffect(() => {
    void stepKind;
    headingRef.current?.focus();
  }, [stepKind]);
  // Leaving the panel stops an upload in progress.
  useEffect(() => () => abortRef.current?.abort(), []);

  const takeFile = (file: File) => {
    const problem = problemOf(file);
    if (problem) {
      setStep({ kind: 'capture', problem });
      return;
    }
    setName(nameFromFile(file.name) || t('review.fileName'));
    setNameError(null);
    setStep({
      kind: 'review',
      candidate: { blob: file, fileName: file.name, durationSeconds: null },
      problem: null,
      notice: null,
    });
  };
  const takeRecording = async (recording: Recording) => {
    // The recorder's WebM has no length in it: written in, the preview and the player can seek.
    const blob = await withWebmDuration(recording.blob, recording.durationSeconds);
    setName(t('review.recordingName', { date: formatDate(new Date().toISOString(), language) }));
    setNameError(null);
    setStep({ kind: 'review', candidate: { ...recording, blob }, problem: null, notice: null });
  };

  const startUpload = async (candidate: Candidate) => {
    const parsed = renameVideoInput.safeParse({ name });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setNameError(fieldError('name', { type: issue?.code ?? 'invalid', message: issue?.message }) ?? null);
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setStep({ kind: 'uploading', candidate, name: parsed.data.name, progress: null, rate: null });
    const facts = await inspectVideo(candidate.blob);
    if (controller.signal.aborted) return;
    const measure = createUploadRate(candidate.blob.size + (facts.poster?.size ?? 0), () =>
      performance.now(),
    );
    setStep((current) => (current.kind === 'uploading' ? { ...current, progress: 0 } : current));
    try {
      const video = await upload.mutateAsync({
        upload: {
          file: candidate.blob,
          fileName: candidate.fileName,
          name: parsed.data.name,
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

  const cancelUpload = () => {
    if (step.kind !== 'uploading') return;
    abortRef.current?.abort();
    setStep({ kind: 'review', candidate: step.candidate, problem: null, notice: t('upload.cancelled') });
  };
  const startAgain = () => {
    setNameError(null);
    setStep({ kind: 'capture', problem: null });
  };

  const title =
    step.kind === 'uploading'
      ? t('panel.uploadingTitle')
      : step.kind === 'review'
        ? t(source === 'record' ? 'panel.reviewRecordingTitle' : 'panel.reviewFileTitle')
        : t(source === 'record' ? 'panel.recordTitle' : 'panel.fileTitle');

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={headingId}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
        <div>
          <Title order={2} fz="h3" id={headingId} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {title}
          </Title>
          {step.kind === 'capture' && (
            <Text size="sm" c="dimmed">
              {t(source === 'record' ? 'panel.recordIntro' : 'panel.fileIntro')}
            </Text>
          )}
        </div>
        <CloseButton
          aria-label={step.kind === 'uploading' ? t('panel.closeUploading') : t('panel.close')}
          onClick={onClose}
        />
      </Group>
      {step.kind === 'capture' &&
        (source === 'record' ? (
          <Recorder
            onRecorded={(recording) => void takeRecording(recording)}
            onUseFile={() => onSwitchSource('file')}
            aside={(running) => <Teleprompter running={running} />}
          />
        ) : (
          <VideoFilePicker onFile={takeFile} problem={step.problem} />
        ))}
      {step.kind === 'review' && (
        <VideoReview
          blob={step.candidate.blob}
          fileName={step.candidate.fileName}
          durationSeconds={step.candidate.durationSeconds}
          name={name}
          onNameChange={(value) => {
            setName(value);
            setNameError(null);
          }}
          nameError={nameError}
          problem={step.problem}
          notice={step.notice}
          againLabel={t(source === 'record' ? 'review.recordAgain' : 'review.chooseAnother')}
          onAgain={startAgain}
          onUpload={() => void startUpload(step.candidate)}
        />
      )}
      {step.kind === 'uploading' && (
        <UploadProgress
          name={step.name}
          totalBytes={step.candidate.blob.size}
          progress={step.progress}
          rate={step.rate}
          onCancel={cancelUpload}
        />
      )}
    </Paper>
  );
}
