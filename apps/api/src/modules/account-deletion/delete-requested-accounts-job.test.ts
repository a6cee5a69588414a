import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletions } from '@escola/db/schema/account-deletions';
import { certificates } from '@escola/db/schema/certificates';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { sessions } from '@escola/db/schema/sessions';
import { userReports } from '@escola/db/schema/user-reports';
import { users } from '@escola/db/schema/users';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/start-test-smtp-server';
import { DELETE_REQUESTED_ACCOUNTS_JOB, deleteRequestedAccounts } from './service';
import { issueCertificate } from '../certificates/issue-certificate';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('job delete-requested-accounts', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await buildTestApp({ environment: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const existing = async (ids: string[]) =>
    (await testApp.db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map(
      (row) => row.id,
    );

  it('deletes accounts past the 30 days with a record and a goodbye e-mail, and keeps the rest', async () => {
    const due = (
      await createTestUser({
        db: testApp.db,
        overrides: { name: 'Bia Excluída', deleteRequestedAt: daysAgo(31) },
      })
    ).user;
    const withinGrace = (
      await createTestUser({ db: testApp.db, overrides: { deleteRequestedAt: daysAgo(29) } })
    ).user;
    const staff = (
      await createTestUser({
        db: testApp.db,
        overrides: { type: 'support', deleteRequestedAt: daysAgo(60) },
      })
    ).user;
    const neverAsked = (await createTestUser({ db: testApp.db })).user;
    const reverting = await createTestUser({
      db: testApp.db,
      overrides: { deleteRequestedAt: daysAgo(40) },
    });
    const caller = await signIn({
      app: testApp.app,
      email: reverting.email,
      password: reverting.password,
    });
    const revert = await requestAs({
      app: testApp.app,
      caller,
      method: 'POST',
      url: '/account/revert-delete',
    });
    expect(revert.statusCode).toBe(200);

    // The due learner's own rows, and a report they made about someone else.
    await signIn({ app: testApp.app, email: due.email, password: 'senha-de-teste-123' });
    await issueCertificate({
      db: testApp.db,
      userId: due.id,
      certSlug: 'react',
      holderName: 'Ana',
    });
    await testApp.db
      .insert(completedChallenges)
      .values({ userId: due.id, challengeId: 'desafio-1' });
    const [report] = await testApp.db
      .insert(userReports)
      .values({ reporterId: due.id, reportedUserId: neverAsked.id, reportDescription: 'spam' })
      .returning();

    await testApp.app.jobs.runNow(DELETE_REQUESTED_ACCOUNTS_JOB);

    const all = [due.id, withinGrace.id, staff.id, neverAsked.id, reverting.user.id];
    expect((await existing(all)).sort()).toEqual(
      [withinGrace.id, staff.id, neverAsked.id, reverting.user.id].sort(),
    );
    const records = await testApp.db
      .select()
      .from(accountDeletions)
      .where(inArray(accountDeletions.formerUserId, all));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      formerUserId: due.id,
      name: 'Bia Excluída',
      email: due.email,
      username: due.username,
      reason: 'requested',
      requestedAt: due.deleteRequestedAt,
    });
    for (const table of [sessions, certificates, completedChallenges]) {
      expect(await testApp.db.select().from(table).where(eq(table.userId, due.id))).toEqual([]);
    }
    const [keptReport] = await testApp.db
      .select()
      .from(userReports)
      .where(eq(userReports.id, report?.id ?? ''));
    expect(keptReport?.reporterId).toBeNull();

    const goodbye = await smtp.waitForMail({ to: due.email });
    expect(goodbye.subject).toBe('Sua conta foi excluída');
    expect(goodbye.text).toContain('Olá, Bia Excluída!');
    expect(goodbye.text).toContain(`(usuário ${due.username}) foi excluída`);
    expect(goodbye.html).toContain('Guardamos apenas um registro da exclusão');
    for (const kept of [withinGrace, staff, neverAsked, reverting.user]) {
      expect(smtp.mailsTo(kept.email)).toHaveLength(0);
    }
  });

  it('goes through every page of due accounts, one at a time', async () => {
    const due = [];
    for (let index = 0; index < 3; index += 1) {
      due.push(
        (await createTestUser({ db: testApp.db, overrides: { deleteRequestedAt: daysAgo(45) } }))
          .user,
      );
    }
    const goodbyes: string[] = [];
    const deleted = await deleteRequestedAccounts({
      db: testApp.db,
      now: new Date(),
      batchSize: 1,
      onDeleted: async (account) => {
        goodbyes.push(account.email);
      },
    });
    expect(deleted).toBe(3);
    expect(goodbyes.sort()).toEqual(due.map((user) => user.email).sort());
    expect(await existing(due.map((user) => user.id))).toEqual([]);
  });

  it('deletes the quiz record linked to a deleted account, and no other', async () => {
    const due = (
      await createTestUser({ db: testApp.db, overrides: { deleteRequestedAt: daysAgo(31) } })
    ).user;
    const quizRecord = (userId: string | null, index: number) => ({
      ra: `2025${String(900_000 + index).padStart(6, '0')}`,
      name: 'Pessoa do Quiz',
      cpf: String(10_000_000_000 + Math.floor(Math.random() * 80_000_000_000)),
      email: `quiz-exclusao-${index}-${Date.now()}@teste.escola.dev`,
      userId,
    });
    const [linked, unlinked] = await testApp.db
      .insert(quizUsers)
      .values([quizRecord(due.id, 1), quizRecord(null, 2)])
      .returning({ id: quizUsers.id });
    await deleteRequestedAccounts({ db: testApp.db, now: new Date(), onDeleted: async () => {} });
    const left = await testApp.db
      .select({ id: quizUsers.id })
      .from(quizUsers)
      .where(inArray(quizUsers.id, [linked?.id ?? '', unlinked?.id ?? '']));
    expect(left).toEqual([{ id: unlinked?.id }]);
  });

  it('runs again without finding anything to do', async () => {
    const before = await testApp.db.select().from(accountDeletions);
    await testApp.app.jobs.runNow(DELETE_REQUESTED_ACCOUNTS_JOB);
    expect(await testApp.db.select().from(accountDeletions)).toHaveLength(before.length);
  });
});
