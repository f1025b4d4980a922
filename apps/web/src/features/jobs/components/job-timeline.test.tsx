import { formatDateTime } from '@hirelane/contract/dates';
import type { JobTimelineEvent } from '@hirelane/contract/job-timeline';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { internalError, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { JobTimeline } from './job-timeline.tsx';

startEachTestSignedIn();
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T09:30:00.000Z`;
const EVENTS: JobTimelineEvent[] = [
  { id: 'e1', kind: 'created', at: at(1) },
  { id: 'e2', kind: 'attachment-added', at: at(1), fileName: 'ad.pdf', replacedFileName: null },
  { id: 'e3', kind: 'lane-changed', at: at(2), fromLane: 'saved', toLane: 'applied' },
  { id: 'e4', kind: 'letter-written', at: at(3), letterId: 'letter-1', title: 'Letter to Acme' },
  { id: 'e5', kind: 'interview-set', at: at(4), interviewAt: at(10) },
  { id: 'e6', kind: 'interview-changed', at: at(5), interviewAt: at(11), previousInterviewAt: at(10) },
  { id: 'e7', kind: 'interview-cleared', at: at(6), previousInterviewAt: at(11) },
  { id: 'e8', kind: 'attachment-added', at: at(7), fileName: 'cv.pdf', replacedFileName: 'ad.pdf' },
  { id: 'e9', kind: 'attachment-removed', at: at(8), fileName: 'cv.pdf' },
  { id: 'e10', kind: 'notes-edited', at: at(9) },
];

const renderTimeline = () =>
  renderWithProviders(
    <MemoryRouter>
      <JobTimeline jobId="job 1" />
    </MemoryRouter>,
  );
const section = () => screen.getByRole('region', { name: /^(Timeline|Tidslinje)$/ });

describe('the job’s timeline', () => {
  it('lists every event oldest first, in words, each with its time', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/jobs/job%201/timeline', () => jsonResponse(200, { events: EVENTS }));
    renderTimeline();
    expect(screen.getByRole('status', { name: 'Loading the timeline…' })).toBeTruthy();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    const when = (iso: string) => formatDateTime(iso, 'en');
    expect(items.map((item) => item.textContent)).toEqual([
      `Added to the board${when(at(1))}`,
      `Attachment added: ad.pdf${when(at(1))}`,
      `Moved from Saved to Applied${when(at(2))}`,
      `Application letter written: Letter to Acme${when(at(3))}`,
      `Interview set for ${when(at(10))}${when(at(4))}`,
      `Interview moved to ${when(at(11))} (was ${when(at(10))})${when(at(5))}`,
      `Interview on ${when(at(11))} cleared${when(at(6))}`,
      `Attachment cv.pdf replaced ad.pdf${when(at(7))}`,
      `Attachment removed: cv.pdf${when(at(8))}`,
      `Notes edited${when(at(9))}`,
    ]);
    expect(list.tagName).toBe('OL');
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe(at(1));
    expect(within(section()).getByRole('link', { name: 'Letter to Acme' }).getAttribute('href')).toBe(
      '/letters/letter-1',
    );
  });

  it('says so in place when it cannot load, and tries again on request', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/jobs/job%201/timeline', internalError, () =>
      jsonResponse(200, { events: EVENTS.slice(0, 1) }),
    );
    renderTimeline();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on our side');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Added to the board')).toBeTruthy();
    expect(fetch.callsTo('GET', '/jobs/job%201/timeline')).toHaveLength(2);
  });

  it('says what to do when nothing happened yet', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/jobs/job%201/timeline', () => jsonResponse(200, { events: [] }));
    renderTimeline();
    expect(await screen.findByText(/Nothing has happened to this job yet/)).toBeTruthy();
  });

  it('speaks Norwegian', async () => {
    await i18n.changeLanguage('no');
    const fetch = stubFetch();
    fetch.on('GET', '/jobs/job%201/timeline', () => jsonResponse(200, { events: EVENTS.slice(2, 3) }));
    renderTimeline();
    expect(await screen.findByText('Flyttet fra Lagret til Søkt')).toBeTruthy();
    expect(section()).toBeTruthy();
  });

  it('undoes a change an e-mail made, once, and reads the timeline again', async () => {
    const applied: JobTimelineEvent = {
      id: 'm1',
      kind: 'email-applied',
      at: at(2),
      subject: 'Invitation to interview',
      mailKind: 'interview',
      suggestionId: 'sug-1',
    };
    const fetch = stubFetch();
    fetch.on(
      'GET',
      '/jobs/job%201/timeline',
      () => jsonResponse(200, { events: [EVENTS[0], applied] }),
      () =>
        jsonResponse(200, {
          events: [
            EVENTS[0],
            applied,
            { id: 'm2', kind: 'email-undone', at: at(3), subject: applied.subject, suggestionId: 'sug-1' },
          ],
        }),
    );
    fetch.on('POST', '/inbox/suggestions/sug-1/undo', () =>
      jsonResponse(200, { jobId: 'job 1', suggestion: { id: 'sug-1' } }),
    );
    const user = userEvent.setup();
    renderTimeline();
    await user.click(
      await screen.findByRole('button', { name: 'Undo the change from e-mail: Invitation to interview' }),
    );
    expect(fetch.callsTo('POST', '/inbox/suggestions/sug-1/undo')).toHaveLength(1);
    expect(await screen.findByText('Undone, from e-mail: Invitation to interview')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });
});
