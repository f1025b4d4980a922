/**
 * A small iCalendar (RFC 5545) writer: exactly what an interview calendar needs. Text values are
 * escaped (RFC 5545 §3.3.11), lines folded at 75 octets without splitting a UTF-8 character
 * (RFC 5545 §3.1), and
 * every line ends in CRLF.
 */

/** One content line: a property name and its value, already in iCalendar form (see `text`, `utc`). */
export type IcsProperty = readonly [name: string, value: string];

export type IcsEvent = readonly IcsProperty[];

const MAX_OCTETS = 75;

/**
 * A TEXT value: backslash, semicolon and comma escaped, every line break as `\n`, and control
 * characters (not allowed in TEXT) dropped.
 */
export const text = (value: string): string =>
  value
    .replace(/\r\n?/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n');

/** A DATE-TIME in UTC: 20260531T100000Z. */
export const utc = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Folds one content line: at most 75 octets per line, continuation lines start with a space. */
const fold = (line: string): string => {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      // The leading space of a continuation line counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
};

/** A whole VCALENDAR of PUBLISH events, CRLF after every line (the last one too). */
export const calendar = (head: readonly IcsProperty[], events: readonly IcsEvent[]): string => {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    ...head.map(([name, value]) => `${name}:${value}`),
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      ...event.map(([name, value]) => `${name}:${value}`),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
};
