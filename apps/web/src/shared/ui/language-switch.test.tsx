import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { startEachTestSignedOut } from '../testing/test-i18n.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { StaticPageContext } from './static-page.ts';

startEachTestSignedOut();

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('the language switch', () => {
  it('is a radio group named Language, each language in its own words, the current one checked', () => {
    renderWithProviders(<LanguageSwitch />);
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(radio('English').checked).toBe(true);
    expect(radio('Norsk').checked).toBe(false);
    expect(screen.getByText('Norsk').getAttribute('lang')).toBe('no');
  });

  it('changes the interface language by click and by the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitch />);
    await user.click(screen.getByText('Norsk'));
    await waitFor(() => expect(i18n.language).toBe('no'));
    await waitFor(() => expect(radio('Norsk').checked).toBe(true));
    // Remembered for the server-rendered public pages too, which read it from a cookie.
    expect(document.cookie).toContain('hirelane-lang=no');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(document.activeElement).toBe(radio('English'));
    expect(document.cookie).toContain('hirelane-lang=en');
  });

  it('is a link to the page in each language on a server-rendered page', () => {
    renderWithProviders(
      <StaticPageContext.Provider value={{ languageHref: (language) => `/u/kari?lang=${language}` }}>
        <LanguageSwitch />
      </StaticPageContext.Provider>,
    );
    const links = within(screen.getByRole('navigation', { name: 'Language' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/u/kari?lang=en', '/u/kari?lang=no']);
    expect(links[0]?.getAttribute('aria-current')).toBe('true');
    expect(links[1]?.getAttribute('aria-current')).toBeNull();
  });
});
