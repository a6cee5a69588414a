// Runs Playwright's test runner with a config file as child processes, passing the command line's
// extra arguments on, forwarding Ctrl+C, and exiting with the worst exit code. With several shards
// (`--shard=i/n`) each child gets its own environment (e.g. its own port, hence its own server and
// database through the config's global setup) and its lines are prefixed with `[i/n]`.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const cli = () => fileURLToPath(import.meta.resolve('@playwright/test/cli'));

/**
 * @param {{ configFile: string; args?: string[]; env?: NodeJS.ProcessEnv }} options
 * @returns {void} never returns: the process exits when Playwright does
 */
export function runPlaywright({ configFile, args = process.argv.slice(2), env = process.env }) {
  runPlaywrightShards({ configFile, args, shardEnvironments: [env] });
}

/**
 * One Playwright process per environment, all at once; a single one runs unsharded, unprefixed.
 * @param {{ configFile: string; args?: string[]; shardEnvironments: NodeJS.ProcessEnv[] }} options
 * @returns {void} never returns: the process exits when every shard has
 */
export function runPlaywrightShards({
  configFile,
  args = process.argv.slice(2),
  shardEnvironments,
}) {
  const total = shardEnvironments.length;
  const children = shardEnvironments.map((env, index) => {
    const shardArguments = total > 1 ? [`--shard=${index + 1}/${total}`] : [];
    const child = spawn(
      process.execPath,
      [cli(), 'test', '--config', configFile, ...shardArguments, ...args],
      { stdio: total > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit', env },
    );
    if (total > 1) prefixLines({ child, prefix: `[${index + 1}/${total}] ` });
    return child;
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => children.forEach((child) => child.kill(signal)));
  }
  let worst = 0;
  let running = total;
  for (const child of children) {
    child.on('exit', (code, signal) => {
      worst = Math.max(worst, signal ? 1 : (code ?? 1));
      running -= 1;
      if (running === 0) process.exit(worst);
    });
  }
}

/** @param {{ child: import('node:child_process').ChildProcess; prefix: string }} options */
function prefixLines({ child, prefix }) {
  for (const [stream, output] of /** @type {const} */ ([
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])) {
    if (!stream) continue;
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      output.write(`${prefix}${line}\n`);
    });
  }
}
