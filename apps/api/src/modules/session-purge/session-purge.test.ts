import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, type NewAuthToken } from '@escola/db/schema/auth-tokens';
import { sessions, type NewSession } from '@escola/db/schema/sessions';
import { generateOneTimeToken } from '../one-time-tokens/one-time-tokens';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { PURGE_EXPIRED_SESSIONS_JOB } from './service';

const HOUR_MS = 60 * 60 * 1000;

describe('job purge-expired-sessions', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  it('deletes expired sessions and used or expired tokens, keeping the live ones', async () => {
    const { user } = await createTestUser({ db: testApp.db });
    const now = Date.now();
    const at = (offsetMs: number) => new Date(now + offsetMs);
    const session = (id: string, idle: number, absolute: number): NewSession => ({
      id: `${id}-${user.id}`,
      userId: user.id,
      idleExpiresAt: at(idle),
      absoluteExpiresAt: at(absolute),
    });
    await testApp.db
      .insert(sessions)
      .values([
        session('viva', HOUR_MS, 10 * HOUR_MS),
        session('ociosa', -HOUR_MS, 10 * HOUR_MS),
        session('velha', HOUR_MS, -HOUR_MS),
      ]);
    const token = (expires: number, usedAt: Date | null): NewAuthToken => ({
      userId: user.id,
      kind: 'password_recovery',
      tokenHash: generateOneTimeToken().tokenHash,
      expiresAt: at(expires),
      usedAt,
    });
    const tokens = await testApp.db
      .insert(authTokens)
      .values([token(HOUR_MS, null), token(-HOUR_MS, null), token(HOUR_MS, at(-60_000))])
      .returning({ id: authTokens.id });

    await testApp.app.jobs.runNow(PURGE_EXPIRED_SESSIONS_JOB);

    const remainingSessions = await testApp.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.userId, [user.id]));
    expect(remainingSessions.map((row) => row.id)).toEqual([`viva-${user.id}`]);
    const remainingTokens = await testApp.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(
        inArray(
          authTokens.id,
          tokens.map((row) => row.id),
        ),
      );
    expect(remainingTokens.map((row) => row.id)).toEqual([tokens[0]?.id]);
  });
});
