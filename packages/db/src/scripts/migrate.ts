// npm run db:migrate — applies pending migrations to DATABASE_URL or to the embedded database.
import { migrateDatabase } from '../migrate';
import { describeDatabase, openConfiguredDatabase } from './open-configured-database';

const handle = await openConfiguredDatabase();
try {
  await migrateDatabase(handle);
  console.log(`Migrações aplicadas: ${describeDatabase(handle)}`);
} finally {
  await handle.close();
}
