import type {
  PublicProfile,
  PublicProfileSettings,
  PublicShareableCv,
  ShareableCv,
} from '@hirelane/contract/sharing';
import type { Video } from '@hirelane/contract/videos';
import { afterAll, describe, expect, it } from 'vitest';
import { callerAs, sampleFiles, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { videoBytes } from '../../../test/video-files.ts';
import { startVimeoStandIn } from '../../../test/vimeo-stand-in.ts';

const VIMEO_TOKEN = 'vimeo-test-token';
const vimeo = await startVimeoStandIn(VIMEO_TOKEN);
afterAll(() => vimeo.close());
const t = await fileTestApp({ VIMEO_ACCESS_TOKEN: VIMEO_TOKEN, VIMEO_API_URL: vimeo.apiUrl });
const owner = await signedInUser(t);
const other = await signedInUser(t);

const call = callerAs(t, owner.auth);

/** A URL the answer gives (absolute, on PUBLIC_URL) as the path the app is asked for. */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: pathOf(url), headers });

const upload = async (name: string, data: Buffer, headers = owner.auth, withPoster = true) => {
  const body = new FormData();
  body.append('request', JSON.stringify({ name }));
  if (withPoster) {
    const poster = sampleFiles.png();
    body.append('poster', new Blob([new Uint8Array(poster.data)], { type: poster.type }), poster.name);
  }
  body.append('file', new Blob([new Uint8Array(data)], { type: 'video/webm' }), 'intro.webm');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/video/upload/vimeo/direct',
    headers,
    body,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Video>();
};

const createLink = async (payload: Record<string, unknown>) => {
  const response = await call('POST', '/api/cv/shareable', { title: 'For Fjord AS', ...payload });
  expect(response.statusCode).toBe(201);
  return response.json<ShareableCv>();
};

const openLink = async (id: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/cv/public/shareable/link/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<PublicShareableCv>();
};

const openProfile = (handle: string) =>
  t.app.inject({ method: 'GET', url: `/api/cv/public/profile/${handle}` });

const data = videoBytes('webm', 20_000);
const intro = await upload('Hei, jeg er Åse', data);

