import { describe, expect, it } from 'vitest';
import { findMissingImports } from './find-missing-imports';

const files = [
  { name: 'script', ext: 'js' },
  { name: 'formatar', ext: 'js' },
];

describe('findMissingImports', () => {
  it("keeps quiet about the challenge's own files, with or without the extension", () => {
    expect(
      findMissingImports(
        [{ source: './formatar' }, { source: './formatar.js', line: 2 }, { source: './script.js' }],
        files,
      ),
    ).toEqual([]);
  });

  it('lists packages and files the challenge does not have', () => {
    expect(
      findMissingImports(
        [
          { source: 'lodash', line: 1 },
          { source: './outro', line: 2 },
          { source: '../formatar', line: 3 },
        ],
        files,
      ),
    ).toEqual([
      { source: 'lodash', line: 1 },
      { source: './outro', line: 2 },
      { source: '../formatar', line: 3 },
    ]);
  });
});
