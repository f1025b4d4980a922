import { expect, vi } from 'vitest';
import { fileResponse, type stubFetch } from '../../../shared/testing/fake-fetch.ts';

/**
 * The server answers GET /auth/export with a zip, and the browser's save is caught;
 * `expectSaved()` then checks the zip was fetched once and saved.
 */
export function stubDataExport(fetch: ReturnType<typeof stubFetch>) {
  fetch.on('GET', '/auth/export', () =>
    fileResponse(new Blob(['PK']), 'application/zip', 'attachment; filename="hirelane-data-2026-11-26.zip"'),
  );
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:zip');
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    async expectSaved() {
      await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
      expect(fetch.callsTo('GET', '/auth/export')).toHaveLength(1);
      expect(created).toHaveBeenCalled();
    },
  };
}
