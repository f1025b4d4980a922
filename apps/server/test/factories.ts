import type { Experience } from '@hirelane/contract/cv';
import type { Job } from '@hirelane/contract/jobs';
import sharp from 'sharp';
import { codeFrom } from './smtp-inbox.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

let counter = 0;

export const registration = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    firstName: 'Kari',
    lastName: 'Nordmann',
    email: `kari.${counter}.${Date.now()}@example.test`,
    country: 'NO',
    password: 'fjord-lantern-47',
    agreedToPrivacyPolicy: true,
    consentedToMarketing: false,
    ...overrides,
  };
};

/** A distinct loopback client address, so per-address rate limits of one test do not spill into the next. */
export const nextClientAddress = (): string =>
  `127.0.${Math.floor(counter / 250) % 250}.${(counter % 250) + 2}`;

export const postJson = (
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) => t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

/** A POST of a body sent as it is, labelled `contentType` (malformed, oversized or non-JSON bodies). */
export const postRaw = (
  t: TestApp,
  url: string,
  contentType: string,
  payload: string,
  remoteAddress = '127.0.0.1',
) => t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload, remoteAddress });

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call with an optional JSON body, made as `headers` say (`{}` = signed out). */
export const callApi = (
  t: TestApp,
  method: Method,
  url: string,
  payload: unknown,
  headers: Record<string, string>,
  remoteAddress = '127.0.0.1',
) =>
  t.app.inject({
    method,
    url,
    headers,
    remoteAddress,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** API calls as `headers`' user, unless a call names other headers. */
export const callerAs =
  (t: TestApp, headers: Record<string, string>) =>
  (method: Method, url: string, payload?: unknown, as: Record<string, string> = headers) =>
    callApi(t, method, url, payload, as);

/** Registers through the API and confirms with the code from the mail: a ready-to-sign-in user. */
export const createVerifiedUser = async (t: TestApp, overrides: Record<string, unknown> = {}) => {
  const user = registration(overrides);
  const sinceCount = t.inbox.mails.length;
  const address = nextClientAddress();
  const registered = await postJson(t, '/api/auth/register', user, {}, address);
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  const code = codeFrom(await t.inbox.waitFor(user.email, { sinceCount }));
  const verified = await postJson(
    t,
    '/api/auth/verify-email',
    { email: user.email, token: code },
    {},
    address,
  );
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return user;
};

export const refreshCookieOf = (response: {
  cookies: { name: string; value: string }[];
}): string | undefined => response.cookies.find((cookie) => cookie.name === 'hl_refresh')?.value;

/** Signs in and returns the bearer header and the refresh cookie. */
export const signIn = async (t: TestApp, email: string, password: string) => {
  const response = await postJson(t, '/api/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const body = response.json<{ accessToken: string; idToken: string }>();
  return {
    ...body,
    refreshToken: refreshCookieOf(response),
    auth: { authorization: `Bearer ${body.accessToken}` },
  };
};

/** A signed-in user's change of password to "brand-new-harbour-19", sent with their session's cookie. */
export const changePassword = (
  t: TestApp,
  user: { auth: Record<string, string>; refreshToken?: string },
  currentPassword: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: user.auth,
    cookies: { hl_refresh: user.refreshToken ?? '' },
    payload: { currentPassword, newPassword: 'brand-new-harbour-19' },
  });

export const refresh = (t: TestApp, refreshToken: string | undefined, origin = TEST_ORIGIN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    headers: { origin },
    cookies: refreshToken ? { hl_refresh: refreshToken } : {},
  });

type UploadFile = { name: string; type: string; data: Buffer };

const appendFile = (form: FormData, file: UploadFile) =>
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);

/** A multipart body of a JSON part `request` and an optional part `file`, as the web app sends it. */
export const multipart = (request: unknown, file?: UploadFile) => {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  if (file) appendFile(form, file);
  return form;
};

/** A multipart body of one part `file` (photo and CV uploads). */
export const fileForm = (file: UploadFile) => {
  const form = new FormData();
  appendFile(form, file);
  return form;
};

/** Smallest files each type detector recognises by its bytes. */
export const sampleFiles = {
  pdf: () => ({
    name: 'ad.pdf',
    type: 'application/pdf',
    data: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  }),
  png: () => ({
    name: 'logo.png',
    type: 'image/png',
    data: Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from('IHDR'),
      Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]),
    ]),
  }),
  htmlAsPdf: () => ({
    name: 'cv.pdf',
    type: 'application/pdf',
    data: Buffer.from('<!doctype html><script>alert(1)</script>'),
  }),
};

/** Puts a green square JPEG of `size` pixels as the profile photo of `headers`' user. */
export const putProfilePhoto = async (
  t: TestApp,
  headers: Record<string, string>,
  size = 64,
  name = 'me.jpg',
) => {
  const data = await sharp({ create: { width: size, height: size, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  return t.app.inject({
    method: 'PUT',
    url: '/api/jobs/application/profile/image',
    headers,
    body: fileForm({ name, type: 'image/jpeg', data }),
  });
};

/** How the API describes `sampleFiles.pdf()` once it is stored (a job's attachment, a certificate's file). */
export const samplePdfAsStored = () => ({
  fileName: 'ad.pdf',
  mimeType: 'application/pdf',
  size: sampleFiles.pdf().data.length,
});

/** A signed-in user ready to call the API. */
export const signedInUser = async (t: TestApp, overrides: Record<string, unknown> = {}) => {
  const user = await createVerifiedUser(t, overrides);
  return { ...user, ...(await signIn(t, user.email, user.password)) };
};

/** Moves a job of `headers`' user to the top of the `toStatus` lane; the answer is the caller's to check. */
export const moveJob = (t: TestApp, headers: Record<string, string>, jobId: string, toStatus: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/jobs/${jobId}/status`,
    headers,
    payload: { toStatus, toSortIndex: 0 },
  });

/** A job on the board of `headers`' user, through the API: "Developer" at Acme unless `fields` say otherwise. */
export const createJob = async (
  t: TestApp,
  headers: Record<string, string>,
  fields: Record<string, unknown> = {},
  file?: UploadFile,
): Promise<Job> => {
  const body = multipart({ position: 'Developer', company: 'Acme', ...fields }, file);
  const response = await t.app.inject({ method: 'POST', url: '/api/jobs', headers, body });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<Job>();
};

/** An experience on the CV of `headers`' user, through the API, made of `fields`. */
export const addExperience = async (
  t: TestApp,
  headers: Record<string, string>,
  fields: Record<string, unknown>,
): Promise<Experience> => {
  const response = await callApi(t, 'POST', '/api/cv/experience', fields, headers);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<Experience>();
};
