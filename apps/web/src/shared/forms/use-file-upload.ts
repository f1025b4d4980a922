import { useState } from 'react';
import { isApiError } from '../http/api-error.ts';

/**
 * Sending a form with an optional file: `progress` is the file's upload, 0…1, while one goes (null
 * otherwise), and a failure the server names the file in goes to `onFileError`, to be said under the
 * file's field, before the form hears of it. `send(file, upload)` runs `upload` with the progress
 * setter to hand to the request.
 */
export function useFileUpload(onFileError: (message: string) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const send = async (
    file: File | null,
    upload: (onProgress: (fraction: number) => void) => Promise<void>,
  ) => {
    setProgress(file ? 0 : null);
    try {
      await upload(setProgress);
    } catch (error) {
      if (isApiError(error) && error.fields?.file) onFileError(error.fields.file);
      throw error;
    } finally {
      setProgress(null);
    }
  };
  return { progress, send };
}
