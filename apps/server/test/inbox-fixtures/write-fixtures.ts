// Writes the fixture messages (messages.ts) as .eml files and manifest.json: node write-fixtures.ts.
// Each message is encoded as real mail is (quoted-printable, base64, RFC 2047 subjects,
// multipart/alternative, HTML only, text/calendar invitations), so the reader meets MIME, not text.
import fs from 'node:fs';
import path from 'node:path';
import { type FixtureMessage, MESSAGES } from './messages.ts';

const dir = path.join(import.meta.dirname, 'messages');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

const encodedWord = (text: string, style: 'B' | 'Q') => {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  if (style === 'B') return `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;
  const q = [...Buffer.from(text)]
    .map((byte) =>
      byte === 0x20
        ? '_'
        : /[A-Za-z0-9!*+/-]/.test(String.fromCharCode(byte))
          ? String.fromCharCode(byte)
          : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
  return `=?UTF-8?Q?${q}?=`;
};

const quotedPrintable = (text: string) => {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    let encoded = [...Buffer.from(line)]
      .map((byte) =>
        (byte >= 33 && byte <= 126 && byte !== 61) || byte === 32
          ? String.fromCharCode(byte)
          : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`,
      )
      .join('')
      .replace(/ $/, '=20');
    while (encoded.length > 76) {
      let cut = 75;
      while (encoded[cut - 1] === '=' || encoded[cut - 2] === '=') cut -= 1;
      out.push(`${encoded.slice(0, cut)}=`);
      encoded = encoded.slice(cut);
    }
    out.push(encoded);
  }
  return out.join('\r\n');
};

const base64 = (text: string) =>
  (
    Buffer.from(text)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');

const part = (type: string, body: string, encoding: FixtureMessage['encoding'], extra = '') => {
  const cte = encoding === 'qp' ? 'quoted-printable' : encoding === 'base64' ? 'base64' : '8bit';
  const content =
    encoding === 'qp'
      ? quotedPrintable(body)
      : encoding === 'base64'
        ? base64(body)
        : body.replaceAll('\n', '\r\n');
  return `Content-Type: ${type}; charset="UTF-8"${extra}\r\nContent-Transfer-Encoding: ${cte}\r\n\r\n${content}\r\n`;
};

const htmlOf = (text: string) =>
  `<!DOCTYPE html><html><head><style>p{margin:0 0 12px}</style></head><body><table role="presentation" width="100%"><tr><td>${text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${paragraph.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('\n', '<br>')}</p>`,
    )
    .join('\n')}</td></tr></table></body></html>`;

const ics = (event: NonNullable<FixtureMessage['calendar']>) => {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Fixture//Calendar//EN',
    'VERSION:2.0',
    `METHOD:${event.method ?? 'REQUEST'}`,
  ];
  if (event.vtimezone)
    lines.push(
      'BEGIN:VTIMEZONE',
      `TZID:${event.vtimezone}`,
      'BEGIN:STANDARD',
      'DTSTART:16011028T030000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010325T020000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    );
  lines.push('BEGIN:VEVENT', `UID:${event.start}-fixture@example.org`, `DTSTAMP:20261120T090000Z`);
  lines.push(event.tzid ? `DTSTART;TZID=${event.tzid}:${event.start}` : `DTSTART:${event.start}`);
  lines.push(`SUMMARY:${event.summary}`, 'END:VEVENT', 'END:VCALENDAR');
  return lines.join('\r\n');
};

const manifest: object[] = [];
MESSAGES.forEach((message, index) => {
  const name = `${String(index + 1).padStart(3, '0')}-${message.name}.eml`;
  const boundary = `=_fixture_${index}_${message.name}`;
  const headers = [
    `Return-Path: <${message.from.match(/<(.+)>/)?.[1] ?? message.from}>`,
    `Message-ID: <${index + 1}.${message.name}@fixtures.hirelane.test>`,
    `Date: ${message.date}`,
    `From: ${message.from.replace(/^(.*?)\s*</, (_, display: string) => `${encodedWord(display.replace(/^"|"$/g, ''), 'Q')} <`)}`,
    'To: Kari Nordmann <kari.nordmann@example.no>',
    `Subject: ${encodedWord(message.subject, message.subjectEncoding ?? 'B')}`,
    'MIME-Version: 1.0',
    ...(message.headers ?? []),
  ];
  const html = message.html ?? htmlOf(message.text);
  let body: string;
  if (message.calendar) {
    body = `Content-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n--${boundary}\r\n${part('text/plain', message.text, message.encoding)}--${boundary}\r\n${part('text/calendar', ics(message.calendar), 'base64', `; method=${message.calendar.method ?? 'REQUEST'}; name="invite.ics"`)}--${boundary}--\r\n`;
  } else if (message.shape === 'html') {
    body = part('text/html', html, message.encoding);
  } else if (message.shape === 'alternative') {
    body = `Content-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n--${boundary}\r\n${part('text/plain', message.text, message.encoding)}--${boundary}\r\n${part('text/html', html, message.encoding)}--${boundary}--\r\n`;
  } else {
    body = part('text/plain', message.text, message.encoding);
  }
  fs.writeFileSync(path.join(dir, name), `${headers.join('\r\n')}\r\n${body}`);
  // One message in three is held out, by its place in the list, fixed before any tuning.
  manifest.push({ file: name, set: index % 3 === 2 ? 'held-out' : 'tuning', expected: message.expected });
});
fs.writeFileSync(path.join(import.meta.dirname, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.info(`${manifest.length} messages written`);
