/** A mail provider's IMAP server: TLS from the first byte (`secure`), or STARTTLS after connecting. */
export type MailPreset = { id: string; host: string; port: number; secure: boolean };

/**
 * The common providers. Each asks for an app password (made in the provider's account settings)
 * rather than the account's own; Proton Mail is read through its Bridge on this computer, which
 * speaks STARTTLS on port 1143.
 */
export const MAIL_PRESETS = [
  { id: 'gmail', host: 'imap.gmail.com', port: 993, secure: true },
  { id: 'outlook', host: 'outlook.office365.com', port: 993, secure: true },
  { id: 'icloud', host: 'imap.mail.me.com', port: 993, secure: true },
  { id: 'fastmail', host: 'imap.fastmail.com', port: 993, secure: true },
  { id: 'proton', host: '127.0.0.1', port: 1143, secure: false },
] as const satisfies readonly MailPreset[];

export type MailPresetId = (typeof MAIL_PRESETS)[number]['id'];

/** The preset a server's address matches, or null for another server. */
export const presetOf = (host: string, port: number): MailPresetId | null =>
  MAIL_PRESETS.find((preset) => preset.host === host.trim().toLowerCase() && preset.port === port)?.id ??
  null;

/** The browser's time zone, in which a mail's time without a zone is read (Oslo when unknown). */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Oslo';
  } catch {
    return 'Europe/Oslo';
  }
};
