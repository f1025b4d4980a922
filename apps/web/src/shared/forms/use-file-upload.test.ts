import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { useFileUpload } from './use-file-upload.ts';

const scan = new File(['scan'], 'scan.png', { type: 'image/png' });

describe('useFileUpload', () => {
  it("shows a file's upload from 0, follows the request's progress, and ends it once sent", async () => {
    const onFileError = vi.fn();
    const { result } = renderHook(() => useFileUpload(onFileError));
    let finish: () => void = () => undefined;
    let sent: Promise<void> = Promise.resolve();
    act(() => {
      sent = result.current.send(scan, (onProgress) => {
        onProgress(0.5);
        return new Promise<void>((resolve) => (finish = resolve));
      });
    });
    expect(result.current.progress).toBe(0.5);
    await act(async () => {
      finish();
      await sent;
    });
    expect(result.current.progress).toBeNull();
    expect(onFileError).not.toHaveBeenCalled();
  });

  it("hands the server's word on the file on, and the failure to the form", async () => {
    const onFileError = vi.fn();
    const { result } = renderHook(() => useFileUpload(onFileError));
    const refused = new ApiError({
      status: 400,
      message: 'Invalid',
      fields: { file: 'The file is too large' },
    });
    await act(() => expect(result.current.send(scan, () => Promise.reject(refused))).rejects.toBe(refused));
    expect(onFileError).toHaveBeenCalledWith('The file is too large');
    expect(result.current.progress).toBeNull();
  });
});
