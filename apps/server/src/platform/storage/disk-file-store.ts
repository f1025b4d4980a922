import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { newId } from '../security/random.ts';
import { checkedKey, type FileStore } from './file-store.ts';

/** Files under one directory (`DATA_DIR/files` by default): `<root>/<area>/<id>`. */
export const createDiskFileStore = (root: string): FileStore => {
  const resolve = (key: string) => path.join(root, checkedKey(key));
  const newFile = async (area: string) => {
    const key = `${area}/${newId()}`;
    const file = resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    return { key, file };
  };
  return {
    put: async (area, data) => {
      const { key, file } = await newFile(area);
      await fs.writeFile(file, data, { flag: 'wx' });
      return key;
    },
    putStream: async (area, source) => {
      const { key, file } = await newFile(area);
      try {
        await pipeline(source, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
      const { size } = await fs.stat(file);
      return { key, size };
    },
    read: async (key) => fs.readFile(resolve(key)),
    openRead: async (key, range) => {
      const file = resolve(key);
      await fs.access(file);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    size: async (key) => {
      try {
        return (await fs.stat(resolve(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: async (key) => {
      await fs.rm(resolve(key), { force: true });
    },
    list: async (area) => {
      const folder = resolve(area);
      try {
        const names = (await fs.readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) =>
          entry.isFile(),
        );
        return names.map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    removeArea: async (area) => {
      await fs.rm(resolve(area), { recursive: true, force: true });
    },
  };
};
