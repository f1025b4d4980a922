import fs from 'node:fs';
import path from 'node:path';
import { randomToken } from './random.ts';

/** JWT_SECRET when set; otherwise one generated on first start and kept in DATA_DIR. */
export const resolveJwtSecret = (configured: string | undefined, dataDir: string): string =>
  resolveSecret(configured, dataDir, 'jwt-secret');

/**
 * The configured secret when set; otherwise one generated on first start into DATA_DIR/`fileName`
 * (readable by the owner only) and read from there on every later start.
 */
export const resolveSecret = (configured: string | undefined, dataDir: string, fileName: string): string => {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomToken(48);
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
};
