// `npm run bench:admin:explain`: writes docs/admin-list-queries.md — for each admin list call of
// the bench (admin-scenarios.ts), the SQL the API really runs (recorded from its connection pool,
// the session's own statements left out), its `EXPLAIN (ANALYZE, BUFFERS)` on the seeded database
// (`npm run bench:admin:seed`), and the indexes the plan uses. The API is built in this process
// (no HTTP: the statements are what matter here). Of each call's requests the slowest is explained
// (a search term can meet a worse plan than another); each statement runs twice before it is
// explained, so the plan shows a warm cache as the bench measures it.
//   --out FILE    where to write (default docs/admin-list-queries.md)
//   --only TEXT   only the scenarios whose label contains TEXT
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '@escola/api/app';
import { loadConfig } from '@escola/api/config';
import { createDatabase } from '@escola/db/client';
import { adminBenchDatabaseUrl, SEED_ACCOUNTS, SEED_PASSWORD } from './admin-fixture';
import { ADMIN_LIST_SCENARIOS, loadScenarioFacts } from './admin-scenarios';

const DEFAULT_OUT = fileURLToPath(new URL('../docs/admin-list-queries.md', import.meta.url));
const { values } = parseArgs({
  options: { out: { type: 'string', default: DEFAULT_OUT }, only: { type: 'string' } },
});

/** `settings`: the `set local` lines run before it in its transaction (the search probe's). */
type Statement = { text: string; values: unknown[]; settings: string[] };
type Query = (...args: unknown[]) => unknown;

const url = adminBenchDatabaseUrl();
const handle = await createDatabase({ url });
if (handle.kind !== 'postgres') throw new Error('o explain roda no PostgreSQL');

// Every statement the app sends is recorded (text and values) on the pool's clients — pool.query
// borrows one too — with the `set local` settings of the transaction it ran in.
const recorded: Statement[] = [];
const readStatement = ([first, second]: unknown[]) => {
  if (typeof first === 'string')
    return { text: first, values: Array.isArray(second) ? second : [] };
  if (first && typeof first === 'object' && 'text' in first) {
    // drizzle passes the values beside the config (`query({ text, rowMode }, values)`).
    const config = first as { text: string; values?: unknown[] };
    return { text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) };
  }
  return null;
};
const recordInto = (target: { query: Query }) => {
  const original = target.query.bind(target) as Query;
  let settings: string[] = [];
  target.query = (...args: unknown[]) => {
    const statement = readStatement(args);
    const text = statement?.text.trim().toLowerCase() ?? '';
    if (!statement) return original(...args);
    if (/^(begin|commit|rollback)\b/.test(text)) settings = [];
    else if (text.startsWith('set local ')) settings.push(statement.text);
    else recorded.push({ ...statement, settings: [...settings] });
    return original(...args);
  };
};
const pool = handle.client;
const lent = new WeakSet<object>();
const recordClient = (client: pg.PoolClient) => {
  if (!lent.has(client)) {
    lent.add(client);
    recordInto(client as unknown as { query: Query });
  }
  return client;
};
type ConnectCallback = (error: Error | undefined, client: pg.PoolClient, done: () => void) => void;
const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => unknown;
// pool.query itself connects with a callback; drizzle's transactions await the promise.
(pool as unknown as { connect: (callback?: ConnectCallback) => unknown }).connect = (callback) =>
  callback
    ? connect((error, client, done) => callback(error, client && recordClient(client), done))
    : (connect() as Promise<pg.PoolClient>).then(recordClient);

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  DATABASE_URL: url,
  SESSION_SECRET: randomBytes(32).toString('hex'),
  JOBS_ENABLED: 'false',
  WEB_DIST_DIR: '/nonexistent/web-dist',
  PAGE_DATA_DIR: '/nonexistent/page-data',
  CURRICULUM_SERVER_FILE: '/nonexistent/curriculum.json',
});
const app = await buildApp(config, { database: handle });
await app.ready();
const explainer = new pg.Pool({ connectionString: url, max: 1 });

/** Statements of the session and sign-in, not of the list. */
const isSessionStatement = (text: string) =>
  /"sessions"|from "session|password_attempts|"user_tokens"/i.test(text);

const indexesOf = (plan: string) => [
  ...new Set(
    [
      ...plan.matchAll(
        /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g,
      ),
    ].map((match) => match[1] ?? ''),
  ),
];

