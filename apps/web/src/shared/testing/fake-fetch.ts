import type { ErrorCode } from '@hirelane/contract/errors';
import { vi } from 'vitest';

export type FetchCall = { url: string; method: string; headers: Headers; body: unknown };
export type FetchReply = (call: FetchCall) => Response | Promise<Response>;

export const jsonResponse = (status: number, body?: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A download as the server sends it: the bytes, their type and the Content-Disposition naming the file. */
export const fileResponse = (body: BodyInit, type: string, disposition?: string): Response =>
  new Response(body, {
    status: 200,
    headers: { 'Content-Type': type, ...(disposition ? { 'Content-Disposition': disposition } : {}) },
  });

/** The server's answer to a failed call: `{ message, code }`, and `fields` when it names a form's fields. */
export const errorResponse = (
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): Response => jsonResponse(status, fields ? { message, code, fields } : { message, code });

/** A reply to a save: `saved` changed by what the request sent, as the server answers with the stored row. */
export const echoSave =
  (saved: object, status = 200): FetchReply =>
  ({ body }) =>
    jsonResponse(status, { ...saved, ...(typeof body === 'object' && body !== null ? body : {}) });

/** A reply: a failure with no body at all (a crash, a proxy's 502), where the app falls back to its own text. */
export const failsWithoutBody =
  (status: number): FetchReply =>
  () =>
    new Response(null, { status });

/** A reply: the server's 500 for a fault on its side (a load that fails before "Try again"). */
export const internalError: FetchReply = () =>
  errorResponse(500, 'INTERNAL', 'Something went wrong on our side');

/** The server's 400 VALIDATION_FAILED, with a message for each field it refused. */
export const validationFailed = (message: string, fields: Record<string, string>): Response =>
  errorResponse(400, 'VALIDATION_FAILED', message, fields);

/**
 * Replaces global fetch with a router of "METHOD /api/path" → replies (used one by one, the last
 * one repeats). Unknown calls fail the test loudly.
 */
export function stubFetch() {
  const calls: FetchCall[] = [];
  const routes = new Map<string, FetchReply[]>();
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call: FetchCall = { url, method: init.method ?? 'GET', headers: new Headers(init.headers), body };
    calls.push(call);
    const replies = routes.get(`${call.method} ${url}`);
    const reply = replies && replies.length > 1 ? replies.shift() : replies?.[0];
    if (!reply) throw new Error(`unexpected call ${call.method} ${url}`);
    return reply(call);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    on(method: string, path: string, ...replies: FetchReply[]) {
      routes.set(`${method} /api${path}`, replies);
    },
    callsTo(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.url === `/api${path}`);
    },
  };
}

/**
 * XMLHttpRequest (the upload path, for its progress events) answered by the stubbed fetch, so one
 * router of replies serves both: `vi.stubGlobal('XMLHttpRequest', FetchBackedXhr)`.
 */
export class FetchBackedXhr {
  status = 0;
  response: Blob | null = null;
  responseType = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers = new Headers();
  private answer = new Headers();
  private aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getAllResponseHeaders() {
    return [...this.answer].map(([name, value]) => `${name}: ${value}`).join('\r\n');
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  async send(body: unknown) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
    const response = await fetch(this.url, {
      method: this.method,
      headers: this.headers,
      body: body as BodyInit,
    });
    if (this.aborted) return;
    this.status = response.status;
    this.answer = response.headers;
    this.response = await response.blob();
    this.onload?.();
  }
}
