import { describe, expect, it } from 'vitest';
import { checkPhotoFile, PHOTO_ACCEPT, PHOTO_MAX_MB } from './photo-file.ts';

describe('checkPhotoFile', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkPhotoFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkPhotoFile({ type: 'image/webp', size: 1 })).toBeNull();
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp');
    expect(PHOTO_MAX_MB).toBe(5);
  });

  it('refuses other types, empty files and files over 5 MB', () => {
    expect(checkPhotoFile({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(checkPhotoFile({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(checkPhotoFile({ type: 'image/png', size: 0 })).toBe('empty');
    expect(checkPhotoFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('size');
  });
});
