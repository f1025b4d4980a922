import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { breakRendering, FailingRender } from '../../../shared/testing/failing-render.tsx';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import { SectionErrorBoundary } from './section-error-boundary.tsx';

beforeAll(() => setupTestI18n('en'));

describe('SectionErrorBoundary', () => {
  it('shows the failure in place of the section and draws it again on retry', async () => {
    const breakage = breakRendering();
    renderWithProviders(
      <>
        <SectionErrorBoundary>
          <FailingRender breakage={breakage} text="The section works" />
        </SectionErrorBoundary>
        <p>Another section</p>
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('This section could not be shown')).toBeTruthy();
    expect(within(alert).getByText('The rest of your CV still works. Try this part again.')).toBeTruthy();
    expect(screen.getByText('Another section')).toBeTruthy();
    breakage.broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The section works')).toBeTruthy();
  });
});
