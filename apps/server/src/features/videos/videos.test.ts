import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { VIDEO_UPLOAD_DEFAULTS, type Video } from '@hirelane/contract/videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles, signedInUser } from '../../../test/factories.ts';
import { FILE_STORES, type S3StandIn, startS3StandIn } from '../../../test/s3-stand-in.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-app.ts';
import { videoBytes } from '../../../test/video-files.ts';
import { startVimeoStandIn, type VimeoStandIn } from '../../../test/vimeo-stand-in.ts';
import { createTokenSigner } from '../../platform/security/jwt.ts';

type Headers = Record<string, string>;
const UPLOAD = '/api/video/upload/vimeo/direct';
const MAX_BYTES = 256 * 1024;

type Parts = {
  request?: unknown;
  /** Send `request` as a JSON blob part (Content-Type application/json) instead of a text field. */
  asBlob?: boolean;
  file?: { data: Buffer; name?: string; type?: string };
  poster?: { data: Buffer; name: string; type: string };
};

const form = ({ request, asBlob, file, poster }: Parts) => {
  const body = new FormData();
  if (request !== undefined) {
    const json = JSON.stringify(request);
    if (asBlob) body.append('request', new Blob([json], { type: 'application/json' }), 'request.json');
    else body.append('request', json);
  }
  if (poster)
    body.append('poster', new Blob([new Uint8Array(poster.data)], { type: poster.type }), poster.name);
  if (file) {
    const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? 'video/webm' });
    body.append('file', blob, file.name ?? 'intro.webm');
  }
  return body;
};

const upload = (t: TestApp, headers: Headers, parts: Parts) =>
  t.app.inject({ method: 'POST', url: UPLOAD, headers, body: form(parts) });

const list = async (t: TestApp, headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/video/manage', headers })).json<Video[]>();

/** Every file the disk store holds under an area (e.g. "videos"). */
const storedFiles = (t: TestApp, area: string): string[] => {
  const root = path.join(t.dataDir, 'files', area);
  return fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) =>
        fs.statSync(path.join(root, name)).isFile(),
      )
    : [];
};

const claimsOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    sid: string;
  };

