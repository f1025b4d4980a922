import type { Certification, CertificationInput } from '@hirelane/contract/cv';
import { notFound } from '../../platform/http/app-error.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { userArea } from '../../platform/storage/user-areas.ts';
import type { SectionService } from './sections.service.ts';

type Section = SectionService<'cv_certifications', CertificationInput, Certification>;

const fileColumns = (key: string | null, file: UploadedFile | undefined) => ({
  file_key: key,
  file_name: file?.fileName ?? null,
  file_type: file?.mimeType ?? null,
  file_size: file?.data.length ?? null,
});

/** Certifications are a CV section with an optional file: the file follows its entry's life. */
export const createCertificationsService = ({ section, files }: { section: Section; files: FileStore }) => {
  const store = (userId: string, file: UploadedFile | undefined) =>
    file ? files.put(userArea('certificates', userId), file.data) : Promise.resolve(null);

  return {
    list: section.list,

    create: async (userId: string, input: CertificationInput, file: UploadedFile | undefined) => {
      const key = await store(userId, file);
      try {
        return await section.create(userId, input, fileColumns(key, file));
      } catch (error) {
        if (key) await files.remove(key);
        throw error;
      }
    },

    /** A new file replaces the old one; `removeFile` drops it; otherwise the file stays. */
    update: async (userId: string, id: string, input: CertificationInput, file: UploadedFile | undefined) => {
      const existing = await section.findRow(userId, id);
      const replaces = file !== undefined || input.removeFile === true;
      const key = await store(userId, file);
      const updated = await section.update(userId, id, input, replaces ? fileColumns(key, file) : {});
      if (replaces && existing.file_key) await files.remove(existing.file_key);
      return updated;
    },

    remove: async (userId: string, id: string) => {
      const existing = await section.findRow(userId, id);
      await section.remove(userId, id);
      if (existing.file_key) await files.remove(existing.file_key);
    },

    getFile: async (userId: string, id: string) => {
      const row = await section.findRow(userId, id);
      if (!row.file_key || !row.file_name || !row.file_type) throw notFound('This certification has no file');
      return { fileName: row.file_name, mimeType: row.file_type, data: await files.read(row.file_key) };
    },
  };
};

export type CertificationsService = ReturnType<typeof createCertificationsService>;
