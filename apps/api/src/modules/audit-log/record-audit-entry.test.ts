// The audit log keeps only what changed, and its entry is part of the change's transaction: a
// change rolled back leaves no entry behind.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@escola/db/client';
import { auditLog } from '@escola/db/schema/audit-log';
import { createTestDatabase } from '@escola/db/testing';
import { createTestUser } from '../../testing/create-test-user';
import { changedFields, recordAuditEntry } from './record-audit-entry';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe('changedFields', () => {
  it('keeps the fields whose value changed, lists and objects compared by value', () => {
    expect(
      changedFields({
        before: { access: 'limited', group: 'nacional-pr', modules: ['react'], source: '' },
        after: { access: 'complete', group: 'nacional-pr', modules: ['react'], classGroupId: 'x' },
      }),
    ).toEqual({
      before: { access: 'limited', classGroupId: null },
      after: { access: 'complete', classGroupId: 'x' },
    });
  });
});

describe('recordAuditEntry', () => {
  it('writes who, what and the change, and nothing when the transaction rolls back', async () => {
    const { user: actor } = await createTestUser({ db: handle.db, overrides: { type: 'admin' } });
    const entry = {
      actor,
      action: 'user.edit',
      target: { type: 'user' as const, id: actor.id, label: actor.email },
      before: { access: 'limited' },
      after: { access: 'complete' },
    };
    await handle.db.transaction(async (transaction) => {
      await recordAuditEntry({ db: transaction, ...entry });
    });
    await expect(
      handle.db.transaction(async (transaction) => {
        await recordAuditEntry({ db: transaction, ...entry, action: 'user.rolled-back' });
        throw new Error('a alteração falhou');
      }),
    ).rejects.toThrow('a alteração falhou');
    const rows = await handle.db.select().from(auditLog).where(eq(auditLog.actorId, actor.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorEmail: actor.email,
      actorName: actor.name,
      action: 'user.edit',
      targetType: 'user',
      targetLabel: actor.email,
      before: { access: 'limited' },
      after: { access: 'complete' },
    });
  });
});
