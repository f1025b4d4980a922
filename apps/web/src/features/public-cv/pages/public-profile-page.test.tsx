import { defaultCvDesignSettings } from '@hirelane/contract/cv-designs';
import type { PublicProfile } from '@hirelane/contract/sharing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { PublicProfilePage } from './public-profile-page.tsx';

const profile: PublicProfile = {
  handle: 'kari-bodo',
  bio: 'Erfaren sykepleier som liker nattevakter.',
  tags: ['Intensiv', 'Triage'],
  sections: [],
  cv: {
    firstName: 'Kari',
    lastName: 'Nordmann',
    headline: 'Sykepleier i Bodø',
    location: null,
    summary: null,
    contact: { photoUrl: null, email: null, phone: null, links: [] },
    experience: [
      {
        title: 'Intensivsykepleier',
        company: 'Nordlandssykehuset',
        location: null,
        employmentType: null,
        startDate: '2021-03',
        endDate: null,
        isCurrent: true,
        description: null,
      },
    ],
    education: [],
    certifications: [],
    professionalSkills: ['Triage'],
    personalSkills: [],
    languages: [],
    endorsements: [],
  },
  video: {
    playbackUrl: 'http://localhost/api/cv/public/profile/kari-bodo/video/v1?expires=1&signature=s',
    posterUrl: null,
  },
  indexable: false,
  design: { ...defaultCvDesignSettings('en'), design: 'modern' },
};

const openProfile = async (data: PublicProfile = profile) => {
  stubFetch().on('GET', '/cv/public/profile/kari-bodo', () => jsonResponse(200, data));
  renderRoutes([{ path: '/u/:handle', element: <PublicProfilePage /> }], '/u/kari-bodo');
  return screen.findByRole('heading', { level: 1 });
};

/** Every text the page shows in reading order, one line per text node (styles aside). */
const textsOf = (root: Node): string[] => {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && node.parentElement?.tagName !== 'STYLE') texts.push(text);
  }
  return texts;
};

startEachTestSignedOut();

describe('a public profile', () => {
  it('opens with the name as its one h1, then the headline, before the handle, bio, tags and video', async () => {
    const h1 = await openProfile();
    expect(h1.textContent).toBe('Kari Nordmann');
    const headings = [...document.querySelectorAll('h1, h2, h3, h4')];
    expect(headings[0]).toBe(h1);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    // The CV below keeps its own header, a level down.
    expect(screen.getByRole('heading', { level: 2, name: 'Kari Nordmann' })).toBeTruthy();
    const texts = textsOf(document.body);
    const at = (text: string) => texts.indexOf(text);
    expect(at('Kari Nordmann')).toBe(0);
    expect(at('Sykepleier i Bodø')).toBe(1);
    for (const later of ['@kari-bodo', profile.bio, 'Intensiv', 'Intensivsykepleier'])
      expect(at(later), later).toBeGreaterThan(at('Sykepleier i Bodø'));
    const video = document.querySelector('video');
    expect(video?.compareDocumentPosition(h1)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });

  it('names the video by whose it is and gives it no caption of its own', async () => {
    await openProfile();
    const video = screen.getByLabelText('Video introduction by Kari Nordmann');
    expect(video.tagName).toBe('VIDEO');
    expect(document.querySelector('figcaption')).toBeNull();
    expect(video.closest('figure')).toBeNull();
  });

  it('is headed by the handle when the account has no name', async () => {
    const h1 = await openProfile({ ...profile, cv: { ...profile.cv, firstName: '', lastName: '' } });
    expect(h1.textContent).toBe('@kari-bodo');
    expect(screen.getByLabelText('Video introduction').tagName).toBe('VIDEO');
  });
});
