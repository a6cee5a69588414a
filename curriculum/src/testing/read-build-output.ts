// Test helper: reads what a build wrote (index, server index, every file) for assertions.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CurriculumIndex } from '@escola/contracts/curriculum-index';
import type { ServerCurriculumIndex } from '@escola/contracts/curriculum-server-index';

export const readBuildOutput = async (outputDirectory: string) => {
  const entries = await readdir(outputDirectory, { recursive: true, withFileTypes: true });
  const files = new Map<string, string>();
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const absolute = path.join(entry.parentPath, entry.name);
    files.set(
      path.relative(outputDirectory, absolute).split(path.sep).join('/'),
      await readFile(absolute, 'utf8'),
    );
  }
  const json = <Value>(file: string): Value => JSON.parse(files.get(file) ?? 'null') as Value;
  return {
    files,
    index: json<CurriculumIndex>('page-data/curriculum.json'),
    server: json<ServerCurriculumIndex>('server/curriculum.json'),
    json,
  };
};
