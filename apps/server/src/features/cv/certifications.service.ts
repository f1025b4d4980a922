import type { Certification } from '@hirelane/contract/cv';
import {
  type CertificationFields,
  type CertificationWrite,
  presentCertification,
  type StoredCertification,
} from '../../domain/cv/cv-rows.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { keptUploadOf, type UploadedFile } from '../../platform/http/multipart.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { userArea } from '../../platform/storage/user-areas.ts';
import type { SectionService } from './sections.service.ts';

type Section = SectionService<CertificationWrite, StoredCertification>;

/** Certifications are a CV section with an optional file: the file follows its entry's life. */
export const createCertificationsService = ({ section, files }: { section: Section; files: FileStore }) => {
  const store = (userId: string, file: UploadedFile | undefined) =>
    file ? files.put(userArea('certificates', userId), file.data) : Promise.resolve(null);

  return {
    list: async (userId: string): Promise<Certification[]> =>
      (await section.list(userId)).map(presentCertification),

    create: async (userId: string, input: CertificationFields, file: UploadedFile | undefined) => {
      const key = await store(userId, file);
      try {
        return presentCertification(
          await section.create(userId, { ...input, file: keptUploadOf(key, file) }),
        );
      } catch (error) {
        if (key) await files.remove(key);
        throw error;
      }
    },

    /** A new file replaces the old one; `removeFile` drops it; otherwise the file stays. */
    update: async (
      userId: string,
      id: string,
      input: CertificationFields,
      file: UploadedFile | undefined,
    ) => {
      const existing = await section.find(userId, id);
      const replaces = file !== undefined || input.removeFile === true;
      const key = await store(userId, file);
      const updated = await section.update(
        userId,
        id,
        replaces ? { ...input, file: keptUploadOf(key, file) } : input,
      );
      if (replaces && existing.fileKey) await files.remove(existing.fileKey);
      return presentCertification(updated);
    },

    remove: async (userId: string, id: string) => {
      const existing = await section.find(userId, id);
      await section.remove(userId, id);
      if (existing.fileKey) await files.remove(existing.fileKey);
    },

    getFile: async (userId: string, id: string) => {
      const { file, fileKey } = await section.find(userId, id);
      if (!fileKey || !file) throw notFound('This certification has no file');
      return { fileName: file.fileName, mimeType: file.mimeType, data: await files.read(fileKey) };
    },
  };
};

export type CertificationsService = ReturnType<typeof createCertificationsService>;
