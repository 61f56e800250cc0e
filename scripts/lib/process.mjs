import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
  });
}

export function runSync(command, args, options = {}) {
  return spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options }).status ?? 1;
}

/** The API server runs TypeScript through tsx with the API's own tsconfig (for the @/ alias). */
export const apiServerCommand = {
  command: process.execPath,
  args: ['--import', 'tsx', path.join(repoRoot, 'api/src/server.ts')],
  env: { TSX_TSCONFIG_PATH: path.join(repoRoot, 'api/tsconfig.json') },
};
