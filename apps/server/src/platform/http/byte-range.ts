import type { ByteRange } from '../storage/file-store.ts';

/** What a `Range` header asks of a file of `size` bytes (RFC 9110 §14). */
export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'partial'; range: ByteRange }
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * One byte range (`bytes=0-99`, `bytes=100-`, `bytes=-500`). A header that is not a single
 * well-formed byte range is ignored (the whole file is sent), as RFC 9110 allows; a range that
 * starts past the end is unsatisfiable (416).
 */
export const parseRange = (header: string | undefined, size: number): RangeRequest => {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end } };
};
