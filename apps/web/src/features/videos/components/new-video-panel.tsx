import type { Video } from '@hirelane/contract/videos';
import { CloseButton, Group, Paper, Text, Title } from '@mantine/core';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type NewVideoStep, useNewVideo } from '../hooks/use-new-video.ts';
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

/**
 * Adding a video: record it (camera, countdown, teleprompter) or choose a file → watch it and name
 * it → upload with progress, speed, time left and cancel. The poster frame and the length are read
 * in the browser just before the upload.
 */
export function NewVideoPanel({ source, onSwitchSource, onClose, onUploaded }: NewVideoPanelProps) {
  const { t } = useTranslation('videos');
  const flow = useNewVideo(onUploaded);
  const { step } = flow;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each step is announced by moving focus to the panel's heading (the button pressed may be gone).
  const stepKind = step.kind;
  useEffect(() => {
    void stepKind;
    headingRef.current?.focus();
  }, [stepKind]);

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={headingId}
    >
      <NewVideoHeader
        stepKind={stepKind}
        source={source}
        headingId={headingId}
        headingRef={headingRef}
        onClose={onClose}
      />
      {step.kind === 'capture' &&
        (source === 'record' ? (
          <Recorder
            onRecorded={(recording) => void flow.takeRecording(recording)}
            onUseFile={() => onSwitchSource('file')}
            aside={(running) => <Teleprompter running={running} />}
          />
        ) : (
          <VideoFilePicker onFile={flow.takeFile} problem={step.problem} />
        ))}
      {step.kind === 'review' && (
        <VideoReview
          blob={step.candidate.blob}
          fileName={step.candidate.fileName}
          durationSeconds={step.candidate.durationSeconds}
          name={flow.name}
          nameError={flow.nameError}
          problem={step.problem}
          notice={step.notice}
          againLabel={t(source === 'record' ? 'review.recordAgain' : 'review.chooseAnother')}
          onAgain={flow.startAgain}
          onUpload={(name) => flow.startUpload(step.candidate, name)}
        />
      )}
      {step.kind === 'uploading' && (
        <UploadProgress
          name={step.name}
          totalBytes={step.candidate.blob.size}
          progress={step.progress}
          rate={step.rate}
          onCancel={flow.cancelUpload}
        />
      )}
    </Paper>
  );
}

type NewVideoHeaderProps = {
  stepKind: NewVideoStep['kind'];
  source: VideoSource;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
};

/** The step's title (it takes focus on each step), the intro while capturing, and close. */
function NewVideoHeader({ stepKind, source, headingId, headingRef, onClose }: NewVideoHeaderProps) {
  const { t } = useTranslation('videos');
  const title =
    stepKind === 'uploading'
      ? t('panel.uploadingTitle')
      : stepKind === 'review'
        ? t(source === 'record' ? 'panel.reviewRecordingTitle' : 'panel.reviewFileTitle')
        : t(source === 'record' ? 'panel.recordTitle' : 'panel.fileTitle');

  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
      <div>
        <Title order={2} fz="h3" id={headingId} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        {stepKind === 'capture' && (
          <Text size="sm" c="dimmed">
            {t(source === 'record' ? 'panel.recordIntro' : 'panel.fileIntro')}
          </Text>
        )}
      </div>
      <CloseButton
        aria-label={stepKind === 'uploading' ? t('panel.closeUploading') : t('panel.close')}
        onClick={onClose}
      />
    </Group>
  );
}
