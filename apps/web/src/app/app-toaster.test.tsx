import { luminance, MantineProvider } from '@mantine/core';
import { act, render, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { windowIsNarrow } from '../shared/testing/match-media.ts';
import { setupTestI18n } from '../shared/testing/test-i18n.ts';
import { AppToaster } from './app-toaster.tsx';

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The toaster on a wide screen, or on a narrow one, once it shows two toasts. */
const showToaster = async (scheme: 'light' | 'dark', { narrow = false } = {}) => {
  windowIsNarrow(narrow);
  render(
    <MantineProvider forceColorScheme={scheme}>
      <AppToaster />
    </MantineProvider>,
  );
  act(() => {
    toast.success('Saved');
    toast.error('Not saved');
  });
  return waitFor(() => {
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(toaster).not.toBeNull();
    return toaster as HTMLElement;
  });
};

beforeAll(() => setupTestI18n());

afterEach(() => {
  act(() => toast.dismiss());
});

describe('AppToaster', () => {
  for (const scheme of ['light', 'dark'] as const)
    it(`writes every kind of toast at 4.5:1 or more in the ${scheme} scheme`, async () => {
      const toaster = await showToaster(scheme);
      expect(toaster.dataset.sonnerTheme).toBe(scheme);
      for (const kind of ['success', 'info', 'warning', 'error']) {
        const text = toaster.style.getPropertyValue(`--${kind}-text`);
        const bg = toaster.style.getPropertyValue(`--${kind}-bg`);
        expect(text, `${kind} text`).not.toBe('');
        expect(bg, `${kind} fill`).not.toBe('');
        expect(contrast(text, bg), `${kind} in ${scheme}`).toBeGreaterThanOrEqual(4.5);
      }
    });

  it('shows toasts at the bottom right of a wide screen, clear of the app bar', async () => {
    const toaster = await showToaster('light');
    expect([toaster.dataset.yPosition, toaster.dataset.xPosition]).toEqual(['bottom', 'right']);
    // Clear of a home bar or a notch in the installed app.
    expect(toaster.style.getPropertyValue('--offset-bottom')).toContain('safe-area-inset-bottom');
    expect(toaster.style.getPropertyValue('--offset-right')).toContain('safe-area-inset-right');
  });

  it("shows them at the bottom of a narrow one, above the board's floating Add job", async () => {
    const toaster = await showToaster('light', { narrow: true });
    expect([toaster.dataset.yPosition, toaster.dataset.xPosition]).toEqual(['bottom', 'center']);
    expect(toaster.style.getPropertyValue('--offset-bottom')).toContain('5rem');
  });
});
