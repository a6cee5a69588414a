// The audit log keeps only what changed, and its entry is part of the change's transaction: a
// change rolled back leaves no entry behind.
import { eq } from 'drizzle-orm';
import { AUDIT_LIST_PREVIEW_ITEMS } from '@escola/contracts/get-admin-audit-log';
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

  it('keeps a long list (the ids of a big move) whole apart, and its first items and length in the entry', async () => {
    const { user: actor } = await createTestUser({ db: handle.db, overrides: { type: 'admin' } });
    const userIds = Array.from({ length: 25 }, (_, index) => `id-${index}`);
    await recordAuditEntry({
      db: handle.db,
      actor,
      action: 'class-group.move-users',
      target: { type: 'class-group', id: null, label: 'Turma Noite' },
      before: { classGroupName: 'Turma Dia', tags: ['a', 'b'] },
      after: { classGroupName: 'Turma Noite', count: 25, userIds },
    });
    const [row] = await handle.db.select().from(auditLog).where(eq(auditLog.actorId, actor.id));
    expect(row?.before).toEqual({ classGroupName: 'Turma Dia', tags: ['a', 'b'] });
    expect(row?.after).toEqual({
      classGroupName: 'Turma Noite',
      count: 25,
      userIds: { preview: userIds.slice(0, AUDIT_LIST_PREVIEW_ITEMS), total: 25 },
    });
    expect(row?.longLists).toEqual({ after: { userIds } });
  });

  it('keeps no long lists for an entry without any', async () => {
    const { user: actor } = await createTestUser({ db: handle.db, overrides: { type: 'admin' } });
    await recordAuditEntry({
      db: handle.db,
      actor,
      action: 'user.edit',
      target: { type: 'user', id: actor.id, label: actor.email },
      before: { modules: ['react'] },
      after: {
        modules: Array.from({ length: AUDIT_LIST_PREVIEW_ITEMS }, (_, index) => `m${index}`),
      },
    });
    const [row] = await handle.db.select().from(auditLog).where(eq(auditLog.actorId, actor.id));
    expect(row?.longLists).toBeNull();
    expect(row?.after?.modules).toHaveLength(AUDIT_LIST_PREVIEW_ITEMS);
  });
});
