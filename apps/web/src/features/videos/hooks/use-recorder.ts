import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  type CameraProblem,
  cameraProblemOf,
  canRecord,
  pickRecorderType,
  type Recording,
  recordingFileOf,
} from '../model/recording.ts';

export type RecorderPhase =
  | { kind: 'starting' }
  | { kind: 'ready' }
  | { kind: 'countdown'; left: number }
  | { kind: 'recording'; seconds: number }
  | { kind: 'problem'; problem: CameraProblem };

type SetPhase = Dispatch<SetStateAction<RecorderPhase>>;

type MediaRefs = {
  video: RefObject<HTMLVideoElement | null>;
  stream: RefObject<MediaStream | null>;
  recorder: RefObject<MediaRecorder | null>;
};

const COUNTDOWN_SECONDS = 3;
/** A self-introduction is 1–2 minutes; a forgotten recording stops itself here. */
export const MAX_SECONDS = 10 * 60;
const CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
  audio: true,
};

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * The camera, its preview and a MediaRecorder, as phases: starting → ready → 3-2-1 countdown →
 * recording → `onRecorded`, or a problem (with a retry). The camera turns off once a recording is made.
 */
export function useRecorder(onRecorded: (recording: Recording) => void) {
  const [phase, setPhase] = useState<RecorderPhase>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const startedAtRef = useRef(0);
  const onRecordedRef = useRef(onRecorded);
  onRecordedRef.current = onRecorded;

  useCamera(attempt, { video: videoRef, stream: streamRef, recorder: recorderRef }, setPhase);

  const startRecording = useCallback(() => {
    const stream = streamRef.current;
    if (!stream) return;
    const recorder = createRecorder(stream, (chunks, mimeType) => {
      // Recordings carry no length in their file: the time between start and stop is it.
      const durationSeconds = (performance.now() - startedAtRef.current) / 1000;
      const { type, extension } = recordingFileOf(mimeType);
      stopTracks(stream);
      streamRef.current = null;
      recorderRef.current = null;
      onRecordedRef.current({
        blob: new Blob(chunks, { type }),
        fileName: `recording.${extension}`,
        durationSeconds,
      });
    });
    if (!recorder) {
      setPhase({ kind: 'problem', problem: 'unsupported' });
      return;
    }
    recorderRef.current = recorder;
    startedAtRef.current = performance.now();
    recorder.start(1000);
    setPhase({ kind: 'recording', seconds: 0 });
  }, []);

  const stopRecording = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  useCountdown(phase.kind === 'countdown' ? phase.left : null, setPhase, startRecording);
  useElapsedSeconds(phase.kind === 'recording', startedAtRef, setPhase, stopRecording);

  return {
    phase,
    videoRef,
    retry: () => setAttempt((n) => n + 1),
    startCountdown: () => setPhase({ kind: 'countdown', left: COUNTDOWN_SECONDS }),
    cancelCountdown: () => setPhase({ kind: 'ready' }),
    stopRecording,
  };
}

/** Starts the camera into the preview (again on each new `attempt`); leaving turns it off. */
function useCamera(attempt: number, media: MediaRefs, setPhase: SetPhase) {
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
        media.stream.current = stream;
        if (media.video.current) media.video.current.srcObject = stream;
        setPhase({ kind: 'ready' });
      },
      (error: unknown) => {
        if (!cancelled) setPhase({ kind: 'problem', problem: cameraProblemOf(error) });
      },
    );
    return () => {
      cancelled = true;
      const recorder = media.recorder.current;
      if (recorder && recorder.state !== 'inactive') {
        // Leaving mid-recording throws the recording away.
        recorder.onstop = null;
        recorder.stop();
      }
      media.recorder.current = null;
      stopTracks(media.stream.current);
      media.stream.current = null;
    };
  }, [attempt, media.recorder, media.stream, media.video, setPhase]);
}

/** A MediaRecorder on the stream in the best format the browser has; null where it refuses one. */
function createRecorder(
  stream: MediaStream,
  onStop: (chunks: Blob[], mimeType: string) => void,
): MediaRecorder | null {
  const chosen = pickRecorderType((type) => MediaRecorder.isTypeSupported(type));
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, chosen ? { mimeType: chosen } : undefined);
  } catch {
    return null;
  }
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onstop = () => onStop(chunks, recorder.mimeType || chosen);
  return recorder;
}

/** Counts down a second at a time from `counting`, then starts the recording. */
function useCountdown(counting: number | null, setPhase: SetPhase, startRecording: () => void) {
  useEffect(() => {
    if (counting === null) return;
    const timer = setTimeout(() => {
      if (counting > 1) setPhase({ kind: 'countdown', left: counting - 1 });
      else startRecording();
    }, 1000);
    return () => clearTimeout(timer);
  }, [counting, setPhase, startRecording]);
}

/** While recording, keeps the phase's whole seconds current and stops at MAX_SECONDS. */
function useElapsedSeconds(
  recording: boolean,
  startedAtRef: RefObject<number>,
  setPhase: SetPhase,
  stopRecording: () => void,
) {
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
  }, [recording, startedAtRef, setPhase, stopRecording]);
}
