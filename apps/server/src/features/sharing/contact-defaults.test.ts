import type { PublicProfile, PublicShareableCv, ShareableCv } from '@hirelane/contract/sharing';
import { noTailoring } from '@hirelane/contract/tailored-cv';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { callApi, createJob, type Method, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { sourceRenderer } from '../../../test/source-renderer.ts';

// A share link is sent to an employer, who must be able to answer it: it shows the e-mail and phone
// unless its owner hides them. The public profile, which search engines may find, does not.

const t = await fileTestApp({}, undefined, undefined, await sourceRenderer());
const owner = await signedInUser(t, { firstName: 'Sigrid', lastName: 'Haugen' });
const call = (method: Method, url: string, payload?: unknown) => callApi(t, method, url, payload, owner.auth);
const open = (url: string) => t.app.inject({ method: 'GET', url });
const pdfText = async (payload: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true })).text;

const EMAIL = 'sigrid.jobb@example.test';
const PHONE = '+47 913 57 246';
await call('PUT', '/api/jobs/application/profile', {
  firstName: 'Sigrid',
  lastName: 'Haugen',
  headline: 'Lærer i Tromsø',
  phone: PHONE,
  email: EMAIL,
  links: [],
});

/** Whether each of the link's three faces (its JSON, its page, its PDF) shows the e-mail and phone. */
const shownByLink = async (link: ShareableCv) => {
  const api = `/api/cv/public/shareable/link/${link.sharedCvId}`;
  const json: PublicShareableCv = (await open(api)).json();
  const page = (await open(`/public-cv/${link.sharedCvId}`)).body;
  const pdf = await pdfText((await open(`${api}/pdf`)).rawPayload);
  return {
    json: [json.cv.contact.email, json.cv.contact.phone],
    page: [page.includes(EMAIL), page.includes(PHONE)],
    pdf: [pdf.includes(EMAIL), pdf.includes(PHONE)],
  };
};
const SHOWN = { json: [EMAIL, PHONE], page: [true, true], pdf: [true, true] };
const HIDDEN = { json: [null, null], page: [false, false], pdf: [false, false] };

const tailoredJob = async () => {
  const { jobId } = await createJob(t, owner.auth, { position: 'Teacher', company: 'Tromsø kommune' });
  // Saved through the tailored CV's own API, its one writer.
  const saved = await call('PUT', `/api/jobs/${jobId}/tailored-cv`, {
    ...noTailoring(),
    headline: 'Teacher for Tromsø',
  });
  expect(saved.statusCode).toBe(200);
  return jobId;
};

describe('the contact details a shared CV shows', () => {
  it('a link made without a choice shows the e-mail and phone on its JSON, page and PDF', async () => {
    const link: ShareableCv = (await call('POST', '/api/cv/shareable', { title: 'For Tromsø' })).json();
    expect(link.contactFields).toEqual(['photo', 'email', 'phone', 'links']);
    expect(await shownByLink(link)).toEqual(SHOWN);
  });

  it('a link with them hidden shows neither, and an edit without a choice keeps them hidden', async () => {
    const link: ShareableCv = (
      await call('POST', '/api/cv/shareable', { title: 'Hidden', contactFields: ['photo', 'links'] })
    ).json();
    expect(await shownByLink(link)).toEqual(HIDDEN);
    await call('PUT', `/api/cv/shareable/${link.sharedCvId}`, { title: 'Renamed' });
    expect(await shownByLink(link)).toEqual(HIDDEN);
  });

  it("a tailored CV's link shows them by default, and hides them when asked", async () => {
    const jobId = await tailoredJob();
    const shown: ShareableCv = (await call('POST', '/api/cv/shareable', { title: 'Tailored', jobId })).json();
    expect(await shownByLink(shown)).toEqual(SHOWN);
    const hidden: ShareableCv = (
      await call('POST', '/api/cv/shareable', { title: 'Tailored, hidden', jobId, contactFields: ['links'] })
    ).json();
    expect(await shownByLink(hidden)).toEqual(HIDDEN);
    await call('PUT', `/api/cv/shareable/${shown.sharedCvId}`, {
      title: 'Tailored',
      contactFields: ['photo'],
    });
    expect(await shownByLink(shown)).toEqual(HIDDEN);
  });

  it('the public profile, which search engines may find, shows neither by default', async () => {
    const saved = await call('PUT', '/api/cv/public-profile', { handle: 'sigrid-haugen', isVisible: true });
    expect(saved.json().contactFields).toEqual(['photo', 'links']);
    const profile: PublicProfile = (await open('/api/cv/public/profile/sigrid-haugen')).json();
    expect([profile.cv.contact.email, profile.cv.contact.phone]).toEqual([null, null]);
    const page = (await open('/u/sigrid-haugen')).body;
    expect(page).toContain('Sigrid Haugen');
    expect(page).not.toContain(EMAIL);
    expect(page).not.toContain(PHONE);
  });
});

describe('the published contract', () => {
  it('documents the default of a new link: every contact detail, e-mail and phone too', async () => {
    const document = (await open('/api/openapi.json')).json();
    const body = document.paths['/api/cv/shareable'].post.requestBody.content['application/json'].schema;
    expect(body.properties.contactFields.description).toContain('A new link without it shows all of them');
  });
});
