// The runs of recurring e-mails against a real SMTP server: a due e-mail makes exactly one run
// (a manual e-mail linked to it) even with two pollers at once, the manual delivery sends it to
// its recipients, a missed occurrence runs once, and a deactivated e-mail never runs.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailPacing, manualEmails } from '@escola/db/schema/manual-emails';
import { recurringEmails } from '@escola/db/schema/recurring-emails';
import { nextRecurringRun } from '@escola/domain/recurring-emails';
import { TEST_SESSION_SECRET, buildTestApp, type TestApp } from '../../testing/build-test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/start-test-smtp-server';
import { runDeliveryRound, type DeliveryContext } from '../manual-emails/delivery';
import { insertRecipients } from '../manual-emails/manual-emails-test-helpers';
import { insertRecurringEmail } from './recurring-emails-test-helpers';
import { startDueRuns } from './runs';

const PUBLIC_URL = 'https://escola.teste';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

describe('recurring e-mails: runs', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let context: DeliveryContext;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
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

  const runsOf = (id: string) =>
    testApp.db.select().from(manualEmails).where(eq(manualEmails.recurringEmailId, id));
  const rowOf = async (id: string) => {
    const [row] = await testApp.db.select().from(recurringEmails).where(eq(recurringEmails.id, id));
    return row;
  };

  it('makes one run of a due e-mail with two pollers at once, and its recipients receive it once', async () => {
    const addresses = await insertRecipients({
      db: testApp.db,
      count: 3,
      prefix: 'semanal',
      group: 'nacional-am',
    });
    const email = await insertRecurringEmail({
      db: testApp.db,
      overrides: {
        subject: 'Semana de {{nome}}',
        body: 'Olá, **{{nome}}**! Continue [aqui]({{link}}).',
        audienceKind: 'group',
        audienceValue: 'nacional-am',
        weekday: 2,
        time: '08:00',
        nextRunAt: new Date(Date.now() - 1000),
      },
    });
    const started = await Promise.all([
      startDueRuns({ db: testApp.db }),
      startDueRuns({ db: testApp.db }),
    ]);
    expect(started[0] + started[1]).toBe(1);
    const runs = await runsOf(email.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      subject: 'Semana de {{nome}}',
      audienceKind: 'group',
      audienceValue: 'nacional-am',
      status: 'scheduled',
    });
    const row = await rowOf(email.id);
    const runAt = runs[0]?.sendAt ?? new Date(0);
    expect(row?.nextRunAt?.toISOString()).toBe(
      nextRecurringRun({ schedule: { weekday: 2, time: '08:00' }, after: runAt }).toISOString(),
    );

    await runDeliveryRound({ ...context });
    const mail = await smtp.waitForMail({ to: addresses[0] ?? '' });
    expect(mail.subject).toBe('Semana de Aluna 1');
    expect(mail.html).toContain('<strong>Aluna 1</strong>');
    for (const address of addresses) expect(smtp.mailsTo(address)).toHaveLength(1);
    expect((await runsOf(email.id))[0]?.status).toBe('sent');
    // Nothing more is due: another round of both sends nothing again.
    expect(await startDueRuns({ db: testApp.db })).toBe(0);
    await runDeliveryRound({ ...context });
    for (const address of addresses) expect(smtp.mailsTo(address)).toHaveLength(1);
  });

  it('runs a missed occurrence once (server down for weeks), then waits for the next one', async () => {
    const email = await insertRecurringEmail({
      db: testApp.db,
      overrides: {
        audienceKind: 'group',
        audienceValue: 'nacional-ap',
        nextRunAt: new Date(Date.now() - 3 * WEEK_MS),
      },
    });
    expect(await startDueRuns({ db: testApp.db })).toBe(1);
    expect(await startDueRuns({ db: testApp.db })).toBe(0);
    expect(await runsOf(email.id)).toHaveLength(1);
    const next = (await rowOf(email.id))?.nextRunAt?.getTime() ?? 0;
    expect(next).toBeGreaterThan(Date.now());
    expect(next).toBeLessThanOrEqual(Date.now() + WEEK_MS);
  });

  it('never runs a deactivated e-mail', async () => {
    const email = await insertRecurringEmail({
      db: testApp.db,
      overrides: { isActive: false, nextRunAt: null },
    });
    expect(await startDueRuns({ db: testApp.db })).toBe(0);
    expect(await runsOf(email.id)).toHaveLength(0);
  });
});
