import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('shows kilobytes, megabytes and gigabytes, never bytes', () => {
    expect(formatFileSize(0, 'en-GB')).toBe('0.1 kB');
    expect(formatFileSize(142, 'en-GB')).toBe('0.1 kB');
    expect(formatFileSize(2048, 'en-US')).toBe('2 kB');
    expect(formatFileSize(340 * 1024, 'en-GB')).toBe('340 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en-GB')).toBe('1.5 MB');
    expect(formatFileSize(2.5 * 1024 ** 3, 'en-GB')).toBe('2.5 GB');
  });

  it('writes the number as the language does', () => {
    expect(formatFileSize(1.5 * 1024 * 1024, 'nb-NO')).toBe('1,5 MB');
  });
});
