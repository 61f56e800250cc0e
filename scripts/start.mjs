// `npm start`: install if needed, build the web app if its sources changed, then serve app and API.
import { ensureDependencies } from './lib/install.mjs';

ensureDependencies();
const { buildWebIfStale } = await import('./lib/build-web.mjs');
const { apiServerCommand } = await import('./lib/process.mjs');
const { spawn } = await import('node:child_process');

buildWebIfStale();
const server = spawn(apiServerCommand.command, apiServerCommand.args, {
  stdio: 'inherit',
  env: { ...process.env, ...apiServerCommand.env },
});
// The server drains requests and closes the database itself; pass the signal on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
