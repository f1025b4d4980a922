import http from 'node:http';
import type { JobLane } from '@hirelane/contract/constants';
import sharp from 'sharp';
import { videoBytes } from '../../apps/server/test/video-files.ts';
import type { RunningApp } from './app-server.ts';

export type ApiBody = Record<string, unknown>;

/**
 * Sends `init` to the API with the user's bearer token, failing loudly unless the answer is
 * `status` (any success when none is given); answers the response.
 */
const send = async (
  app: RunningApp,
  token: string,
  method: string,
  url: string,
  init: { headers?: Record<string, string>; body?: BodyInit } = {},
  status?: number,
): Promise<Response> => {
  const response = await fetch(`${app.url}/api${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...init.headers },
    body: init.body,
  });
  if (status === undefined ? !response.ok : response.status !== status) {
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  }
  return response;
};

/** A call of the API with the user's bearer token, failing loudly on an unexpected answer. */
export const callApi = async (
  app: RunningApp,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<ApiBody> => {
  const json: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
  const response = await send(app, token, method, url, {
    headers: { 'Accept-Language': 'en', ...json },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as ApiBody;
};

export type Attachment = { name: string; mimeType: string; buffer: Buffer };

/** Creates a job through the API (multipart, like the app), optionally with its attachment. */
export const createJobViaApi = async (
  app: RunningApp,
  accessToken: string,
  request: ApiBody,
  file?: Attachment,
): Promise<{ jobId: string }> => {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  if (file) form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const response = await send(app, accessToken, 'POST', '/jobs', { body: form }, 201);
  return (await response.json()) as { jobId: string };
};

/** Adds a video through the API, as the upload panel sends it (a WebM with its length, no poster). */
export const uploadVideoViaApi = async (app: RunningApp, token: string, name: string): Promise<void> => {
  const form = new FormData();
  form.append('request', JSON.stringify({ name, durationSeconds: 4 }));
  form.append(
    'file',
    new Blob([new Uint8Array(videoBytes('webm', 50_000))], { type: 'video/webm' }),
    'a.webm',
  );
  await send(app, token, 'POST', '/video/upload/vimeo/direct', { body: form }, 201);
};

/** Moves a job to the top of `lane` through the API, as dropping its card there does. */
export const moveJobViaApi = async (app: RunningApp, accessToken: string, jobId: string, lane: JobLane) => {
  await callApi(app, accessToken, 'PUT', `/jobs/${jobId}/status`, { toStatus: lane, toSortIndex: 0 });
};

export type Registration = {
  firstName?: string;
  lastName?: string;
  email: string;
  password: string;
};

let lastClient = 1;

/**
 * The next loopback address to register from. Sign-up is limited to 10 per client address in 15
 * minutes, and one app serves every journey of a worker: each seeded user registers from an
 * address of its own (127.0.0.2, .3, …), as different people would. Sign-ups made in the browser
 * still come from 127.0.0.1 and still meet the limit.
 */
const nextClientAddress = () => {
  lastClient = lastClient >= 254 ? 2 : lastClient + 1;
  return `127.0.0.${lastClient}`;
};

/** Registers an account through the API (not yet verified): the code goes to the SMTP inbox. */
export const registerUser = (app: RunningApp, user: Registration): Promise<void> => {
  const body = JSON.stringify({
    firstName: user.firstName ?? 'Kari',
    lastName: user.lastName ?? 'Nordmann',
    email: user.email,
    country: 'NO',
    password: user.password,
    agreedToPrivacyPolicy: true,
  });
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/register',
        method: 'POST',
        localAddress: nextClientAddress(),
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'Accept-Language': 'en',
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`register: ${response.statusCode} ${text}`)),
        );
      },
    );
    request.once('error', reject);
    request.end(body);
  });
};

/** Kari Nordmann's profile with a headline, phone, e-mail, a link and a small photo, as a CV shows them. */
export const seedProfileWithPhoto = async (app: RunningApp, token: string): Promise<void> => {
  await callApi(app, token, 'PUT', '/jobs/application/profile', {
    firstName: 'Kari',
    lastName: 'Nordmann',
    headline: 'Product designer in Oslo',
    phone: '+47 912 34 567',
    email: 'kari.jobb@example.test',
    links: [{ label: 'Portfolio', url: 'https://kari.example/work' }],
  });
  const photo = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#0f7b7c' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  await send(app, token, 'PUT', '/jobs/application/profile/image', { body: form });
};
