// `npm run bench:admin:seed`: the admin area's scale data on PostgreSQL — 1,000,000 users,
// 200,000 answered quizzes (130,000 linked to the account with the same e-mail and CPF), 200 class
// groups, 20,000 deletion records, 30,000 audit entries and one account of each type with a known
// password (admin-fixture.ts). The database (admin-fixture.ts: `bench_admin` by default) is dropped,
// created and migrated with the project's migrations; nothing they made is dropped. Every table is
// filled by one set-based statement over generate_series; values come from hashes of the row
// number, so two runs make the same data and later steps can name earlier rows (ids are md5 of a
// tag and the number). Prints each step's time and the total beside the 3-minute budget.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createDatabase } from '@escola/db/client';
import { migrateDatabase, MIGRATIONS_FOLDER } from '@escola/db/migrate';
import { hashPassword } from '@escola/db/password';
import {
  adminBenchDatabaseUrl,
  SEED_ACCOUNT_DELETIONS,
  SEED_ACCOUNTS,
  SEED_AUDIT_ENTRIES,
  SEED_CLASS_GROUPS,
  SEED_PASSWORD,
  SEED_QUIZ_USERS,
  SEED_USERS,
} from './admin-fixture';
import {
  ACCOUNT_DELETIONS,
  AUDIT_LOG,
  CLASS_GROUPS,
  HELPERS,
  quizUsersInsert,
  SUMMARY,
  usersInsert,
  type Range,
} from './admin-seed-sql';

const BUDGET_SECONDS = 180;
const PROTECTED_DATABASES = new Set(['postgres', 'template0', 'template1']);
/** The first migration that indexes the admin lists: it and the later ones run after the load. */
const FIRST_MIGRATION_AFTER_LOAD = '0009_admin_area';
/** For the index builds of the migrations that run after the load (their own connection). */
const MIGRATION_SESSION_OPTIONS =
  '-c maintenance_work_mem=1GB -c max_parallel_maintenance_workers=2';

const seconds = (start: number) => (performance.now() - start) / 1000;

const recreateDatabase = async (url: string) => {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || PROTECTED_DATABASES.has(name)) {
    throw new Error(`recuso recriar o banco "${name}": use um nome próprio para o bench`);
  }
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.href });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
};

const insertAccounts = async (client: pg.PoolClient) => {
  const passwordHash = await hashPassword(SEED_PASSWORD);
  for (const [type, account] of Object.entries(SEED_ACCOUNTS)) {
    await client.query(
      `insert into users (type, username, email, name, password_hash, email_verified, accepted_privacy_terms, access)
       values ($1, $2, $3, $4, $5, true, true, 'complete')`,
      [type, account.username, account.email, account.name, passwordHash],
    );
  }
};

const url = adminBenchDatabaseUrl();
const started = performance.now();
/** The machine's load, printed with the times: on a busy machine the same work takes longer. */
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const step = async (label: string, run: () => Promise<unknown>) => {
  const stepStart = performance.now();
  await run();
  console.log(`  ${label.padEnd(44)} ${seconds(stepStart).toFixed(1).padStart(6)} s`);
};

