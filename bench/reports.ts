// `npm run bench:reports`: the national reports' budgets (issue 19) against the database
// `npm run bench:admin:seed` made (a million users, 400,000 of them in the eight programme groups).
// Never changes its data. Starts the API built, in a child process (real HTTP, background jobs off),
// signs in as the seeded super and prints each figure beside its budget:
//  - the inactive-users CSV of the state with the most inactive learners: first byte, total time
//    (≤ 3 s for 100,000 rows) and the API's peak RSS (≤ 200 MB), its rows checked against the
//    database. The seed has no state with 100,000 inactive learners, so the states with the most
//    are then downloaded one after the other until 100,000 rows have been sent. Each time is
//    printed as measured and pro rata per 100,000 rows, which is what the verdict reads (the
//    printout says how many rows each figure measured);
//  - the national metrics PDF (≤ 5 s for 100,000 programme learners): the seed's programme is
//    larger (400,000 learners in the eight groups), so the whole PDF is timed as it is — a stricter
//    figure than the budget's, printed without pro rata. Downloaded once right after the start
//    (pdfkit and the fonts load then) and three more times; the slowest is the verdict. Checked:
//    %PDF- at the start, %%EOF at the end.
// Exits 1 only if a request fails or a file is wrong.
import { count, inArray, or } from 'drizzle-orm';
import { createDatabase } from '@escola/db/client';
import { users } from '@escola/db/schema/users';
import { NATIONAL_LIST_GROUPS } from '@escola/domain/national-lists';
import { buildInactiveCondition } from '@escola/api/modules/inactive-users-report/repository';
import { adminBenchDatabaseUrl } from './admin-fixture';
import { formatMs } from './lib/run-load';
import { sampleRss } from './lib/process-rss';
import { signInAsSeededSuper, staffHeaders, type StaffSession } from './lib/staff-session';
import { startBenchServer, type BenchServer } from './lib/start-bench-server';

const REPORT_PATH = '/api/admin/report/inactive-users';
const METRICS_PATH = '/api/admin/report/national-departament-metrics';
const TARGET_ROWS = 100_000;
const BUDGET = { csvTotalMs: 3_000, csvPeakRssMb: 200, pdfTotalMs: 5_000 };
const PDF_RUNS = 4;
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];
const CRLF = Buffer.from('\r\n');

let failed = false;
const verdict = (value: number, budget: number) =>
  value <= budget ? 'dentro do orçamento' : 'ACIMA do orçamento';
const line = (label: string, figures: string) => console.log(`  ${label.padEnd(58)} ${figures}`);
const thousands = (value: number) => value.toLocaleString('pt-BR');
/** A time for `rows` rows, pro rata for the budget's 100,000 (the printout gives both). */
const perTarget = (ms: number, rows: number) => (rows > 0 ? (ms * TARGET_ROWS) / rows : ms);

/** Inactive learners per programme group, by the report's own SQL condition. */
const countInactiveByGroup = async (url: string, now: Date) => {
  const handle = await createDatabase({ url });
  try {
    const groups = NATIONAL_LIST_GROUPS.map(({ group }) => group);
    const rows = await handle.db
      .select({ group: users.group, rows: count() })
      .from(users)
      .where(or(...groups.map((group) => buildInactiveCondition({ group, now }))))
      .groupBy(users.group);
    const counted = new Map(rows.map((row) => [row.group, Number(row.rows)]));
    return groups
      .map((group) => ({ group, rows: counted.get(group) ?? 0 }))
      .sort((a, b) => b.rows - a.rows);
  } finally {
    await handle.close();
  }
};

/** Learners of the eight programme groups (what the metrics PDF counts). */
const countProgrammeLearners = async (url: string) => {
  const handle = await createDatabase({ url });
  try {
    const groups = NATIONAL_LIST_GROUPS.map(({ group }) => group);
    const [row] = await handle.db
      .select({ rows: count() })
      .from(users)
      .where(inArray(users.group, groups));
    return Number(row?.rows ?? 0);
  } finally {
    await handle.close();
  }
};

type PdfDownload = { firstByteMs: number; totalMs: number; bytes: number };

