// The real process: config errors stop it with one line; it migrates, seeds, serves, and shuts
// down cleanly on SIGTERM while finishing the request in flight.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_STUDENT, demoEmail } from '@escola/db/seed/demo-accounts';
import { findFreePort, startServer, waitForPing } from './testing/server-process';

describe('server.ts', () => {
  const directories: string[] = [];
  afterAll(async () => {
    await Promise.all(
      directories.map((directory) => rm(directory, { recursive: true, force: true })),
    );
  });

  it('stops with one line naming the bad variable and exit code 1', async () => {
    const server = startServer({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuração inválida: PORT — /);
  });

  it('stops when production has no SESSION_SECRET', async () => {
    const server = startServer({ NODE_ENV: 'production' });
    expect(await server.exited).toBe(1);
    expect(server.stderr().trim()).toMatch(/^Configuração inválida: SESSION_SECRET — /);
  });

  it('migrates, seeds on the first run, serves, and exits 0 on SIGTERM after the request in flight', async () => {
    const dataDirectory = await mkdtemp(path.join(tmpdir(), 'escola-server-'));
    directories.push(dataDirectory);
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = startServer({
      NODE_ENV: 'production',
      SESSION_SECRET: 'segredo-de-producao-de-teste-com-48-caracteres-ok',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDirectory,
      WEB_DIST_DIR: path.join(dataDirectory, 'sem-spa'),
    });
    await waitForPing(baseUrl, server.child);

    const inFlight = fetch(`${baseUrl}/signin-local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoEmail(DEMO_STUDENT), password: DEMO_PASSWORD }),
    });
    await new Promise((resolve) => setTimeout(resolve, 15));
    server.child.kill('SIGTERM');

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${baseUrl}/status/ping`)).rejects.toThrow();
  }, 120_000);
});
