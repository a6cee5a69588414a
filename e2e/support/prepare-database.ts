// Each e2e run gets a database of its own: a fresh PostgreSQL database next to TEST_DATABASE_URL's
// when it is set (the server migrates and seeds it on start), otherwise an embedded PGlite data
// directory in the run's temporary folder, migrated, seeded and filled with the user pool before
// the server opens it.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '@escola/db/client';
import { migrateDatabase } from '@escola/db/migrate';
import { seedDemoSchool } from '@escola/db/seed/seed-demo-school';
import { writeClassGroupLearnerPool } from './class-group-learners';
import { writeEnrolmentUserPool } from './enrolment-users';
import { writeNationalListLearnerPool } from './national-list-learners';
import { writeInactiveReportLearnerPool } from './inactive-report-learners';
import { writeNationalStateUserPool } from './national-state-users';
import { writePlacementUserPool } from './placement-test-users';
import { writeUserPool } from './user-pool';

export type PreparedDatabase = {
  /** Variables the server gets (DATABASE_URL or DATA_DIR). */
  serverEnvironment: Record<string, string>;
  /** Set on PostgreSQL: tests create and remove their users through it. */
  databaseUrl: string | undefined;
  cleanup(): Promise<void>;
};

export async function prepareDatabase({
  stateDirectory,
}: {
  stateDirectory: string;
}): Promise<PreparedDatabase> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) return preparePostgresDatabase({ testDatabaseUrl });
  return prepareEmbeddedDatabase({ stateDirectory });
}

async function preparePostgresDatabase({
  testDatabaseUrl,
}: {
  testDatabaseUrl: string;
}): Promise<PreparedDatabase> {
  const name = `escola_e2e_${randomBytes(6).toString('hex')}`;
  await runAdministrativeStatement({ url: testDatabaseUrl, statement: `create database ${name}` });
  const databaseUrl = new URL(testDatabaseUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    serverEnvironment: { DATABASE_URL: databaseUrl.href },
    databaseUrl: databaseUrl.href,
    cleanup: () =>
      runAdministrativeStatement({
        url: testDatabaseUrl,
        statement: `drop database if exists ${name} with (force)`,
      }),
  };
}

async function runAdministrativeStatement({ url, statement }: { url: string; statement: string }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function prepareEmbeddedDatabase({
  stateDirectory,
}: {
  stateDirectory: string;
}): Promise<PreparedDatabase> {
  const dataDirectory = path.join(stateDirectory, 'data');
  const handle = await createDatabase({ dataDir: path.join(dataDirectory, 'db') });
  try {
    await migrateDatabase(handle);
    await seedDemoSchool(handle.db);
    await writeUserPool({ handle, stateDirectory });
    await writePlacementUserPool({ handle, stateDirectory });
    await writeNationalStateUserPool({ handle, stateDirectory });
    await writeEnrolmentUserPool({ handle, stateDirectory });
    await writeClassGroupLearnerPool({ handle, stateDirectory });
    await writeNationalListLearnerPool({ handle, stateDirectory });
    await writeInactiveReportLearnerPool({ handle, stateDirectory });
  } finally {
    await handle.close();
  }
  return {
    serverEnvironment: { DATA_DIR: dataDirectory },
    databaseUrl: undefined,
    cleanup: async () => undefined,
  };
}
