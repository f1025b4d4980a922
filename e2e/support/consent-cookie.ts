import { CONSENT_COOKIE } from '@hirelane/contract/constants';
import { CONSENT_REVISION } from '../../apps/web/src/shared/consent/consent-revision.ts';

type StoredCookie = {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax';
};

/**
 * The cookie-consent record of a visitor who already answered for the current revision, as
 * vanilla-cookieconsent writes it: "necessary only" unless `analytics`. Journeys start
 * with "necessary only" so the consent dialog never covers what they click.
 */
export const consentCookie = (baseURL: string, { analytics = false } = {}): StoredCookie => {
  const now = new Date();
  const expires = new Date(now.getTime() + CONSENT_COOKIE.expiresAfterDays * 24 * 60 * 60 * 1000);
  const record = {
    categories: analytics ? ['necessary', 'analytics'] : ['necessary'],
    revision: CONSENT_REVISION,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: crypto.randomUUID(),
    services: { necessary: [], analytics: [] },
    languageCode: 'en',
    lastConsentTimestamp: now.toISOString(),
    expirationTime: expires.getTime(),
  };
  const url = new URL(baseURL);
  return {
    name: CONSENT_COOKIE.name,
    value: encodeURIComponent(JSON.stringify(record)),
    domain: url.hostname,
    path: CONSENT_COOKIE.path,
    expires: Math.floor(expires.getTime() / 1000),
    httpOnly: false,
    secure: url.protocol === 'https:',
    sameSite: CONSENT_COOKIE.sameSite,
  };
};
