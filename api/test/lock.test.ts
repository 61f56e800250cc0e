// PGlite takes no lock of its own: a second process on the same data folder would corrupt it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataFolder } from '@/db/lock';
import { testEngine } from './support/engine';
import { spawnServer } from './support/processes';

let dir: string;
const lockFile = () => path.join(dir, 'yardsale.lock');
const releases: (() => void)[] = [];
const lock = (folder: string) => {
  const release = lockDataFolder(folder);
  releases.push(release);
  return release;
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yardsale-lock-'));
});
afterEach(() => {
  releases.splice(0).forEach((release) => release());
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has certainly ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid;
}

// Only about the data folder on disk: the PostgreSQL project would repeat the same checks.
describe.skipIf(testEngine() !== 'pglite')('lockDataFolder', () => {
  it('writes the holder\'s pid and removes the file on release', () => {
    const release = lock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('creates the folder when it does not exist yet', () => {
    const nested = path.join(dir, 'data', 'pglite');
    lock(nested);
    expect(fs.existsSync(path.join(nested, 'yardsale.lock'))).toBe(true);
  });

  it('refuses to lock a folder twice within one process', () => {
    lock(dir);
    expect(() => lock(dir)).toThrow(`The database folder ${dir} is already open in this process (pid ${process.pid})`);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
  });

  it('can be taken again after release, and a late second release leaves the new lock alone', () => {
    const release = lock(dir);
    release();
    lock(dir);
    release();
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
  });

  it('takes over a lock left by a process that died', () => {
    fs.writeFileSync(lockFile(), String(deadPid()));
    lock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
  });

  it('takes over an unreadable lock file', () => {
    fs.writeFileSync(lockFile(), 'garbage');
    lock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
  });

  it('makes a second server on the same DATA_DIR exit with the reason', async () => {
    lock(path.join(dir, 'pglite')); // this test process plays the running server
    const server = spawnServer({ DATA_DIR: dir });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain(`is in use by another process (pid ${process.pid})`);
    expect(server.output()).toContain('Stop that process, or start this one with another DATA_DIR or a DATABASE_URL.');
    expect(fs.readFileSync(path.join(dir, 'pglite', 'yardsale.lock'), 'utf8')).toBe(String(process.pid));
  });
});
