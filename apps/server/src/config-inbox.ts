import { optional, trueOrFalse } from './config-read.ts';

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

export const inboxVariables = {
  INBOX_ALLOW_PRIVATE_HOSTS: trueOrFalse,
  INBOX_SECRET: optional.refine(
    (secret) => secret === undefined || secret.length >= 32,
    'must be at least 32 characters long',
  ),
};

export const inboxOf = (env: { INBOX_ALLOW_PRIVATE_HOSTS: boolean; INBOX_SECRET: string | undefined }) => ({
  allowPrivateHosts: env.INBOX_ALLOW_PRIVATE_HOSTS,
  secret: env.INBOX_SECRET,
});
