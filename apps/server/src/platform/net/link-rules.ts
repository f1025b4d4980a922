import net from 'node:net';
import { type Hop, linkError, pointsTo, refusedAddress } from './link-refusals.ts';
import { type AddressVerdict, isSpecialUseName } from './public-address.ts';

/** What decides where a connection may go. */
export type LinkRules = {
  allowPrivate: boolean;
  judge: (address: string) => AddressVerdict;
  anyPort: boolean;
};

const WEB_PORTS = new Set(['', '80', '443']);

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** A link as a URL without its fragment, or a refusal that says it is not a web address. */
export const parseLink = (raw: string): URL => {
  try {
    const url = new URL(raw);
    url.hash = '';
    return url;
  } catch {
    throw linkError('LINK_REFUSED', 'This is not a web address. Paste a link that starts with https://.');
  }
};

/** The rules that need no network: scheme, credentials, port, and literal or special-use hosts. */
export const checkUrl = (hop: Hop, { allowPrivate, judge, anyPort }: LinkRules): void => {
  const { url } = hop;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw linkError(
      'LINK_REFUSED',
      `${pointsTo(hop)} a ${url.protocol.replace(/:$/, '')}: address. Only http:// and https:// web pages can be read.`,
    );
  }
  if (url.username || url.password) {
    throw linkError('LINK_REFUSED', 'Links with a user name or password in them cannot be read.');
  }
  if (allowPrivate) return;
  const host = bareHost(url);
  if (net.isIP(host)) {
    const verdict = judge(host);
    if (!verdict.allowed) throw refusedAddress(hop, host, verdict.reason);
  } else if (isSpecialUseName(host)) {
    throw linkError(
      'LINK_REFUSED',
      `${pointsTo(hop)} “${host}”, which is not a public web address. Hirelane only reads public web pages.`,
    );
  }
  if (!anyPort && !WEB_PORTS.has(url.port)) {
    throw linkError(
      'LINK_REFUSED',
      `${pointsTo(hop)} port ${url.port}. Hirelane only reads web pages on the usual ports (80 and 443).`,
    );
  }
};
