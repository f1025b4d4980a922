import type { ExtensionInstallResponse } from '@hirelane/contract/extension';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { setupTestI18n, startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { ExtensionPage } from './extension-page.tsx';

startEachTestSignedIn();

const CHROME = 'https://chromewebstore.google.com/detail/hirelane/abc';
const FIREFOX = 'https://addons.mozilla.org/firefox/addon/hirelane/';

const renderPage = (install: ExtensionInstallResponse) => {
  stubFetch().on('GET', '/extension/install', () => jsonResponse(200, install));
  return renderRoutes(
    [
      { path: '/extension', element: <ExtensionPage /> },
      { path: '/extension/connect', element: <p>connect page</p> },
    ],
    '/extension',
  );
};

const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('the browser extension’s page', () => {
  it('says what it does and which permissions it asks for and why', async () => {
    renderPage({ chromeStoreUrl: null, firefoxStoreUrl: null, downloadUrl: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Browser extension' })).toBeTruthy();
    expect(within(section('What it does')).getAllByRole('listitem')).toHaveLength(3);
    const permissions = section('What it may do, and why');
    for (const permission of [/activeTab and scripting/, /\(storage\)/, /no other site/]) {
      expect(within(permissions).getByText(permission)).toBeTruthy();
    }
  });

  it('links the store listings and the download, with the steps for each browser', async () => {
    renderPage({
      chromeStoreUrl: CHROME,
      firefoxStoreUrl: FIREFOX,
      downloadUrl: '/downloads/hirelane-extension.zip',
    });
    const chrome = await screen.findByRole('link', { name: /Chrome Web Store/ });
    expect(chrome.getAttribute('href')).toBe(CHROME);
    expect(chrome.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Firefox Add-ons' }).getAttribute('href')).toBe(FIREFOX);
    const download = screen.getByRole('link', { name: 'Download the extension (.zip)' });
    expect(download.getAttribute('href')).toBe('/downloads/hirelane-extension.zip');
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.getByText(/choose Add to Chrome/)).toBeTruthy();
    expect(screen.getByText(/choose Add to Firefox/)).toBeTruthy();
    expect(screen.getByText(/Choose Load unpacked/)).toBeTruthy();
    expect(screen.getByText(/Choose Load Temporary Add-on/)).toBeTruthy();
  });

  it('shows only what this installation offers', async () => {
    renderPage({ chromeStoreUrl: CHROME, firefoxStoreUrl: null, downloadUrl: null });
    await screen.findByRole('link', { name: /Chrome Web Store/ });
    expect(screen.queryByRole('link', { name: 'Firefox Add-ons' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
    expect(screen.queryByText(/Load unpacked/)).toBeNull();
    expect(screen.getByText('Not offered for this browser here yet.')).toBeTruthy();
  });

  it('says when this installation offers it nowhere', async () => {
    renderPage({ chromeStoreUrl: null, firefoxStoreUrl: null, downloadUrl: null });
    expect(
      await screen.findByText('This Hirelane does not offer the extension yet. Ask whoever runs it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Chrome Web Store|Firefox Add-ons|Download/ })).toBeNull();
  });

  it('leads to the connect page', async () => {
    const router = renderPage({ chromeStoreUrl: null, firefoxStoreUrl: null, downloadUrl: null });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Open the connect page' }));
    expect(router.state.location.pathname).toBe('/extension/connect');
  });

  it('speaks Norwegian', async () => {
    await setupTestI18n('no');
    try {
      renderPage({ chromeStoreUrl: null, firefoxStoreUrl: FIREFOX, downloadUrl: null });
      expect(await screen.findByRole('heading', { level: 1, name: 'Nettleserutvidelse' })).toBeTruthy();
      expect(await screen.findByRole('link', { name: 'Firefox-tillegg' })).toBeTruthy();
    } finally {
      await setupTestI18n('en');
    }
  });
});
