import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { PURGE_EXPIRED_SESSIONS_JOB } from '../modules/session-purge/service';
import { buildTestApp, TEST_SESSION_SECRET, type TestApp } from '../testing/build-test-app';
import { JOBS_TIME_ZONE, UnknownJobError } from './jobs';

type ScheduleRow = { name: string; cron: string; timezone: string };

const schedulesOf = async (testApp: TestApp) =>
  (
    await testApp.db.execute<ScheduleRow>(
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    )
  ).rows;

const pgBossSchemaExists = async (testApp: TestApp) =>
  (
    await testApp.db.execute<{ found: number }>(
      sql`select 1 as found from information_schema.schemata where schema_name = 'pgboss'`,
    )
  ).rows.length > 0;

/** A handler that records its calls and lets a test wait for the next one. */
const recordingHandler = () => {
  const calls: Date[] = [];
  let notify: (() => void) | undefined;
  return {
    calls,
    handler: async ({ now }: { now: Date }) => {
      calls.push(now);
      notify?.();
    },
    nextCall: () =>
      new Promise<void>((resolve) => {
        notify = resolve;
      }),
  };
};

describe('jobs plugin with JOBS_ENABLED=false (the API tests)', () => {
  let testApp: TestApp;
  const probe = recordingHandler();

  beforeAll(async () => {
    testApp = await buildTestApp({
      addRoutes: (app) =>
        app.jobs.schedule({ name: 'teste-manual', cron: '0 5 * * *', handler: probe.handler }),
    });
  });
  afterAll(async () => testApp.close());

  it('runs a scheduled handler in-process with runNow, awaited', async () => {
    await testApp.app.jobs.runNow('teste-manual');
    expect(probe.calls).toHaveLength(1);
    expect(probe.calls[0]).toBeInstanceOf(Date);
  });

  it('lists the jobs the modules scheduled, including the session purge', () => {
    const names = testApp.app.jobs.list().map((job) => job.name);
    expect(names).toContain(PURGE_EXPIRED_SESSIONS_JOB);
    expect(names).toContain('teste-manual');
  });

  it('refuses an unknown job name, and scheduling after the app is ready', async () => {
    await expect(testApp.app.jobs.runNow('nao-existe')).rejects.toBeInstanceOf(UnknownJobError);
    expect(() =>
      testApp.app.jobs.schedule({
        name: 'tarde-demais',
        cron: '* * * * *',
        handler: async () => {},
      }),
    ).toThrow(/depois que a aplicação subiu/);
    await expect(testApp.app.jobs.enqueue('teste-manual')).rejects.toThrow(/JOBS_ENABLED/);
  });

  it('starts no pg-boss at all', async () => {
    expect(await pgBossSchemaExists(testApp)).toBe(false);
  });
});

describe('jobs plugin with JOBS_ENABLED=true (pg-boss really runs)', () => {
  let testApp: TestApp;
  const probe = recordingHandler();

  beforeAll(async () => {
    testApp = await buildTestApp({
      environment: { JOBS_ENABLED: 'true' },
      addRoutes: (app) => {
        app.jobs.schedule({ name: 'teste-fila', cron: '0 5 * * *', handler: probe.handler });
      },
    });
  }, 60_000);
  afterAll(async () => testApp.close());

  it('schedules every registered job in São Paulo time', async () => {
    const schedules = await schedulesOf(testApp);
    const registered = testApp.app.jobs.list();
    expect(schedules.map((row) => row.name).sort()).toEqual(
      registered.map((job) => job.name).sort(),
    );
    for (const job of registered) {
      expect(schedules.find((row) => row.name === job.name)).toEqual({
        name: job.name,
        cron: job.cron,
        timezone: JOBS_TIME_ZONE,
      });
    }
  });

  it('a queued run is taken by the worker and runs the handler', async () => {
    const called = probe.nextCall();
    await testApp.app.jobs.enqueue('teste-fila');
    await called;
    expect(probe.calls).toHaveLength(1);
  });

  it('a restart without a job drops its schedule; close stops pg-boss', async () => {
    await testApp.app.close();
    const config = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: TEST_SESSION_SECRET,
      WEB_DIST_DIR: '/nonexistent/web-dist',
      PAGE_DATA_DIR: '/nonexistent/page-data',
    });
    const restarted = await buildApp(config, { database: testApp.database });
    await restarted.ready();
    const names = (await schedulesOf(testApp)).map((row) => row.name);
    expect(names).toContain(PURGE_EXPIRED_SESSIONS_JOB);
    expect(names).not.toContain('teste-fila');
    await restarted.close();
    if (testApp.database.kind === 'postgres') {
      const { rows } = await testApp.db.execute<{ count: number }>(
        sql`select count(*)::int as count from pg_stat_activity
            where application_name = 'escola-jobs' and datname = current_database()`,
      );
      expect(rows[0]?.count).toBe(0);
    }
  }, 60_000);
});
