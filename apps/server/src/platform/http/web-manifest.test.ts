import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerWebManifest } from './web-manifest.ts';

const manifestApp = async () => {
  const app = Fastify();
  await app.register(cookie);
  registerWebManifest(app);
  return app;
};

describe('the web app manifest', () => {
  it('names the installable app in English by default, standalone from /, with a maskable icon', async () => {
    const app = await manifestApp();
    const answer = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/manifest+json');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const manifest = answer.json();
    expect(manifest).toMatchObject({
      lang: 'en',
      start_url: '/',
      display: 'standalone',
      short_name: 'Hirelane',
    });
    expect(manifest.name).toContain('job search');
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('speaks Norwegian by the language cookie, over Accept-Language', async () => {
    const app = await manifestApp();
    const answer = await app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { cookie: 'hirelane-lang=no', 'accept-language': 'en' },
    });
    expect(answer.json()).toMatchObject({ lang: 'no', name: 'Hirelane — jobbsøket ditt' });
  });

  it('speaks Norwegian by Accept-Language without a cookie', async () => {
    const app = await manifestApp();
    const answer = await app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'accept-language': 'nb-NO,nb;q=0.9,en;q=0.5' },
    });
    expect(answer.json().lang).toBe('no');
  });
});
