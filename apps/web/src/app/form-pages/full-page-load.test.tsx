import { render } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { setPageViewSink } from '../../shared/analytics/track-page-view.ts';
import { usePageViews } from '../../shared/analytics/use-page-views.ts';
import { FullPageLoad } from './full-page-load.tsx';

function CountingFrame() {
  usePageViews();
  return <Outlet />;
}

afterEach(() => setPageViewSink(null));

it('loads another address as a page of its own, which counts its own view', () => {
  const views: string[] = [];
  setPageViewSink((path) => views.push(path));
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  render(
    <MemoryRouter initialEntries={['/privacy-policy?x=1#top']}>
      <Routes>
        <Route element={<CountingFrame />}>
          <Route path="*" element={<FullPageLoad />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  expect(assign).toHaveBeenCalledWith('/privacy-policy?x=1#top');
  expect(views).toEqual([]);
});
