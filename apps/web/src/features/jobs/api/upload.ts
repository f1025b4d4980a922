import { http } from '../../../shared/http/http.ts';

export type MultipartOptions = {
  method: 'POST' | 'PUT';
  body: FormData;
  /** Called with 0…1 while the request body is sent. */
  onUploadProgress?: (fraction: number) => void;
};

/** Sends a job's multipart body through the shared client, which reports upload progress. */
export function sendMultipart<T>(
  path: string,
  { method, body, onUploadProgress }: MultipartOptions,
): Promise<T> {
  const options = onUploadProgress ? { onUploadProgress } : {};
  return method === 'POST' ? http.post<T>(path, body, options) : http.put<T>(path, body, options);
}

/** The multipart body of POST/PUT /jobs: part `request` = the JSON, optional part `file`. */
export function jobFormData(request: unknown, file: File | null | undefined): FormData {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  if (file) form.append('file', file, file.name);
  return form;
}
