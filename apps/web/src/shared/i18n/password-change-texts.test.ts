import { describe, expect, it } from 'vitest';
import { localeResources } from '../testing/test-i18n.ts';

const resources = localeResources();

/** The text shown after a password change (account) and after a reset with a code (auth). */
const textsAfterPasswordChange = (language: string) => {
  const account = resources[language]?.account as { password: { changed: string } };
  const auth = resources[language]?.auth as { forgotPassword: { successBody: string } };
  return [account.password.changed, auth.forgotPassword.successBody];
};

describe('the texts after a password change', () => {
  // A new password revokes the browser extension's tokens too, so the user must hear about it.
  it.each([
    ['en', /browser extensions?/],
    ['no', /nettleserutvidelser/],
  ])('tell in %s that connected browser extensions were signed out too', (language, extensions) => {
    for (const text of textsAfterPasswordChange(language)) expect(text).toMatch(extensions);
  });
});
