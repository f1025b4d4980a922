import type { JobReport } from '@hirelane/contract/job-report';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import { BarChart } from './bar-chart.tsx';
import { ReportFigures } from './report-figures.tsx';

const summary: JobReport['summary'] = {
  totalJobs: 1,
  savedJobs: 0,
  appliedJobs: 1,
  interviews: 1,
  offers: 1,
  hiredJobs: 1,
  rejectedJobs: 0,
  responseRate: 100,
  medianDaysToInterview: 2,
};
const jobs = (count: number) => i18n.t('report.jobs', { ns: 'jobs', count });

describe('the report’s figures and charts', () => {
  it('say one job, one interview and one offer, and how they are counted (en)', async () => {
    await setupTestI18n('en');
    renderWithProviders(<ReportFigures summary={summary} />);
    const labels = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(labels).toEqual(expect.arrayContaining(['1Job', '1Interview', '1Offer', '1Applied']));
    expect(screen.getByText(/an interview date alone does not count/)).toBeTruthy();
    expect(screen.getByText(/share of applied jobs that moved on from Applied/)).toBeTruthy();
  });

  it('pair each number with its noun in the right number in the charts’ tables (en, no)', async () => {
    await setupTestI18n('en');
    const { unmount } = renderWithProviders(
      <BarChart
        title="From saved to hired"
        valueText={jobs}
        bars={[
          { label: 'Saved', value: 2 },
          { label: 'Applied', value: 1 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'From saved to hired' });
    expect([...table.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['2 jobs', '1 job']);
    unmount();

    await setupTestI18n('no');
    renderWithProviders(
      <BarChart
        title="Søknader per uke"
        valueText={(count) => i18n.t('report.applications', { ns: 'jobs', count })}
        bars={[
          { label: '02.03.2026', value: 1 },
          { label: '09.03.2026', value: 3 },
        ]}
      />,
    );
    const weeks = screen.getByRole('table', { name: 'Søknader per uke' });
    expect([...weeks.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '1 søknad',
      '3 søknader',
    ]);
    expect(jobs(1)).toBe('1 jobb');
    await setupTestI18n('en');
  });

  it('draw labels and numbers as HTML text, not as SVG text that scales with the card', async () => {
    await setupTestI18n('en');
    const { container } = renderWithProviders(
      <BarChart title="Lanes today" valueText={jobs} bars={[{ label: 'Saved', value: 3 }]} />,
    );
    expect(container.querySelector('svg text')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('Saved3');
  });
});
