// Learners of one programme state for the inactive-users report (issue 19), written straight into
// the database (a test-only shortcut) and named with one random tag: one inactive for longer than
// the block threshold (a name with `;` and quotes, which the CSV must quote), one blocked by
// inactivity, one active. On the embedded database each worker's setup writes the set
// (inactive-report-learner-pool.json) and the test claims it; on PostgreSQL the fixture makes it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle, PostgresHandle } from '@escola/db/client';
import { users, type NewUser } from '@escola/db/schema/users';
import { INACTIVITY_BLOCK_DAYS } from '@escola/domain/inactivity';
import { definePool } from './claim-pool';
import { describeTestUser, insertTestUser, removeTestUser } from './test-users';

const DAY_MS = 24 * 60 * 60 * 1000;

export type InactiveReportLearner = { id: string; name: string };
export type InactiveReportLearners = {
  tag: string;
  /** The state's group (nacional-am) and its code in the sidebar (AM). */
  group: string;
  state: string;
  inactive: InactiveReportLearner;
  blocked: InactiveReportLearner;
  active: InactiveReportLearner;
};

export async function insertInactiveReportLearners({
  handle,
}: {
  handle: DatabaseHandle;
}): Promise<InactiveReportLearners> {
  const tag = `inativo${randomBytes(3).toString('hex')}`;
  const group = 'nacional-am';
  const now = Date.now();
  const insert = async (name: string, facts: Partial<NewUser>): Promise<InactiveReportLearner> => {
    // They never sign in: no password worth hashing.
    const user = await insertTestUser({
      handle,
      user: describeTestUser({ type: 'student' }),
      passwordHash: '!',
    });
    const values = { group, source: '', ...facts, name: `${name} ${tag}` };
    await handle.db.update(users).set(values).where(eq(users.id, user.id));
    return { id: user.id, name: values.name };
  };
  return {
    tag,
    group,
    state: 'AM',
    inactive: await insert('Ana "Sumida"; Silva', {
      lastActiveAt: new Date(now - (INACTIVITY_BLOCK_DAYS + 30) * DAY_MS),
    }),
    blocked: await insert('Bento Bloqueado', {
      lastActiveAt: new Date(now - (INACTIVITY_BLOCK_DAYS + 2) * DAY_MS),
      blockedByInactivityAt: new Date(now - DAY_MS),
    }),
    active: await insert('Caio Presente', { lastActiveAt: new Date(now - 2 * DAY_MS) }),
  };
}

export async function removeInactiveReportLearners({
  handle,
  set,
}: {
  handle: PostgresHandle;
  set: InactiveReportLearners;
}): Promise<void> {
  for (const learner of [set.inactive, set.blocked, set.active]) {
    await removeTestUser({ handle, userId: learner.id });
  }
}

/** The embedded database's pool of these sets (support/claim-pool.ts). */
export const { write: writeInactiveReportLearnerPool, claim: claimInactiveReportLearners } =
  definePool<InactiveReportLearners>({
    fileName: 'inactive-report-learner-pool.json',
    count: 1,
    insert: insertInactiveReportLearners,
    claimIdOf: (set) => set.inactive.id,
    exhaustedMessage: 'Acabaram os conjuntos de estudantes do relatório de inativos.',
  });
