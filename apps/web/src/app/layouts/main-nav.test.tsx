import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../shared/testing/test-i18n.ts';
import { MainNav } from './main-nav.tsx';

startEachTestSignedIn();

const current = (path: string, orientation: 'horizontal' | 'vertical') => {
  const router = createMemoryRouter([{ path: '*', element: <MainNav orientation={orientation} /> }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
};

describe('MainNav', () => {
  for (const orientation of ['horizontal', 'vertical'] as const) {
    it(`marks My CV on every page of the CV, the video script too (${orientation})`, () => {
      for (const path of ['/my-cv', '/my-cv/import', '/video-script', '/my-cv/sharing']) {
        expect(current(path, orientation), path).toEqual(['My CV']);
        cleanup();
      }
    });

    it(`marks the board only on the board (${orientation})`, () => {
      expect(current('/', orientation)).toEqual(['Board']);
      cleanup();
      expect(current('/letters', orientation)).toEqual(['Letters']);
    });
  }
});
