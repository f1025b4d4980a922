import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, multipart, putProfilePhoto, sampleFiles, signedInUser } from '../../../test/factories.ts';
import { FILE_STORES, type S3StandIn, startS3StandIn } from '../../../test/s3-stand-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { videoBytes } from '../../../test/video-files.ts';

describe.each(FILE_STORES)('GET /api/auth/export with files on %s', (_name, onS3) => {
  let t: TestApp;
  let s3: S3StandIn | null = null;
  beforeAll(async () => {
    s3 = onS3 ? await startS3StandIn() : null;
    t = await createTestApp(s3?.env ?? {});
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  it("gives the user every row and file of theirs as one zip, and nobody else's", async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const pdf = sampleFiles.pdf();
    await createJob(t, user.auth, { position: 'Designer', company: 'Fjord AS' }, pdf);
    await createJob(t, other.auth, { position: 'Not yours', company: 'Other AS' });
    const video = videoBytes('webm', 70_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/video/upload/vimeo/direct',
      headers: user.auth,
      body: multipart({ name: 'Hello' }, { name: 'a.webm', type: 'video/webm', data: video }),
    });

    const photoSaved = await putProfilePhoto(t, user.auth, 40, 'me');
    expect(photoSaved.statusCode, photoSaved.body).toBe(200);

    const response = await t.app.inject({ method: 'GET', url: '/api/auth/export', headers: user.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="hirelane-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const json = (name: string) =>
      JSON.parse(new TextDecoder().decode(zip[name])) as Record<string, unknown>[];

    expect(Object.keys(zip)).toContain('README.txt');
    const [me] = json('data/users.json');
    expect(me).toMatchObject({ email: user.email });
    expect(Object.keys(me ?? {}).some((column) => /hash/.test(column))).toBe(false);
    expect(json('data/jobs.json').map((job) => job.position)).toEqual(['Designer']);
    expect(json('data/videos.json').map((row) => row.name)).toEqual(['Hello']);
    expect(zip['data/refresh_tokens.json']).toBeUndefined();
    expect(JSON.stringify(zip['data/jobs.json'] && json('data/jobs.json'))).not.toContain('Not yours');

    const fileNames = Object.keys(zip).filter((name) => name.startsWith('files/'));
    expect(fileNames.map((name) => name.split('/')[1]).sort()).toEqual(['jobs', 'profile-images', 'videos']);
    // Each file is named with the extension of the type its bytes show, so it opens by a double-click.
    const id = '[0-9a-zA-Z_-]+';
    for (const name of fileNames)
      expect(name).toMatch(
        new RegExp(`^files/(jobs/${id}\\.pdf|videos/${id}\\.webm|profile-images/${id}\\.(jpg|png|webp))$`),
      );
    const videoFile = fileNames.find((name) => name.startsWith('files/videos/')) ?? '';
    expect(Buffer.from(zip[videoFile] ?? []).equals(video)).toBe(true);
    const attachment = fileNames.find((name) => name.startsWith('files/jobs/')) ?? '';
    expect(Buffer.from(zip[attachment] ?? []).equals(pdf.data)).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/export' })).statusCode).toBe(401);
  });
});
