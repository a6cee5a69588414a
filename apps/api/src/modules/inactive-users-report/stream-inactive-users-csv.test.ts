// The report's stream after its first byte: a later batch that fails cuts the file short (the
// error is reported once, nothing after it is written), and batches follow one another in order.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@escola/db/client';
import { users } from '@escola/db/schema/users';
import { INACTIVITY_BLOCK_DAYS } from '@escola/domain/inactivity';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { streamInactiveUsersCsv } from './stream-inactive-users-csv';

const LONG_AGO = new Date(Date.now() - (INACTIVITY_BLOCK_DAYS + 10) * 24 * 60 * 60 * 1000);

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { text: Buffer.concat(chunks).toString('utf8'), error: null };
  } catch (error) {
    return { text: Buffer.concat(chunks).toString('utf8'), error };
  }
};

describe('streamInactiveUsersCsv', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.db.insert(users).values(
      ['Ana', 'Bia', 'Caio', 'Duda', 'Edu'].map((name) => ({
        name,
        username: name.toLowerCase(),
        email: `${name.toLowerCase()}@teste.escola.dev`,
        group: 'nacional-pi',
        lastActiveAt: LONG_AGO,
      })),
    );
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('writes small batches one after the other, in order', async () => {
    const onError = vi.fn();
    const stream = await streamInactiveUsersCsv({
      db: testApp.db,
      group: 'nacional-pi',
      now: new Date(),
      batchSize: 2,
      onError,
    });
    const { text, error } = await readAll(stream);
    expect(error).toBeNull();
    expect(text.split('\r\n').map((line) => line.split(';')[0])).toEqual([
      '\uFEFFNome',
      'Ana',
      'Bia',
      'Caio',
      'Duda',
      'Edu',
      '',
    ]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('cuts the file short when a later batch fails, and says so once', async () => {
    let reads = 0;
    // A query that fails when awaited, as drizzle's do: every method gives the query back.
    const failedQuery: object = new Proxy(
      {},
      {
        get: (_target, property) =>
          property === 'then'
            ? (_resolve: unknown, reject: (error: Error) => void) =>
                reject(new Error('o banco caiu no meio do relatório'))
            : () => failedQuery,
      },
    );
    // The first batch is read from the database; every later read fails.
    const failing = new Proxy(testApp.db, {
      get: (target, property, receiver) =>
        property === 'select' && ++reads > 1
          ? () => failedQuery
          : (Reflect.get(target, property, receiver) as unknown),
    }) as Database;
    const onError = vi.fn();
    const stream = await streamInactiveUsersCsv({
      db: failing,
      group: 'nacional-pi',
      now: new Date(),
      batchSize: 2,
      onError,
    });
    const { text, error } = await readAll(stream);
    expect(error).toBeInstanceOf(Error);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(text.split('\r\n').map((line) => line.split(';')[0])).toEqual([
      '\uFEFFNome',
      'Ana',
      'Bia',
      '',
    ]);
  });
});
