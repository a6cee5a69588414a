// npm run db:seed — migrates, then seeds the demo school and prints its accounts.
import { migrateDatabase } from '../migrate';
import { formatAccountsTable } from '../seed/format-accounts-table';
import { seedDemoSchool } from '../seed/seed-demo-school';
import { describeDatabase, openConfiguredDatabase } from './open-configured-database';

const handle = await openConfiguredDatabase();
try {
  await migrateDatabase(handle);
  const result = await seedDemoSchool(handle.db);
  console.log(
    result.created
      ? `Escola de demonstração criada (${describeDatabase(handle)}).`
      : `A escola de demonstração já existia (${describeDatabase(handle)}); nada foi criado.`,
  );
  console.log(formatAccountsTable(result.accounts));
} finally {
  await handle.close();
}
