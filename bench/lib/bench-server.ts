// The API under load, in a process of its own (so the load generator does not share its CPU):
// built by the production buildApp on the bench database. With BENCH_SELECT_ONE_ROUTE=true this
// instance alone also answers GET /bench/select-1, which runs `select 1` through the app's pool —
// the baseline of the session-user budget; production never has that route.
import { buildApp } from '@escola/api/app';
import { loadConfig } from '@escola/api/config';
import { createDatabase } from '@escola/db/client';
import { SELECT_ONE_PATH, type BenchServerMessage } from './bench-server-protocol';

const config = loadConfig(process.env);
const database = await createDatabase({ url: config.databaseUrl });
if (database.kind !== 'postgres') throw new Error('o benchmark roda no PostgreSQL');
const app = await buildApp(config, { database });
if (process.env.BENCH_SELECT_ONE_ROUTE === 'true') {
  app.get(SELECT_ONE_PATH, async () => {
    await database.client.query('select 1');
    return { ok: true };
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('endereço inesperado');
process.send?.({ port: address.port } satisfies BenchServerMessage);

// The pool is not closed: autocannon drops its connections mid-request when a round ends, and a
// handler still running would meet a closed pool. The process ends; the database is dropped.
process.once('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});
