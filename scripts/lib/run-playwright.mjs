// Runs Playwright's test runner with a config file as a child process, passing the command line's
// extra arguments on, forwarding Ctrl+C, and exiting with its exit code.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = () => fileURLToPath(import.meta.resolve('@playwright/test/cli'));

/**
 * @param {{ configFile: string; args?: string[]; env?: NodeJS.ProcessEnv }} options
 * @returns {void} never returns: the process exits when Playwright does
 */
export function runPlaywright({ configFile, args = process.argv.slice(2), env = process.env }) {
  const child = spawn(process.execPath, [cli(), 'test', '--config', configFile, ...args], {
    stdio: 'inherit',
    env,
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
}
