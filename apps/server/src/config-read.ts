import { ConfigError } from './config-error.ts';

// The readers config.ts and config-media.ts share.

/** An environment value, with the empty string counted as unset. */
export const optional = (raw: string | undefined): string | undefined =>
  raw === undefined || raw === '' ? undefined : raw;

/** A URL with one of `protocols` (such as `'https:'`); anything else stops start-up with one line. */
export const readUrl = (name: string, raw: string, protocols: readonly string[]): URL => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(
      `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${raw}"`,
    );
  }
  return url;
};
