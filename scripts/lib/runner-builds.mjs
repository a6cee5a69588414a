// What the runner's headless harness needs built (runner browser tests, curriculum:test): the
// frame document and its scripts (packages/runner/dist/frame/, served under /runner/frame/) and
// the harness page (packages/runner/dist/harness/). Each is rebuilt when missing or stale.
import { readFileSync, readdirSync } from 'node:fs';
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
      output: `${RUNNER}/dist/frame/frame.html`,
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

const runnerScripts = () =>
  Object.keys(
    JSON.parse(readFileSync(path.join(repositoryRoot, RUNNER, 'package.json'), 'utf8')).scripts ??
      {},
  );

/**
 * Builds the frame and the harness when stale; throws when a build fails. A step whose npm script
 * does not exist yet is skipped with a warning (the frames are being written: DOM challenges then
 * fail, JavaScript ones still run).
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {string[]} the names of the steps that ran
 */
export function ensureRunnerBuilds({ log = console.log } = {}) {
  const scripts = runnerScripts();
  const steps = listRunnerBuildSteps().filter((step) => {
    const script = step.command[2] ?? '';
    if (scripts.includes(script)) return true;
    console.warn(
      `!! AVISO: @escola/runner ainda não tem o script ${script}: ${step.name} não foi construído ` +
        '(os desafios com página — HTML, CSS, React — vão falhar).',
    );
    return false;
  });
  return ensureBuilds({ log, steps, label: '[runner]' });
}
