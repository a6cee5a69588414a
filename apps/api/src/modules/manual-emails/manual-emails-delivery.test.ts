// The delivery of a campaign in one process, against a real SMTP server: recipients written when
// the send date comes, messages rendered with the learner's name and unsubscribe link, pacing,
// temporary and permanent SMTP failures, unsubscribing. (Two processes: the two-processes test.)
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  emailDeliveries,
  emailPacing,
  manualEmails,
  type ManualEmail,
} from '@escola/db/schema/manual-emails';
import { users } from '@escola/db/schema/users';
import { isCampaignRecipient } from '@escola/domain/email-campaigns';
import { MESSAGES } from '../../messages';
import { TEST_SESSION_SECRET, buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import {
  findLink,
  startTestSmtpServer,
  type SmtpRefusal,
  type TestSmtpServer,
} from '../../testing/start-test-smtp-server';
import {
  DELIVERY_SKIPPED,
  runDeliveryRound,
  sendBatch,
  startDueEmails,
  type DeliveryContext,
} from './delivery';
import { finishSentEmails } from './delivery-repository';
import { HOUR_MS, insertManualEmail, insertRecipients } from './manual-emails-test-helpers';
import { campaignRecipientCondition } from './recipients';

const PUBLIC_URL = 'https://escola.teste';
const UNSUBSCRIBE_PREFIX = `${PUBLIC_URL}/unsubscribed/`;
const NO_PAUSE = { batchSize: 50, batchIntervalMs: 0 };

describe('manual e-mails: delivery', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let context: DeliveryContext;
  const refusals = new Map<string, SmtpRefusal>();

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ refuse: (address) => refusals.get(address) });
    testApp = await buildTestApp({ environment: { SMTP_URL: smtp.url, PUBLIC_URL } });
    context = {
      db: testApp.db,
      send: (mail) => testApp.app.mailer.send(mail),
      publicUrl: PUBLIC_URL,
      secret: TEST_SESSION_SECRET,
    };
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await testApp.db.update(emailPacing).set({ nextBatchAt: sql`now()` });
  });

  const dueEmail = (overrides: Partial<ManualEmail>) =>
    insertManualEmail({
      db: testApp.db,
      overrides: { sendAt: new Date(Date.now() - 1000), ...overrides },
    });
  const emailRow = async (id: string) => {
    const [row] = await testApp.db.select().from(manualEmails).where(eq(manualEmails.id, id));
    return row;
  };
  const deliveriesOf = (id: string) =>
    testApp.db.select().from(emailDeliveries).where(eq(emailDeliveries.emailId, id));
  const headerOf = (mail: TestSmtpServer['messages'][number], key: string) =>
    mail.headerLines.find((line) => line.key === key)?.line.replace(/^[^:]+:\s*/, '');

  it('writes the eligible learners when the date comes and sends each a rendered e-mail once', async () => {
    const group = 'nacional-ce';
    const addresses = await insertRecipients({ db: testApp.db, count: 3, prefix: 'ce', group });
    await testApp.db
      .update(users)
      .set({ name: '<b>Ana & Cia</b>' })
      .where(eq(users.email, addresses[0] ?? ''));
    // Not recipients: no consent, unverified, staff, blocked, inactive, deleting.
    const excluded = [
      { sendQuincyEmail: false, emailVerified: true },
      { sendQuincyEmail: true, emailVerified: false },
      { sendQuincyEmail: true, emailVerified: true, type: 'support' as const },
      { sendQuincyEmail: true, emailVerified: true, access: 'blocked' as const },
      { sendQuincyEmail: true, emailVerified: true, blockedByInactivityAt: new Date() },
      { sendQuincyEmail: true, emailVerified: true, deleteRequestedAt: new Date() },
    ];
    for (const overrides of excluded) {
      await createTestUser({ db: testApp.db, overrides: { ...overrides, group } });
    }
    const email = await dueEmail({
      subject: 'Oi {{nome}}',
      body: '# Novidades\n\nOlá, **{{nome}}**! Veja [a trilha]({{link}}).\n\n<script>alert(1)</script>',
      audienceKind: 'group',
      audienceValue: group,
    });
    await startDueEmails({ db: testApp.db });
    expect(await emailRow(email.id)).toMatchObject({ status: 'sending', recipientCount: 3 });
    expect(await sendBatch({ ...context, pacing: NO_PAUSE })).toBe(3);
    await finishSentEmails({ db: testApp.db });
    expect((await emailRow(email.id))?.status).toBe('sent');

    const mail = await smtp.waitForMail({ to: addresses[0] ?? '' });
    expect(mail.subject).toBe('Oi <b>Ana & Cia</b>');
    expect(mail.html).toContain('<h1>Novidades</h1>');
    expect(mail.html).toContain('<strong>&lt;b&gt;Ana &amp; Cia&lt;/b&gt;</strong>');
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/learn">a trilha</a>`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('Olá, **<b>Ana & Cia</b>**!');
    const link = findLink({ mail, prefix: UNSUBSCRIBE_PREFIX });
    expect(headerOf(mail, 'list-unsubscribe')).toBe(`<${link}>`);
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain(`href="${link}"`);
    for (const address of addresses) expect(smtp.mailsTo(address)).toHaveLength(1);

    const rows = await deliveriesOf(email.id);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    expect(rows.every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true);
    // Nothing is left: another round sends nothing more.
    await runDeliveryRound(context);
    for (const address of addresses) expect(smtp.mailsTo(address)).toHaveLength(1);
  });

  it('starts no batch until the pause after the previous one has passed, in any process', async () => {
    const addresses = await insertRecipients({
      db: testApp.db,
      count: 5,
      prefix: 'ritmo',
      group: 'nacional-rn',
    });
    const email = await dueEmail({ audienceKind: 'group', audienceValue: 'nacional-rn' });
    await startDueEmails({ db: testApp.db });
    const pacing = { batchSize: 2, batchIntervalMs: 10 * 60_000 };
    expect(await sendBatch({ ...context, pacing })).toBe(2);
    expect(await sendBatch({ ...context, pacing })).toBe(0);
    const [row] = await testApp.db.select().from(emailPacing);
    expect(row && row.nextBatchAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    await testApp.db.update(emailPacing).set({ nextBatchAt: sql`now()` });
    expect(await sendBatch({ ...context, pacing })).toBe(2);
    const sent = addresses.filter((address) => smtp.mailsTo(address).length === 1);
    expect(sent).toHaveLength(4);
    expect((await deliveriesOf(email.id)).filter((d) => d.status === 'pending')).toHaveLength(1);
  });

  it('tries a temporary failure again later and records a permanent one', async () => {
    const [temporary = '', permanent = '', fine = ''] = await insertRecipients({
      db: testApp.db,
      count: 3,
      prefix: 'falha',
      group: 'nacional-mg',
    });
    refusals.set(temporary, { code: 451, message: 'Tente mais tarde' });
    refusals.set(permanent, { code: 550, message: 'Caixa inexistente' });
    const email = await dueEmail({ audienceKind: 'group', audienceValue: 'nacional-mg' });
    await runDeliveryRound({ ...context });
    const byAddress = new Map((await deliveriesOf(email.id)).map((row) => [row.email, row]));
    expect(byAddress.get(fine)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(byAddress.get(permanent)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(byAddress.get(permanent)?.lastError).toContain('550');
    const retried = byAddress.get(temporary);
    expect(retried).toMatchObject({ status: 'pending', attempts: 1 });
    expect(retried?.lastError).toContain('451');
    expect(retried && retried.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect((await emailRow(email.id))?.status).toBe('sending');

    // The server accepts it now; its time comes.
    refusals.delete(temporary);
    await testApp.db
      .update(emailDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailDeliveries.email, temporary));
    await testApp.db.update(emailPacing).set({ nextBatchAt: sql`now()` });
    await runDeliveryRound(context);
    const [row] = (await deliveriesOf(email.id)).filter((entry) => entry.email === temporary);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.mailsTo(temporary)).toHaveLength(1);
    expect(smtp.mailsTo(permanent)).toHaveLength(0);
    expect((await emailRow(email.id))?.status).toBe('sent');
  });

  it('unsubscribes in one click from the link, and later campaigns skip the learner', async () => {
    const [address = ''] = await insertRecipients({
      db: testApp.db,
      count: 1,
      prefix: 'sair',
      group: 'nacional-pe',
    });
    await dueEmail({ audienceKind: 'group', audienceValue: 'nacional-pe' });
    await runDeliveryRound(context);
    const link = findLink({
      mail: await smtp.waitForMail({ to: address }),
      prefix: UNSUBSCRIBE_PREFIX,
    });
    const path = link.slice(PUBLIC_URL.length);

    const tampered = path.slice(0, -1) + (path.endsWith('A') ? 'B' : 'A');
    const refused = await testApp.app.inject({ method: 'POST', url: tampered });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGES.unsubscribeLinkInvalid);

    // As a mail client does it (RFC 8058): a form POST, no cookies, no CSRF token.
    const response = await testApp.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: MESSAGES.unsubscribed });
    const [user] = await testApp.db.select().from(users).where(eq(users.email, address));
    expect(user?.sendQuincyEmail).toBe(false);
    expect(user?.sendQuincyEmailConsentAt).not.toBeNull();

    const later = await dueEmail({ audienceKind: 'group', audienceValue: 'nacional-pe' });
    await testApp.db.update(emailPacing).set({ nextBatchAt: sql`now()` });
    await runDeliveryRound(context);
    expect((await emailRow(later.id))?.recipientCount).toBe(0);
    expect(smtp.mailsTo(address)).toHaveLength(1);

    // Transactional e-mails still go.
    const recovery = await testApp.app.inject({
      method: 'POST',
      url: '/forgot-password',
      payload: { email: address },
    });
    expect(recovery.statusCode).toBe(200);
    await vi.waitFor(() => expect(smtp.mailsTo(address)).toHaveLength(2));
    expect(smtp.mailsTo(address)[1]?.subject).toBe('Recuperação de senha');
  });

  it('does not send to a learner who unsubscribed after the recipients were written', async () => {
    const [address = ''] = await insertRecipients({
      db: testApp.db,
      count: 1,
      prefix: 'depois',
      group: 'nacional-rs',
    });
    const email = await dueEmail({ audienceKind: 'group', audienceValue: 'nacional-rs' });
    await startDueEmails({ db: testApp.db });
    await testApp.db.update(users).set({ sendQuincyEmail: false }).where(eq(users.email, address));
    await sendBatch({ ...context, pacing: NO_PAUSE });
    const [row] = await deliveriesOf(email.id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 0,
      lastError: DELIVERY_SKIPPED.unsubscribed,
    });
    expect(smtp.mailsTo(address)).toHaveLength(0);
  });

  it('never starts a cancelled e-mail, nor one whose date has not come', async () => {
    await insertRecipients({ db: testApp.db, count: 1, prefix: 'nunca', group: 'nacional-pi' });
    const cancelled = await dueEmail({
      audienceKind: 'group',
      audienceValue: 'nacional-pi',
      status: 'cancelled',
      isActive: false,
    });
    const future = await insertManualEmail({
      db: testApp.db,
      overrides: {
        audienceKind: 'group',
        audienceValue: 'nacional-pi',
        sendAt: new Date(Date.now() + HOUR_MS),
      },
    });
    await runDeliveryRound(context);
    expect(await deliveriesOf(cancelled.id)).toHaveLength(0);
    expect(await deliveriesOf(future.id)).toHaveLength(0);
    expect((await emailRow(future.id))?.status).toBe('scheduled');
  });

  it('selects in SQL exactly the learners the domain rule selects', async () => {
    const group = 'nacional-am';
    const variations = [
      {},
      { sendQuincyEmail: false },
      { emailVerified: false },
      { type: 'admin' as const },
      { access: 'blocked' as const },
      { access: 'limited' as const },
      { isBlockedByExpiration: true },
      { blockedByInactivityAt: new Date() },
      { deleteRequestedAt: new Date() },
    ];
    const created = [];
    for (const variation of variations) {
      const { user } = await createTestUser({
        db: testApp.db,
        overrides: {
          sendQuincyEmail: true,
          emailVerified: true,
          access: 'complete',
          group,
          ...variation,
        },
      });
      created.push(user);
    }
    const audiences = [
      { kind: 'group', value: group },
      { kind: 'access', value: 'complete' },
      { kind: 'all', value: '' },
    ] as const;
    for (const audience of audiences) {
      const rows = await testApp.db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.group} = ${group} and ${campaignRecipientCondition(audience)}`);
      const expected = created
        .filter((user) =>
          isCampaignRecipient({
            audience,
            recipient: {
              ...user,
              classGroupId: null,
            },
          }),
        )
        .map((user) => user.id);
      expect(rows.map((row) => row.id).sort()).toEqual(expected.sort());
      expect(expected.length).toBeGreaterThan(0);
    }
  });
});