/** Explained as the app ran it: inside a transaction with its settings, when it had any. */
const explain = async (statement: Statement) => {
  const client = await explainer.connect();
  try {
    await client.query('begin');
    for (const setting of statement.settings) await client.query(setting);
    for (let run = 0; run < 2; run += 1) await client.query(statement.text, statement.values);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.text}`,
      statement.values,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
    client.release();
  }
};

const formatSettings = (settings: string[]) =>
  settings.length === 0
    ? ''
    : `Na transação: ${settings.map((line) => `\`${line}\``).join(', ')}\n\n`;

const formatValues = (list: unknown[]) =>
  list.length === 0
    ? ''
    : `\nParâmetros: ${list.map((value, index) => `$${index + 1} = ${JSON.stringify(value)}`).join(', ')}\n`;

try {
  const signIn = await app.inject({
    method: 'POST',
    url: '/signin-local',
    payload: { email: SEED_ACCOUNTS.super.email, password: SEED_PASSWORD },
  });
  if (signIn.statusCode !== 200) throw new Error('rode npm run bench:admin:seed antes');
  const cookie = signIn.cookies.map((item) => `${item.name}=${item.value}`).join('; ');
  const facts = await loadScenarioFacts(explainer);
  const { rows: counts } = await explainer.query<{ users: string; quiz: string }>(
    'select (select count(*) from users) as users, (select count(*) from quiz_users) as quiz',
  );
  const sections: string[] = [];
  const summary: string[] = [];
  for (const scenario of ADMIN_LIST_SCENARIOS) {
    if (values.only && !scenario.label.includes(values.only)) continue;
    // The plan that matters is the slowest request's: each distinct one is timed once first.
    let requestUrl = scenario.path;
    let slowestMs = -1;
    for (const candidate of new Set(scenario.requests(facts))) {
      const start = performance.now();
      await app.inject({ method: 'GET', url: candidate, headers: { cookie } });
      const ms = performance.now() - start;
      if (ms > slowestMs) [requestUrl, slowestMs] = [candidate, ms];
    }
    recorded.length = 0;
    const response = await app.inject({ method: 'GET', url: requestUrl, headers: { cookie } });
    if (
      response.statusCode === 404 &&
      recorded.filter((s) => !isSessionStatement(s.text)).length === 0
    ) {
      sections.push(`## ${scenario.label}\n\n\`GET ${requestUrl}\` — ainda não existe.\n`);
      summary.push(`| ${scenario.label} | ainda não existe | | |`);
      continue;
    }
    const statements = recorded.filter((statement) => !isSessionStatement(statement.text));
    const parts = [
      `## ${scenario.label}\n\n\`GET ${requestUrl}\` → ${response.statusCode} (a mais lenta das requisições desta chamada no bench)\n`,
    ];
    let totalMs = 0;
    const indexes: string[] = [];
    for (const statement of statements) {
      const plan = await explain(statement);
      totalMs += Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
      const used = indexesOf(plan);
      indexes.push(...used);
      parts.push(
        `${formatSettings(statement.settings)}\`\`\`sql\n${statement.text.trim()}\n\`\`\`${formatValues(statement.values)}\nÍndices usados: ${used.length > 0 ? used.map((name) => `\`${name}\``).join(', ') : 'nenhum (varredura ou tabela pequena)'}\n\n\`\`\`\n${plan}\n\`\`\`\n`,
      );
    }
    sections.push(parts.join('\n'));
    summary.push(
      `| ${scenario.label} | ${statements.length} | ${totalMs.toFixed(1)} ms | ${[...new Set(indexes)].map((name) => `\`${name}\``).join(', ')} |`,
    );
    console.log(`  ${scenario.label}: ${statements.length} consultas, ${totalMs.toFixed(1)} ms`);
  }
  const document = `# Consultas das listas do painel administrativo

Gerado por \`npm run bench:admin:explain\` (bench/admin-explain.ts) sobre a base de
\`npm run bench:admin:seed\` (${Number(counts[0]?.users ?? 0).toLocaleString('pt-BR')} usuários,
${Number(counts[0]?.quiz ?? 0).toLocaleString('pt-BR')} questionários respondidos), em ${new Date().toISOString().slice(0, 10)}.
Para cada chamada das listas medidas por \`npm run bench:admin\`: o SQL que a API executa (gravado do
pool de conexões; as consultas da sessão ficam de fora), o \`EXPLAIN (ANALYZE, BUFFERS)\` com cache
quente e os índices que o plano usa. Regenere depois de mudar uma consulta ou um índice.

Os tempos de execução abaixo são do PostgreSQL, sem a ida e volta nem o JSON; o orçamento (p95 ≤ 50 ms
com filtro, 1ª página sem filtro ≤ 20 ms) é medido de ponta a ponta pelo bench.

| Chamada | Consultas | Execução (soma) | Índices |
| --- | --- | --- | --- |
${summary.join('\n')}

${sections.join('\n')}`;
  // Formatted as the repository's Prettier would (format:check passes on the generated file).
  const options = (await resolveConfig(values.out)) ?? {};
  await writeFile(values.out, await format(document, { ...options, filepath: values.out }));
  console.log(`escrito em ${values.out}`);
} finally {
  await app.close();
  await explainer.end();
  await handle.close();
}
