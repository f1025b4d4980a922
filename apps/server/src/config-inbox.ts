import { ConfigError } from './config-error.ts';
import { optional } from './config-read.ts';

/** Reading mailboxes over IMAP: which hosts a user may name, and the key their passwords are sealed with. */
export type InboxConfig = {
  /**
   * INBOX_ALLOW_PRIVATE_HOSTS=true: a mailbox may be on a private or loopback address (a
   * self-hosted bridge on this machine). Off by default: on a shared server a user must not reach
   * its internal network.
   */
  allowPrivateHosts: boolean;
  /** INBOX_SECRET: the key mailbox passwords are encrypted with; generated into DATA_DIR when unset. */
  secret: string | undefined;
};

const readAllowPrivateHosts = (raw: string | undefined): boolean => {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new ConfigError(`INBOX_ALLOW_PRIVATE_HOSTS must be true or false, got "${value}"`);
};

export const readInbox = (env: NodeJS.ProcessEnv): InboxConfig => {
  const secret = optional(env.INBOX_SECRET);
  if (secret !== undefined && secret.length < 32)
    throw new ConfigError('INBOX_SECRET must be at least 32 characters long');
  return { allowPrivateHosts: readAllowPrivateHosts(env.INBOX_ALLOW_PRIVATE_HOSTS), secret };
};
