import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../testing/render.tsx';
import { setupTestI18n } from '../testing/test-i18n.ts';
import { OfflineBanner } from './offline-banner.tsx';

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

const seenAt = new Date(2026, 10, 28, 8, 15).getTime();

const renderBanner = () => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['jobs', 'board'], { lanes: [] }, { updatedAt: seenAt });
  renderWithProviders(<OfflineBanner />, queryClient);
};

describe('the offline banner', () => {
  it('says nothing while online, and what is shown and from when once offline', async () => {
    await setupTestI18n('en');
    renderBanner();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => onlineManager.setOnline(false));
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toMatch(/^Offline — showing what you last saw \(.*8:15.*\)$/);
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks Norwegian', async () => {
    await setupTestI18n('no');
    act(() => onlineManager.setOnline(false));
    renderBanner();
    expect((await screen.findByRole('status')).textContent).toMatch(/^Frakoblet — viser det du sist så \(/);
  });
});
