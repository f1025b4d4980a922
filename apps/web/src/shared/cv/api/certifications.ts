import type { MessageResponse } from '@hirelane/contract/common';
import type { Certification, CertificationInput } from '@hirelane/contract/cv';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../http/download-file.ts';
import { getQuery } from '../../http/get-query.ts';
import { http } from '../../http/http.ts';
import { textOf } from '../../i18n/text-of.ts';
import { cvKeys, cvWriteKeys } from './cv-keys.ts';
import { type EntryWrites, useRemoveEntry, useSaveEntry } from './entry-writes.ts';

const PATH = '/cv/certifications';
const itemPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export const certificationsOptions = () =>
  getQuery<Certification[]>(cvKeys.certifications, PATH, () => textOf('cv', 'certifications.errors.load'));

export type SaveCertificationVariables = {
  entryId: string | null;
  input: CertificationInput;
  /** A new certificate file; it replaces the current one. It cannot wait offline. */
  file: File | null;
  onProgress?: (fraction: number) => void;
};

/** POST /cv/certifications or PUT …/{id}, multipart: part `request` (JSON) and optional part `file`. */
export function saveCertification({ entryId, input, file, onProgress }: SaveCertificationVariables) {
  const body = new FormData();
  body.append('request', JSON.stringify(input));
  if (file) body.append('file', file, file.name);
  const options = onProgress && file ? { onUploadProgress: onProgress } : {};
  return entryId
    ? http.put<Certification>(itemPath(entryId), body, options)
    : http.post<Certification>(PATH, body, options);
}

export function deleteCertification(id: string) {
  return http.delete<MessageResponse>(itemPath(id));
}

/**
 * The certificates' changes: shown at once, and without a file they may wait offline (a file is not
 * kept in this browser, so a change with one needs the connection).
 */
export const certificationWrites: EntryWrites<Certification, CertificationInput, SaveCertificationVariables> =
  {
    section: 'certifications',
    key: cvKeys.certifications,
    writeKeys: cvWriteKeys('certifications'),
    idOf: (entry) => entry.userCertificationId,
    nameOf: (entry) => entry.name,
    apply: (entry, id, input) => ({
      userCertificationId: id,
      name: input.name,
      issuer: input.issuer ?? null,
      issueDate: input.issueDate ?? null,
      expiryDate: input.expiryDate ?? null,
      credentialId: input.credentialId ?? null,
      credentialUrl: input.credentialUrl ?? null,
      file: input.removeFile ? null : (entry?.file ?? null),
    }),
    save: saveCertification,
    remove: deleteCertification,
    needsConnection: ({ file }) => file !== null,
  };

/** GET /cv/certifications/{id}/file with the bearer token, handed to the browser as a download. */
export async function downloadCertificationFile(certification: Certification): Promise<void> {
  const path = `${itemPath(certification.userCertificationId)}/file`;
  saveFile(await fetchFile(http, path, { fallbackName: certification.file?.fileName ?? 'certificate' }));
}

export function useCertifications() {
  return useQuery(certificationsOptions());
}

export function useSaveCertification() {
  return useSaveEntry(certificationWrites);
}

export function useDeleteCertification() {
  return useRemoveEntry(certificationWrites);
}

export function useDownloadCertificationFile() {
  return useMutation({
    mutationFn: downloadCertificationFile,
    meta: { errorToast: () => textOf('cv', 'certifications.errors.download') },
  });
}
