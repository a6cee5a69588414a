// `npm run dev`: the API in watch mode (port 3001) and the Vite dev server (port 3000, proxying
// API calls to 3001). Both run in their own process groups and stop together: Ctrl-C, SIGTERM or
// either one exiting stops the other.
import { spawn } from 'node:child_process';
import { repositoryRoot } from './lib/find-repository-root.mjs';

const API_PORT = process.env.API_PORT ?? '3001';
const WEB_PORT = process.env.WEB_PORT ?? '3000';

/** @type {{ name: string; command: string[]; env: Record<string, string> }[]} */
const services = [
  {
    name: 'api',
    command: ['npm', 'run', 'dev', '-w', '@escola/api'],
    env: { PORT: API_PORT, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  },
  {
    name: 'web',
    command: ['npm', 'run', 'dev', '-w', '@escola/web', '--', '--port', WEB_PORT, '--strictPort'],
    env: { API_PORT },
  },
];

const children = services.map(({ name, command, env }) => {
  const [executable = 'npm', ...commandArguments] = command;
  const child = spawn(executable, commandArguments, {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    stdio: 'inherit',
    detached: true,
  });
  child.on('exit', (code, signal) => stopAll({ reason: `${name} terminou`, code, signal }));
  return child;
});

let stopping = false;

/** @param {{ reason: string; code?: number | null; signal?: NodeJS.Signals | null }} options */
function stopAll({ reason, code = 0, signal = null }) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[dev] ${reason}; encerrando API e Vite…`);
  for (const child of children) killGroup({ pid: child.pid, signal: 'SIGTERM' });
  const forceTimer = setTimeout(() => {
    for (const child of children) killGroup({ pid: child.pid, signal: 'SIGKILL' });
    process.exit(1);
  }, 5000);
  forceTimer.unref();
  let running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const finish = () => process.exit(signal ? 1 : (code ?? 1));
  if (running.length === 0) finish();
  for (const child of running) {
    child.once('exit', () => {
      running = running.filter((other) => other !== child);
      if (running.length === 0) finish();
    });
  }
}

/** @param {{ pid: number | undefined; signal: NodeJS.Signals }} options */
function killGroup({ pid, signal }) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => stopAll({ reason: `recebido ${signal}`, code: 0 }));
}
process.on('exit', () => {
  for (const child of children) killGroup({ pid: child.pid, signal: 'SIGKILL' });
});
console.log(`[dev] Web em http://localhost:${WEB_PORT} (API em http://localhost:${API_PORT})`);
