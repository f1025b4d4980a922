import PostalMime, { type Email } from 'postal-mime';
import { htmlText } from './html-text.ts';

/** What the reader looks at in one message, decoded: the MIME work is the library's. */
export type ParsedMessage = {
  subject: string;
  fromName: string;
  fromAddress: string;
  /** The sender's domain, lower-case ("teamtailor.com"). */
  fromDomain: string;
  replyToDomain: string;
  /** The body as plain text: the text part, else the HTML part's visible text. */
  text: string;
  /** Every iCalendar part's text (an invitation's event). */
  calendars: string[];
  /** When it was sent, if the Date header says. */
  sentAt: Date | null;
};

/** Not an e-mail: raised for bytes that hold no message headers. */
export class NotAnEmailError extends Error {}

const decoder = new TextDecoder();
const asText = (content: ArrayBuffer | Uint8Array | string): string =>
  typeof content === 'string' ? content : decoder.decode(content);

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** A message must name its sender and say something: a From address and a subject or a date. */
const looksLikeMail = (mail: Email) => {
  const named = (key: string) => mail.headers.some((header) => header.key === key);
  return Boolean(mail.from?.address?.includes('@')) && (named('subject') || named('date'));
};

/** The first bytes of a PDF, a ZIP (DOCX) or an image: files, never a message. */
const BINARY_OPENINGS = ['%PDF', 'PK\u0003\u0004', '\u0089PNG', 'GIF8', '\u00ff\u00d8\u00ff'];

export const parseMessage = async (raw: string | Uint8Array): Promise<ParsedMessage> => {
  const opening = typeof raw === 'string' ? raw.slice(0, 8) : String.fromCharCode(...raw.subarray(0, 8));
  if (BINARY_OPENINGS.some((magic) => opening.startsWith(magic)) || opening.includes('\u0000'))
    throw new NotAnEmailError('binary');
  let mail: Email;
  try {
    mail = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
  } catch {
    throw new NotAnEmailError('unparsed');
  }
  if (!looksLikeMail(mail)) throw new NotAnEmailError('no headers');
  const calendars = mail.attachments
    .filter((part) => /^(text|application)\/(calendar|ics)$/i.test(part.mimeType))
    .map((part) => asText(part.content));
  const plain = mail.text?.trim() ?? '';
  // The HTML part is read only when the text part says next to nothing (an HTML-only mail).
  const html = plain.length < 20 && mail.html ? htmlText(mail.html) : '';
  const from = mail.from?.address ? mail.from : { name: '', address: '' };
  const sent = mail.date ? new Date(mail.date) : null;
  return {
    subject: (mail.subject ?? '').replace(/\s+/g, ' ').trim(),
    fromName: (from.name ?? '').trim(),
    fromAddress: (from.address ?? '').toLowerCase(),
    fromDomain: domainOf(from.address ?? ''),
    replyToDomain: domainOf(mail.replyTo?.[0]?.address ?? ''),
    text: plain.length >= 20 || !html ? plain : html,
    calendars,
    sentAt: sent && !Number.isNaN(sent.getTime()) ? sent : null,
  };
};
