import {
  Alert,
  AspectRatio,
  Box,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SECONDS, type RecorderPhase, useRecorder } from '../hooks/use-recorder.ts';
import { formatDuration } from '../model/format.ts';
import type { CameraProblem, Recording } from '../model/recording.ts';
import { UploadIcon } from './video-icons.tsx';

export type RecorderProps = {
  onRecorded: (recording: Recording) => void;
  onUseFile: () => void;
  /** Shown beside the camera (the teleprompter); told whether a recording is running. */
  aside?: (recording: boolean) => ReactNode;
};

/**
 * Records from the camera and microphone in the browser: live preview (mirrored, as a mirror is
 * what people expect), a 3-2-1 countdown, stop. The camera turns off once a recording is made.
 */
export function Recorder({ onRecorded, onUseFile, aside }: RecorderProps) {
  const { phase, videoRef, retry, startCountdown, cancelCountdown, stopRecording } = useRecorder(onRecorded);

  if (phase.kind === 'problem') {
    return <CameraProblemNotice problem={phase.problem} onRetry={retry} onUseFile={onUseFile} />;
  }

  const camera = (
    <Stack gap="sm">
      <CameraPreview phase={phase} videoRef={videoRef} />
      <RecorderControls
        phase={phase}
        onStart={startCountdown}
        onCancelCountdown={cancelCountdown}
        onStop={stopRecording}
      />
    </Stack>
  );

  if (!aside) return camera;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {camera}
      {aside(phase.kind === 'recording' || phase.kind === 'countdown')}
    </SimpleGrid>
  );
}

type CameraProblemNoticeProps = {
  problem: CameraProblem;
  onRetry: () => void;
  onUseFile: () => void;
};

function CameraProblemNotice({ problem, onRetry, onUseFile }: CameraProblemNoticeProps) {
  const { t } = useTranslation('videos');
  return (
    <Stack gap="md">
      <Alert color="red" role="alert" title={t(`camera.${problem}.title`)}>
        {t(`camera.${problem}.body`)}
      </Alert>
      <Group gap="sm">
        {problem !== 'unsupported' && (
          <Button variant="default" onClick={onRetry}>
            {t('camera.retry')}
          </Button>
        )}
        <Button leftSection={<UploadIcon />} onClick={onUseFile}>
          {t('camera.useFile')}
        </Button>
      </Group>
    </Stack>
  );
}

type CameraPreviewProps = {
  phase: RecorderPhase;
  videoRef: RefObject<HTMLVideoElement | null>;
};

/** The mirrored live picture with what is happening over it: starting, 3-2-1 or the running time. */
function CameraPreview({ phase, videoRef }: CameraPreviewProps) {
  const { t } = useTranslation('videos');
  const counting = phase.kind === 'countdown' ? phase.left : null;
  return (
    <AspectRatio ratio={16 / 9}>
      <Box
        pos="relative"
        bg="dark.7"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <video
          ref={videoRef}
          autoPlay
          muted
          playsInline
          aria-label={t('recorder.preview')}
          style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
        />
        {phase.kind === 'starting' && (
          <Text c="white" pos="absolute" inset={0} ta="center" pt="30%">
            {t('recorder.starting')}
          </Text>
        )}
        {counting !== null && (
          <Text
            aria-hidden="true"
            c="white"
            fw={700}
            pos="absolute"
            inset={0}
            style={{
              display: 'grid',
              placeItems: 'center',
              fontSize: '5rem',
              textShadow: '0 2px 8px #000',
            }}
          >
            {counting}
          </Text>
        )}
        {phase.kind === 'recording' && (
          <Text
            aria-hidden="true"
            pos="absolute"
            top={8}
            left={8}
            px={8}
            py={2}
            c="white"
            fw={600}
            size="sm"
            bg="red.8"
            style={{ borderRadius: 'var(--mantine-radius-sm)', fontVariantNumeric: 'tabular-nums' }}
          >
            {t('recorder.rec', { time: formatDuration(phase.seconds) })}
          </Text>
        )}
      </Box>
    </AspectRatio>
  );
}

type RecorderControlsProps = {
  phase: RecorderPhase;
  onStart: () => void;
  onCancelCountdown: () => void;
  onStop: () => void;
};

/** The spoken status, the time or a hint, and the one button the phase needs. */
function RecorderControls({ phase, onStart, onCancelCountdown, onStop }: RecorderControlsProps) {
  const { t } = useTranslation('videos');
  return (
    <>
      <VisuallyHidden role="status" aria-live="assertive">
        {phase.kind === 'countdown'
          ? String(phase.left)
          : phase.kind === 'recording'
            ? t('recorder.recordingNow')
            : ''}
      </VisuallyHidden>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {phase.kind === 'recording'
            ? t('recorder.elapsed', { time: formatDuration(phase.seconds), max: formatDuration(MAX_SECONDS) })
            : t('recorder.hint')}
        </Text>
        {phase.kind === 'recording' ? (
          <Button color="red" onClick={onStop}>
            {t('recorder.stop')}
          </Button>
        ) : phase.kind === 'countdown' ? (
          <Button variant="default" onClick={onCancelCountdown}>
            {t('recorder.cancelCountdown')}
          </Button>
        ) : (
          <Button color="red" disabled={phase.kind !== 'ready'} onClick={onStart}>
            {t('recorder.start')}
          </Button>
        )}
      </Group>
    </>
  );
}
