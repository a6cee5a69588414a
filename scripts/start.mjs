// `npm start`: build what is missing, then run the built API (apps/api/dist, scripts/build-api.mjs;
// it migrates, seeds on first run and serves the built SPA) in production mode, in this same
// process.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilds } from './lib/ensure-builds.mjs';
import { readOrCreateSessionSecret } from './lib/ensure-session-secret.mjs';
import { repositoryRoot } from './lib/find-repository-root.mjs';

process.env.NODE_ENV ??= 'production';

try {
  ensureBuilds();
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

if (process.env.NODE_ENV === 'production' && !process.env.SESSION_SECRET) {
  const dataDirectory = path.resolve(repositoryRoot, process.env.DATA_DIR || '.data');
  const { secret, created, file } = readOrCreateSessionSecret({ dataDirectory });
  process.env.SESSION_SECRET = secret;
  if (created) console.log(`[start] SESSION_SECRET gerado e guardado em ${file}.`);
}

const isFirstEmbeddedRun =
  !process.env.DATABASE_URL &&
  !existsSync(path.resolve(repositoryRoot, process.env.DATA_DIR || '.data', 'db'));

/** @param {string} file @returns {Promise<Record<string, any>>} */
const importBuilt = (file) => import(pathToFileURL(path.join(repositoryRoot, file)).href);
// Resolves once the server listens (its module awaits migrations, the seed and listen()).
await importBuilt('apps/api/dist/server.mjs');

// The server prints the demo accounts itself in development. In production (`npm start`) they are
// printed once, when this start created the embedded database and so seeded the demo school.
if (isFirstEmbeddedRun && process.env.NODE_ENV === 'production') {
  const { demoAccountsTable } = await importBuilt('apps/api/dist/demo-accounts.mjs');
  console.log(`\nEscola de demonstração criada. Contas:\n${demoAccountsTable()}\n`);
}
