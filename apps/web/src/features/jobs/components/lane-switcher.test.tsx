import type { JobLane } from '@hirelane/contract/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import { useLaneColors } from '../hooks/use-lane-colors.ts';
import { boardOf } from '../testing/job-fixtures.ts';
import { CompanyInitial } from './company-initial.tsx';
import { LaneSwitcher } from './lane-switcher.tsx';

const board = boardOf({ saved: { pinned: ['a'], normal: ['b', 'c'] }, applied: { normal: ['d'] } });

function Switcher({ start = 'saved' as JobLane }) {
  const [lane, setLane] = useState<JobLane>(start);
  return <LaneSwitcher board={board} current={lane} colors={useLaneColors()} onChange={setLane} />;
}

beforeAll(() => setupTestI18n('en'));

describe('LaneSwitcher', () => {
  it('names all six lanes with their counts, the shown one selected', () => {
    renderWithProviders(<Switcher />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Saved33 jobs',
      'Applied11 job',
      'Interviewed00 jobs',
      'Hired00 jobs',
      'Rejected00 jobs',
      'Drafts00 jobs',
    ]);
    expect(screen.getByRole('tab', { selected: true, name: 'Saved 3 jobs' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Lanes' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Saved/ }).getAttribute('aria-controls')).toBe('lane-saved');
  });

  it('shows another lane on a tap, and moves with arrows, Home and End, focus following', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Switcher />);
    await user.click(screen.getByRole('tab', { name: /Applied/ }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^Applied/);
    await user.keyboard('{ArrowRight}');
    const interviewed = screen.getByRole('tab', { selected: true });
    expect(interviewed.textContent).toMatch(/^Interviewed/);
    expect(document.activeElement).toBe(interviewed);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^Drafts/);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^Saved/);
    await user.keyboard('{ArrowLeft}{Home}');
    expect(document.activeElement?.textContent).toMatch(/^Saved/);
    // Only the selected tab is in the Tab order.
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});

describe('CompanyInitial', () => {
  it("shows the company's initial, hidden from screen readers (the name is shown beside it)", () => {
    const { container } = renderWithProviders(<CompanyInitial company="ølen betong" />);
    const mark = container.querySelector('[aria-hidden="true"]');
    expect(mark?.textContent).toBe('Ø');
    expect(mark?.getAttribute('style')).toMatch(/--initial-bg: var\(--mantine-color-\w+-light\)/);
  });
});
