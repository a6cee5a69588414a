// Test helper: an app on a fresh database of its own (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set), never listening; requests go through `app.inject`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@escola/db/testing';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { LogStream } from '../logging';

export const TEST_SESSION_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres-0123';

type TestAppOptions = {
  environment?: Record<string, string>;
  /** Routes a test adds before the app is ready (e.g. one that throws). */
  addRoutes?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
  /** PGlite even when TEST_DATABASE_URL is set: for tests that must hold on both databases. */
  embeddedDatabase?: boolean;
  /** Receives the app's log lines (set LOG_LEVEL in `environment` to get any). */
  logStream?: LogStream;
};

export const buildTestApp = async ({
  environment = {},
  addRoutes,
  embeddedDatabase = false,
  logStream,
}: TestAppOptions = {}) => {
  const database = await createTestDatabase({ embedded: embeddedDatabase });
  // Uploaded images go to a directory of this app's own, removed on close (never the repo's .data).
  const uploadDirectory = await mkdtemp(path.join(tmpdir(), 'escola-test-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SESSION_SECRET,
    // No SPA unless a test gives it one.
    WEB_DIST_DIR: '/nonexistent/web-dist',
    PAGE_DATA_DIR: '/nonexistent/page-data',
    // No pg-boss workers in API tests: they call the job handlers (or app.jobs.runNow) directly.
    JOBS_ENABLED: 'false',
    UPLOAD_DIR: uploadDirectory,
    ...environment,
  });
  const app = await buildApp(config, { database, ...(logStream ? { logStream } : {}) });
  addRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
      await rm(uploadDirectory, { recursive: true, force: true });
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
