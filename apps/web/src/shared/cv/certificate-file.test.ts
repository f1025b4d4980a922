import { describe, expect, it } from 'vitest';
import { CERTIFICATE_ACCEPT, certificateFileProblem } from './certificate-file.ts';

describe('certificate files', () => {
  it('accepts PDF, PNG and JPEG up to 10 MB', () => {
    expect(CERTIFICATE_ACCEPT).toBe('application/pdf,image/png,image/jpeg');
    expect(certificateFileProblem({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(certificateFileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull();
  });

  it('names the problem of a file it refuses', () => {
    expect(certificateFileProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(certificateFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('size');
    expect(certificateFileProblem({ type: 'image/png', size: 0 })).toBe('empty');
  });
});
