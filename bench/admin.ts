// `npm run bench:admin`: the admin area's scale budgets (issue 18) against the database
// `npm run bench:admin:seed` made (a million users). Starts the API in a child process (real HTTP,
// free port, background jobs off so nothing changes the data), signs in as the seeded super and
// prints each figure beside its budget: every list with a search or filter (p95 ≤ 50 ms), the
// unfiltered first page of the users list (≤ 20 ms), a page 200 pages deep by cursor, the .xlsx
// export of the biggest programme list (first byte ≤ 1 s, total ≤ 10 s, peak RSS of the API
// ≤ 200 MB) and moving 10,000 learners between class groups in one call (≤ 2 s; moved back after).
// Requests go one at a time, so a latency is the server's time plus the loopback. Endpoints the API
// does not have yet print "ainda não existe". Exits 1 only if a request fails.
//   --requests N  measured requests per list (default 50)  --warmup N  unmeasured first (default 5)
//   --only TEXT   run only the figures whose label contains TEXT
import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  adminBenchDatabaseUrl,
  classGroupId,
  MOVE_SOURCE_CLASS_GROUP_NUMBER,
  MOVE_TARGET_CLASS_GROUP_NUMBER,
  SEED_ACCOUNTS,
  SEED_PASSWORD,
} from './admin-fixture';
import { ADMIN_LIST_SCENARIOS, loadScenarioFacts, type ListScenario } from './admin-scenarios';
import { formatMs, percentile, randomClientAddress } from './lib/run-load';
import { startBenchServer, type BenchServer } from './lib/start-bench-server';

const DEEP_PAGES = 200;
const DEEP_PAGE_SIZE = 50;
const EXPORT_PATH = '/admin/export-waiting-list';
const MOVE_PATH = '/class-groups/move-users-class-group';
const MOVE_USERS = 10_000;
const BUDGET = {
  exportFirstByteMs: 1_000,
  exportTotalMs: 10_000,
  exportPeakRssMb: 200,
  moveMs: 2_000,
};
const RSS_SAMPLE_MS = 50;

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    only: { type: 'string' },
  },
});
const requestCount = Number(values.requests);
const warmupCount = Number(values.warmup);
const wanted = (label: string) => !values.only || label.includes(values.only);

let failed = false;
const verdict = (value: number, budget: number) =>
  value <= budget ? 'dentro do orçamento' : 'ACIMA do orçamento';
const line = (label: string, figures: string) => console.log(`  ${label.padEnd(58)} ${figures}`);
const notYet = (label: string) => line(label, 'ainda não existe');

type Session = { cookie: string; csrfToken: string };

