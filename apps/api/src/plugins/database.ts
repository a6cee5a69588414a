// Decorates the app with the database handle (`app.database`) and its drizzle client (`app.db`).
import fastifyPlugin from 'fastify-plugin';
import type { DatabaseHandle } from '@escola/db/client';
import '../fastify-augmentation';

export const databasePlugin = fastifyPlugin<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate<DatabaseHandle>('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