describe.each(FILE_STORES)('videos on the built-in storage: %s', (_name, onS3) => {
  let t: TestApp;
  let s3: S3StandIn | null = null;
  let owner: Headers;
  let stranger: Headers;
  let ownerToken: string;
  /** The keys of every file stored under an area, on whichever store the app uses. */
  const stored = (area: string): string[] =>
    s3 ? s3.keys().filter((key) => key.startsWith(`${area}/`)) : storedFiles(t, area);
  beforeAll(async () => {
    s3 = onS3 ? await startS3StandIn() : null;
    t = await createTestApp({ VIDEO_MAX_BYTES: String(MAX_BYTES), ...s3?.env });
    const signedIn = await signedInUser(t);
    owner = signedIn.auth;
    ownerToken = signedIn.accessToken;
    stranger = (await signedInUser(t)).auth;
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  it('streams an upload to storage and lists it with signed playback and poster URLs', async () => {
    const data = videoBytes('webm', 100_000);
    const response = await upload(t, owner, {
      request: {
        name: 'My introduction',
        description: 'test',
        videoCategoryId: 1,
        videoStorageServiceId: 1,
        durationSeconds: 3.2,
      },
      poster: sampleFiles.png(),
      file: { data },
    });
    expect(response.statusCode).toBe(201);
    const video = response.json<Video>();
    expect(video).toMatchObject({
      name: 'My introduction',
      mimeType: 'video/webm',
      size: 100_000,
      durationSeconds: 3.2,
      videoStorageServiceId: 1,
    });
    expect(video.playbackUrl).toMatch(/^\/api\/video\/play\/[\w-]+\?expires=\d+&signature=[\w-]+$/);
    expect(await list(t, owner)).toEqual([video]);
    expect(await list(t, stranger)).toEqual([]);

    const whole = await t.app.inject({ method: 'GET', url: video.playbackUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload.equals(data)).toBe(true);

    const poster = await t.app.inject({ method: 'GET', url: video.posterUrl ?? '' });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/png');
    expect(poster.rawPayload.equals(sampleFiles.png().data)).toBe(true);
  });

  it("keeps no description the user did not write: the app's default word is stored as none", async () => {
    const sent = async (description?: string) =>
      (
        await upload(t, owner, {
          request: { name: 'Described', ...(description === undefined ? {} : { description }) },
          file: { data: videoBytes('webm', 2000) },
        })
      ).json<Video>();
    // What the web app sends when the user typed none (it has no description field), or nothing at all.
    expect((await sent(VIDEO_UPLOAD_DEFAULTS.description)).description).toBe('');
    expect((await sent()).description).toBe('');
    // A description an API client wrote is kept as written.
    const own = await sent('Made for the Equinor application');
    expect(own.description).toBe('Made for the Equinor application');
    const listed = await list(t, owner);
    expect(listed.find((video) => video.id === own.id)?.description).toBe('Made for the Equinor application');
    expect(
      listed
        .filter((video) => video.name === 'Described')
        .map((video) => video.description)
        .sort(),
    ).toEqual(['', '', 'Made for the Equinor application']);
  });

  it('answers range requests: first bytes, middle, suffix, open end, and 416 past the end', async () => {
    const data = videoBytes('mp4', 50_000);
    const video = (
      await upload(t, owner, {
        request: { name: 'Ranges' },
        file: { data, type: 'video/mp4', name: 'a.mp4' },
      })
    ).json<Video>();
    expect(video.mimeType).toBe('video/mp4');
    const get = (range: string) =>
      t.app.inject({ method: 'GET', url: video.playbackUrl, headers: { range } });

    const first = await get('bytes=0-99');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe('bytes 0-99/50000');
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(data.subarray(0, 100))).toBe(true);

    const middle = await get('bytes=20000-20499');
    expect(middle.headers['content-range']).toBe('bytes 20000-20499/50000');
    expect(middle.rawPayload.equals(data.subarray(20_000, 20_500))).toBe(true);

    const suffix = await get('bytes=-300');
    expect(suffix.headers['content-range']).toBe('bytes 49700-49999/50000');
    expect(suffix.rawPayload.equals(data.subarray(49_700))).toBe(true);

    const openEnd = await get('bytes=49990-');
    expect(openEnd.rawPayload.equals(data.subarray(49_990))).toBe(true);
    const clamped = await get('bytes=49990-999999');
    expect(clamped.headers['content-range']).toBe('bytes 49990-49999/50000');

    const past = await get('bytes=50000-50100');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */50000');
    expect(past.headers['accept-ranges']).toBe('bytes');
    expect(past.json()).toEqual({
      message: 'The requested range is not in this video',
      code: 'MALFORMED_REQUEST',
    });
    expect((await get('bytes=oops')).statusCode).toBe(200);
  });

  it('takes the request part as a JSON blob, here and on the other multipart routes', async () => {
    const video = await upload(t, owner, {
      request: { name: 'Blob form' },
      asBlob: true,
      file: { data: videoBytes('mkv', 3000), name: 'x.mkv' },
    });
    expect(video.statusCode).toBe(201);
    expect(video.json<Video>()).toMatchObject({
      name: 'Blob form',
      description: '',
      videoCategoryId: 1,
      mimeType: 'video/x-matroska',
    });
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: owner,
      body: form({ request: { position: 'Developer', company: 'Equinor' }, asBlob: true }),
    });
    expect(job.statusCode).toBe(201);
  });

  it('refuses what is not a video, by its bytes, and keeps nothing', async () => {
    const before = stored('videos').length;
    const count = (await list(t, owner)).length;
    const pdf = await upload(t, owner, {
      request: { name: 'Not a video' },
      file: { data: sampleFiles.pdf().data, name: 'intro.webm' },
    });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toMatch(/MP4, MOV, WebM or MKV/);
    const empty = await upload(t, owner, { request: { name: 'Empty' }, file: { data: Buffer.alloc(0) } });
    expect(empty.statusCode).toBe(400);
    const poster = await upload(t, owner, {
      request: { name: 'Bad poster' },
      poster: { ...sampleFiles.pdf(), name: 'p.png' },
      file: { data: videoBytes('webm', 2000) },
    });
    expect(poster.statusCode).toBe(415);
    expect(stored('videos').length).toBe(before);
    expect((await list(t, owner)).length).toBe(count);
  });

  it('refuses a video over VIDEO_MAX_BYTES while it streams, and keeps nothing', async () => {
    const before = stored('videos').length;
    const response = await upload(t, owner, {
      request: { name: 'Too big' },
      file: { data: videoBytes('webm', MAX_BYTES + 1) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/larger than/);
    expect(stored('videos').length).toBe(before);
    expect(
      (
        await upload(t, owner, {
          request: { name: 'Just fits' },
          file: { data: videoBytes('webm', MAX_BYTES) },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('checks the request part: present before the file, and valid', async () => {
    const missing = await upload(t, owner, { file: { data: videoBytes('webm', 2000) } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/"request" part/);
    const blankName = await upload(t, owner, {
      request: { name: '  ' },
      file: { data: videoBytes('webm', 2000) },
    });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().fields).toMatchObject({ name: 'Give the video a name' });
    const noFile = await upload(t, owner, { request: { name: 'No file' } });
    expect(noFile.statusCode).toBe(400);
    const vimeo = await upload(t, owner, {
      request: { name: 'Vimeo', videoStorageServiceId: 2, size: 2000 },
      file: { data: videoBytes('webm', 2000) },
    });
    expect(vimeo.statusCode).toBe(400);
    expect(vimeo.json().message).toMatch(/Vimeo is not set up/);
  });

  it('leaves no file and no row when the client aborts mid-upload', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = stored('videos').length;
    const count = (await list(t, owner)).length;
    const boundary = 'hirelane-abort-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n{"name":"Aborted"}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.webm"\r\nContent-Type: video/webm\r\n\r\n`,
    );
    await new Promise<void>((resolve) => {
      const request = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: UPLOAD,
        headers: {
          ...owner,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 200_000),
        },
      });
      request.on('error', () => resolve());
      request.write(head);
      request.write(videoBytes('webm', 60_000), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 200);
      });
    });
    await expect.poll(() => stored('videos').length, { timeout: 5000 }).toBe(before);
    expect((await list(t, owner)).length).toBe(count);
  });

  it("renames and deletes only the owner's video; delete removes the stored file", async () => {
    const video = (
      await upload(t, owner, {
        request: { name: 'Old name' },
        poster: sampleFiles.png(),
        file: { data: videoBytes('webm', 4000) },
      })
    ).json<Video>();
    const rename = (headers: Headers, name: string) =>
      t.app.inject({ method: 'PUT', url: `/api/video/manage/${video.id}/name`, headers, payload: { name } });
    expect((await rename(stranger, 'Mine now')).statusCode).toBe(404);
    expect((await rename(owner, '')).statusCode).toBe(400);
    const renamed = await rename(owner, 'New name');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Video>().name).toBe('New name');
    expect((await list(t, owner)).find((v) => v.id === video.id)?.name).toBe('New name');

    const remove = (headers: Headers) =>
      t.app.inject({ method: 'DELETE', url: `/api/video/manage/${video.id}`, headers });
    expect((await remove(stranger)).statusCode).toBe(404);
    const before = stored('videos').length;
    expect((await remove(owner)).statusCode).toBe(200);
    expect(stored('videos').length).toBe(before - 2);
    expect((await list(t, owner)).some((v) => v.id === video.id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: video.playbackUrl })).statusCode).toBe(404);
    expect((await remove(owner)).statusCode).toBe(404);
  });

  it('is for Premium only: a token with another plan gets 403, no token 401', async () => {
    const signer = createTokenSigner('test-secret-that-is-long-enough-0123456789', TEST_ORIGIN, t.clock);
    const free = {
      authorization: `Bearer ${await signer.signAccess(claimsOf(ownerToken).sub, 'Free', claimsOf(ownerToken).sid)}`,
    };
    const response = await t.app.inject({ method: 'GET', url: '/api/video/manage', headers: free });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/video/manage' })).statusCode).toBe(401);
  });

  // Last in this block: it moves the clock past the access token's life.
  it('refuses a forged or expired playback link', async () => {
    const video = (
      await upload(t, owner, { request: { name: 'Signed' }, file: { data: videoBytes('webm', 5000) } })
    ).json<Video>();
    const forged = video.playbackUrl.replace(
      /signature=[\w-]+/,
      'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const otherVideo = video.playbackUrl.replace(video.id, '00000000-0000-4000-8000-000000000000');
    expect((await t.app.inject({ method: 'GET', url: otherVideo })).statusCode).toBe(403);
    t.clock.advance(5 * 60 * 60 * 1000);
    const expired = await t.app.inject({ method: 'GET', url: video.playbackUrl });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/expired/);
  });
});

