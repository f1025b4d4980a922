import fs from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../security/random.ts';

/** Where uploaded files live. Keys are made here (never from user input), so paths cannot escape. */
export type FileStore = {
  /** Stores the bytes under a new key in `area` (e.g. "jobs/<userId>") and returns the key. */
  put: (area: string, data: Buffer) => Promise<string>;
  read: (key: string) => Promise<Buffer>;
  remove: (key: string) => Promise<void>;
  /** Removes everything under an area (e.g. all of a user's files). */
  removeArea: (area: string) => Promise<void>;
};

const SAFE_KEY = /^[\w-]+(\/[\w-]+)*$/;

export const createDiskFileStore = (root: string): FileStore => {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key "${key}"`);
    return path.join(root, key);
  };
  return {
    put: async (area, data) => {
      const key = `${area}/${newId()}`;
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: 'wx' });
      return key;
    },
    read: (key) => fs.readFile(resolve(key)),
    remove: async (key) => {
      await fs.rm(resolve(key), { force: true });
    },
    removeArea: async (area) => {
      await fs.rm(resolve(area), { recursive: true, force: true });
    },
  };
};
