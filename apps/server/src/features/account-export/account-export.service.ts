import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { Language } from '@hirelane/contract/constants';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Clock } from '../../platform/clock.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { USER_FILE_AREAS, userArea } from '../../platform/storage/user-areas.ts';
import type { AccountExportRepository } from './account-export.repository.ts';
import { exportedFile } from './exported-file.ts';
import { jobsCsv } from './jobs-sheet.ts';

const README = `Your Hirelane data

jobs.csv           your jobs as a spreadsheet, one row per job (opens in Excel, Numbers,
                   LibreOffice or Google Sheets); its times are in UTC, as its column titles
                   say, and the next interview also in your time zone when you have set one
                   (in your reminder settings)
data/<table>.json  every row stored about you, one file per table; how you sign in is left
                   out (your sessions, one-time codes, and the hashes of your password and
                   of the calendar feed's address)
files/<area>/…     every file you uploaded: job attachments, certificates, your photo, videos,
                   each named with the extension of its type (.pdf, .jpg, .webm …)

Times in data/ are in UTC, written in ISO 8601 with a Z (2026-11-26T08:30:00.000Z).
Exported %DATE%.
`;

/** GDPR export (art. 15 and 20): everything stored about the user as JSON, plus their files, in one zip. */
export const createAccountExportService = ({
  repo,
  files,
  clock,
}: {
  repo: AccountExportRepository;
  files: FileStore;
  clock: Clock;
}) => ({
  /** The zip as a stream: files are copied through in chunks, never held whole. */
  archive: async (userId: string, language: Language): Promise<Readable> => {
    const tables = await repo.rowsOf(userId);
    const jobs = await repo.jobsOf(userId);
    const timeZone = await repo.timeZoneOf(userId);
    const keys = (
      await Promise.all(USER_FILE_AREAS.map((area) => files.list(userArea(area, userId))))
    ).flat();
    const out = new PassThrough();
    const zip = new Zip((error, chunk, final) => {
      if (error) {
        out.destroy(error);
        return;
      }
      out.write(chunk);
      if (final) out.end();
    });
    const addText = (name: string, text: string) => {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(new TextEncoder().encode(text), true);
    };
    const write = async () => {
      addText('README.txt', README.replace('%DATE%', clock.now().toISOString()));
      addText('jobs.csv', jobsCsv(jobs, language, timeZone));
      for (const { table, rows } of tables)
        addText(`data/${table}.json`, `${JSON.stringify(rows, null, 2)}\n`);
      for (const key of keys) {
        const file = await exportedFile(key, await files.openRead(key));
        const entry = new ZipPassThrough(file.name);
        zip.add(entry);
        for await (const chunk of file.chunks) {
          entry.push(chunk);
          if (out.writableNeedDrain) await once(out, 'drain');
        }
        entry.push(new Uint8Array(0), true);
      }
      zip.end();
    };
    write().catch((error: unknown) => out.destroy(error as Error));
    return out;
  },
});

export type AccountExportService = ReturnType<typeof createAccountExportService>;
