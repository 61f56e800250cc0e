// `npm run dev`: the API with reload on change, and Vite's dev server proxying /api to it.
import { spawn } from 'node:child_process';
import { ensureDependencies } from './lib/install.mjs';
import { apiServerCommand, repoRoot } from './lib/process.mjs';

ensureDependencies();
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', ...apiServerCommand.args.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...apiServerCommand.env },
  }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts', 'web'], { stdio: 'inherit', cwd: repoRoot }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
