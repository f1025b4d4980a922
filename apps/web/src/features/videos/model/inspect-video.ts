import { VIDEO_POSTER_MAX_BYTES } from '@hirelane/contract/videos';

export type VideoFacts = {
  /** Seconds, when the browser could tell. */
  durationSeconds: number | null;
  /** A JPEG still of the video at about 1 s (or its first frame), for the list. */
  poster: Blob | null;
};

/** The poster's width at most: enough for a card, small enough to send with the video. */
const POSTER_WIDTH = 640;
/** Each step waits this long at most: a file the browser cannot decode must not hold the upload up. */
const STEP_MS = 4000;

/** Resolves on `event`, rejects on the element's error or after STEP_MS. */
function when(video: HTMLVideoElement, event: 'loadeddata' | 'seeked' | 'durationchange'): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`no ${event}`)), STEP_MS);
    const onEvent = () => finish();
    const onError = () => finish(new Error('the browser cannot read this video'));
    function finish(error?: Error) {
      clearTimeout(timer);
      video.removeEventListener(event, onEvent);
      video.removeEventListener('error', onError);
      if (error) reject(error);
      else resolve();
    }
    video.addEventListener(event, onEvent);
    video.addEventListener('error', onError);
  });
}

const finiteOrNull = (value: number) => (Number.isFinite(value) && value > 0 ? value : null);

async function seek(video: HTMLVideoElement, seconds: number): Promise<void> {
  const seeked = when(video, 'seeked');
  video.currentTime = seconds;
  await seeked;
}

function drawFrame(video: HTMLVideoElement): Promise<Blob | null> {
  if (!video.videoWidth || !video.videoHeight) return Promise.resolve(null);
  const scale = Math.min(1, POSTER_WIDTH / video.videoWidth);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) =>
    canvas.toBlob(
      (blob) => resolve(blob && blob.size > 0 && blob.size <= VIDEO_POSTER_MAX_BYTES ? blob : null),
      'image/jpeg',
      0.82,
    ),
  );
}

/**
 * Reads a video's length and draws its poster frame in the browser (canvas → JPEG), before the
 * upload. Whatever the browser cannot tell is null: the upload goes ahead without it.
 */
export async function inspectVideo(blob: Blob): Promise<VideoFacts> {
  const url = URL.createObjectURL(blob);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  const facts: VideoFacts = { durationSeconds: null, poster: null };
  try {
    const loaded = when(video, 'loadeddata');
    video.src = url;
    await loaded;
    facts.durationSeconds = finiteOrNull(video.duration);
    if (facts.durationSeconds === null) {
      // A recording's WebM carries no length in its header: seeking past the end makes the browser
      // read to the end and set it.
      await seek(video, Number.MAX_SAFE_INTEGER).catch(() => undefined);
      facts.durationSeconds = finiteOrNull(video.duration);
    }
    const at = facts.durationSeconds === null ? 0 : Math.min(1, facts.durationSeconds / 2);
    if (Math.abs(video.currentTime - at) > 0.05) await seek(video, at);
    facts.poster = await drawFrame(video);
  } catch {
    // Keep what was found; the server takes a video without a poster or a length.
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
  return facts;
}