/** The metrics PDF as a browser downloads it, checked to be a whole PDF. */
const downloadMetricsPdf = async ({
  server,
  session,
}: {
  server: BenchServer;
  session: StaffSession;
}): Promise<PdfDownload> => {
  const start = performance.now();
  const response = await fetch(`${server.baseUrl}${METRICS_PATH}`, {
    headers: staffHeaders(session),
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`GET ${METRICS_PATH} → ${response.status}`);
  }
  let firstByteMs = Number.NaN;
  const chunks: Buffer[] = [];
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (chunks.length === 0) firstByteMs = performance.now() - start;
    chunks.push(Buffer.from(chunk.value));
  }
  const totalMs = performance.now() - start;
  const pdf = Buffer.concat(chunks);
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-' || !pdf.subarray(-8).includes('%%EOF')) {
    failed = true;
    console.error('  o PDF de métricas não é um PDF inteiro');
  }
  return { firstByteMs, totalMs, bytes: pdf.byteLength };
};

type Download = { firstByteMs: number; totalMs: number; rows: number; bytes: number };

/** One CSV as a browser downloads it (compressed if the server compresses), its records counted. */
const downloadReport = async ({
  server,
  session,
  group,
}: {
  server: BenchServer;
  session: StaffSession;
  group: string;
}): Promise<Download> => {
  const start = performance.now();
  const response = await fetch(`${server.baseUrl}${REPORT_PATH}?group=${group}`, {
    headers: staffHeaders(session),
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`GET ${REPORT_PATH}?group=${group} → ${response.status}`);
  }
  let firstByteMs = Number.NaN;
  let bytes = 0;
  let lineEnds = 0;
  let head: number[] = [];
  let previous = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    const data = Buffer.from(chunk.value);
    if (bytes === 0) {
      firstByteMs = performance.now() - start;
      head = [...data.subarray(0, 3)];
    }
    // Line ends, counted across chunk edges (the seed's names have no line breaks).
    if (previous === CRLF[0] && data[0] === CRLF[1]) lineEnds += 1;
    for (let at = data.indexOf(CRLF); at !== -1; at = data.indexOf(CRLF, at + 2)) lineEnds += 1;
    previous = data.at(-1) ?? 0;
    bytes += data.byteLength;
  }
  const totalMs = performance.now() - start;
  if (head.join() !== BYTE_ORDER_MARK.join()) {
    failed = true;
    console.error(`  o CSV de ${group} não começa com o BOM de UTF-8`);
  }
  return { firstByteMs, totalMs, rows: lineEnds - 1, bytes };
};

const checkRows = ({ group, got, expected }: { group: string; got: number; expected: number }) => {
  if (got === expected) return;
  failed = true;
  console.error(`  ${group}: ${got} linhas no CSV, ${expected} inativos no banco`);
};

