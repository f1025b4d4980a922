import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, getSession, startSession } from '../session/session-store.ts';
import { errorResponse, fileResponse, stubFetch } from '../testing/fake-fetch.ts';
import { fetchFile } from './download-file.ts';
import { createHttpClient } from './http-client.ts';

const PDF = '%PDF-1.7 test';
const pdfResponse = (disposition?: string) => fileResponse(PDF, 'application/pdf', disposition);

function createClient() {
  return createHttpClient({
    fetch: (input, init) => globalThis.fetch(input, init),
    now: () => Date.now(),
    language: () => 'no',
    getAccessToken: () => getSession().accessToken,
    onTokens: startSession,
    onRefreshFailed: endSession,
  });
}

beforeEach(() => {
  endSession();
});

describe('fetchFile', () => {
  it('returns the bytes and the name from Content-Disposition, with token and language', async () => {
    const fake = stubFetch();
    fake.on('GET', '/cv/pdf', () =>
      pdfResponse(`attachment; filename="Kari-Nordmann-CV.pdf"; filename*=UTF-8''Kari-Nordmann-CV.pdf`),
    );
    startSession({ accessToken: 'access-1', idToken: 'x.e30.y' });
    const file = await fetchFile(createClient(), '/cv/pdf', { fallbackName: 'CV.pdf' });
    expect(file.fileName).toBe('Kari-Nordmann-CV.pdf');
    expect(await file.blob.text()).toBe(PDF);
    const [call] = fake.calls;
    expect(call?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(call?.headers.get('Accept-Language')).toBe('no');
  });

  it('sends no token for a public download, and falls back to the given name', async () => {
    const fake = stubFetch();
    fake.on('GET', '/cv/public/shareable/link/abc/pdf', () => pdfResponse());
    startSession({ accessToken: 'access-1', idToken: 'x.e30.y' });
    const file = await fetchFile(createClient(), '/cv/public/shareable/link/abc/pdf', {
      fallbackName: 'CV.pdf',
      withAuth: false,
    });
    expect(file.fileName).toBe('CV.pdf');
    expect(fake.calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it("fails with the server's message when the file is not there", async () => {
    const fake = stubFetch();
    fake.on('GET', '/cv/public/shareable/link/old/pdf', () =>
      errorResponse(410, 'GONE', 'This link has expired.'),
    );
    await expect(
      fetchFile(createClient(), '/cv/public/shareable/link/old/pdf', {
        fallbackName: 'CV.pdf',
        withAuth: false,
      }),
    ).rejects.toMatchObject({ status: 410, code: 'GONE', serverMessage: 'This link has expired.' });
  });
});
