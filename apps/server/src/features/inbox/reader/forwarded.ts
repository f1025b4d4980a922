import { addressParser } from 'postal-mime';
import type { ParsedMessage } from './parse-message.ts';

/** Lines that open a forwarded message inside a mail's text (Gmail, Apple Mail, Outlook; en and no). */
const MARKERS = [
  /^-{2,}\s*(?:forwarded message|videresendt melding|original message|opprinnelig melding)\s*-{2,}$/iu,
  /^(?:begin forwarded message|start på videresendt melding|videresendt melding):?$/iu,
];
const FORWARD_SUBJECT = /^(?:fwd?|vs|vb|wg)\s*:/iu;
const HEADER = /^(from|fra|subject|emne|date|dato|sent|sendt|to|til|cc|kopi|reply-to)\s*:\s*(.*)$/iu;
const FIELDS: Record<string, 'from' | 'subject' | 'date'> = {
  from: 'from',
  fra: 'from',
  subject: 'subject',
  emne: 'subject',
  date: 'date',
  dato: 'date',
  sent: 'date',
  sendt: 'date',
};
/** What the forwarder writes above the message is a note, not the message: at most a few lines. */
const NOTE_MAX_CHARACTERS = 400;

/**
 * The message a person forwarded to themselves (or saved after forwarding), as if it had come
 * directly: its sender, subject, date and text from the header block under the forwarding line.
 * Null when the mail forwards nothing.
 */
export const forwardedMessage = (message: ParsedMessage): ParsedMessage | null => {
  const lines = message.text.split(/\r?\n/);
  const at = lines.findIndex((line) => MARKERS.some((marker) => marker.test(line.trim())));
  const note = lines.slice(0, Math.max(at, 0)).join(' ').trim();
  const forwardedBySubject = FORWARD_SUBJECT.test(message.subject);
  if (
    at < 0 ||
    note.length > NOTE_MAX_CHARACTERS ||
    (!forwardedBySubject && !/forward|videresend/iu.test(lines[at] ?? ''))
  )
    return null;
  const found: Partial<Record<'from' | 'subject' | 'date', string>> = {};
  let index = at + 1;
  while (index < lines.length && (lines[index]?.trim() === '' || HEADER.test(lines[index]?.trim() ?? ''))) {
    const match = HEADER.exec(lines[index]?.trim() ?? '');
    const field = match ? FIELDS[match[1]?.toLowerCase() ?? ''] : undefined;
    if (field && match?.[2]) found[field] ??= match[2].trim();
    if (lines[index]?.trim() === '' && Object.keys(found).length > 0) break;
    index += 1;
  }
  if (!found.from) return null;
  const [sender] = addressParser(found.from.replace(/\[mailto:([^\]]+)\]/iu, '<$1>'), { flatten: true });
  const address = (sender && 'address' in sender ? (sender.address ?? '') : '').toLowerCase();
  const sent = found.date ? new Date(found.date.replace(/ kl\.? /iu, ' ')) : null;
  return {
    ...message,
    subject: found.subject ?? message.subject.replace(FORWARD_SUBJECT, '').trim(),
    fromName: sender?.name?.trim() ?? '',
    fromAddress: address,
    fromDomain: address.slice(address.lastIndexOf('@') + 1),
    text: lines.slice(index).join('\n'),
    sentAt: sent && !Number.isNaN(sent.getTime()) ? sent : message.sentAt,
  };
};
