import { afterAll } from 'vitest';
import { fileTestApp } from './file-test-app.ts';
import { type OidcAccount, type OidcServer, startOidcServer } from './oidc-server.ts';
import { type createTestApp, TEST_ORIGIN, type TestApp } from './test-app.ts';

/**
 * A test file's app with Google and Facebook pointed at a real OIDC provider on loopback (both
 * closed after the file's last test), and a maker of accounts for `idp.nextLogin`: each one a new
 * subject and e-mail (`<prefix>-<n>-…`, `<prefix>.<n>.…@example.test`) unless an e-mail is given.
 */
export const socialTestApp = async (
  prefix: string,
  webDistDir?: Parameters<typeof createTestApp>[2],
  renderer?: Parameters<typeof createTestApp>[3],
): Promise<{ idp: OidcServer; t: TestApp; account: (email?: string) => OidcAccount }> => {
  const idp = await startOidcServer([TEST_ORIGIN]);
  const t = await fileTestApp(idp.env(TEST_ORIGIN), undefined, webDistDir, renderer);
  afterAll(async () => {
    await idp.close();
  });
  let counter = 0;
  const account = (email?: string) => {
    counter += 1;
    return {
      id: `${prefix}-${counter}-${Date.now()}`,
      email: email ?? `${prefix}.${counter}.${Date.now()}@example.test`,
      givenName: 'Sol',
      familyName: 'Vik',
    };
  };
  return { idp, t, account };
};
