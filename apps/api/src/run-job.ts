// `npm run jobs:run -w @escola/api -- <job>`: runs one background job now, in this process, against
// the database of the environment (DATABASE_URL, or the embedded one under DATA_DIR — stop the
// server first then: PGlite is single-process). Without a name, or with an unknown one, it lists
// the jobs and exits 1. Use the server's environment (SMTP_URL, PUBLIC_URL…): jobs send e-mail.
import { createDatabase } from '@escola/db/client';
import { migrateDatabase } from '@escola/db/migrate';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { UnknownJobError } from './plugins/jobs';

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const readConfig = () => {
  try {
    // No workers or schedules here: only the one handler, awaited.
    return loadConfig({ ...process.env, JOBS_ENABLED: 'false' });
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
};

const jobName = process.argv[2];
const config = readConfig();
const database = await createDatabase({
  url: config.databaseUrl,
  dataDir: config.embeddedDatabaseDirectory,
});
await migrateDatabase(database);
const app = await buildApp(config, { database });
await app.ready();
const known = app.jobs
  .list()
  .map((job) => `  ${job.name}  (${job.cron}, America/Sao_Paulo)`)
  .join('\n');
let exitCode = 0;
try {
  if (!jobName) throw new UnknownJobError('(nenhum)', []);
  await app.jobs.runNow(jobName);
  process.stdout.write(`Job ${jobName} concluído.\n`);
} catch (error) {
  exitCode = 1;
  if (error instanceof UnknownJobError) {
    process.stderr.write(`Uso: npm run jobs:run -w @escola/api -- <job>\nJobs:\n${known}\n`);
  } else {
    process.stderr.write(`Job ${jobName} falhou: ${(error as Error).message}\n`);
  }
}
await app.close();
await database.close();
process.exit(exitCode);
