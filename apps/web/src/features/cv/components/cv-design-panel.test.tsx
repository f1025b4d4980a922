import type { CvDesignSettings } from '@hirelane/contract/cv-designs';
import { defaultCvDesignSettings } from '@hirelane/contract/cv-designs';
import type { ProfileResponse } from '@hirelane/contract/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, fileResponse, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
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

// pdf.js does not run in happy-dom: every PDF here is one page, "drawn" by sizing its canvas.
vi.mock('../../../shared/cv/pdf-preview/pdf-pages.ts', async () => ({
  openPdf: (await import('../../../shared/cv/testing/one-page-pdf.ts')).openOnePagePdf,
}));

/** The addresses of the PDFs the preview asked for, in order. */
const pdfCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.calls.map((call) => call.url).filter((url) => url.startsWith('/api/cv/pdf'));

/**
 * The CV lists (empty), the profile, the saved design and the PDF in any design; `overrides`
 * replace single answers.
 */
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
  const routed = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (!url.startsWith('/api/cv/pdf?')) return routed(url, init);
      fetch.calls.push({ url, method: 'GET', headers: new Headers(init?.headers), body: undefined });
      return Promise.resolve(fileResponse(new Uint8Array([1]), 'application/pdf'));
    }),
  );
  return fetch;
}

/** Long enough for the preview's debounce to pass and its drawing to land. */
const SETTLED = { timeout: 3000 };

startEachTestSignedIn();

describe('the CV design panel', () => {
  it('previews the PDF itself, in the saved design, paper, accent, font and language', async () => {
    const fetch = stubPanel();
    renderWithProviders(<CvDesignPanel />);
    expect(await screen.findByRole('heading', { name: 'PDF preview' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Page 1 of 1' }, SETTLED)).toBeTruthy();
    expect(pdfCalls(fetch)).toEqual([
      `/api/cv/pdf?design=${saved.design}&paper=${saved.paper}&accent=${saved.accent}&font=${saved.font}&language=en`,
    ]);
    // The thumbnails are decoration: the only page read out is the preview's.
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('saves a picked design at once and the preview asks for it before the server answers', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = stubPanel({
      'PUT /cv/design': () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    });
    renderWithProviders(<CvDesignPanel />);
    const designs = await screen.findByRole('group', { name: 'Design' });
    expect(within(designs).getByRole('radio', { name: /Classic/ })).toHaveProperty('checked', true);
    await screen.findByRole('img', { name: 'Page 1 of 1' }, SETTLED);
    await userEvent.click(within(designs).getByRole('radio', { name: /Modern/ }));
    await waitFor(() => expect(pdfCalls(fetch).at(-1)).toContain('design=modern&'), SETTLED);
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
    await screen.findByRole('img', { name: 'Page 1 of 1' }, SETTLED);
    expect(pdfCalls(fetch).at(-1)).toContain('accent=teal');
  });

  it("moves between fonts with the arrow keys and asks for the PDF in the CV's language", async () => {
    const fetch = stubPanel({
      'PUT /cv/design': (call) => jsonResponse(200, { ...saved, ...(call.body as object) }),
    });
    renderWithProviders(<CvDesignPanel />);
    const language = await screen.findByRole('group', { name: 'Language of the CV' });
    await userEvent.click(within(language).getByRole('radio', { name: 'Norwegian' }));
    await waitFor(() => expect(pdfCalls(fetch).at(-1)).toContain('language=no'), SETTLED);
    const fonts = screen.getByRole('group', { name: 'Font' });
    await userEvent.click(within(fonts).getByRole('radio', { name: 'Inter' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(fetch.callsTo('PUT', '/cv/design').at(-1)?.body).toEqual({ font: 'serif' }));
  });

  it('says in place when the saved design cannot be read, and still previews the PDF', async () => {
    stubPanel({ 'GET /cv/design': () => errorResponse(500, 'INTERNAL', 'Down') });
    renderWithProviders(<CvDesignPanel />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Page 1 of 1' }, SETTLED)).toBeTruthy();
  });
});
