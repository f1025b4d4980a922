import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createJob, multipart, sampleFiles, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { registeredApiRoutes } from '../../../test/route-table.ts';
import { TEST_ORIGIN } from '../../../test/test-app.ts';

const PDF_PART =
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abc';

/** Bodies a broken or hostile client sends as multipart/form-data. */
const MALFORMED: [name: string, contentType: string, body: string][] = [
  ['no boundary', 'multipart/form-data', `${PDF_PART}\r\n--x--\r\n`],
  ['another boundary', 'multipart/form-data; boundary=other', `${PDF_PART}\r\n--x--\r\n`],
  ['an empty boundary', 'multipart/form-data; boundary=', '--x\r\n'],
  ['a body cut off mid-part', 'multipart/form-data; boundary=x', PDF_PART],
  [
    'a broken part header',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition\r\n\r\nabc\r\n--x--\r\n',
  ],
  ['an empty body', 'multipart/form-data; boundary=x', ''],
];

const t = await fileTestApp();
const auth = (await signedInUser(t)).auth;
const job = await createJob(t, auth, { position: 'P', company: 'C' });
const certificate = await t.app.inject({
  method: 'POST',
  url: '/api/cv/certifications',
  headers: auth,
  body: multipart({ name: 'N' }, sampleFiles.png()),
});
/** A real id of the user's per path prefix, so routes with an id read the body instead of answering 404. */
const ids: Record<string, string> = {
  '/api/jobs/': job.jobId,
  '/api/cv/certifications/': certificate.json().id,
};

const urlOf = (path: string): string => {
  const prefix = Object.keys(ids).find((candidate) => path.startsWith(candidate));
  return path.replace(/:\w+/g, (prefix && ids[prefix]) || '00000000-0000-4000-8000-000000000000');
};

describe('every route that takes a body, sent malformed multipart', () => {
  it('answers 4xx in words, never 5xx', async () => {
    const routes = registeredApiRoutes(t).filter((route) => /^(POST|PUT|PATCH) \/api\//.test(route));
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of routes) {
      const [method, path = ''] = route.split(' ');
      for (const [name, contentType, body] of MALFORMED) {
        const response = await t.app.inject({
          method: method as 'POST',
          url: urlOf(path),
          headers: { ...auth, 'content-type': contentType },
          payload: body,
        });
        const message =
          response.statusCode >= 400 ? (response.json<{ message?: string }>().message ?? '') : 'ok';
        if (response.statusCode >= 500 || !message || /Error:|at \//.test(message)) {
          failures.push(`${route} with ${name}: ${response.statusCode} ${message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('says what is wrong with a broken upload', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { ...auth, 'content-type': 'multipart/form-data' },
      payload: PDF_PART,
    });
    expect(wrong.json().message).toMatch(/not valid multipart/);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: PDF_PART,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'MALFORMED_REQUEST',
      message: expect.stringMatching(/ended before it was complete/),
    });
  });
});

describe('an upload announced larger than the route allows', () => {
  it('is refused with 413 before its body is read, and the connection closes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        const request = http.request({
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/jobs',
          headers: {
            ...auth,
            origin: TEST_ORIGIN,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(100 * 1024 * 1024),
          },
        });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
          );
        });
        request.on('error', reject);
        // Only the first bytes are sent: the answer must not wait for the other 100 MB.
        request.write(PDF_PART);
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body).message).toMatch(/larger than 10 MB/);
  });
});
