// drizzle-kit: `npm run generate -w @escola/db` writes a new migration from the schema.
import { readdirSync } from 'node:fs';
import { defineConfig } from 'drizzle-kit';

const SCHEMA_FOLDER = './src/schema';

export default defineConfig({
  dialect: 'postgresql',
  // Every table and enum file (not the tests next to them).
  schema: readdirSync(SCHEMA_FOLDER)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => `${SCHEMA_FOLDER}/${file}`),
  out: './migrations',
  strict: true,
});
