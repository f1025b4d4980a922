import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, fileResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { InterviewCalendarLinks } from './interview-calendar-links.tsx';

startEachTestSignedIn();
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

function renderLinks() {
  renderWithProviders(
    <MemoryRouter>
      <InterviewCalendarLinks jobId="job 1" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('the interview’s calendar links', () => {
  it('downloads the interview as the .ics file the server names', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/jobs/job%201/interview.ics', () =>
      fileResponse(
        ICS,
        'text/calendar; charset=utf-8',
        `attachment; filename="interview-fjord.ics"; filename*=UTF-8''interview-fjord.ics`,
      ),
    );
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ics');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const user = renderLinks();

    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'interview-fjord.ics', href: 'blob:ics' }]));
    const [blob] = created.mock.calls[0] ?? [];
    expect(await (blob as Blob).text()).toBe(ICS);
    expect(fetch.callsTo('GET', '/jobs/job%201/interview.ics')[0]?.headers.get('Authorization')).toBe(
      'Bearer access',
    );
  });

  it('says so when the file could not be made', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/jobs/job%201/interview.ics', () =>
      errorResponse(404, 'NOT_FOUND', 'This job has no interview date'),
    );
    const user = renderLinks();
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByText('This job has no interview date')).toBeTruthy();
  });

  it('leads to the calendar feed for every interview', () => {
    renderLinks();
    expect(screen.getByRole('link', { name: 'Subscribe to all your interviews' }).getAttribute('href')).toBe(
      '/account/calendar',
    );
  });
});
