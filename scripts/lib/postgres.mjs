import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// PostgreSQL refuses to run as root: as root, run its tools as the postgres user.
function asServerUser(bin, args) {
  const isRoot = process.getuid?.() === 0;
  const [command, fullArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Starts a throwaway PostgreSQL server on loopback for the test run and returns its URL and a stop
 * function; undefined when no server binaries are installed (Debian package `postgresql`).
 */
export async function startThrowawayPostgres() {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yardsale-pg-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const port = await freePort();
  asServerUser(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  asServerUser(path.join(bin, 'pg_ctl'), [
    '-D', dataDir, '-w', '-l', path.join(dir, 'server.log'),
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
