// What the admin seed (admin-seed.ts) makes and the admin bench (admin.ts, admin-explain.ts) reads:
// the database's address, the known accounts, and the ids the generator derives from row numbers.
import { createHash } from 'node:crypto';
import { DEFAULT_ADMIN_URL } from './lib/bench-database';

export const BENCH_ADMIN_DATABASE_NAME = 'bench_admin';

/**
 * The seeded database. BENCH_ADMIN_DATABASE_URL names it outright; otherwise it is `bench_admin`
 * on BENCH_DATABASE_URL's server (the other benches' variable names a maintenance database there,
 * which this generator must never drop and recreate).
 */
export const adminBenchDatabaseUrl = (): string => {
  if (process.env.BENCH_ADMIN_DATABASE_URL) return process.env.BENCH_ADMIN_DATABASE_URL;
  const url = new URL(process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL);
  url.pathname = `/${BENCH_ADMIN_DATABASE_NAME}`;
  return url.href;
};

export const SEED_PASSWORD = 'senha-do-benchmark-admin-123';

/** One account of each type, with SEED_PASSWORD. */
export const SEED_ACCOUNTS = {
  student: { email: 'bench-aluna@bench.escola.dev', username: 'bench-aluna', name: 'Aluna Bench' },
  support: {
    email: 'bench-suporte@bench.escola.dev',
    username: 'bench-suporte',
    name: 'Suporte Bench',
  },
  admin: { email: 'bench-admin@bench.escola.dev', username: 'bench-admin', name: 'Admin Bench' },
  super: { email: 'bench-super@bench.escola.dev', username: 'bench-super', name: 'Super Bench' },
} as const;

export const SEED_USERS = 1_000_000;
export const SEED_QUIZ_USERS = 200_000;
/** Quiz users linked to the account with the same e-mail and CPF (the rest have no account). */
export const SEED_LINKED_QUIZ_USERS = 130_000;
export const SEED_CLASS_GROUPS = 200;
export const SEED_ACCOUNT_DELETIONS = 20_000;
export const SEED_AUDIT_ENTRIES = 30_000;

/** The class group that holds the 20,000 learners the move bench moves 10,000 of. */
export const MOVE_SOURCE_CLASS_GROUP_NUMBER = 200;
export const MOVE_TARGET_CLASS_GROUP_NUMBER = 199;

/**
 * Ids are md5 of a tag and the row number with a random UUID's version and variant bits (the seed's
 * `pg_temp.seeded_id`), so the bench can name a row.
 */
export const seededId = ({ tag, number }: { tag: 'u' | 'c' | 'q'; number: number }): string => {
  const hex = createHash('md5').update(`${tag}${number}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
};

export const classGroupId = (number: number): string => seededId({ tag: 'c', number });