const signIn = async (baseUrl: string): Promise<Session> => {
  const response = await fetch(`${baseUrl}/signin-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
    body: JSON.stringify({ email: SEED_ACCOUNTS.super.email, password: SEED_PASSWORD }),
  });
  if (response.status !== 200) {
    throw new Error(`entrada do super falhou (${response.status}): rode npm run bench:admin:seed`);
  }
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const csrfToken = cookies.find((cookie) => cookie.startsWith('csrf_token='))?.slice(11) ?? '';
  return { cookie: cookies.join('; '), csrfToken };
};

/** The paths the API serves, from its own OpenAPI document (`/documentation/json`). */
const servedPaths = async (baseUrl: string): Promise<Set<string>> => {
  const response = await fetch(`${baseUrl}/documentation/json`);
  const document = (await response.json()) as { paths?: Record<string, unknown> };
  return new Set(Object.keys(document.paths ?? {}));
};

const headersOf = (session: Session) => ({
  cookie: session.cookie,
  accept: 'application/json',
  // As a browser asks: the answer is compressed, and that is part of the server's time.
  'accept-encoding': 'gzip, deflate, br, zstd',
  'x-forwarded-for': randomClientAddress(),
});

const timeGet = async ({
  baseUrl,
  session,
  path,
}: {
  baseUrl: string;
  session: Session;
  path: string;
}) => {
  const start = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers: headersOf(session) });
  const body = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200) {
    failed = true;
    throw new Error(`GET ${path} → ${response.status}: ${body.slice(0, 300)}`);
  }
  return { ms, body };
};

const measureList = async ({
  baseUrl,
  session,
  scenario,
  paths,
}: {
  baseUrl: string;
  session: Session;
  scenario: ListScenario;
  paths: string[];
}) => {
  const latencies: number[] = [];
  let listSize = '';
  for (let index = 0; index < warmupCount + requestCount; index += 1) {
    const path = paths[index % paths.length] ?? '';
    const { ms, body } = await timeGet({ baseUrl, session, path });
    if (index >= warmupCount) latencies.push(ms);
    if (index === 0) {
      const page = JSON.parse(body) as { listSize?: number; listSizeKind?: string };
      if (page.listSize !== undefined) listSize = `${page.listSize} (${page.listSizeKind ?? '?'})`;
    }
  }
  const p95 = percentile(latencies, 95);
  line(
    scenario.label,
    `p50 ${formatMs(percentile(latencies, 50))} · p95 ${formatMs(p95)} — orçamento p95 ≤ ${scenario.budgetMs} ms: ${verdict(p95, scenario.budgetMs)}${listSize ? ` · total ${listSize}` : ''}`,
  );
};

const measureDeepPage = async ({ baseUrl, session }: { baseUrl: string; session: Session }) => {
  const label = `usuários, página ${DEEP_PAGES + 1} pelo cursor (${DEEP_PAGE_SIZE} por página)`;
  const first = `/user-management/all-users?pageSize=${DEEP_PAGE_SIZE}`;
  let path = first;
  for (let page = 0; page < DEEP_PAGES; page += 1) {
    const { body } = await timeGet({ baseUrl, session, path });
    const { nextCursor } = JSON.parse(body) as { nextCursor: string | null };
    if (!nextCursor) throw new Error(`a lista acabou na página ${page + 1}`);
    path = `${first}&cursor=${encodeURIComponent(nextCursor)}`;
  }
  const latencies: number[] = [];
  for (let index = 0; index < warmupCount + requestCount; index += 1) {
    const { ms } = await timeGet({ baseUrl, session, path });
    if (index >= warmupCount) latencies.push(ms);
  }
  const p95 = percentile(latencies, 95);
  line(
    label,
    `p50 ${formatMs(percentile(latencies, 50))} · p95 ${formatMs(p95)} — orçamento p95 ≤ 20 ms (como a 1ª página): ${verdict(p95, 20)}`,
  );
};

/** Rows of the file's sheets (`<row` elements), read with unzip: the file is written to /tmp. */
const countSheetRows = async (chunks: Uint8Array[]) => {
  const file = path.join(tmpdir(), `bench-admin-export-${process.pid}.xlsx`);
  await writeFile(file, Buffer.concat(chunks));
  try {
    const xml = execFileSync('unzip', ['-p', file, 'xl/worksheets/sheet*.xml'], {
      maxBuffer: 1024 * 1024 * 1024,
    }).toString('utf8');
    return xml.split('<row ').length - 1;
  } finally {
    await rm(file, { force: true });
  }
};

const readRssMb = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
};

const measureExport = async ({ server, session }: { server: BenchServer; session: Session }) => {
  const before = await readRssMb(server.pid);
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    readRssMb(server.pid)
      .then(({ rss }) => {
        peakRss = Math.max(peakRss, rss);
      })
      .catch(() => undefined);
  }, RSS_SAMPLE_MS);
  const start = performance.now();
  let firstByteMs = Number.NaN;
  let bytes = 0;
  let head = new Uint8Array();
  const chunks: Uint8Array[] = [];
  try {
    const response = await fetch(`${server.baseUrl}${EXPORT_PATH}`, {
      headers: headersOf(session),
    });
    if (response.status !== 200 || !response.body) {
      failed = true;
      throw new Error(
        `GET ${EXPORT_PATH} → ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    }
    const reader = response.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (bytes === 0) {
        firstByteMs = performance.now() - start;
        head = chunk.value.slice(0, 2);
      }
      bytes += chunk.value.byteLength;
      chunks.push(chunk.value);
    }
  } finally {
    clearInterval(sampler);
  }
  const totalMs = performance.now() - start;
  const after = await readRssMb(server.pid);
  peakRss = Math.max(peakRss, after.rss);
  const isZip = head[0] === 0x50 && head[1] === 0x4b;
  const sheetRows = isZip ? await countSheetRows(chunks) : 0;
  console.log(
    `  exportação .xlsx de ${EXPORT_PATH} (${sheetRows} linhas na planilha, com o cabeçalho; ${(bytes / 1024 / 1024).toFixed(1)} MB${isZip ? '' : ', NÃO é um zip'}; API recém-iniciada)`,
  );
  if (!isZip) failed = true;
  line(
    '    primeiro byte',
    `${formatMs(firstByteMs)} — orçamento ≤ ${BUDGET.exportFirstByteMs} ms: ${verdict(firstByteMs, BUDGET.exportFirstByteMs)}`,
  );
  line(
    '    total',
    `${formatMs(totalMs)} — orçamento ≤ ${BUDGET.exportTotalMs} ms: ${verdict(totalMs, BUDGET.exportTotalMs)}`,
  );
  line(
    '    pico de RSS da API durante a exportação',
    `${peakRss.toFixed(0)} MB (antes ${before.rss.toFixed(0)} MB, VmHWM ${after.hwm.toFixed(0)} MB) — orçamento ≤ ${BUDGET.exportPeakRssMb} MB: ${verdict(peakRss, BUDGET.exportPeakRssMb)}`,
  );
};

