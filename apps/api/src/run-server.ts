// Runs the API process for a validated config: open and migrate the database, seed it on the
// first run, listen; on SIGTERM/SIGINT stop accepting, finish in-flight requests, close the pool
// and exit 0.
import { createDatabase } from '@escola/db/client';
import { migrateDatabase } from '@escola/db/migrate';
import { isDatabaseEmpty, seedDemoSchool } from '@escola/db/seed/seed-demo-school';
import { seedPlacementTestQuestions } from '@escola/db/seed/seed-placement-test-questions';
import { buildApp } from './app';
import type { Config } from './config';
import { demoAccountsTable } from './demo-accounts';

/** A shutdown that takes longer than this (a stuck request) ends the process anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

export const runServer = async (config: Config): Promise<void> => {
  const database = await createDatabase({
    url: config.databaseUrl,
    dataDir: config.embeddedDatabaseDirectory,
  });
  await migrateDatabase(database);
  // The placement test's question bank is content every database needs (upserted by slug).
  await seedPlacementTestQuestions(database.db);
  const app = await buildApp(config, { database });
  for (const warning of config.warnings) app.log.warn(warning);

  if (config.seedDemoSchool && (await isDatabaseEmpty(database.db))) {
    await seedDemoSchool(database.db);
    app.log.info('Primeira execução: escola de demonstração criada.');
  }
  if (config.seedDemoSchool && config.nodeEnvironment === 'development') {
    process.stdout.write(
      `\nContas de demonstração (apenas em desenvolvimento):\n${demoAccountsTable()}\n\n`,
    );
  }

  let shuttingDown = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'Encerrando: aguardando as requisições em andamento.');
    setTimeout(() => {
      app.log.error('Encerramento demorou demais; saindo mesmo assim.');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    // Connections kept alive after their last response would hold close() open: sweep them.
    const sweepIdleConnections = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      clearInterval(sweepIdleConnections);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Falha ao encerrar');
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void shutDown(signal));
  process.once('SIGINT', (signal) => void shutDown(signal));

  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Servindo em ${config.publicUrl}`);
  } catch (error) {
    app.log.error({ err: error }, 'Não foi possível abrir a porta');
    await database.close();
    process.exit(1);
  }
};
