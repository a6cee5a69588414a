// Issue 20's promise, end to end: two real API processes (server.ts, jobs on) deliver one
// 1,000-recipient campaign through one PostgreSQL database to a real SMTP server; one process is
// killed (SIGKILL) in a pause between batches. Every recipient gets the e-mail exactly once,
// batches hold at most 50 messages and start at least 5 s after the previous one ended (read from
// the server's arrival times). About 2 minutes: the spec's pacing, 20 batches. PostgreSQL only (two
// processes cannot share an embedded PGlite).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@escola/db/client';
import { manualEmails } from '@escola/db/schema/manual-emails';
import { createTestDatabase } from '@escola/db/testing';
import { EMAIL_BATCH_INTERVAL_MS, EMAIL_BATCH_SIZE } from '@escola/domain/constants';
import { TEST_SESSION_SECRET } from '../../testing/build-test-app';
import { findFreePort, startServer, waitForPing } from '../../testing/server-process';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/start-test-smtp-server';
import { insertManualEmail, insertRecipients } from './manual-emails-test-helpers';

const RECIPIENTS = 1_000;
const GROUP = 'nacional-sc';
/** Messages of one batch arrive closer than this; batches are ≥ 5 s apart. */
const BATCH_GAP_MS = 2_000;

/** Arrival times split where the gap is wider than BATCH_GAP_MS. */
const clusterByGaps = (times: number[]): number[][] =>
  times.reduce<number[][]>((clusters, time) => {
    const current = clusters.at(-1);
    const last = current?.at(-1);
    if (current && last !== undefined && time - last <= BATCH_GAP_MS) current.push(time);
    else clusters.push([time]);
    return clusters;
  }, []);

const sentLogLines = (stdout: string) =>
  stdout.split('\n').filter((line) => line.includes('"msg":"e-mail enviado"')).length;

describe.runIf(process.env.TEST_DATABASE_URL)('manual e-mails: two processes, one killed', () => {
  let database: DatabaseHandle | undefined;
  let smtp: TestSmtpServer | undefined;
  const servers: ReturnType<typeof startServer>[] = [];
  const directories: string[] = [];

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await smtp?.close();
    await database?.close();
    await Promise.all(
      directories.map((directory) => rm(directory, { recursive: true, force: true })),
    );
  });

  const startApiProcess = async (url: string, smtpUrl: string) => {
    const dataDirectory = await mkdtemp(path.join(tmpdir(), 'escola-entrega-'));
    directories.push(dataDirectory);
    const port = await findFreePort();
    const server = startServer({
      NODE_ENV: 'production',
      SESSION_SECRET: TEST_SESSION_SECRET,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDirectory,
      WEB_DIST_DIR: path.join(dataDirectory, 'sem-spa'),
      DATABASE_URL: url,
      JOBS_ENABLED: 'true',
      SEED_DEMO_SCHOOL: 'false',
      SMTP_URL: smtpUrl,
    });
    servers.push(server);
    await waitForPing(`http://127.0.0.1:${port}`, server.child);
    return server;
  };

  it('delivers each of 1,000 e-mails exactly once, paced, though a process dies', async () => {
    database = await createTestDatabase();
    if (database.kind !== 'postgres') throw new Error('PostgreSQL esperado');
    smtp = await startTestSmtpServer();
    const sink = smtp;
    const addresses = await insertRecipients({
      db: database.db,
      count: RECIPIENTS,
      prefix: 'lote',
      group: GROUP,
    });
    const first = await startApiProcess(database.url, sink.url);
    const email = await insertManualEmail({
      db: database.db,
      overrides: { audienceKind: 'group', audienceValue: GROUP, sendAt: new Date() },
    });
    // The second process joins once the first has sent a batch: which process wins each later
    // batch depends on their polling phases, so "both sent some" holds only if the first one
    // surely did before it is killed (the second sends the rest after).
    await vi.waitFor(
      () => {
        if (sink.messages.length < EMAIL_BATCH_SIZE) throw new Error('ainda não');
      },
      { timeout: 60_000, interval: 50 },
    );
    const second = await startApiProcess(database.url, sink.url);

    // A pause between batches: 200 or more arrived, and nothing for a second.
    await vi.waitFor(
      () => {
        const last = sink.receivedAt.at(-1);
        if (sink.messages.length < 200 || last === undefined || Date.now() - last < 1_000) {
          throw new Error('ainda não');
        }
      },
      { timeout: 180_000, interval: 50 },
    );
    first.child.kill('SIGKILL');
    await first.exited;

    const db = database.db;
    await vi.waitFor(
      async () => {
        const [row] = await db.select().from(manualEmails).where(eq(manualEmails.id, email.id));
        if (row?.status !== 'sent') throw new Error('ainda enviando');
      },
      { timeout: 480_000, interval: 500 },
    );

    const received = sink.messages.flatMap((message) => sink.recipientsOf(message));
    expect(received).toHaveLength(RECIPIENTS);
    expect(new Set(received)).toEqual(new Set(addresses));

    const batches = clusterByGaps(sink.receivedAt);
    expect(batches.length).toBeGreaterThanOrEqual(RECIPIENTS / EMAIL_BATCH_SIZE);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(EMAIL_BATCH_SIZE);
    for (let index = 1; index < batches.length; index += 1) {
      const previousEnd = batches[index - 1]?.at(-1) ?? 0;
      const start = batches[index]?.[0] ?? 0;
      expect(start - previousEnd).toBeGreaterThanOrEqual(EMAIL_BATCH_INTERVAL_MS);
    }
    // Both processes sent some of them.
    expect(sentLogLines(first.stdout())).toBeGreaterThan(0);
    expect(sentLogLines(second.stdout())).toBeGreaterThan(0);
  }, 720_000);
});
