// Vitest globalSetup: builds the migrated template (PostgreSQL) or the PGlite dump once, before
// the test workers start, so no test file pays for it inside a hook and workers never build it in
// parallel. Any workspace whose tests call createTestDatabase() adds this file to its globalSetup.
import { createTestDatabase } from './testing';

export default async function setup(): Promise<void> {
  const handle = await createTestDatabase();
  await handle.close();
}
