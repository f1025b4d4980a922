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
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../model/format.ts';
import {
  type CameraProblem,
  cameraProblemOf,
  canRecord,
  pickRecorderType,
  recordingFileOf,
} from '../model/recording.ts';
import { UploadIcon } from './video-icons.tsx';

export type Recording = { blob: Blob; fileName: string; durationSeconds: number };

export type RecorderProps = {
  onRecorded: (recording: Recording) => void;
  onUseFile: () => void;
  /** Shown beside the camera (the teleprompter); told whether a recording is running. */
  aside?: (recording: boolean) => ReactNode;
};

type Phase =
  | { kind: 'starting' }
  | { kind: 'ready' }
  | { kind: 'countdown'; left: number }
  | { kind: 'recording'; seconds: number }
  | { kind: 'problem'; problem: CameraProblem };

const COUNTDOWN_SECONDS = 3;
/** A self-introduction is 1–2 minutes; a forgotten recording stops itself here. */
const MAX_SECONDS = 10 * 60;
const CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
  audio: true,
};

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * Records from the camera and microphone in the browser: live preview (mirrored, as a mirror is
 * what people expect), a 3-2-1 countdown, stop. The camera turns off once a recording is made.
 */
export function Recorder({ onRecorded, onUseFile, aside }: RecorderProps) {
  const { t } = useTranslation('videos');
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const startedAtRef = useRef(0);
  const onRecordedRef = useRef(onRecorded);
  onRecordedRef.current = onRecorded;

  useEffect(() => {
    // `attempt` starts the camera again after a problem.
    void attempt;
    if (!canRecord()) {
      setPhase({ kind: 'problem', problem: 'unsupported' });
      return;
    }
    let cancelled = false;
    setPhase({ kind: 'starting' });
    navigator.mediaDevices.getUserMedia(CONSTRAINTS).then(
      (stream) => {
        if (cancelled) {
          stopTracks(stream);
          return;
        }
        streamRef.current = stream;
        if (videoRef.current) videoRef.current.srcObject = stream;
        setPhase({ kind: 'ready' });
      },
      (error: unknown) => {
        if (!cancelled) setPhase({ kind: 'problem', problem: cameraProblemOf(error) });
      },
    );
    return () => {
      cancelled = true;
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        // Leaving mid-recording throws the recording away.
        recorder.onstop = null;
        recorder.stop();
      }
      recorderRef.current = null;
      stopTracks(streamRef.current);
      streamRef.current = null;
    };
  }, [attempt]);

  const startRecording = useCallback(() => {
    const stream = streamRef.current;
    if (!stream) return;
    const chosen = pickRecorderType((type) => MediaRecorder.isTypeSupported(type));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, chosen ? { mimeType: chosen } : undefined);
    } catch {
      setPhase({ kind: 'problem', problem: 'unsupported' });
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      // Recordings carry no length in their file: the time between start and stop is it.
      const durationSeconds = (performance.now() - startedAtRef.current) / 1000;
      const { type, extension } = recordingFileOf(recorder.mimeType || chosen);
      stopTracks(stream);
      streamRef.current = null;
      recorderRef.current = null;
      onRecordedRef.current({
        blob: new Blob(chunks, { type }),
        fileName: `recording.${extension}`,
        durationSeconds,
      });
    };
    recorderRef.current = recorder;
    startedAtRef.current = performance.now();
    recorder.start(1000);
    setPhase({ kind: 'recording', seconds: 0 });
  }, []);

  const stopRecording = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const counting = phase.kind === 'countdown' ? phase.left : null;
  useEffect(() => {
    if (counting === null) return;
    const timer = setTimeout(() => {
      if (counting > 1) setPhase({ kind: 'countdown', left: counting - 1 });
      else startRecording();
    }, 1000);
    return () => clearTimeout(timer);
  }, [counting, startRecording]);

  const recording = phase.kind === 'recording';
  useEffect(() => {
    if (!recording) return;
    const timer = setInterval(() => {
      const seconds = Math.floor((performance.now() - startedAtRef.current) / 1000);
      if (seconds >= MAX_SECONDS) stopRecording();
      setPhase((current) =>
        current.kind === 'recording' && current.seconds !== seconds
          ? { kind: 'recording', seconds }
          : current,
      );
    }, 250);
    return () => clearInterval(timer);
  }, [recording, stopRecording]);

  if (phase.kind === 'problem') {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert" title={t(`camera.${phase.problem}.title`)}>
          {t(`camera.${phase.problem}.body`)}
        </Alert>
        <Group gap="sm">
          {phase.problem !== 'unsupported' && (
            <Button variant="default" onClick={() => setAttempt((n) => n + 1)}>
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

  const camera = (
    <Stack gap="sm">
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
      <VisuallyHidden role="status" aria-live="assertive">
        {counting !== null ? String(counting) : phase.kind === 'recording' ? t('recorder.recordingNow') : ''}
      </VisuallyHidden>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {phase.kind === 'recording'
            ? t('recorder.elapsed', { time: formatDuration(phase.seconds), max: formatDuration(MAX_SECONDS) })
            : t('recorder.hint')}
        </Text>
        {phase.kind === 'recording' ? (
          <Button color="red" onClick={stopRecording}>
            {t('recorder.stop')}
          </Button>
        ) : counting !== null ? (
          <Button variant="default" onClick={() => setPhase({ kind: 'ready' })}>
            {t('recorder.cancelCountdown')}
          </Button>
        ) : (
          <Button
            color="red"
            disabled={phase.kind !== 'ready'}
            onClick={() => setPhase({ kind: 'countdown', left: COUNTDOWN_SECONDS })}
          >
            {t('recorder.start')}
          </Button>
        )}
      </Group>
    </Stack>
  );

  if (!aside) return camera;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {camera}
      {aside(recording || counting !== null)}
    </SimpleGrid>
  );
}
