// RFC 6266 / RFC 8187: `filename*=UTF-8''K%C3%A5re-CV.pdf` carries the real (encoded) name and wins
// over the plain `filename="…"`, which servers fill with an ASCII stand-in.
const EXTENDED = /(?:^|;)\s*filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i;
const QUOTED = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i;
const TOKEN = /(?:^|;)\s*filename\s*=\s*([^;"\s]+)/i;

/** Keeps a name the browser can save: no folders, no control characters, not empty. */
function safeName(name: string): string | null {
  const base = name.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : null;
}

function decodeExtended(charset: string, encoded: string): string | null {
  const value = encoded.trim();
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(value);
    // ISO-8859-1, the only other charset RFC 8187 names: each %XX is one code point.
    return value.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  } catch {
    return null;
  }
}

/**
 * The file name of a download from its Content-Disposition header: `filename*` first, then
 * `filename`, else `fallback` (also when the header is missing or the name is unusable).
 */
export function fileNameFromContentDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = EXTENDED.exec(header);
  if (extended?.[2]) {
    const decoded = decodeExtended(extended[1] ?? '', extended[2]);
    const name = decoded === null ? null : safeName(decoded);
    if (name) return name;
  }
  const quoted = QUOTED.exec(header);
  if (quoted?.[1] !== undefined) {
    const name = safeName(quoted[1].replace(/\\(.)/g, '$1'));
    if (name) return name;
  }
  const token = TOKEN.exec(header);
  if (token?.[1]) {
    const name = safeName(token[1]);
    if (name) return name;
  }
  return fallback;
}
