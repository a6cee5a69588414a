import { describe, expect, it } from 'vitest';
import { createChallenge } from '../test/page-data-fixtures';
import { getProjectDemoFiles } from './project-demo';

const seedFile = (fileKey: string, name: string, ext: string, contents: string) => ({
  fileKey,
  name,
  ext,
  contents,
  editableRegionBoundaries: [],
  history: [],
});
const files = [
  seedFile('indexhtml', 'index', 'html', '<main></main>'),
  seedFile('stylescss', 'styles', 'css', ''),
];
const demo = [{ fileKey: 'indexhtml', name: 'index', ext: 'html', contents: '<h1>Pronto</h1>' }];

describe('getProjectDemoFiles', () => {
  it("gives a multifile project's demonstration over its starting files", () => {
    expect(getProjectDemoFiles(createChallenge({ challengeType: 14, files, demo }))).toEqual([
      { fileKey: 'indexhtml', name: 'index', ext: 'html', contents: '<h1>Pronto</h1>' },
      { fileKey: 'stylescss', name: 'styles', ext: 'css', contents: '' },
    ]);
  });

  it('gives nothing without a demonstration, or for a type that does not preview', () => {
    expect(
      getProjectDemoFiles(createChallenge({ challengeType: 14, files, demo: null })),
    ).toBeNull();
    expect(getProjectDemoFiles(createChallenge({ challengeType: 5, files, demo }))).toBeNull();
  });
});
