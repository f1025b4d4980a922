import type { JobSummary } from '@hirelane/contract/jobs';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { summary } from '../testing/job-fixtures.ts';
import { BoardTextProvider, useBoardTextValue } from './board-text.tsx';
import { JobCardContent } from './job-card.tsx';

startEachTestSignedIn();
afterEach(() => i18n.changeLanguage('en'));

/** Noon of the day `days` before today, in the local calendar. */
const daysAgo = (days: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, 12).toISOString();
};

function Card({ job }: { job: JobSummary }) {
  return (
    <BoardTextProvider value={useBoardTextValue()}>
      <JobCardContent job={job} mode="overlay" />
    </BoardTextProvider>
  );
}

describe('a card’s "Applied … ago"', () => {
  it('says how long ago a job in the applied lane entered it', async () => {
    renderWithProviders(<Card job={summary('a', { status: 'applied', laneEnteredAt: daysAgo(12) })} />);
    expect(await screen.findByText('Applied 12 days ago')).toBeTruthy();
  });

  it('takes the applied date the user typed over the day of the move', async () => {
    const day = new Date(daysAgo(5));
    const typed = [day.getFullYear(), day.getMonth() + 1, day.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    renderWithProviders(
      <Card job={summary('a', { status: 'applied', appliedDate: typed, laneEnteredAt: daysAgo(0) })} />,
    );
    expect(await screen.findByText('Applied 5 days ago')).toBeTruthy();
  });

  it('is not shown in the other lanes', async () => {
    renderWithProviders(<Card job={summary('a', { status: 'interviewed', laneEnteredAt: daysAgo(3) })} />);
    expect(await screen.findByText('a AS')).toBeTruthy();
    expect(screen.queryByText(/^Applied/)).toBeNull();
  });

  it('speaks Norwegian', async () => {
    await i18n.changeLanguage('no');
    renderWithProviders(<Card job={summary('a', { status: 'applied', laneEnteredAt: daysAgo(12) })} />);
    expect(await screen.findByText('Søkt for 12 dager siden')).toBeTruthy();
  });
});
