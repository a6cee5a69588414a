import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuildStale } from './ensure-builds.mjs';

/** @type {string} */
let root;
const step = {
  name: 'web',
  output: 'dist/index.html',
  sources: ['src', 'index.html'],
  command: ['true'],
};

/** @param {{ file: string; secondsAgo: number }} options */
const writeFileAged = ({ file, secondsAgo }) => {
  const absolute = path.join(root, file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, file);
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(absolute, time, time);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ensure-builds-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('isBuildStale', () => {
  it('is stale when the output is missing', () => {
    writeFileAged({ file: 'src/main.tsx', secondsAgo: 100 });
    expect(isBuildStale({ step, root })).toBe(true);
  });

  it('is fresh when the output is newer than every source', () => {
    writeFileAged({ file: 'src/deep/page.tsx', secondsAgo: 100 });
    writeFileAged({ file: 'index.html', secondsAgo: 100 });
    writeFileAged({ file: 'dist/index.html', secondsAgo: 10 });
    expect(isBuildStale({ step, root })).toBe(false);
  });

  it('is stale when a source deep in a folder changed after the build', () => {
    writeFileAged({ file: 'dist/index.html', secondsAgo: 100 });
    writeFileAged({ file: 'src/deep/page.tsx', secondsAgo: 10 });
    expect(isBuildStale({ step, root })).toBe(true);
  });

  it('ignores test files, which are not part of the build', () => {
    writeFileAged({ file: 'dist/index.html', secondsAgo: 100 });
    writeFileAged({ file: 'src/page.tsx', secondsAgo: 200 });
    writeFileAged({ file: 'src/page.test.tsx', secondsAgo: 10 });
    expect(isBuildStale({ step, root })).toBe(false);
  });
});