const measureMove = async ({
  server,
  session,
  database,
}: {
  server: BenchServer;
  session: Session;
  database: pg.Pool;
}) => {
  const source = classGroupId(MOVE_SOURCE_CLASS_GROUP_NUMBER);
  const target = classGroupId(MOVE_TARGET_CLASS_GROUP_NUMBER);
  const move = async (from: string, to: string) => {
    const { rows } = await database.query<{ id: string }>(
      'select user_id as id from class_group_memberships where class_group_id = $1 order by user_id limit $2',
      [from, MOVE_USERS],
    );
    if (rows.length < MOVE_USERS)
      throw new Error(`a turma de origem tem só ${rows.length} estudantes`);
    const start = performance.now();
    const response = await fetch(`${server.baseUrl}${MOVE_PATH}`, {
      method: 'PUT',
      headers: {
        ...headersOf(session),
        'content-type': 'application/json',
        'csrf-token': session.csrfToken,
      },
      body: JSON.stringify({
        sourceClassGroupId: from,
        targetClassGroupId: to,
        userIds: rows.map((row) => row.id),
      }),
    });
    const text = await response.text();
    const ms = performance.now() - start;
    if (response.status !== 200) {
      failed = true;
      throw new Error(`PUT ${MOVE_PATH} → ${response.status}: ${text.slice(0, 300)}`);
    }
    return ms;
  };
  // The first move right after a checkpoint (each page it touches is then written whole to the
  // WAL once: the slowest case, which production meets a while after each checkpoint); the move
  // back without one. Both are held to the budget.
  await database.query('checkpoint');
  const afterCheckpoint = await move(source, target);
  line(
    `mover ${MOVE_USERS} estudantes de turma numa chamada (logo após um checkpoint)`,
    `${formatMs(afterCheckpoint)} — orçamento ≤ ${BUDGET.moveMs} ms: ${verdict(afterCheckpoint, BUDGET.moveMs)}`,
  );
  // Back where the seed put them, so the next run starts from the same data.
  const back = await move(target, source);
  line(
    `    a volta (sem checkpoint entre as duas)`,
    `${formatMs(back)} — orçamento ≤ ${BUDGET.moveMs} ms: ${verdict(back, BUDGET.moveMs)}`,
  );
  // The 20,000 row versions the two moves left behind are vacuumed now, as autovacuum would soon:
  // the next run's index-only scans then meet the table the seed left (its visibility map set).
  await database.query('vacuum (analyze) class_group_memberships');
};

const url = adminBenchDatabaseUrl();
const database = new pg.Pool({ connectionString: url, max: 2 });
let server: BenchServer | null = null;
try {
  const facts = await loadScenarioFacts(database);
  process.env.JOBS_ENABLED = 'false';
  server = await startBenchServer({ databaseUrl: url });
  let session = await signIn(server.baseUrl);
  const paths = await servedPaths(server.baseUrl);
  console.log(
    `\nPainel administrativo no PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')}): ${requestCount} requisições medidas por lista, uma por vez, como super`,
  );
  for (const scenario of ADMIN_LIST_SCENARIOS) {
    if (!wanted(scenario.label)) continue;
    if (!paths.has(scenario.path)) {
      notYet(scenario.label);
      continue;
    }
    await measureList({
      baseUrl: server.baseUrl,
      session,
      scenario,
      paths: scenario.requests(facts),
    });
  }
  const deepLabel = 'página profunda';
  if (wanted(deepLabel) || wanted('usuários'))
    await measureDeepPage({ baseUrl: server.baseUrl, session });
  if (wanted('exportação')) {
    if (paths.has(EXPORT_PATH)) {
      // A fresh API process: its RSS before the export is the baseline a real download meets.
      await server.stop();
      server = await startBenchServer({ databaseUrl: url });
      session = await signIn(server.baseUrl);
      await measureExport({ server, session });
    } else notYet(`exportação .xlsx (${EXPORT_PATH})`);
  }
  if (wanted('mover')) {
    if (paths.has(MOVE_PATH)) await measureMove({ server, session, database });
    else notYet(`mover ${MOVE_USERS} estudantes (${MOVE_PATH})`);
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await server?.stop();
  await database.end();
}
process.exit(failed ? 1 : 0);
