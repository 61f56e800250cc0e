import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Disk by default; an S3-compatible store implements the same calls. */
export interface UploadStore {
  /** Stores the bytes as `<name>.<extension>` in `folder` (a new random name by default) and returns the public URL path. */
  put(folder: string, bytes: Buffer, extension: string, name?: string): Promise<string>;
  /** The bytes of a file by the URL `put` returned; null when there is no such file. */
  read(url: string): Promise<Buffer | null>;
  /** Whether a file is stored under the URL `put` returned. */
  has(url: string): Promise<boolean>;
  /** Removes a file by the URL `put` returned; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** Removes a folder and everything in it (an account's photos when it is deleted). */
  removeFolder(folder: string): Promise<void>;
  /** The folder served at /uploads, for the disk store. */
  readonly rootDir: string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files under `uploadsDir` (config.uploadsDir): on one disk, or one shared by every API process. */
export function createDiskUploadStore(uploadsDir: string): UploadStore {
  const rootDir = path.resolve(uploadsDir);
  /** The file behind an uploads URL; undefined for any other URL, and never outside the uploads folder. */
  const fileOf = (url: string) => {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined;
    const file = path.resolve(rootDir, url.slice(UPLOADS_URL_PREFIX.length));
    return file.startsWith(rootDir + path.sep) ? file : undefined;
  };
  return {
    rootDir,
    async put(folder, bytes, extension, name = randomUUID()) {
      const file = `${name}.${extension}`;
      await fs.mkdir(path.join(rootDir, folder), { recursive: true });
      // Written aside, then renamed into place: a request served meanwhile never reads half a file.
      const partial = path.join(rootDir, folder, `.${file}.${randomUUID()}`);
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, path.join(rootDir, folder, file));
      return `${UPLOADS_URL_PREFIX}${folder}/${file}`;
    },
    async read(url) {
      const file = fileOf(url);
      return file ? fs.readFile(file).catch(() => null) : null;
    },
    async has(url) {
      const file = fileOf(url);
      return file ? fs.stat(file).then((stats) => stats.isFile(), () => false) : false;
    },
    async remove(url) {
      const file = fileOf(url);
      if (file) await fs.rm(file, { force: true });
    },
    async removeFolder(folder) {
      const dir = path.resolve(rootDir, folder);
      if (!dir.startsWith(rootDir + path.sep)) return;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
