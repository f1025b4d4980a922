import crypto from 'node:crypto';

/** A PKCE pair as the web app makes it: 32 random bytes as hex, S256 challenge in base64url. */
export const pkcePair = () => {
  const verifier = crypto.randomBytes(32).toString('hex');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
};

/**
 * Walks an authorization request through the provider like a browser would (cookies, redirects)
 * and returns the callback URL it ends on.
 */
export const authorize = async (authorizeUrl: string, params: Record<string, string>): Promise<URL> => {
  const cookies = new Map<string, string>();
  let url = `${authorizeUrl}?${new URLSearchParams(params)}`;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`The provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.pathname.endsWith('/auth/callback')) return next;
    url = next.toString();
  }
  throw new Error('Too many redirects at the provider');
};