const url = adminBenchDatabaseUrl();
let server: BenchServer | null = null;
try {
  const now = new Date();
  const groups = await countInactiveByGroup(url, now);
  process.env.JOBS_ENABLED = 'false';
  server = await startBenchServer({ databaseUrl: url });
  const session = await signInAsSeededSuper(server.baseUrl);
  console.log(
    `\nRelatórios nacionais no PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')}), como super, API recém-iniciada`,
  );
  console.log(
    `  inativos por estado: ${groups.map(({ group, rows }) => `${group.slice(9).toUpperCase()} ${thousands(rows)}`).join(' · ')}`,
  );

  const [largest] = groups;
  if (!largest) throw new Error('nenhum grupo do programa nacional');
  const rss = sampleRss(server.pid);
  const single = await downloadReport({ server, session, group: largest.group });
  const peak = await rss.stop();
  checkRows({ group: largest.group, got: single.rows, expected: largest.rows });
  console.log(
    `  CSV de usuários inativos de ${largest.group} (${thousands(single.rows)} linhas; ${(single.bytes / 1024 / 1024).toFixed(1)} MB recebidos)`,
  );
  line('    primeiro byte', formatMs(single.firstByteMs));
  line(
    '    total',
    `${formatMs(single.totalMs)} (${formatMs(perTarget(single.totalMs, single.rows))} por ${thousands(TARGET_ROWS)} linhas) — orçamento ≤ ${BUDGET.csvTotalMs} ms por ${thousands(TARGET_ROWS)}: ${verdict(perTarget(single.totalMs, single.rows), BUDGET.csvTotalMs)}`,
  );
  line(
    '    pico de RSS da API durante o download',
    `${peak.peakMb.toFixed(0)} MB (antes ${peak.beforeMb.toFixed(0)} MB, VmHWM ${peak.hwmMb.toFixed(0)} MB) — orçamento ≤ ${BUDGET.csvPeakRssMb} MB: ${verdict(peak.peakMb, BUDGET.csvPeakRssMb)}`,
  );

  if (largest.rows < TARGET_ROWS) {
    // No state reaches 100,000: the largest states one after the other until they do.
    const chosen: typeof groups = [];
    for (const entry of groups) {
      if (chosen.reduce((sum, { rows }) => sum + rows, 0) >= TARGET_ROWS) break;
      chosen.push(entry);
    }
    const sequence = sampleRss(server.pid);
    const downloads: Download[] = [];
    for (const entry of chosen) {
      const download = await downloadReport({ server, session, group: entry.group });
      checkRows({ group: entry.group, got: download.rows, expected: entry.rows });
      downloads.push(download);
    }
    const sequencePeak = await sequence.stop();
    const rows = downloads.reduce((sum, { rows: each }) => sum + each, 0);
    const totalMs = downloads.reduce((sum, { totalMs: each }) => sum + each, 0);
    console.log(
      `  o seed não tem um estado com ${thousands(TARGET_ROWS)} inativos (o maior tem ${thousands(largest.rows)}): ${chosen.map(({ group }) => group).join(', ')} baixados um após o outro, ${thousands(rows)} linhas`,
    );
    line(
      '    cada um',
      chosen
        .map(({ group }, index) => `${group} ${formatMs(downloads[index]?.totalMs ?? Number.NaN)}`)
        .join(' · '),
    );
    line(
      '    soma dos tempos totais',
      `${formatMs(totalMs)} (${formatMs(perTarget(totalMs, rows))} por ${thousands(TARGET_ROWS)} linhas) — orçamento ≤ ${BUDGET.csvTotalMs} ms por ${thousands(TARGET_ROWS)}: ${verdict(perTarget(totalMs, rows), BUDGET.csvTotalMs)}`,
    );
    line(
      '    pico de RSS da API nos downloads',
      `${sequencePeak.peakMb.toFixed(0)} MB — orçamento ≤ ${BUDGET.csvPeakRssMb} MB: ${verdict(sequencePeak.peakMb, BUDGET.csvPeakRssMb)}`,
    );
  }

  const programmeLearners = await countProgrammeLearners(url);
  const pdfRss = sampleRss(server.pid);
  const pdfRuns: PdfDownload[] = [];
  for (let run = 0; run < PDF_RUNS; run += 1) {
    pdfRuns.push(await downloadMetricsPdf({ server, session }));
  }
  const pdfPeak = await pdfRss.stop();
  const slowest = Math.max(...pdfRuns.map((run) => run.totalMs));
  console.log(
    `  PDF de métricas do departamento nacional (${METRICS_PATH}): ${thousands(programmeLearners)} estudantes nos oito grupos (o orçamento fala de ${thousands(TARGET_ROWS)}: medido com todos, sem proporção); ${((pdfRuns[0]?.bytes ?? 0) / 1024).toFixed(0)} KB`,
  );
  line(
    '    cada download (o primeiro carrega o pdfkit e as fontes)',
    pdfRuns
      .map((run) => `${formatMs(run.totalMs)} (1º byte ${formatMs(run.firstByteMs)})`)
      .join(' · '),
  );
  line(
    '    o mais lento',
    `${formatMs(slowest)} — orçamento ≤ ${BUDGET.pdfTotalMs} ms: ${verdict(slowest, BUDGET.pdfTotalMs)}`,
  );
  line(
    '    pico de RSS da API nos downloads',
    `${pdfPeak.peakMb.toFixed(0)} MB (antes ${pdfPeak.beforeMb.toFixed(0)} MB, VmHWM ${pdfPeak.hwmMb.toFixed(0)} MB)`,
  );
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await server?.stop();
}
process.exit(failed ? 1 : 0);