describe('a share link with a video', () => {
  it('plays the chosen video to anyone holding the link, by a signed URL that answers ranges', async () => {
    const link = await createLink({ videoId: intro.id });
    expect(link.videoId).toBe(intro.id);

    const { video } = await openLink(link.sharedCvId);
    // The video's name is its owner's alone: nothing public carries it.
    expect(video).not.toHaveProperty('name');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/cv/public/shareable/link/${link.sharedCvId}`,
    });
    expect(page.body).not.toContain('Hei, jeg er');
    expect(video?.playbackUrl).toMatch(
      new RegExp(
        `^http://localhost:3000/api/cv/public/shareable/link/${link.sharedCvId}/video/${intro.id}\\?expires=\\d+&signature=[\\w-]+$`,
      ),
    );

    const part = await get(video?.playbackUrl ?? '', { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${data.length}`);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.headers['cache-control']).toBe('no-store');
    expect(part.rawPayload.equals(data.subarray(100, 200))).toBe(true);

    const whole = await get(video?.playbackUrl ?? '');
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(data)).toBe(true);

    const poster = await get(video?.posterUrl ?? '');
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/png');
    expect(poster.rawPayload.equals(sampleFiles.png().data)).toBe(true);
  });

  it('refuses a URL whose signature is wrong or names another link', async () => {
    const link = await createLink({ videoId: intro.id });
    const other = await createLink({ videoId: intro.id });
    const { video } = await openLink(link.sharedCvId);
    const url = video?.playbackUrl ?? '';
    // The signature's first character changed (to another one: "A" would leave one in 64 as it was).
    const forged = url.replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect(forged).not.toBe(url);
    expect((await get(forged)).statusCode).toBe(403);
    expect((await get(url.replace(link.sharedCvId, other.sharedCvId))).statusCode).toBe(403);
  });

  it('stops playing at once when the link is deleted or plays another video', async () => {
    const changed = await createLink({ videoId: intro.id });
    const before = (await openLink(changed.sharedCvId)).video;
    const edited = await call('PUT', `/api/cv/shareable/${changed.sharedCvId}`, {
      title: 'Edited',
      videoId: null,
    });
    expect(edited.json<ShareableCv>().videoId).toBeNull();
    expect((await openLink(changed.sharedCvId)).video).toBeNull();
    expect((await get(before?.playbackUrl ?? '', { range: 'bytes=0-9' })).statusCode).toBe(404);
    expect((await get(before?.posterUrl ?? '')).statusCode).toBe(404);

    const revoked = await createLink({ videoId: intro.id });
    const shown = (await openLink(revoked.sharedCvId)).video;
    expect((await get(shown?.playbackUrl ?? '', { range: 'bytes=0-9' })).statusCode).toBe(206);
    expect((await call('DELETE', `/api/cv/shareable/${revoked.sharedCvId}`)).statusCode).toBe(200);
    expect((await get(shown?.playbackUrl ?? '', { range: 'bytes=0-9' })).statusCode).toBe(404);
  });

  it('keeps the video on an edit that does not name one, and stops it once the link has expired', async () => {
    const started = t.clock.now();
    const today = started.toISOString().slice(0, 10);
    const link = await createLink({ videoId: intro.id, expiryDate: today });
    const kept = await call('PUT', `/api/cv/shareable/${link.sharedCvId}`, {
      title: 'Renamed',
      expiryDate: today,
    });
    expect(kept.json<ShareableCv>().videoId).toBe(intro.id);
    t.clock.set(new Date(`${today}T23:00:00.000Z`));
    try {
      const { video } = await openLink(link.sharedCvId);
      // Two hours on: the URL's signature still holds, the link no longer does.
      t.clock.advance(2 * 60 * 60 * 1000);
      expect((await get(video?.playbackUrl ?? '')).statusCode).toBe(410);
      t.clock.advance(4 * 60 * 60 * 1000);
      expect((await get(video?.playbackUrl ?? '')).statusCode).toBe(403);
    } finally {
      t.clock.set(started);
    }
  });

  it("refuses another user's video and a video that does not exist, on create and on edit", async () => {
    const theirs = await upload('Not yours', videoBytes('webm', 5000), other.auth, false);
    for (const videoId of [theirs.id, 'no-such-video']) {
      const created = await call('POST', '/api/cv/shareable', { title: 'Borrowed', videoId });
      expect(created.statusCode).toBe(400);
      expect(created.json().fields).toEqual({ videoId: 'Choose one of your videos' });
    }
    const link = await createLink({});
    const edited = await call('PUT', `/api/cv/shareable/${link.sharedCvId}`, {
      title: 'x',
      videoId: theirs.id,
    });
    expect(edited.statusCode).toBe(400);
    expect((await openLink(link.sharedCvId)).video).toBeNull();
  });
});

describe('a video on Vimeo', () => {
  it('cannot be chosen: it does not stream from here', async () => {
    const data = videoBytes('mp4', 30_000);
    const body = new FormData();
    body.append('request', JSON.stringify({ name: 'On Vimeo', videoStorageServiceId: 2, size: data.length }));
    body.append('file', new Blob([new Uint8Array(data)], { type: 'video/mp4' }), 'v.mp4');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/video/upload/vimeo/direct',
      headers: owner.auth,
      body,
    });
    expect(uploaded.statusCode).toBe(201);
    const videoId = uploaded.json<Video>().id;
    const message = 'A video on Vimeo cannot be shown here. Choose a video stored in Hirelane.';
    const link = await call('POST', '/api/cv/shareable', { title: 'Vimeo', videoId });
    expect(link.statusCode).toBe(400);
    expect(link.json().fields).toEqual({ videoId: message });
    const profile = await call('PUT', '/api/cv/public-profile', { handle: 'ase-vimeo', videoId });
    expect(profile.statusCode).toBe(400);
  });
});

describe('the public profile with a video', () => {
  it('plays while the profile is published, and stops once it is hidden', async () => {
    const saved = await call('PUT', '/api/cv/public-profile', {
      handle: 'ase-video',
      isVisible: true,
      videoId: intro.id,
    });
    expect(saved.json<PublicProfileSettings>().videoId).toBe(intro.id);
    const answer = await openProfile('ase-video');
    expect(answer.body).not.toContain('Hei, jeg er');
    const profile = answer.json<PublicProfile>();
    expect(profile.video?.playbackUrl).toMatch(
      new RegExp(`^http://localhost:3000/api/cv/public/profile/ase-video/video/${intro.id}\\?expires=`),
    );
    const url = profile.video?.playbackUrl ?? '';
    expect((await get(url, { range: 'bytes=0-9' })).statusCode).toBe(206);
    expect((await get(profile.video?.posterUrl ?? '')).statusCode).toBe(200);

    // The tags form saves the profile too: it leaves the video alone.
    await call('PUT', '/api/cv/public-profile/tags', { tags: ['Video'] });
    expect((await call('GET', '/api/cv/public-profile')).json<PublicProfileSettings>().videoId).toBe(
      intro.id,
    );

    await call('PUT', '/api/cv/public-profile', { handle: 'ase-video', isVisible: false });
    expect((await get(url, { range: 'bytes=0-9' })).statusCode).toBe(404);
    await call('PUT', '/api/cv/public-profile', { handle: 'ase-video', isVisible: true, videoId: null });
    expect((await openProfile('ase-video')).json<PublicProfile>().video).toBeNull();
    expect((await get(url, { range: 'bytes=0-9' })).statusCode).toBe(404);
  });

  it("refuses another user's video", async () => {
    const theirs = await upload('Theirs', videoBytes('webm', 5000), other.auth, false);
    const response = await call('PUT', '/api/cv/public-profile', { handle: 'ase-video', videoId: theirs.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ videoId: 'Choose one of your videos' });
  });
});

describe('deleting a video', () => {
  it('clears it from links and the profile and stops its URLs at once', async () => {
    const gone = await upload('Soon gone', videoBytes('webm', 8000));
    const link = await createLink({ videoId: gone.id });
    await call('PUT', '/api/cv/public-profile', { handle: 'ase-video', isVisible: true, videoId: gone.id });
    const viaLink = (await openLink(link.sharedCvId)).video;
    const viaProfile = (await openProfile('ase-video')).json<PublicProfile>().video;
    expect((await get(viaLink?.playbackUrl ?? '', { range: 'bytes=0-9' })).statusCode).toBe(206);

    expect((await call('DELETE', `/api/video/manage/${gone.id}`)).statusCode).toBe(200);
    for (const url of [viaLink?.playbackUrl, viaLink?.posterUrl, viaProfile?.playbackUrl]) {
      expect((await get(url ?? '', { range: 'bytes=0-9' })).statusCode).toBe(404);
    }
    expect(
      (await call('GET', `/api/cv/shareable/${link.sharedCvId}`)).json<ShareableCv>().videoId,
    ).toBeNull();
    expect((await openLink(link.sharedCvId)).video).toBeNull();
    expect((await call('GET', '/api/cv/public-profile')).json<PublicProfileSettings>().videoId).toBeNull();
    expect((await openProfile('ase-video')).json<PublicProfile>().video).toBeNull();
  });
});
