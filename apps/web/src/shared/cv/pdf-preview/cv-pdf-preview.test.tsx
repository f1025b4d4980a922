import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fileResponse, stubFetch } from '../../testing/fake-fetch.ts';
import { createTestQueryClient, renderWithProviders, TestProviders } from '../../testing/render.tsx';
import { startEachTestSignedIn } from '../../testing/test-i18n.ts';
import { CvPdfPreview, type CvPdfPreviewProps } from './cv-pdf-preview.tsx';

// pdf.js does not run in happy-dom: a stand-in "PDF" whose first byte is its page count, drawn by
// sizing each canvas as pdf.js would; `failDraws` makes the next drawings fail.
const pdfJs = vi.hoisted(() => ({ failDraws: 0, opened: [] as number[] }));
vi.mock('./pdf-pages.ts', () => ({
  openPdf: async (bytes: Uint8Array) => {
    const pages = bytes[0] ?? 1;
    pdfJs.opened.push(pages);
    return {
      pages,
      pageSize: async () => ({ width: 794, height: 1123 }),
      draw: async (_page: number, canvas: HTMLCanvasElement, width: number, ratio: number) => {
        if (pdfJs.failDraws > 0) {
          pdfJs.failDraws -= 1;
          throw new Error('This PDF could not be read');
        }
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(width * ratio * Math.SQRT2);
      },
      close: async () => {},
    };
  },
}));

const pdfOf = (pages: number) => () => fileResponse(new Uint8Array([pages]), 'application/pdf');
const pageNames = () =>
  screen.getAllByRole('img').map((page) => [page.getAttribute('aria-label'), page.dataset.cvPreviewPage]);
/** Long enough for the debounce to pass and the drawing to land. */
const SETTLED = { timeout: 3000 };

/** The preview, with a way to hand it new props as its parent would. */
const renderPreview = (props: CvPdfPreviewProps) => {
  const queryClient = createTestQueryClient();
  const view = renderWithProviders(<CvPdfPreview {...props} />, queryClient);
  return (next: CvPdfPreviewProps) =>
    view.rerender(
      <TestProviders queryClient={queryClient}>
        <CvPdfPreview {...next} />
      </TestProviders>,
    );
};

startEachTestSignedIn();
beforeEach(() => {
  pdfJs.failDraws = 0;
  pdfJs.opened = [];
});

describe('the CV PDF preview', () => {
  it('says it is drawing, then shows each page of the PDF, named "Page n of m"', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/cv/pdf?design=modern', pdfOf(2));
    renderWithProviders(<CvPdfPreview path="/cv/pdf?design=modern" version={1} />);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Drawing the PDF…');
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2), SETTLED);
    expect(pageNames()).toEqual([
      ['Page 1 of 2', '1'],
      ['Page 2 of 2', '2'],
    ]);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(fetch.callsTo('GET', '/cv/pdf?design=modern')).toHaveLength(1);
  });

  it('draws a draft by POSTing its body, once for the last of quick edits', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/jobs/j1/tailored-cv/preview', pdfOf(1), pdfOf(2));
    const path = '/jobs/j1/tailored-cv/preview';
    const rerender = renderPreview({ path, version: 1, body: { headline: 'N' } });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1), SETTLED);
    expect(fetch.callsTo('POST', path)[0]?.body).toEqual({ headline: 'N' });
    rerender({ path, version: 1, body: { headline: 'Nu' } });
    rerender({ path, version: 1, body: { headline: 'Nurse' } });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2), SETTLED);
    expect(fetch.callsTo('POST', path).map((call) => call.body)).toEqual([
      { headline: 'N' },
      { headline: 'Nurse' },
    ]);
    expect(fetch.callsTo('GET', path)).toHaveLength(0);
  });

  it('asks once for the last of quick changes, keeping the pages it has (dimmed) meanwhile', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/cv/pdf?design=classic', pdfOf(1));
    fetch.on('GET', '/cv/pdf?design=compact', pdfOf(3));
    const rerender = renderPreview({ path: '/cv/pdf?design=classic', version: 1 });
    await waitFor(() => expect(pageNames()).toEqual([['Page 1 of 1', '1']]), SETTLED);
    rerender({ path: '/cv/pdf?design=modern', version: 1 });
    rerender({ path: '/cv/pdf?design=elegant', version: 1 });
    rerender({ path: '/cv/pdf?design=compact', version: 1 });
    expect(screen.getByRole('status').textContent).toBe('Updating the preview…');
    expect(screen.getByRole('img', { name: 'Page 1 of 1' }).closest('[aria-busy="true"]')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3), SETTLED);
    expect(fetch.calls.map((call) => call.url)).toEqual([
      '/api/cv/pdf?design=classic',
      '/api/cv/pdf?design=compact',
    ]);
  });

  it('asks again when the CV changes (a new version) at the same address', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/cv/pdf', pdfOf(1), pdfOf(2));
    const rerender = renderPreview({ path: '/cv/pdf', version: 1 });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1), SETTLED);
    rerender({ path: '/cv/pdf', version: 2 });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2), SETTLED);
    expect(fetch.callsTo('GET', '/cv/pdf')).toHaveLength(2);
  });

  it('says so in place when the PDF cannot be had, and draws it on "Try again"', async () => {
    const fetch = stubFetch();
    fetch.on(
      'GET',
      '/cv/pdf',
      () => errorResponse(500, 'INTERNAL', 'Something went wrong on our side'),
      pdfOf(1),
    );
    renderWithProviders(<CvPdfPreview path="/cv/pdf" version={1} />);
    const alert = await screen.findByRole('alert', {}, SETTLED);
    expect(alert.textContent).toContain('Something went wrong on our side');
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(pageNames()).toEqual([['Page 1 of 1', '1']]), SETTLED);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch.callsTo('GET', '/cv/pdf')).toHaveLength(2);
  });

  it('says so when the PDF cannot be drawn, and draws it again on "Try again" without asking again', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/cv/pdf', pdfOf(2));
    pdfJs.failDraws = 1;
    renderWithProviders(<CvPdfPreview path="/cv/pdf" version={1} />);
    const alert = await screen.findByRole('alert', {}, SETTLED);
    expect(alert.textContent).toContain('The preview could not be drawn.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2), SETTLED);
    expect(fetch.callsTo('GET', '/cv/pdf')).toHaveLength(1);
    expect(pdfJs.opened).toEqual([2, 2]);
  });

  it('waits, showing a page-shaped placeholder, until it is enabled', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/cv/pdf', pdfOf(1));
    const rerender = renderPreview({ path: '/cv/pdf', version: 1, enabled: false });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fetch.calls).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Drawing the PDF…');
    rerender({ path: '/cv/pdf', version: 1 });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1), SETTLED);
  });
});
