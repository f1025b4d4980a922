/** What a finished recording hands over; its length is the time between start and stop. */
export type Recording = { blob: Blob; fileName: string; durationSeconds: number };

/** Formats to record in, best first: WebM where the browser can (Chrome, Firefox), MP4 on Safari. */
const RECORDER_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
] as const;

/** The first format MediaRecorder says it supports; '' lets the browser choose. */
export function pickRecorderType(isTypeSupported: (type: string) => boolean): string {
  return RECORDER_TYPES.find((type) => isTypeSupported(type)) ?? '';
}

/** "video/webm;codecs=vp8,opus" → the file's type "video/webm" and name "….webm". */
export function recordingFileOf(recorderType: string): { type: string; extension: string } {
  const type = recorderType.split(';')[0]?.trim() || 'video/webm';
  return { type, extension: type === 'video/mp4' ? 'mp4' : 'webm' };
}

export type CameraProblem = 'denied' | 'noCamera' | 'inUse' | 'unsupported' | 'failed';

/** Why the camera could not start, from getUserMedia's error name (a DOMException). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'noCamera';
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return 'inUse';
  if (name === 'NotSupportedError' || name === 'TypeError') return 'unsupported';
  return 'failed';
}

/** Camera, microphone and MediaRecorder are all there (a secure page in a current browser). */
export function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}
