import { REQUEST_BLOCK_MS } from '@hirelane/contract/constants';
import { CLIENT_ERRORS, FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { continueSessionOffline, endSession, getSession, startSession } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { errorMessage } from './error-message.ts';
import type { HttpClient } from './http-client.ts';
import { createHttpClient } from './http-client.ts';

type Call = {
  url: string;
  method: string;
  headers: Headers;
  body: RequestInit['body'];
  credentials?: string;
};
type Reply = (call: Call) => Response | Promise<Response>;

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const unauthorized = () => json(401, { message: 'Sign in again', code: 'UNAUTHENTICATED' });
const tokens = (n: number) => ({ accessToken: `access-${n}`, idToken: `id-${n}` });

/** A fake fetch answering per "METHOD /path"; each route may list answers used one by one. */
function createFakeFetch() {
  const calls: Call[] = [];
  const routes = new Map<string, Reply[]>();
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      credentials: init.credentials,
    };
    calls.push(call);
    const replies = routes.get(`${call.method} ${url}`);
    const reply = replies && replies.length > 1 ? replies.shift() : replies?.[0];
    if (!reply) throw new Error(`unexpected call ${call.method} ${url}`);
    return reply(call);
  });
  return {
    fetch,
    calls,
    on(method: string, path: string, ...replies: Reply[]) {
      routes.set(`${method} /api${path}`, replies);
    },
    callsTo(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.url === `/api${path}`);
    },
  };
}

let fake: ReturnType<typeof createFakeFetch>;
let client: HttpClient;
let language = 'en';

