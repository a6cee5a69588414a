import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'curriculum', 'scripts'],
    // Vitest's default in `run` is one worker fewer than the cores: a single worker on this
    // 2-core machine, which ran the whole suite file by file (decision 051).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism()),
  },
});
