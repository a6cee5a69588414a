// Where the CPU of a load run goes: the API process, its PostgreSQL backends and the load generator
// (this process), read from /proc on Linux. On a machine whose cores are shared by all three,
// requests per second move with whatever else runs; CPU milliseconds per request hardly do, so
// the benches print both. Elsewhere (no /proc) the figures are left out.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { PostgresHandle } from '@escola/db/client';

export type CpuSample = {
  apiMs: number;
  postgresMs: number;
  clientMs: number;
  /** The backends read, so the end of the run reads the same ones. */
  backendPids: number[];
};

export type CpuPerRequest = { apiMs: number; postgresMs: number; clientMs: number };

let ticksPerSecond: number | undefined;
const readTicksPerSecond = (): number => {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  return ticksPerSecond;
};

/** utime + stime of a process, in ms; 0 when it is gone. */
const readProcessCpuMs = (pid: number): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / readTicksPerSecond();
  } catch {
    return 0;
  }
};

export const canReadCpuUsage = (): boolean => {
  try {
    readFileSync('/proc/self/stat', 'utf8');
    return true;
  } catch {
    return false;
  }
};

/** The backends serving the API's pool: every connection to the bench database but ours. */
const findBackendPids = async (database: PostgresHandle): Promise<number[]> => {
  const { rows } = await database.client.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  return rows.map((row) => row.pid);
};

export const sampleCpu = async ({
  apiPid,
  database,
  backendPids,
}: {
  apiPid: number;
  database: PostgresHandle;
  backendPids?: number[];
}): Promise<CpuSample> => {
  const pids = backendPids ?? (await findBackendPids(database));
  const client = process.cpuUsage();
  return {
    apiMs: readProcessCpuMs(apiPid),
    postgresMs: pids.reduce((sum, pid) => sum + readProcessCpuMs(pid), 0),
    clientMs: (client.user + client.system) / 1000,
    backendPids: pids,
  };
};

export const cpuPerRequest = ({
  start,
  end,
  requests,
}: {
  start: CpuSample;
  end: CpuSample;
  requests: number;
}): CpuPerRequest => ({
  apiMs: (end.apiMs - start.apiMs) / requests,
  postgresMs: (end.postgresMs - start.postgresMs) / requests,
  clientMs: (end.clientMs - start.clientMs) / requests,
});

export const formatCpuPerRequest = ({ apiMs, postgresMs, clientMs }: CpuPerRequest): string =>
  `CPU por requisição: API ${apiMs.toFixed(3)} ms · PostgreSQL ${postgresMs.toFixed(3)} ms · ` +
  `gerador de carga ${clientMs.toFixed(3)} ms · total ${(apiMs + postgresMs + clientMs).toFixed(3)} ms`;