/** A client over the fake fetch and the session store, in the language of the test; `extra` adds options. */
const testClient = (extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({
    fetch: fake.fetch,
    now: () => Date.now(),
    language: () => language,
    getAccessToken: () => getSession().accessToken,
    onTokens: startSession,
    onRefreshFailed: endSession,
    ...extra,
  });

beforeEach(() => {
  vi.useFakeTimers();
  endSession();
  fake = createFakeFetch();
  language = 'en';
  client = testClient();
});

afterEach(() => {
  vi.useRealTimers();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('requests', () => {
  it('calls /api with cookies, JSON body, Accept-Language and no bearer when signed out', async () => {
    language = 'no';
    fake.on('POST', '/auth/register', () => json(200, { message: 'ok' }));
    await expect(client.post('/auth/register', { email: 'a@b.no' })).resolves.toEqual({ message: 'ok' });
    const [call] = fake.calls;
    expect(call?.url).toBe('/api/auth/register');
    expect(call?.credentials).toBe('include');
    expect(call?.headers.get('Accept-Language')).toBe('no');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(call?.body).toBe(JSON.stringify({ email: 'a@b.no' }));
  });

  it('adds the bearer token when present', async () => {
    startSession(tokens(1));
    fake.on('GET', '/jobs', () => json(200, []));
    await client.get('/jobs');
    expect(fake.calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('sends no bearer token on public calls', async () => {
    startSession(tokens(1));
    fake.on('GET', '/cv/public/shareable/link/x', () => json(200, {}));
    await client.get('/cv/public/shareable/link/x', { withAuth: false });
    expect(fake.calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('passes FormData through without a JSON content type', async () => {
    const form = new FormData();
    form.append('name', 'cv.pdf');
    fake.on('POST', '/cv/certifications', () => json(200, {}));
    await client.post('/cv/certifications', form);
    expect(fake.calls[0]?.body).toBe(form);
    expect(fake.calls[0]?.headers.get('Content-Type')).toBeNull();
  });

  it('sends an upload through deps.upload when the call asks for progress', async () => {
    startSession(tokens(1));
    const upload = vi.fn(async (_url: string, _init: RequestInit, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      onProgress(1);
      return json(201, { id: 'c1' });
    });
    const uploading = testClient({ upload });
    const progress: number[] = [];
    const form = new FormData();
    await expect(
      uploading.post('/cv/certifications', form, { onUploadProgress: (fraction) => progress.push(fraction) }),
    ).resolves.toEqual({ id: 'c1' });
    expect(progress).toEqual([0.5, 1]);
    expect(fake.calls).toHaveLength(0);
    const [url, init] = upload.mock.calls[0] ?? [];
    expect(url).toBe('/api/cv/certifications');
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1');
  });

  it('sends no body and no content type when there is no body', async () => {
    fake.on('POST', '/auth/logout', () => json(200, { message: 'bye' }));
    await client.post('/auth/logout');
    expect(fake.calls[0]?.body).toBeUndefined();
    expect(fake.calls[0]?.headers.get('Content-Type')).toBeNull();
  });

  it('resolves undefined for an empty success answer', async () => {
    fake.on('DELETE', '/jobs/1', () => new Response(null, { status: 204 }));
    await expect(client.delete('/jobs/1')).resolves.toBeUndefined();
  });
});

describe('errors', () => {
  it("gives 'Network error' when fetch itself throws", async () => {
    fake.on('GET', '/jobs', () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(client.get('/jobs'));
    expect(error.message).toBe(CLIENT_ERRORS.network);
    expect(error.status).toBe(0);
    // The user is told the network failed, not that the board did.
    expect(errorMessage(error, FALLBACK_ERRORS.loadJobBoard)).toBe('Network error');
  });

  it("gives 'Request failed' for an HTTP error without a server message", async () => {
    fake.on('GET', '/jobs', () => new Response('<html>oops</html>', { status: 502 }));
    const error = await failure(client.get('/jobs'));
    expect(error.message).toBe(CLIENT_ERRORS.request);
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeUndefined();
    expect(errorMessage(error, FALLBACK_ERRORS.loadJobBoard)).toBe('Failed to load job board');
  });

  it("prefers the server's message, keeping code and fields", async () => {
    fake.on('POST', '/auth/register', () =>
      json(400, { message: 'Check the form', code: 'VALIDATION_FAILED', fields: { email: 'Taken' } }),
    );
    const error = await failure(client.post('/auth/register', {}));
    expect(error.message).toBe('Check the form');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ email: 'Taken' });
    expect(errorMessage(error, FALLBACK_ERRORS.register)).toBe('Check the form');
  });

  it('uses the fallback for errors that are not ApiErrors', () => {
    expect(errorMessage(new Error('boom'), FALLBACK_ERRORS.login)).toBe('Login failed');
    expect(errorMessage(undefined, FALLBACK_ERRORS.login)).toBe('Login failed');
  });
});

describe('refresh on 401', () => {
  it('refreshes once and retries once with the new token', async () => {
    startSession(tokens(1));
    fake.on('GET', '/jobs', unauthorized, () => json(200, ['job']));
    fake.on('POST', '/auth/refresh-token', () => json(200, tokens(2)));

    await expect(client.get('/jobs')).resolves.toEqual(['job']);

    const jobCalls = fake.callsTo('GET', '/jobs');
    expect(jobCalls.map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(fake.callsTo('POST', '/auth/refresh-token')).toHaveLength(1);
    expect(getSession()).toMatchObject({ accessToken: 'access-2', idToken: 'id-2', isAuthenticated: true });
  });

  it('retries only once: a second 401 is the answer', async () => {
    startSession(tokens(1));
    fake.on('GET', '/jobs', unauthorized);
    fake.on('POST', '/auth/refresh-token', () => json(200, tokens(2)));
    const error = await failure(client.get('/jobs'));
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('Sign in again');
    expect(fake.callsTo('GET', '/jobs')).toHaveLength(2);
    expect(fake.callsTo('POST', '/auth/refresh-token')).toHaveLength(1);
  });

  it('concurrent 401s share one refresh', async () => {
    startSession(tokens(1));
    fake.on('GET', '/jobs', (call) =>
      call.headers.get('Authorization') === 'Bearer access-2' ? json(200, 'jobs') : unauthorized(),
    );
    fake.on('GET', '/cv/experience', (call) =>
      call.headers.get('Authorization') === 'Bearer access-2' ? json(200, 'cv') : unauthorized(),
    );
    fake.on('POST', '/auth/refresh-token', () => json(200, tokens(2)));

    await expect(Promise.all([client.get('/jobs'), client.get('/cv/experience')])).resolves.toEqual([
      'jobs',
      'cv',
    ]);
    expect(fake.callsTo('POST', '/auth/refresh-token')).toHaveLength(1);
  });

  it('never refreshes for the refresh call itself', async () => {
    fake.on('POST', '/auth/refresh-token', unauthorized);
    const error = await failure(client.post('/auth/refresh-token'));
    expect(error.status).toBe(401);
    expect(fake.calls).toHaveLength(1);
  });

  it('does not refresh when the call opts out (login: 401 means wrong credentials)', async () => {
    fake.on('POST', '/auth/login', () => json(401, { message: 'Incorrect e-mail or password', code: 'X' }));
    const error = await failure(client.post('/auth/login', {}, { refreshOnUnauthorized: false }));
    expect(errorMessage(error, FALLBACK_ERRORS.login)).toBe('Incorrect e-mail or password');
    expect(fake.callsTo('POST', '/auth/refresh-token')).toHaveLength(0);
  });

  it("clears the session and fails with 'Token refresh failed' when the refresh fails", async () => {
    startSession(tokens(1));
    fake.on('GET', '/jobs', unauthorized);
    fake.on('POST', '/auth/refresh-token', () =>
      json(401, { message: 'No session', code: 'REFRESH_INVALID' }),
    );

    const error = await failure(client.get('/jobs'));
    expect(error.message).toBe('Token refresh failed');
    expect(error.code).toBe('REFRESH_FAILED');
    expect(getSession()).toMatchObject({ accessToken: null, idToken: null, isAuthenticated: false });
    expect(fake.callsTo('GET', '/jobs')).toHaveLength(1);
  });

  it('refreshSession stores the new tokens', async () => {
    fake.on('POST', '/auth/refresh-token', () => json(200, tokens(7)));
    await expect(client.refreshSession()).resolves.toBe('access-7');
    expect(getSession()).toMatchObject({
      accessToken: 'access-7',
      userRole: 'Premium',
      isAuthenticated: true,
    });
  });

  it('a refresh answer without tokens counts as a failed refresh', async () => {
    startSession(tokens(1));
    fake.on('POST', '/auth/refresh-token', () => json(200, { message: 'odd' }));
    const error = await failure(client.refreshSession());
    expect(error.message).toBe(FALLBACK_ERRORS.refresh);
    expect(getSession().isAuthenticated).toBe(false);
  });
});

describe('retry block', () => {
  beforeEach(() => {
    fake.on('GET', '/jobs', unauthorized);
    fake.on('POST', '/auth/refresh-token', () =>
      json(401, { message: 'No session', code: 'REFRESH_INVALID' }),
    );
  });

  it('blocks a method+URL after 3 failed retries, for 10 seconds, without network', async () => {
    expect((await failure(client.get('/jobs'))).message).toBe('Token refresh failed');
    expect((await failure(client.get('/jobs'))).message).toBe('Token refresh failed');
    expect((await failure(client.get('/jobs'))).message).toBe(
      'Max retry attempts (3) reached. Request blocked temporarily.',
    );
    const networkCalls = fake.calls.length;

    const blocked = await failure(client.get('/jobs'));
    expect(blocked.message).toBe('Request blocked due to repeated authentication failures. Try again later.');
    vi.advanceTimersByTime(REQUEST_BLOCK_MS - 1);
    expect((await failure(client.get('/jobs'))).message).toBe(CLIENT_ERRORS.blocked);
    expect(fake.calls).toHaveLength(networkCalls);

    vi.advanceTimersByTime(1);
    expect((await failure(client.get('/jobs'))).message).toBe('Token refresh failed');
    expect(fake.calls.length).toBeGreaterThan(networkCalls);
  });

  it('counts per method and URL', async () => {
    fake.on('POST', '/jobs', unauthorized);
    fake.on('GET', '/jobs/search', unauthorized);
    await failure(client.get('/jobs'));
    await failure(client.get('/jobs'));
    await failure(client.post('/jobs', {}));
    await failure(client.get('/jobs/search'));
    expect((await failure(client.get('/jobs'))).message).toBe(CLIENT_ERRORS.maxRetries);
    expect((await failure(client.post('/jobs', {}))).message).toBe(FALLBACK_ERRORS.refresh);
    expect((await failure(client.get('/jobs/search'))).message).toBe(FALLBACK_ERRORS.refresh);
  });

  it('a successful retry resets the count', async () => {
    await failure(client.get('/jobs'));
    await failure(client.get('/jobs'));
    fake.on('GET', '/jobs', unauthorized, () => json(200, 'ok'));
    fake.on('POST', '/auth/refresh-token', () => json(200, tokens(3)));
    await expect(client.get('/jobs')).resolves.toBe('ok');

    fake.on('GET', '/jobs', unauthorized);
    fake.on('POST', '/auth/refresh-token', () =>
      json(401, { message: 'No session', code: 'REFRESH_INVALID' }),
    );
    expect((await failure(client.get('/jobs'))).message).toBe(FALLBACK_ERRORS.refresh);
    expect((await failure(client.get('/jobs'))).message).toBe(FALLBACK_ERRORS.refresh);
    expect((await failure(client.get('/jobs'))).message).toBe(CLIENT_ERRORS.maxRetries);
  });

  it('a retry that is still 401 counts as failed', async () => {
    fake.on('POST', '/auth/refresh-token', () => json(200, tokens(4)));
    expect((await failure(client.get('/jobs'))).status).toBe(401);
    expect((await failure(client.get('/jobs'))).status).toBe(401);
    expect((await failure(client.get('/jobs'))).message).toBe(CLIENT_ERRORS.maxRetries);
    expect((await failure(client.get('/jobs'))).message).toBe(CLIENT_ERRORS.blocked);
  });
});

describe('aborting', () => {
  it('lets an abort through as an abort, not a network error', async () => {
    fake.on('GET', '/jobs', () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(client.get('/jobs')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('offline', () => {
  const offlineClient = (offline: () => boolean) =>
    testClient({ onRefreshUnreachable: continueSessionOffline, isOffline: offline });

  it('fails a call at once while the browser is offline, saying that it needs a connection', async () => {
    const error = await failure(offlineClient(() => true).post('/jobs', { position: 'Barista' }));
    expect(error).toMatchObject({ status: 0, code: 'OFFLINE' });
    expect(errorMessage(error, FALLBACK_ERRORS.createJob)).toBe(CLIENT_ERRORS.offline);
    expect(fake.calls).toHaveLength(0);
  });

  it('opens a held session offline (no token) when the start-up refresh gets no answer', async () => {
    await failure(offlineClient(() => true).refreshSession());
    expect(getSession()).toMatchObject({ isAuthenticated: true, accessToken: null, userRole: 'Premium' });
  });

  it('keeps a signed-in session when a refresh gets no answer, and ends it when the server refuses', async () => {
    const client = offlineClient(() => false);
    startSession(tokens(1));
    fake.on('POST', '/auth/refresh-token', () => {
      throw new TypeError('Failed to fetch');
    });
    await failure(client.refreshSession());
    expect(getSession()).toMatchObject({ isAuthenticated: true, accessToken: 'access-1' });

    fake.on('POST', '/auth/refresh-token', () =>
      json(401, { message: 'No session', code: 'REFRESH_INVALID' }),
    );
    await failure(client.refreshSession());
    expect(getSession().isAuthenticated).toBe(false);
  });
});
