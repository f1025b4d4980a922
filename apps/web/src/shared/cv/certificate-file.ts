import { CERTIFICATE_MAX_BYTES, CERTIFICATE_TYPES } from '@hirelane/contract/constants';

export type CertificateFileProblem = 'type' | 'size' | 'empty';

/** The `accept` list of the file input: what the server takes (checked there again, by content). */
export const CERTIFICATE_ACCEPT = Object.keys(CERTIFICATE_TYPES).join(',');
export const CERTIFICATE_MAX_MEGABYTES = CERTIFICATE_MAX_BYTES / (1024 * 1024);

/** Why a chosen file cannot be uploaded, before spending the upload on it; null when it can. */
export function fileProblem(
  file: Pick<File, 'type' | 'size'> & { name?: string },
  accepted: { types: Record<string, string>; maxBytes: number },
): CertificateFileProblem | null {
  // Some systems give no type for a .docx: its extension stands in (the server checks the bytes).
  const extension = file.name?.split('.').pop()?.toLowerCase() ?? '';
  if (
    !(file.type in accepted.types) &&
    !(file.type === '' && Object.values(accepted.types).includes(extension))
  )
    return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > accepted.maxBytes) return 'size';
  return null;
}

export function certificateFileProblem(
  file: Pick<File, 'type' | 'size'> & { name?: string },
): CertificateFileProblem | null {
  return fileProblem(file, { types: CERTIFICATE_TYPES, maxBytes: CERTIFICATE_MAX_BYTES });
}
