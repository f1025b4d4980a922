import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as consent from '../../../shared/consent/consent.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import { PrivacyPage } from './privacy-page.tsx';
import { RefundPage } from './refund-page.tsx';
import { TermsPage } from './terms-page.tsx';

beforeAll(() => setupTestI18n('en'));

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('privacy policy', () => {
  it('names what is stored, the cookies, the mail and how to delete the account', async () => {
    renderWithProviders(<PrivacyPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const fact of [
      'password as an Argon2 hash',
      'certificate files',
      'name and e-mail address of the person you ask',
      'how many times each was viewed',
      'remove all metadata',
      'only a hash of its token',
      'One-time codes',
      'hl_refresh',
      '/api/auth',
      'cc_cookie',
      '_ga',
      'To the people you ask for an endorsement',
      'every row and every file that belongs to you is deleted at once',
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Deleting your account' })).toBeTruthy();
  });

  it('reopens the cookie settings', async () => {
    const show = vi.spyOn(consent, 'showCookiePreferences').mockImplementation(() => undefined);
    renderWithProviders(<PrivacyPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open cookie settings' }));
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('is written in Norwegian too', async () => {
    await i18n.changeLanguage('no');
    renderWithProviders(<PrivacyPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Personvernerklæring' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Slik sletter du kontoen' })).toBeTruthy();
  });
});

describe('terms and refund policy', () => {
  it('say plainly that there are no paid plans and every account gets Premium', async () => {
    renderWithProviders(<TermsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByText(/Every account gets all Premium features at no cost/)).toBeTruthy();
  });

  it('refund policy: nothing to refund, in en and no', async () => {
    renderWithProviders(<RefundPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund policy' })).toBeTruthy();
    expect(screen.getByText(/there is nothing to refund/)).toBeTruthy();
    await i18n.changeLanguage('no');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retningslinjer for refusjon' }),
    ).toBeTruthy();
  });
});
