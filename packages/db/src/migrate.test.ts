import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('migrateDatabase', () => {
  it('creates every table of the schema', async () => {
    const result = await handle.db.execute<{ table_name: string }>(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' order by table_name`);
    expect(result.rows.map((row) => row.table_name)).toEqual([
      'account_deletions',
      'ai_assistant_conversations',
      'ai_assistant_sessions',
      'ai_assistant_turns',
      'ai_assistant_usage',
      'audit_log',
      'auth_tokens',
      'automatic_emails',
      'certificates',
      'class_group_memberships',
      'class_groups',
      'completed_challenges',
      'email_deliveries',
      'email_pacing',
      'feature_config',
      'images',
      'manual_emails',
      'message_reads',
      'messages',
      'password_attempts',
      'payment_verifications',
      'placement_test_attempts',
      'placement_test_questions',
      'products',
      'quiz_users',
      'recurring_email_changes',
      'recurring_emails',
      'saved_challenges',
      'sessions',
      'user_modules',
      'user_reports',
      'user_tokens',
      'users',
    ]);
  });

  it('creates the enums with the domain values', async () => {
    const result = await handle.db.execute<{ value: string }>(sql`
      select unnest(enum_range(null::access_level))::text as value`);
    expect(result.rows.map((row) => row.value)).toEqual([
      'blocked',
      'complete',
      'limited',
      'trilha-1',
      'limited_nacional',
      'complete_nacional',
      'modular',
      'nacional',
    ]);
  });

  it('does nothing when run again on a migrated database', async () => {
    await expect(migrateDatabase(handle)).resolves.toBeUndefined();
    const result = await handle.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(result.rows[0]?.count).toBeGreaterThan(0);
  });
});
