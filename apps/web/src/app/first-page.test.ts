import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { firstPageNeeds } from './first-page.ts';
import { appRoutes } from './routes.tsx';

describe('what the first page of a visit asks for at start-up', () => {
  it('a public CV: its texts, and its link is read at once (once)', () => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    const needs = firstPageNeeds(appRoutes, '/public-cv/abc123');
    expect(needs.texts).toEqual(['publicCv']);
    needs.fetchData(queryClient);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]?.[0].queryKey).toEqual(['public-cv', 'link', 'abc123']);
  });

  it('a public profile: its handle as the key', () => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    firstPageNeeds(appRoutes, '/u/Kari-N').fetchData(queryClient);
    expect(prefetch.mock.calls[0]?.[0].queryKey).toEqual(['public-cv', 'profile', 'kari-n']);
  });

  it('a signed-in page: only its texts; its data waits for the session', () => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery');
    const report = firstPageNeeds(appRoutes, '/report');
    report.fetchData(queryClient);
    expect(report.texts).toEqual(['jobs']);
    expect(firstPageNeeds(appRoutes, '/account/reminders').texts).toEqual(['reminders']);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('an unknown address: nothing beyond the app’s own', () => {
    expect(firstPageNeeds(appRoutes, '/no/such/page').texts).toEqual([]);
  });
});
