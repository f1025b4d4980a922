import type { Job } from '@hirelane/contract/jobs';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import { fullJob } from '../testing/job-fixtures.ts';
import { JobFacts } from './job-facts.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const salaryOf = (job: Job) => {
  const { container } = renderWithProviders(<JobFacts job={job} downloading={false} onDownload={() => {}} />);
  const label = screen.getByText(/^(Salary|Lønn)$/);
  // Intl writes no-break spaces between groups and beside the currency: read them as spaces.
  const value = label.nextElementSibling?.textContent?.replace(/\s/g, ' ');
  container.remove();
  return value;
};

describe('the salary in the job details', () => {
  it('shows one pay once, every digit, as the language writes it', async () => {
    await setupTestI18n('en');
    const job = fullJob('j', { salaryMin: 1_150_000, salaryMax: 1_150_000, salaryCurrency: 'NOK' });
    expect(salaryOf(job)).toBe('NOK 1,150,000');
    await setupTestI18n('no');
    expect(salaryOf({ ...job, salaryPeriod: 'year' })).toBe('1 150 000 NOK per år');
  });

  it('leaves out the ad’s text when it only says the figures again', async () => {
    await setupTestI18n('en');
    const job = fullJob('j', {
      salaryText: '£65,000 – £75,000 a year',
      salaryMin: 65_000,
      salaryMax: 75_000,
      salaryCurrency: 'GBP',
      salaryPeriod: 'year',
    });
    expect(salaryOf(job)).toBe('GBP 65,000–75,000 per year');
    expect(salaryOf({ ...job, salaryText: '£65,000 – £75,000 a year + bonus' })).toBe(
      'GBP 65,000–75,000 per year · £65,000 – £75,000 a year + bonus',
    );
  });
});
