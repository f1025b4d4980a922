import type { MessageResponse } from '@hirelane/contract/common';
import type { Certification, CertificationInput } from '@hirelane/contract/cv';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../http/download-file.ts';
import { getQuery } from '../../http/get-query.ts';
import { http } from '../../http/http.ts';
import { textOf } from '../../i18n/text-of.ts';
import { cvKeys } from './cv-keys.ts';
import { useListMutation } from './list-mutation.ts';

const PATH = '/cv/certifications';
const itemPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export const certificationsOptions = () =>
  getQuery<Certification[]>(cvKeys.certifications, PATH, () => textOf('cv', 'certifications.errors.load'));

export type SaveCertificationVariables = {
  id: string | null;
  input: CertificationInput;
  /** A new certificate file; it replaces the current one. */
  file: File | null;
  onProgress?: (fraction: number) => void;
};

/** POST /cv/certifications or PUT …/{id}, multipart: part `request` (JSON) and optional part `file`. */
export function saveCertification({ id, input, file, onProgress }: SaveCertificationVariables) {
  const body = new FormData();
  body.append('request', JSON.stringify(input));
  if (file) body.append('file', file, file.name);
  const options = onProgress && file ? { onUploadProgress: onProgress } : {};
  return id
    ? http.put<Certification>(itemPath(id), body, options)
    : http.post<Certification>(PATH, body, options);
}

export function deleteCertification(id: string) {
  return http.delete<MessageResponse>(itemPath(id));
}

/** GET /cv/certifications/{id}/file with the bearer token, handed to the browser as a download. */
export async function downloadCertificationFile(certification: Certification): Promise<void> {
  const path = `${itemPath(certification.userCertificationId)}/file`;
  saveFile(await fetchFile(http, path, { fallbackName: certification.file?.fileName ?? 'certificate' }));
}

export function useCertifications() {
  return useQuery(certificationsOptions());
}

export function useSaveCertification() {
  return useListMutation(cvKeys.certifications, saveCertification, {
    success: 'certifications.saved',
    failure: 'certifications.errors.save',
  });
}

export function useDeleteCertification() {
  return useListMutation(cvKeys.certifications, deleteCertification, {
    success: 'certifications.deleted',
    failure: 'certifications.errors.delete',
  });
}

export function useDownloadCertificationFile() {
  return useMutation({
    mutationFn: downloadCertificationFile,
    meta: { errorToast: () => textOf('cv', 'certifications.errors.download') },
  });
}
