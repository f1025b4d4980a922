import type { JobFromLinkResponse } from '@hirelane/contract/job-links';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import { bookmarkletCode, PAGE_MESSAGES } from '../model/bookmarklet.ts';
import { JobFormDrawer } from './job-form-drawer.tsx';
import { JobLinkDialog } from './job-link-dialog.tsx';

const AD = 'https://www.finn.no/job/fulltime/ad.html?finnkode=123';

const found: JobFromLinkResponse = {
  position: 'Sykepleier, sengepost',
  company: 'Oslo universitetssykehus HF',
  location: 'Oslo',
  workplace: null,
  employmentType: 'full-time',
  salaryText: null,
  salaryMin: 550000,
  salaryMax: 650000,
  salaryCurrency: 'NOK',
  salaryPeriod: 'year',
  deadline: '2026-05-31',
  description: 'Ønsker du å jobbe på Ullevål?',
  postingUrl: AD,
  source: 'FINN.no',
  foundIn: 'jobPosting',
};

function renderDialog(url = '', pageSent = false) {
  const handlers = {
    onRead: vi.fn<(url: string) => void>(),
    onAddByHand: vi.fn<(url: string) => void>(),
    onOpenJob: vi.fn<(jobId: string) => void>(),
    onClose: vi.fn<() => void>(),
  };
  renderWithProviders(<JobLinkDialog url={url} pageSent={pageSent} {...handlers} />);
  return { ...handlers, user: userEvent.setup() };
}

const linkField = () =>
  screen.findByRole('textbox', { name: /Link to the job ad|Lenke til stillingsannonsen/ });

describe('"Add from link"', () => {
  it('checks the link before asking the server', async () => {
    await setupTestI18n('en');
    const fetch = stubFetch();
    const { user, onRead } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Read the ad' }));
    expect(await screen.findByText('Paste the link to a job ad.')).toBeTruthy();
    await user.type(await linkField(), 'ftp://example.com/job');
    await user.click(screen.getByRole('button', { name: 'Read the ad' }));
    expect(await screen.findByText('Use a web address starting with http:// or https://')).toBeTruthy();
    expect(fetch.calls).toEqual([]);
    expect(onRead).not.toHaveBeenCalled();
  });

  it('reads the ad, says so while it waits, then hands the link on', async () => {
    await setupTestI18n('en');
    const fetch = stubFetch();
    let answer: (response: Response) => void = () => undefined;
    fetch.on('POST', '/jobs/from-link', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, onRead } = renderDialog();
    await user.type(await linkField(), `  ${AD} `);
    await user.click(screen.getByRole('button', { name: 'Read the ad' }));
    expect(await screen.findByText('Reading the job ad…')).toBeTruthy();
    expect(fetch.callsTo('POST', '/jobs/from-link')[0]?.body).toEqual({ url: AD });
    answer(jsonResponse(200, found));
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(AD));
  });

  it('shows the server’s reason in the form, in English its own words', async () => {
    await setupTestI18n('en');
    const fetch = stubFetch();
    const message =
      'This link points to 10.0.0.1, a private network address. Hirelane only reads public web pages.';
    fetch.on('POST', '/jobs/from-link', () => errorResponse(422, 'LINK_REFUSED', message));
    const { user, onRead } = renderDialog();
    await user.type(await linkField(), 'http://10.0.0.1/');
    await user.click(screen.getByRole('button', { name: 'Read the ad' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onRead).not.toHaveBeenCalled();
  });

  it('speaks Norwegian, with the error code’s text', async () => {
    await setupTestI18n('no');
    const fetch = stubFetch();
    fetch.on('POST', '/jobs/from-link', () =>
      errorResponse(422, 'LINK_TIMEOUT', 'The site took longer than 5 seconds to answer.'),
    );
    const { user } = renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Legg til en jobb fra annonsen' })).toBeTruthy();
    await user.type(await linkField(), AD);
    await user.click(screen.getByRole('button', { name: 'Les annonsen' }));
    expect(
      await screen.findByText(
        'Nettstedet brukte for lang tid på å svare. Prøv igjen senere, eller fyll inn jobben selv.',
      ),
    ).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('reads a link the bookmarklet brought at once, and offers the bookmarklet to drag', async () => {
    await setupTestI18n('en');
    const fetch = stubFetch();
    fetch.on('POST', '/jobs/from-link', () => jsonResponse(200, found));
    const { onRead } = renderDialog(AD);
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(AD));
    expect(fetch.callsTo('POST', '/jobs/from-link')).toHaveLength(1);
    const bookmarklet = screen.getByRole('link', { name: 'Add to Hirelane' });
    expect(bookmarklet.getAttribute('href')).toBe(bookmarkletCode(window.location.origin));
  });

  it('reads the page the bookmarklet sends from the tab that opened it, else the link', async () => {
    await setupTestI18n('en');
    const fetch = stubFetch();
    fetch.on('POST', '/jobs/from-page', () => jsonResponse(200, found));
    fetch.on('POST', '/jobs/from-link', () => jsonResponse(200, found));
    const opener = { postMessage: vi.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    try {
      const { onRead } = renderDialog(AD, true);
      await waitFor(() =>
        expect(opener.postMessage).toHaveBeenCalledWith({ type: PAGE_MESSAGES.ready }, 'https://www.finn.no'),
      );
      expect(await screen.findByText('Reading the job ad…')).toBeTruthy();
      const html = '<html><head><title>Sykepleier</title></head><body><main>Ad</main></body></html>';
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: PAGE_MESSAGES.page, url: AD, html },
          origin: 'https://www.finn.no',
          source: opener as never,
        }),
      );
      await waitFor(() => expect(onRead).toHaveBeenCalledWith(AD));
      expect(fetch.callsTo('POST', '/jobs/from-page')[0]?.body).toEqual({ url: AD, html });
      expect(fetch.callsTo('POST', '/jobs/from-link')).toEqual([]);
    } finally {
      Object.defineProperty(window, 'opener', { value: null, configurable: true });
    }
  });
});

