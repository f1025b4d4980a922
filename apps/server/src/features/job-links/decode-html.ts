/**
 * The page's bytes as text: a byte-order mark first, then the charset the response named, then a
 * <meta charset> in the first 1,024 bytes (the HTML standard's prescan), else UTF-8. An unknown
 * label falls back to UTF-8; bytes that do not fit become U+FFFD.
 */
export const decodeHtml = (body: Buffer, charset: string | undefined): string => {
  const bom =
    body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf
      ? 'utf-8'
      : body[0] === 0xff && body[1] === 0xfe
        ? 'utf-16le'
        : body[0] === 0xfe && body[1] === 0xff
          ? 'utf-16be'
          : undefined;
  const declared = body
    .subarray(0, 1024)
    .toString('latin1')
    .match(/<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i)?.[1];
  for (const label of [bom, charset, declared, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // not a label TextDecoder knows: try the next one
    }
  }
  return body.toString('utf8');
};