/** The migrations before FIRST_MIGRATION_AFTER_LOAD, applied by the same migrator from a copy. */
const migrateBeforeLoad = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'escola-admin-seed-'));
  try {
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: { tag: string }[];
    };
    const cut = journal.entries.findIndex((entry) => entry.tag === FIRST_MIGRATION_AFTER_LOAD);
    if (cut < 0) throw new Error(`migração ${FIRST_MIGRATION_AFTER_LOAD} não encontrada`);
    journal.entries = journal.entries.slice(0, cut);
    await writeFile(journalFile, JSON.stringify(journal));
    const migrationPool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await migrate(drizzle({ client: migrationPool }), { migrationsFolder: folder });
    } finally {
      await migrationPool.end();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

/** The remaining migrations, with the project's migrate function (builds the admin indexes). */
const migrateAfterLoad = async () => {
  const migrationUrl = new URL(url);
  migrationUrl.searchParams.set('options', MIGRATION_SESSION_OPTIONS);
  const handle = await createDatabase({ url: migrationUrl.href, poolSize: 1 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
};

console.log(
  `Gerando a base do painel administrativo em ${url.replace(/\/\/[^@]*@/, '//')} (carga da máquina: ${loadAverage()})`,
);
await step(`recria o banco e migra até antes de ${FIRST_MIGRATION_AFTER_LOAD}`, async () => {
  await recreateDatabase(url);
  await migrateBeforeLoad();
});

/** Two sessions (this machine has two cores): the big tables are filled by halves at once. */
const SESSIONS = 2;
const pool = new pg.Pool({ connectionString: url, max: SESSIONS });
const clients = await Promise.all(Array.from({ length: SESSIONS }, () => pool.connect()));
const [client] = clients;
if (!client) throw new Error('sem conexão com o banco');
/** [1, total] cut into one range per session. */
const rangesOf = (total: number): Range[] =>
  clients.map((_, index) => ({
    from: Math.floor((total * index) / SESSIONS) + 1,
    to: Math.floor((total * (index + 1)) / SESSIONS),
  }));
const inParallel = (statements: string[]) =>
  Promise.all(statements.map((statement, index) => clients[index]?.query(statement)));
try {
  for (const session of clients) {
    // A generator's session: losing the last commits on a crash costs nothing, waiting for them does.
    await session.query(
      "set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '64MB'",
    );
    await session.query(HELPERS);
  }
  await step(`${SEED_CLASS_GROUPS} turmas`, () => client.query(CLASS_GROUPS));
  await step('contas conhecidas (aluna, suporte, admin, super)', () => insertAccounts(client));
  await step(`${SEED_USERS.toLocaleString('pt-BR')} usuários`, () =>
    inParallel(rangesOf(SEED_USERS).map(usersInsert)),
  );
  await step(
    `${SEED_QUIZ_USERS.toLocaleString('pt-BR')} questionários e ${SEED_ACCOUNT_DELETIONS.toLocaleString('pt-BR')} contas excluídas`,
    async () => {
      await inParallel(rangesOf(SEED_QUIZ_USERS).map(quizUsersInsert));
      await client.query(ACCOUNT_DELETIONS);
    },
  );
  await step(
    `migrações desde ${FIRST_MIGRATION_AFTER_LOAD} (índices das listas)`,
    migrateAfterLoad,
  );
  await step(`${SEED_AUDIT_ENTRIES.toLocaleString('pt-BR')} entradas de auditoria`, () =>
    client.query(AUDIT_LOG),
  );
  await step('sequência do RA', () =>
    client.query(`select setval('quiz_users_ra_seq', ${SEED_QUIZ_USERS})`),
  );
  // VACUUM as autovacuum would soon: visibility map (index-only scans) and the trigram indexes'
  // pending lists merged, so the bench measures a settled table; ANALYZE for the planner.
  await step('vacuum analyze', async () => {
    // One statement per call: VACUUM refuses to run inside the implicit transaction of a batch.
    // One table at a time: a concurrent ANALYZE holds a snapshot, and rows changed by the last
    // migrations (0015 rewrites users) would then not be marked all-visible — the programme lists'
    // index-only scans read the heap again (their p95 rose from ~25 to ~110 ms).
    for (const table of [
      'users',
      'class_group_memberships',
      'quiz_users',
      'class_groups',
      'account_deletions',
      'audit_log',
    ]) {
      await client.query(`vacuum (analyze) ${table}`);
    }
  });
  const total = seconds(started);
  const verdict = total <= BUDGET_SECONDS ? 'dentro' : 'ACIMA';
  console.log(
    `  ${'total'.padEnd(44)} ${total.toFixed(1).padStart(6)} s — orçamento ≤ ${BUDGET_SECONDS} s: ${verdict} do orçamento (carga da máquina ao fim: ${loadAverage()})`,
  );
  const { rows } = await client.query<Record<string, string>>(SUMMARY);
  console.log('\nContagens:');
  for (const [label, value] of Object.entries(rows[0] ?? {})) {
    console.log(`  ${label.padEnd(20)} ${Number(value).toLocaleString('pt-BR').padStart(10)}`);
  }
} finally {
  for (const session of clients) session.release();
  await pool.end();
}
