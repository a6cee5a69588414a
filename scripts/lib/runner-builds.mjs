// What the runner's headless harness needs built (runner browser tests, curriculum:test): the
// frame document and its scripts (packages/runner/dist/frame/, served under /runner/frame/) and
// the harness page (packages/runner/dist/harness/). Each is rebuilt when missing or stale.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilds } from './ensure-builds.mjs';
import { repositoryRoot } from './find-repository-root.mjs';

const RUNNER = 'packages/runner';
/** Folders of the runner that are not the frame's sources (the harness has a build of its own). */
const NOT_FRAME_SOURCES = ['harness', 'browser-tests', 'dist', 'node_modules'];

/** @returns {import('./ensure-builds.mjs').BuildStep[]} */
export function listRunnerBuildSteps() {
  const frameSources = readdirSync(path.join(repositoryRoot, RUNNER))
    .filter((name) => !NOT_FRAME_SOURCES.includes(name) && !name.startsWith('.'))
    .map((name) => `${RUNNER}/${name}`);
  return [
    {
      // React, React DOM and React Router are bundled into the frame's runtime: the lock file
      // says when their versions change.
      name: 'frame do runner',
      output: `${RUNNER}/dist/frame/host.html`,
      sources: [...frameSources, 'package-lock.json'],
      command: ['npm', 'run', 'build:frame', '-w', '@escola/runner'],
    },
    {
      name: 'harness do runner',
      output: `${RUNNER}/dist/harness/index.html`,
      sources: [
        `${RUNNER}/src`,
        `${RUNNER}/harness`,
        `${RUNNER}/package.json`,
        'package-lock.json',
      ],
      command: ['npm', 'run', 'build:harness', '-w', '@escola/runner'],
    },
  ];
}

/**
 * Builds the frame and the harness when stale; throws when a build fails.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {string[]} the names of the steps that ran
 */
export function ensureRunnerBuilds({ log = console.log } = {}) {
  return ensureBuilds({ log, steps: listRunnerBuildSteps(), label: '[runner]' });
}
