import type { CvDesignSettings } from '@hirelane/contract/cv-designs';
import { defaultCvDesignSettings } from '@hirelane/contract/cv-designs';
import type { ProfileResponse } from '@hirelane/contract/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { CvDesignPanel } from './cv-design-panel.tsx';

const profile: ProfileResponse = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  headline: 'Product designer',
  summary: 'I design calm services.\n- Forms people finish',
  phone: '+47 912 34 567',
  email: 'kari@example.no',
  location: 'Oslo',
  links: [{ label: 'Portfolio', url: 'https://kari.example/' }],
  dateOfBirth: null,
  hasImage: false,
  imageUpdatedAt: null,
};

const saved: CvDesignSettings = defaultCvDesignSettings('en');

/** The CV lists (empty), the profile, and the saved design; `overrides` replace single answers. */
function stubPanel(overrides: Record<string, (call: { body: unknown }) => Response> = {}) {
  const fetch = stubFetch();
  const answers: Record<string, (call: { body: unknown }) => Response> = {
    'GET /cv/experience': () => jsonResponse(200, []),
    'GET /cv/education': () => jsonResponse(200, []),
    'GET /cv/certifications': () => jsonResponse(200, []),
    'GET /cv/skills/professional': () => jsonResponse(200, { skills: ['Figma'] }),
    'GET /cv/skills/personal': () => jsonResponse(200, { skills: [] }),
    'GET /cv/languages': () => jsonResponse(200, { languages: [] }),
    'GET /cv/endorsement': () => jsonResponse(200, []),
    'GET /jobs/application/profile': () => jsonResponse(200, profile),
    'GET /cv/design': () => jsonResponse(200, saved),
    ...overrides,
  };
  for (const [route, reply] of Object.entries(answers)) {
    const [method = 'GET', path = '/'] = route.split(' ');
    fetch.on(method, path, reply);
  }
  return fetch;
}

/** The CV the live preview draws (the thumbnails are hidden from assistive technology). */
const previewDocument = () => {
  const article = screen.getByRole('article', { name: 'Kari Nordmann' });
  return article;
};

startEachTestSignedIn();

describe('the CV design panel', () => {
  it("previews the owner's whole profile: headline, location, summary, contact and links", async () => {
    stubPanel();
    renderWithProviders(<CvDesignPanel />);
    const cv = await screen.findByRole('article', { name: 'Kari Nordmann' });
    expect(within(cv).getByText('Product designer')).toBeTruthy();
    expect(within(cv).getByText('Oslo')).toBeTruthy();
    expect(within(cv).getByText('I design calm services.')).toBeTruthy();
    expect(within(cv).getByText('Forms people finish').tagName).toBe('LI');
    expect(within(cv).getByRole('link', { name: 'kari@example.no' }).getAttribute('href')).toBe(
      'mailto:kari@example.no',
    );
    expect(
      within(cv)
        .getByRole('link', { name: /Portfolio/ })
        .getAttribute('href'),
    ).toBe('https://kari.example/');
    // Only the preview is read out: the four thumbnails are decoration.
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('saves a picked design at once and the preview follows before the server answers', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = stubPanel({
      'PUT /cv/design': () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    });
    renderWithProviders(<CvDesignPanel />);
    const designs = await screen.findByRole('group', { name: 'Design' });
    expect(within(designs).getByRole('radio', { name: /Classic/ })).toHaveProperty('checked', true);
    await userEvent.click(within(designs).getByRole('radio', { name: /Modern/ }));
    await waitFor(() => expect(previewDocument().getAttribute('data-design')).toBe('modern'));
    expect(fetch.callsTo('PUT', '/cv/design')[0]?.body).toEqual({ design: 'modern' });
    answer(jsonResponse(200, { ...saved, design: 'modern' }));
    await waitFor(() =>
      expect(within(designs).getByRole('radio', { name: /Modern/ })).toHaveProperty('checked', true),
    );
  });

  it('names each accent, saves it, and puts the saved choice back with a toast when the save fails', async () => {
    const fetch = stubPanel({
      'PUT /cv/design': () => new Response('down', { status: 502 }),
    });
    renderWithProviders(<CvDesignPanel />);
    const accents = await screen.findByRole('group', { name: 'Accent colour' });
    await userEvent.click(within(accents).getByRole('radio', { name: 'Crimson' }));
    expect(fetch.callsTo('PUT', '/cv/design')[0]?.body).toEqual({ accent: 'crimson' });
    expect(await screen.findByText('Your design choice could not be saved. Try again.')).toBeTruthy();
    await waitFor(() =>
      expect(within(accents).getByRole('radio', { name: 'Teal' })).toHaveProperty('checked', true),
    );
    expect(previewDocument().style.getPropertyValue('--cv-accent')).toBe('#0f766e');
  });

  it("moves between fonts with the arrow keys and writes section titles in the CV's language", async () => {
    const fetch = stubPanel({
      'PUT /cv/design': (call) => jsonResponse(200, { ...saved, ...(call.body as object) }),
    });
    renderWithProviders(<CvDesignPanel />);
    const language = await screen.findByRole('group', { name: 'Language of the CV' });
    await userEvent.click(within(language).getByRole('radio', { name: 'Norwegian' }));
    await waitFor(() =>
      expect(within(previewDocument()).getByRole('heading', { name: 'Faglige ferdigheter' })).toBeTruthy(),
    );
    const fonts = screen.getByRole('group', { name: 'Font' });
    await userEvent.click(within(fonts).getByRole('radio', { name: 'Inter' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(fetch.callsTo('PUT', '/cv/design').at(-1)?.body).toEqual({ font: 'serif' }));
  });

  it('says in place when the saved design cannot be read, and still previews the CV', async () => {
    stubPanel({ 'GET /cv/design': () => errorResponse(500, 'INTERNAL', 'Down') });
    renderWithProviders(<CvDesignPanel />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Kari Nordmann' })).toBeTruthy();
  });
});