describe('videos on Vimeo', () => {
  const token = 'vimeo-test-token';
  let vimeo: VimeoStandIn;
  let t: TestApp;
  let owner: Headers;
  beforeAll(async () => {
    vimeo = await startVimeoStandIn(token);
    t = await createTestApp({ VIMEO_ACCESS_TOKEN: token, VIMEO_API_URL: vimeo.apiUrl });
    owner = (await signedInUser(t)).auth;
  });
  afterAll(async () => {
    await t.close();
    await vimeo.close();
  });

  it('creates the video, uploads it with tus, renames and deletes it there', async () => {
    const data = videoBytes('mp4', 30_000);
    const response = await upload(t, owner, {
      request: { name: 'On Vimeo', videoStorageServiceId: 2, size: data.length },
      file: { data, type: 'video/mp4', name: 'v.mp4' },
    });
    expect(response.statusCode).toBe(201);
    const video = response.json<Video>();
    expect(video).toMatchObject({ videoStorageServiceId: 2, size: 30_000, mimeType: 'video/mp4' });
    expect(video.playbackUrl).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+$/);
    const stored = [...vimeo.videos.values()][0];
    expect(stored && Buffer.concat(stored.bytes).equals(data)).toBe(true);
    expect(stored?.name).toBe('On Vimeo');
    expect(stored?.description).toBe('');
    expect(storedFiles(t, 'videos')).toEqual([]);

    await t.app.inject({
      method: 'PUT',
      url: `/api/video/manage/${video.id}/name`,
      headers: owner,
      payload: { name: 'Renamed' },
    });
    expect(stored?.name).toBe('Renamed');
    await t.app.inject({ method: 'DELETE', url: `/api/video/manage/${video.id}`, headers: owner });
    expect(vimeo.videos.size).toBe(0);
  });

  it('needs the size first, and removes the Vimeo video when the file is refused', async () => {
    const noSize = await upload(t, owner, {
      request: { name: 'No size', videoStorageServiceId: 2 },
      file: { data: videoBytes('webm', 2000) },
    });
    expect(noSize.statusCode).toBe(400);
    const notVideo = await upload(t, owner, {
      request: { name: 'PDF', videoStorageServiceId: 2, size: sampleFiles.pdf().data.length },
      file: { data: sampleFiles.pdf().data },
    });
    expect(notVideo.statusCode).toBe(415);
    expect(vimeo.videos.size).toBe(0);
    expect(vimeo.calls).toContain('DELETE /videos/101');
    expect(await list(t, owner)).toEqual([]);
  });
});
