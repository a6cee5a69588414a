// Raw SQL statements of hot routes, prepared once per connection. On PostgreSQL (node-postgres)
// the statement goes out under its name: parsed and planned the first times on each connection,
// then only bound and executed (PostgreSQL keeps a generic plan once it is no worse than the custom
// ones). PGlite runs the text as it is. Values are drizzle placeholders (`sql.placeholder('name')`),
// so the text never changes between calls — a list goes in as one array value (`= any(…)`).
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database, DatabaseQueryResult } from './client';

const dialect = new PgDialect();

export type PreparedStatement<Row, Values extends Record<string, unknown>> = (options: {
  db: Database;
  values: Values;
}) => Promise<Row[]>;

/**
 * A statement prepared under `name` (unique in the process: PostgreSQL refuses a second text under
 * the same name on a connection). The SQL is rendered once, here.
 */
export const prepareStatement = <Row, Values extends Record<string, unknown>>({
  name,
  query,
}: {
  name: string;
  query: SQL;
}): PreparedStatement<Row, Values> => {
  const rendered = dialect.sqlToQuery(query);
  const prepared = new WeakMap<Database, PgPreparedQuery<PreparedQueryConfig>>();
  return async ({ db, values }) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = db._.session.prepareQuery(rendered, undefined, name, false);
      prepared.set(db, statement);
    }
    const result = (await statement.execute(values)) as DatabaseQueryResult<Row>;
    return result.rows;
  };
};