describe('"Add from link" when the link is bare, unreadable or already on the board', () => {
  const unreachable = () =>
    errorResponse(
      422,
      'LINK_UNREACHABLE',
      'www.finn.no answered 404 Not Found for this page. Check the link.',
    );

  it('reads a link typed without https:// as https', async () => {
    await setupTestI18n('en');
    const fetch = stubFetch();
    fetch.on('POST', '/jobs/from-link', () => jsonResponse(200, found));
    const { user, onRead } = renderDialog();
    await user.type(await linkField(), 'www.finn.no/job/fulltime/ad.html?finnkode=123');
    await user.click(screen.getByRole('button', { name: 'Read the ad' }));
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(AD));
    expect(fetch.callsTo('POST', '/jobs/from-link')[0]?.body).toEqual({ url: AD });
  });

  it('clears the last link’s error when the link changes and when another read starts', async () => {
    await setupTestI18n('en');
    const fetch = stubFetch();
    let answer: (response: Response) => void = () => undefined;
    fetch.on('POST', '/jobs/from-link', () => unreachable());
    const { user } = renderDialog();
    await user.type(await linkField(), AD);
    await user.click(screen.getByRole('button', { name: 'Read the ad' }));
    const reason = 'www.finn.no answered 404 Not Found for this page. Check the link.';
    expect(await screen.findByText(reason)).toBeTruthy();
    await user.type(await linkField(), '4');
    expect(screen.queryByText(reason)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Read the ad' }));
    expect(await screen.findByText(reason)).toBeTruthy();
    fetch.on('POST', '/jobs/from-link', () => new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Read the ad' }));
    expect(await screen.findByText('Reading the job ad…')).toBeTruthy();
    expect(screen.queryByText(reason)).toBeNull();
    answer(jsonResponse(200, found));
  });

  it('offers to add an unreadable ad by hand, with its link', async () => {
    await setupTestI18n('no');
    const fetch = stubFetch();
    fetch.on('POST', '/jobs/from-link', () => unreachable());
    const { user, onAddByHand, onRead } = renderDialog();
    await user.type(await linkField(), 'finn.no/job/1');
    await user.click(screen.getByRole('button', { name: 'Les annonsen' }));
    await user.click(await screen.findByRole('button', { name: 'Legg til selv' }));
    expect(onAddByHand).toHaveBeenCalledWith('https://finn.no/job/1');
    expect(onRead).not.toHaveBeenCalled();
    await i18n.changeLanguage('en');
  });

  it('names the job already on the board, to open it or save another anyway', async () => {
    await setupTestI18n('en');
    const fetch = stubFetch();
    const alreadyOnBoard = {
      jobId: 'job-7',
      position: 'Sykepleier',
      company: 'Oslo universitetssykehus HF',
      lane: 'applied',
      sameBy: 'link',
    } as const;
    fetch.on('POST', '/jobs/from-link', () => jsonResponse(200, { ...found, alreadyOnBoard }));
    const { user, onRead, onOpenJob } = renderDialog(AD);
    expect(await screen.findByText('Already on your board: Sykepleier in Applied')).toBeTruthy();
    expect(screen.getByText('It has the same link as this ad (Oslo universitetssykehus HF).')).toBeTruthy();
    expect(onRead).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    expect(onOpenJob).toHaveBeenCalledWith('job-7');
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    expect(onRead).toHaveBeenCalledWith(AD);
  });
});

/** The create drawer, opened with the ad's link to read (`fromLink`) or to type the job in (`byHand`). */
const renderDrawer = (opened: { fromLink: string } | { byHand: string }) =>
  renderWithProviders(
    <JobFormDrawer
      state={{ open: true, drawerType: 'create', ...opened }}
      onClose={() => undefined}
      onSaved={() => undefined}
    />,
  );

describe('the create drawer opened from a link', () => {
  it('is filled in from the ad, with a note to check it', async () => {
    await setupTestI18n('en');
    const fetch = stubFetch();
    fetch.on('POST', '/jobs/from-link', () => jsonResponse(200, found));
    renderDrawer({ fromLink: AD });
    expect(
      await screen.findByText('Filled in from the job ad. Check every field before you save.'),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Position' }) as HTMLInputElement).value).toBe(
      'Sykepleier, sengepost',
    );
    expect((screen.getByRole('textbox', { name: 'Company' }) as HTMLInputElement).value).toBe(
      'Oslo universitetssykehus HF',
    );
    expect((screen.getByRole('textbox', { name: 'Link to the ad' }) as HTMLInputElement).value).toBe(AD);
  });

  it('says why when the ad cannot be read, and keeps the link for typing the job in', async () => {
    await setupTestI18n('en');
    const fetch = stubFetch();
    fetch.on('POST', '/jobs/from-link', () =>
      errorResponse(
        422,
        'LINK_UNREACHABLE',
        'www.finn.no answered 404 Not Found for this page. Check the link.',
      ),
    );
    renderDrawer({ fromLink: AD });
    expect(
      await screen.findByText('www.finn.no answered 404 Not Found for this page. Check the link.'),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Link to the ad' }) as HTMLInputElement).value).toBe(AD);
    expect((screen.getByRole('textbox', { name: 'Position' }) as HTMLInputElement).value).toBe('');
  });

  it('by hand: holds the link of the ad that could not be read and its site, nothing else', async () => {
    await setupTestI18n('en');
    const fetch = stubFetch();
    renderDrawer({ byHand: AD });
    expect(
      await screen.findByText(
        'The ad could not be read. Its link is filled in: type in the rest before you save.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Link to the ad' }) as HTMLInputElement).value).toBe(AD);
    expect((screen.getByRole('textbox', { name: 'Where you found it' }) as HTMLInputElement).value).toBe(
      'finn.no',
    );
    expect((screen.getByRole('textbox', { name: 'Position' }) as HTMLInputElement).value).toBe('');
    expect(fetch.calls).toEqual([]);
  });
});
