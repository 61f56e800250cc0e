import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'yardsale.lock';
// A lock file holding our own pid is treated as stale (a container's server is often pid 1 on every
// start), so locks this process holds are remembered here to refuse opening a folder twice in-process.
const heldLocks = new Map<string, symbol>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockHolder(lockPath: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite takes no lock of its own and two processes on one folder corrupt it, so the first process
 * writes its pid into a lock file; a later one refuses while that process lives. Returns the unlock.
 */
export function lockDataFolder(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE);
  if (heldLocks.has(lockPath)) {
    throw new Error(`The database folder ${dir} is already open in this process (pid ${process.pid}).`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const token = Symbol(lockPath);
      heldLocks.set(lockPath, token);
      return () => {
        // Only while this lock is the one held: a late second call must not remove a newer lock.
        if (heldLocks.get(lockPath) !== token) return;
        heldLocks.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(lockPath);
      if (holder !== undefined) {
        throw new Error(
          `The database folder ${dir} is in use by another process (pid ${holder}). ` +
            'Stop that process, or start this one with another DATA_DIR or a DATABASE_URL.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // left by a process that died
    }
  }
  throw new Error(`Could not lock the database folder ${dir}`);
}
