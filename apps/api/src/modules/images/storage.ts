// The storage of uploaded images (issue 19, docs/architecture.md: "a storage interface"): the local
// disk by default (UPLOAD_DIR). A file is first written under a temporary name (`stage`), and
// becomes visible under its key only on `commit`; `discard` removes a staged file. So an upload
// whose database row fails leaves no file, and a file never exists without its row. `remove`
// deletes a stored file (the daily clean-up of unused images).
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type StagedFile = { key: string; temporaryPath: string };

export type ImageStorage = {
  /** Writes the bytes under a temporary name; nothing is readable under `key` yet. */
  stage: (key: string, bytes: Buffer) => Promise<StagedFile>;
  /** Makes a staged file readable under its key. */
  commit: (staged: StagedFile) => Promise<void>;
  /** Removes a staged file (after a failure); never throws. */
  discard: (staged: StagedFile) => Promise<void>;
  /** The bytes under `key`, or null when there is no such file. */
  read: (key: string) => Promise<Buffer | null>;
  /** Deletes the file under `key`; a file already gone is not an error. */
  remove: (key: string) => Promise<void>;
};

/** Keys are made by the API (`images/<uuid>.webp`); anything else is refused, never joined. */
const KEY_PATTERN = /^images\/[0-9a-f-]{36}\.webp$/;

const assertKey = (key: string) => {
  if (!KEY_PATTERN.test(key)) throw new Error(`chave de armazenamento inválida: ${key}`);
};

export const createLocalDiskStorage = (directory: string): ImageStorage => {
  const pathOf = (key: string) => {
    assertKey(key);
    return path.join(directory, key);
  };
  return {
    stage: async (key, bytes) => {
      const finalPath = pathOf(key);
      await mkdir(path.dirname(finalPath), { recursive: true });
      const temporaryPath = `${finalPath}.${randomUUID()}.tmp`;
      await writeFile(temporaryPath, bytes, { flag: 'wx', mode: 0o640 });
      return { key, temporaryPath };
    },
    commit: async ({ key, temporaryPath }) => {
      await rename(temporaryPath, pathOf(key));
    },
    discard: async ({ temporaryPath }) => {
      await rm(temporaryPath, { force: true }).catch(() => undefined);
    },
    read: async (key) => {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
};

export const newImageKey = () => `images/${randomUUID()}.webp`;
