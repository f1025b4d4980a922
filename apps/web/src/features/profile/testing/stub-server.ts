import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';

const google = { clientId: 'g', authorizeUrl: 'https://idp.example.test/auth', scope: 'openid' };

/** The server's answers for an account page: social sign-in configured (Google only) or not (the default). */
export function stubServer({ social = false } = {}) {
  const fetch = stubFetch();
  fetch.on('GET', '/auth/social/providers', () =>
    jsonResponse(200, { google: social ? google : null, facebook: null }),
  );
  return fetch;
}
