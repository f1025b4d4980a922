import { CLIENT_ERRORS } from '@hirelane/contract/errors';
import { ApiError } from '../../../shared/http/api-error.ts';
import { http } from '../../../shared/http/http.ts';
import { API_BASE } from '../../../shared/http/http-client.ts';
import { readError } from '../../../shared/http/read-error.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { getSession } from '../../../shared/session/session-store.ts';

export type MultipartOptions = {
  method: 'POST' | 'PUT';
  body: FormData;
  /** Called with 0…1 while the request body is sent. */
  onUploadProgress?: (fraction: number) => void;
};

const NO_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * One multipart request through XMLHttpRequest, the one browser API that reports upload progress.
 * Same rules as the shared client: base /api, cookies, bearer token, Accept-Language, the server's
 * `{ message, code, fields }` as ApiError, 'Network error' without an answer, and on 401 one refresh
 * (shared with the client, so parallel calls refresh once) and one retry.
 */
function send(path: string, options: MultipartOptions, token: string | null): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = NO_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      const contentType = xhr.getResponseHeader('Content-Type') ?? 'text/plain';
      resolve(new Response(body, { status: xhr.status, headers: { 'Content-Type': contentType } }));
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: CLIENT_ERRORS.network }));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    xhr.send(options.body);
  });
}

async function read<T>(response: Response): Promise<T> {
  if (!response.ok) throw await readError(response);
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError({ status: response.status, message: CLIENT_ERRORS.request });
  }
}

/** Sends `options.body` to /api`path` and resolves the JSON answer. */
export async function sendMultipart<T>(path: string, options: MultipartOptions): Promise<T> {
  const response = await send(path, options, getSession().accessToken);
  if (response.status !== 401) return read<T>(response);
  const token = await http.refreshSession();
  options.onUploadProgress?.(0);
  return read<T>(await send(path, options, token));
}

/** The multipart body of POST/PUT /jobs: part `request` = the JSON, optional part `file`. */
export function jobFormData(request: unknown, file: File | null | undefined): FormData {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  if (file) form.append('file', file, file.name);
  return form;
}
