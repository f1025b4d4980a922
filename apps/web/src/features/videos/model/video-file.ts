import { VIDEO_MAX_BYTES_DEFAULT, VIDEO_MIME_TYPES, VIDEO_NAME_MAX } from '@hirelane/contract/videos';

export type VideoFileProblem = 'type' | 'size' | 'empty';

// Some systems give a .mkv or .mov no type: its extension stands in (the server checks the bytes).
const EXTENSIONS = ['mp4', 'm4v', 'mov', 'webm', 'mkv'];

/** The `accept` list of the file input: the formats the server takes. */
export const VIDEO_ACCEPT = [...VIDEO_MIME_TYPES, ...EXTENSIONS.map((extension) => `.${extension}`)].join(
  ',',
);
export const VIDEO_MAX_GIGABYTES = VIDEO_MAX_BYTES_DEFAULT / 1024 ** 3;

const extensionOf = (name: string) =>
  name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';

/** Why a chosen file cannot be uploaded, found before spending the upload on it; null when it can. */
export function videoFileProblem(
  file: Pick<File, 'type' | 'size' | 'name'>,
  maxBytes = VIDEO_MAX_BYTES_DEFAULT,
): VideoFileProblem | null {
  const knownType = (VIDEO_MIME_TYPES as readonly string[]).includes(file.type);
  if (!knownType && !(file.type === '' && EXTENSIONS.includes(extensionOf(file.name)))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** "kari_intro-final.mp4" → "kari_intro-final": the name field's first value for a chosen file. */
export function nameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
  return base.slice(0, VIDEO_NAME_MAX).trim();
}
