import type { PublicProfile, PublicProfileSettings } from '@hirelane/contract/sharing';
import { describe, expect, it } from 'vitest';
import { callApi, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';

const t = await fileTestApp();
const kari = await signedInUser(t);
const ola = await signedInUser(t);

const saveProfile = (auth: Record<string, string>, body: Record<string, unknown>) =>
  callApi(t, 'PUT', '/api/cv/public-profile', body, auth);
const sitemap = () => t.app.inject({ method: 'GET', url: '/sitemap.xml' });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('findable profiles', () => {
  it('is off until the owner turns it on, and the public answer says which', async () => {
    const saved = await saveProfile(kari.auth, { handle: 'kari-finnes', isVisible: true });
    expect(saved.json<PublicProfileSettings>().indexable).toBe(false);
    expect((await sitemap()).body).not.toContain('kari-finnes');

    const on = await saveProfile(kari.auth, { handle: 'kari-finnes', isVisible: true, indexable: true });
    expect(on.json<PublicProfileSettings>().indexable).toBe(true);
    expect((await callApi(t, 'GET', '/api/cv/public-profile', undefined, kari.auth)).json().indexable).toBe(
      true,
    );
    const profile = await t.app.inject({ method: 'GET', url: '/api/cv/public/profile/kari-finnes' });
    expect(profile.json<PublicProfile>().indexable).toBe(true);
  });

  it('lists only visible, opted-in profiles in the sitemap, with absolute URLs and lastmod', async () => {
    await saveProfile(kari.auth, { handle: 'kari-finnes', isVisible: true, indexable: true });
    const response = await sitemap();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(response.body)).toEqual(['http://localhost:3000/u/kari-finnes']);
    expect(response.body).toMatch(
      /<url><loc>http:\/\/localhost:3000\/u\/kari-finnes<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/,
    );

    // Opted in but hidden: not listed.
    await saveProfile(ola.auth, { handle: 'ola-skjult', isVisible: false, indexable: true });
    expect(locs((await sitemap()).body)).toEqual(['http://localhost:3000/u/kari-finnes']);
    // Opted in, visible, but no handle (never published): nothing to list.
    await saveProfile(ola.auth, { handle: null, isVisible: true, indexable: true });
    expect(locs((await sitemap()).body)).toEqual(['http://localhost:3000/u/kari-finnes']);
    // Published and opted in: listed; opting out removes it from the next fetch.
    await saveProfile(ola.auth, { handle: 'ola-synlig', isVisible: true, indexable: true });
    expect(locs((await sitemap()).body).sort()).toEqual([
      'http://localhost:3000/u/kari-finnes',
      'http://localhost:3000/u/ola-synlig',
    ]);
    await saveProfile(ola.auth, { handle: 'ola-synlig', isVisible: true });
    expect(locs((await sitemap()).body)).toEqual(['http://localhost:3000/u/kari-finnes']);
    // Unpublishing takes it out too.
    await saveProfile(kari.auth, { handle: 'kari-finnes', isVisible: false, indexable: true });
    expect(locs((await sitemap()).body)).toEqual([]);
  });

  it('serves robots.txt: shared links stay out, the sitemap is named', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /public-cv/',
      'Disallow: /public-job-application/',
      '',
      'Sitemap: http://localhost:3000/sitemap.xml',
      '',
    ]);
  });

  it('keeps robots.txt and the sitemap out of the API reference', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });
});
