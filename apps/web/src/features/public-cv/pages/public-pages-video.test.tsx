import { defaultCvDesignSettings } from '@hirelane/contract/cv-designs';
import type { PublicCv, PublicProfile, PublicShareableCv } from '@hirelane/contract/sharing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { PublicCvPage } from './public-cv-page.tsx';
import { PublicProfilePage } from './public-profile-page.tsx';

const cv: PublicCv = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  headline: null,
  location: null,
  summary: null,
  contact: { photoUrl: null, email: null, phone: null, links: [] },
  experience: [],
  education: [],
  certifications: [],
  professionalSkills: [],
  personalSkills: [],
  languages: [],
  endorsements: [],
};
const video = {
  playbackUrl: 'http://localhost/api/cv/public/profile/kari/video/v1?expires=1&signature=s',
  posterUrl: 'http://localhost/api/cv/public/profile/kari/video/v1/poster?expires=1&signature=s',
};
const profile: PublicProfile = {
  handle: 'kari',
  bio: '',
  tags: [],
  sections: [],
  cv,
  video,
  indexable: false,
  design: defaultCvDesignSettings('no'),
};

const renderProfile = () => renderRoutes([{ path: '/u/:handle', element: <PublicProfilePage /> }], '/u/kari');
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

startEachTestSignedOut();

describe('the video on a public profile and a shared CV', () => {
  it('plays the profile’s video in a native player that loads nothing before play, with its poster', async () => {
    stubFetch().on('GET', '/cv/public/profile/kari', () => jsonResponse(200, profile));
    renderProfile();
    const player = (await screen.findByLabelText('Video introduction by Kari Nordmann')) as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.controls).toBe(true);
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.getAttribute('src')).toBe(video.playbackUrl);
    expect(player.getAttribute('poster')).toBe(video.posterUrl);
  });

  it('shows no player without a video, and no poster when the video has none', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/cv/public/profile/kari', () => jsonResponse(200, { ...profile, video: null }));
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Kari Nordmann' });
    expect(document.querySelector('video')).toBeNull();
  });

  it('keeps the profile out of search engines unless its owner let them find it', async () => {
    stubFetch().on('GET', '/cv/public/profile/kari', () => jsonResponse(200, profile));
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Kari Nordmann' });
    expect(robots()).toBe('noindex');
  });

  it('lets search engines index an opted-in profile', async () => {
    stubFetch().on('GET', '/cv/public/profile/kari', () =>
      jsonResponse(200, { ...profile, indexable: true }),
    );
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Kari Nordmann' });
    await waitFor(() => expect(robots()).toBeNull());
  });

  it('plays a shared CV’s video, poster-less', async () => {
    const shared: PublicShareableCv = {
      title: 'For DNB',
      cv,
      video: { ...video, posterUrl: null },
      design: defaultCvDesignSettings('no'),
    };
    stubFetch().on('GET', '/cv/public/shareable/link/abc', () => jsonResponse(200, shared));
    renderRoutes([{ path: '/public-cv/:publicCvId', element: <PublicCvPage /> }], '/public-cv/abc');
    const player = (await screen.findByLabelText('Video introduction by Kari Nordmann')) as HTMLVideoElement;
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.hasAttribute('poster')).toBe(false);
  });
});
