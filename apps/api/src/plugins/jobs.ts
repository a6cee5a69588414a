// Background jobs on pg-boss (docs/architecture.md): modules call `app.jobs.schedule(...)` while
// the app is built; on `onReady` pg-boss starts (on the app's PGlite through its PGlite adapter, or
// on PostgreSQL with a small pool of its own), creates one queue, one cron schedule (São Paulo
// time) and one worker per job; on `onClose` it stops gracefully. Several replicas never run the
// same occurrence twice (pg-boss dedupes cron jobs and claims with SKIP LOCKED).
// `app.jobs.runNow(name)` runs a handler in this process and awaits it (tests, `npm run jobs:run`).
// `app.jobs.poll(...)` is for work that cannot wait for a cron minute (issue 20: campaign e-mails):
// every process with jobs on runs the handler every `everyMs`, one run at a time; the handler
// itself coordinates the processes through the database (row locks with SKIP LOCKED, as pg-boss).
import fastifyPlugin from 'fastify-plugin';
import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { DatabaseHandle } from '@escola/db/client';
import { SCHOOL_TIME_ZONE } from '@escola/domain/constants';

/** Every cron expression is read in this time zone (the school's). */
export const JOBS_TIME_ZONE = SCHOOL_TIME_ZONE;
/** A worker looks for due jobs this often; every job of ours is daily or hourly. */
const POLLING_INTERVAL_SECONDS = 30;
/** A failed run is retried this many times, this far apart. */
const RETRY_LIMIT = 2;
const RETRY_DELAY_SECONDS = 5 * 60;
/** Graceful stop waits this long for a running job (below the server's 10 s shutdown limit). */
const STOP_TIMEOUT_MS = 8_000;
/** pg-boss's own pool on PostgreSQL (the app's pool stays for requests). */
const POSTGRES_POOL_SIZE = 3;
const JOB_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type JobHandler = (context: { now: Date }) => Promise<void>;

export type ScheduledJob = {
  /** kebab-case, e.g. 'purge-expired-sessions': the queue's name and the `jobs:run` argument. */
  name: string;
  /** Five-field cron, São Paulo time, e.g. '15 3 * * *' (every day at 03:15). */
  cron: string;
  handler: JobHandler;
};

export type Poller = {
  /** kebab-case, for the logs. */
  name: string;
  /** The pause between the end of a run and the start of the next one. */
  everyMs: number;
  handler: () => Promise<void>;
};

export type Jobs = {
  /** Registers a recurring job; call it while the app is built (before it is ready). */
  schedule: (job: ScheduledJob) => void;
  /** Runs the job's handler now, in this process, and waits for it. */
  runNow: (name: string) => Promise<void>;
  /** Queues one run for the workers now (the first free worker of any replica takes it). */
  enqueue: (name: string) => Promise<void>;
  /** The registered jobs, by name. */
  list: () => ScheduledJob[];
  /** Registers a frequent poller (runs only with jobs on); call it while the app is built. */
  poll: (poller: Poller) => void;
};

export class UnknownJobError extends Error {
  override name = 'UnknownJobError';
  constructor(jobName: string, known: string[]) {
    super(`Job desconhecido: ${jobName}. Jobs registrados: ${known.join(', ') || 'nenhum'}.`);
  }
}

const bossOptions = (database: DatabaseHandle): ConstructorOptions =>
  database.kind === 'pglite'
    ? { db: fromPglite(database.client), backend: 'pglite' }
    : {
        connectionString: database.url,
        max: POSTGRES_POOL_SIZE,
        application_name: 'escola-jobs',
      };

/** Runs each poller every `everyMs` until stopped; stopping waits for the runs in progress. */
const startPollers = (
  pollers: Poller[],
  onError: (error: unknown, name: string) => void,
): (() => Promise<void>) => {
  let stopped = false;
  const loops = pollers.map(async (poller) => {
    while (!stopped) {
      await poller.handler().catch((error: unknown) => onError(error, poller.name));
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, poller.everyMs));
    }
  });
  return async () => {
    stopped = true;
    await Promise.all(loops);
  };
};

export const jobsPlugin = fastifyPlugin<{ enabled: boolean; database: DatabaseHandle }>(
  async (app, { enabled, database }) => {
    const registered = new Map<string, ScheduledJob>();
    let boss: PgBoss | undefined;
    let started = false;
    const workerIds = new Map<string, string>();
    const pollers: Poller[] = [];
    let stopPolling: (() => Promise<void>) | undefined;

    const find = (name: string): ScheduledJob => {
      const job = registered.get(name);
      if (!job) throw new UnknownJobError(name, [...registered.keys()]);
      return job;
    };

    const run = async (job: ScheduledJob, trigger: 'schedule' | 'manual') => {
      const startedAt = Date.now();
      app.log.info({ job: job.name, trigger }, `job ${job.name} começou`);
      try {
        await job.handler({ now: new Date() });
      } catch (error) {
        app.log.error({ err: error, job: job.name, trigger }, `job ${job.name} falhou`);
        throw error;
      }
      const durationMs = Date.now() - startedAt;
      app.log.info({ job: job.name, trigger, durationMs }, `job ${job.name} terminou`);
    };

    const jobs: Jobs = {
      schedule: (job) => {
        if (started) throw new Error(`jobs.schedule(${job.name}) depois que a aplicação subiu.`);
        if (!JOB_NAME_PATTERN.test(job.name)) throw new Error(`Nome de job inválido: ${job.name}`);
        if (registered.has(job.name)) throw new Error(`Job registrado duas vezes: ${job.name}`);
        registered.set(job.name, job);
      },
      runNow: async (name) => run(find(name), 'manual'),
      enqueue: async (name) => {
        const job = find(name);
        if (!boss) throw new Error('Os jobs não estão ligados (JOBS_ENABLED=false).');
        await boss.send(job.name, null);
        const workerId = workerIds.get(job.name);
        if (workerId) boss.notifyWorker(workerId);
      },
      list: () => [...registered.values()],
      poll: (poller) => {
        if (started) throw new Error(`jobs.poll(${poller.name}) depois que a aplicação subiu.`);
        pollers.push(poller);
      },
    };
    app.decorate<Jobs>('jobs', jobs);

    app.addHook('onReady', async () => {
      started = true;
      if (!enabled) return;
      boss = new PgBoss(bossOptions(database));
      boss.on('error', (error) => app.log.error({ err: error }, 'erro no pg-boss'));
      await boss.start();
      for (const job of registered.values()) {
        await boss.createQueue(job.name, {
          retryLimit: RETRY_LIMIT,
          retryDelay: RETRY_DELAY_SECONDS,
        });
        await boss.schedule(job.name, job.cron, null, { tz: JOBS_TIME_ZONE });
        const workerId = await boss.work(
          job.name,
          { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
          () => run(job, 'schedule'),
        );
        workerIds.set(job.name, workerId);
      }
      // A job removed from the code must not keep firing from an old schedule row.
      for (const schedule of await boss.getSchedules()) {
        if (!registered.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
      }
      app.log.info({ jobs: [...registered.keys()] }, 'jobs agendados');
      stopPolling = startPollers(pollers, (error, name) =>
        app.log.error({ err: error, poller: name }, `poller ${name} falhou`),
      );
    });

    app.addHook('onClose', async () => {
      await stopPolling?.();
      if (!boss) return;
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
      boss = undefined;
    });
  },
  { name: 'jobs' },
);
