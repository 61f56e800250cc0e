import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Disk by default; an S3-compatible store implements the same three calls. */
export interface UploadStore {
  /** Stores the bytes as `<name>.<extension>` in `folder` (a new random name by default) and returns the public URL path. */
  put(folder: string, bytes: Buffer, extension: string, name?: string): Promise<string>;
  /** Removes a file by the URL `put` returned; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** Removes a folder and everything in it (an account's photos when it is deleted). */
  removeFolder(folder: string): Promise<void>;
  /** The folder served at /uploads, for the disk store. */
  readonly rootDir: string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export function createDiskUploadStore(dataDir: string): UploadStore {
  const rootDir = path.join(dataDir, 'uploads');
  return {
    rootDir,
    async put(folder, bytes, extension, name = randomUUID()) {
      const file = `${name}.${extension}`;
      await fs.mkdir(path.join(rootDir, folder), { recursive: true });
      await fs.writeFile(path.join(rootDir, folder, file), bytes);
      return `${UPLOADS_URL_PREFIX}${folder}/${file}`;
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      const file = path.resolve(rootDir, url.slice(UPLOADS_URL_PREFIX.length));
      if (!file.startsWith(rootDir + path.sep)) return; // never outside the uploads folder
      await fs.rm(file, { force: true });
    },
    async removeFolder(folder) {
      const dir = path.resolve(rootDir, folder);
      if (!dir.startsWith(rootDir + path.sep)) return;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
