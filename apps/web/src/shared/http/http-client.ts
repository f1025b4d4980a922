import type { RefreshResponse } from '@hirelane/contract/auth';
import { CLIENT_ERRORS, FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { ApiError, isApiError, offlineError } from './api-error.ts';
import { readError } from './read-error.ts';
import { createRetryGuard } from './retry-guard.ts';

export const API_BASE = '/api';
export const REFRESH_PATH = '/auth/refresh-token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON, except FormData / Blob / URLSearchParams which pass through untouched. */
  body?: unknown;
  headers?: Record<string, string>;
  /** `false` for the public calls: no bearer token even when signed in. */
  withAuth?: boolean;
  /**
   * `false` where a 401 answers the call itself ("wrong e-mail or password" on login) instead of
   * meaning "your access token expired"; refreshing there would hide the real message.
   */
  refreshOnUnauthorized?: boolean;
  /** `response`: the Response itself once it is OK, for downloads that read their headers. */
  responseType?: 'json' | 'text' | 'blob' | 'response';
  signal?: AbortSignal;
  /** Called with 0…1 while the body uploads (file uploads show a progress bar); needs `deps.upload`. */
  onUploadProgress?: (fraction: number) => void;
};

export type HttpClientDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Like `fetch`, reporting upload progress (fetch cannot); used when a call asks for progress. */
  upload?: (input: string, init: RequestInit, onProgress: (fraction: number) => void) => Promise<Response>;
  now: () => number;
  /** Sent as Accept-Language: the server writes its e-mails in that language. */
  language: () => string;
  getAccessToken: () => string | null;
  onTokens: (tokens: RefreshResponse) => void;
  onRefreshFailed: () => void;
  /**
   * The refresh got no answer (offline, server unreachable): the session may still be good, so it
   * is not ended; the app goes on with what it last saw and refreshes when the network returns.
   */
  onRefreshUnreachable?: () => void;
  /** `true` when the browser knows it is offline: a call then fails at once, saying so. */
  isOffline?: () => boolean;
};

export type HttpClient = {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** One refresh through the HttpOnly cookie; concurrent callers share it. Resolves the access token. */
  refreshSession(): Promise<string>;
};

function isPassThroughBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function isTokenPair(value: unknown): value is RefreshResponse {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.accessToken === 'string' && typeof record.idToken === 'string';
}

async function readBody<T>(response: Response, options: RequestOptions): Promise<T> {
  if (!response.ok) throw await readError(response);
  if (options.responseType === 'response') return response as T;
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (options.responseType === 'text') return (await response.text()) as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError({ status: response.status, message: CLIENT_ERRORS.request });
  }
}

/** The one HTTP client: base /api, cookies, bearer token, refresh on 401, retry block. */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const guard = createRetryGuard(deps.now);
  let refreshing: Promise<string> | null = null;

  async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers = new Headers(options.headers);
    headers.set('Accept-Language', deps.language());
    if (!headers.has('Accept') && (options.responseType ?? 'json') === 'json') {
      headers.set('Accept', 'application/json');
    }
    if (token && options.withAuth !== false) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (isPassThroughBody(options.body)) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'include' };
    if (body !== undefined) init.body = body;
    if (options.signal) init.signal = options.signal;
    if (deps.isOffline?.()) throw offlineError();
    try {
      const url = `${API_BASE}${path}`;
      if (options.onUploadProgress && deps.upload)
        return await deps.upload(url, init, options.onUploadProgress);
      return await deps.fetch(url, init);
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: CLIENT_ERRORS.network });
    }
  }

  async function refreshOnce(): Promise<string> {
    try {
      const response = await send(REFRESH_PATH, { method: 'POST' }, null);
      const tokens: unknown = await readBody(response, {});
      if (!isTokenPair(tokens))
        throw new ApiError({ status: response.status, message: CLIENT_ERRORS.request });
      deps.onTokens(tokens);
      return tokens.accessToken;
    } catch (error) {
      const unanswered = isApiError(error) && error.status === 0;
      if (unanswered && deps.onRefreshUnreachable) deps.onRefreshUnreachable();
      else deps.onRefreshFailed();
      throw new ApiError({
        status: isApiError(error) ? error.status : 0,
        code: 'REFRESH_FAILED',
        message: FALLBACK_ERRORS.refresh,
      });
    }
  }

  function refreshSession(): Promise<string> {
    if (!refreshing) {
      refreshing = refreshOnce().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function retryAfterRefresh<T>(key: string, path: string, options: RequestOptions): Promise<T> {
    let token: string;
    try {
      token = await refreshSession();
    } catch (error) {
      guard.recordFailure(key);
      throw error;
    }
    const retried = await send(path, options, token);
    if (retried.status === 401) guard.recordFailure(key);
    else if (retried.ok) guard.recordSuccess(key);
    return readBody<T>(retried, options);
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const key = `${options.method ?? 'GET'} ${path}`;
    guard.assertAllowed(key);
    const response = await send(path, options, deps.getAccessToken());
    const mayRefresh = path !== REFRESH_PATH && options.refreshOnUnauthorized !== false;
    if (response.status !== 401 || !mayRefresh) return readBody<T>(response, options);
    return retryAfterRefresh<T>(key, path, options);
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    refreshSession,
  };
}
