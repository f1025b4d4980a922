import { fileNameFromContentDisposition } from './content-disposition.ts';
import type { HttpClient } from './http-client.ts';

export type DownloadedFile = { blob: Blob; fileName: string };

export type FetchFileOptions = {
  /** Used when the answer names no file. */
  fallbackName: string;
  /** `false` for the public downloads: no bearer token even when signed in. */
  withAuth?: boolean;
};

/** Reads a download through the client (token, refresh, Accept-Language) with its file name. */
export async function fetchFile(
  client: HttpClient,
  path: string,
  options: FetchFileOptions,
): Promise<DownloadedFile> {
  const response = await client.get<Response>(path, {
    responseType: 'response',
    ...(options.withAuth === false ? { withAuth: false } : {}),
  });
  const fileName = fileNameFromContentDisposition(
    response.headers.get('Content-Disposition'),
    options.fallbackName,
  );
  return { blob: await response.blob(), fileName };
}

/** Hands a file to the browser as a download, as a link with `download` would. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Some browsers read the URL after click() returns: give them time before it goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
