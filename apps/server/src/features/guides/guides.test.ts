import type { GuidesResponse } from '@hirelane/contract/guides';
import { describe, expect, it } from 'vitest';
import { callApi, createJob, type Method, postJson, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';

const t = await fileTestApp();

type User = Awaited<ReturnType<typeof signedInUser>>;

const call = (user: User, method: Method, url: string, payload?: unknown) =>
  callApi(t, method, url, payload, user.auth);
const progress = async (user: User): Promise<GuidesResponse> =>
  (await call(user, 'GET', '/api/guides')).json();
const doneSteps = (answer: GuidesResponse) => answer.steps.filter((s) => s.done).map((s) => s.step);

const addJob = async (user: User) =>
  (await createJob(t, user.auth, { position: 'Barista', company: 'Fjord Coffee' })).jobId;

describe('the first-run path', () => {
  it('starts on with every step open, in order', async () => {
    const user = await signedInUser(t);
    expect(await progress(user)).toEqual({
      state: 'on',
      steps: ['addJob', 'moveJob', 'buildCv', 'pickDesign', 'tailorCv', 'shareCv'].map((step) => ({
        step,
        done: false,
      })),
    });
  });

  it('counts a step done when the user did it', async () => {
    const user = await signedInUser(t);
    const jobId = await addJob(user);
    expect(doneSteps(await progress(user))).toEqual(['addJob']);
    // Drafts is not a step along the board.
    expect(
      (await call(user, 'PUT', `/api/jobs/${jobId}/status`, { toStatus: 'drafts', toSortIndex: 0 }))
        .statusCode,
    ).toBe(200);
    expect(doneSteps(await progress(user))).toEqual(['addJob']);

    expect(
      (await call(user, 'PUT', `/api/jobs/${jobId}/status`, { toStatus: 'applied', toSortIndex: 0 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(user, 'PUT', '/api/cv/languages', { languages: [{ language: 'Norsk', level: 5 }] }))
        .statusCode,
    ).toBe(200);
    expect((await call(user, 'PUT', '/api/cv/design', { design: 'modern' })).statusCode).toBe(200);
    expect((await call(user, 'POST', '/api/cv/shareable', { title: 'For Fjord Coffee' })).statusCode).toBe(
      201,
    );
    expect(doneSteps(await progress(user))).toEqual([
      'addJob',
      'moveJob',
      'buildCv',
      'pickDesign',
      'shareCv',
    ]);
    const tailored = await call(user, 'PUT', `/api/jobs/${jobId}/tailored-cv`, { headline: 'Barista' });
    expect(tailored.statusCode, tailored.body).toBe(200);
    expect(doneSteps(await progress(user))).toHaveLength(6);
    // Someone else's data counts for nobody else.
    expect(doneSteps(await progress(await signedInUser(t)))).toEqual([]);
  });

  it('counts a step done when the user marks it, once however often', async () => {
    const user = await signedInUser(t);
    for (let i = 0; i < 2; i += 1) {
      const marked = await call(user, 'PUT', '/api/guides/first-run/done', { step: 'tailorCv' });
      expect(marked.statusCode).toBe(200);
      expect(doneSteps(marked.json())).toEqual(['tailorCv']);
    }
  });

  it('is left for later, turned off and on again, and the sign-in answer says when it is off', async () => {
    const user = await signedInUser(t);
    const setState = (state: string) => call(user, 'PUT', '/api/guides/first-run', { state });
    const signIn = async () =>
      (await postJson(t, '/api/auth/login', { email: user.email, password: user.password })).json()
        .hideLoginGuide;

    expect((await setState('later')).json().state).toBe('later');
    expect((await progress(user)).state).toBe('later');
    expect(await signIn()).toBe(false);
    expect((await setState('off')).json().state).toBe('off');
    expect(await signIn()).toBe(true);
    expect((await setState('on')).json().state).toBe('on');
    expect(await signIn()).toBe(false);
  });

  it('keeps the older guide calls: the login guide turns the path off, a screen guide marks its steps', async () => {
    const user = await signedInUser(t);
    await call(user, 'PUT', '/api/guides/first-run', { state: 'later' });
    for (const url of [
      '/api/auth/guide/complete',
      '/api/jobs/guide/complete',
      '/api/cv/public-profile/guide/complete',
    ]) {
      expect((await call(user, 'PUT', url)).statusCode).toBe(200);
    }
    const answer = await progress(user);
    expect(answer.state).toBe('off');
    expect(doneSteps(answer)).toEqual(['addJob', 'moveJob', 'tailorCv', 'shareCv']);
    expect((await call(user, 'PUT', '/api/cv/general/guide/complete')).statusCode).toBe(200);
    expect(doneSteps(await progress(user))).toHaveLength(6);
  });

  it('refuses an unknown state or step with 400 and a caller without a token with 401', async () => {
    const user = await signedInUser(t);
    expect((await call(user, 'PUT', '/api/guides/first-run', { state: 'maybe' })).statusCode).toBe(400);
    expect((await call(user, 'PUT', '/api/guides/first-run/done', { step: 'flyToMars' })).statusCode).toBe(
      400,
    );
    expect((await call(user, 'PUT', '/api/guides/first-run/done', {})).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/guides/first-run', payload: { state: 'on' } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/guides' })).statusCode).toBe(401);
  });
});
