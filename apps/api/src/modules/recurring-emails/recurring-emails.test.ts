import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_EMAIL_FIELD_MESSAGES } from '@escola/contracts/manual-email-payload';
import { RECURRING_EMAIL_FIELD_MESSAGES } from '@escola/contracts/recurring-email-payload';
import { emailDeliveries } from '@escola/db/schema/manual-emails';
import { recurringEmailChanges, recurringEmails } from '@escola/db/schema/recurring-emails';
import { nextRecurringRun } from '@escola/domain/recurring-emails';
import { MESSAGES } from '../../messages';
import type { TestApp } from '../../testing/build-test-app';
import type { Caller } from '../../testing/request-as';
import {
  callAs,
  insertClassGroup,
  latestAuditEntry,
  startTestAppAs,
} from '../class-groups/class-groups-test-helpers';
import { insertManualEmail, insertRecipients } from '../manual-emails/manual-emails-test-helpers';
import {
  RECURRING,
  insertRecurringEmail,
  validRecurringPayload,
} from './recurring-emails-test-helpers';

describe('recurring e-mails: the staff calls', () => {
  let testApp: TestApp;
  let admin: Caller & { userId: string };

  beforeAll(async () => ({ testApp, caller: admin } = await startTestAppAs({ type: 'admin' })));
  afterAll(async () => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    callAs({ testApp, caller: admin, method, url, payload });
  const countRows = async () => ({
    emails: (await testApp.db.select().from(recurringEmails)).length,
    changes: (await testApp.db.select().from(recurringEmailChanges)).length,
  });

  it('creates an e-mail with its next run in São Paulo, a change-log entry and an audit entry', async () => {
    const group = await insertClassGroup({ db: testApp.db });
    const before = Date.now();
    const response = await call(
      'POST',
      RECURRING.create,
      validRecurringPayload({
        subject: '  Resumo semanal  ',
        audience: { kind: 'class-group', value: group.id.toUpperCase() },
        schedule: { weekday: 5, time: '18:30' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const { email, message } = response.json();
    expect(message).toBe('E-mail recorrente "Resumo semanal" criado: toda sexta-feira às 18:30.');
    expect(email).toMatchObject({
      isActive: true,
      data: {
        subject: 'Resumo semanal',
        audience: { kind: 'class-group', value: group.id, label: group.name },
        schedule: { weekday: 5, time: '18:30' },
      },
      lastRun: null,
      recipientCount: 0,
      changeLog: [
        { kind: 'created', author: { id: admin.userId }, data: { subject: 'Resumo semanal' } },
      ],
    });
    const next = new Date(email.nextRunAt);
    const expected = nextRecurringRun({
      schedule: { weekday: 5, time: '18:30' },
      after: new Date(before),
    });
    expect(next.toISOString()).toBe(expected.toISOString());
    const entry = await latestAuditEntry({ db: testApp.db, action: 'recurring-email.create' });
    expect(entry).toMatchObject({
      actorId: admin.userId,
      targetType: 'recurring-email',
      targetId: email.id,
    });
  });

  it.each([
    [
      'a weekday out of range',
      { weekday: 7, time: '09:00' },
      RECURRING_EMAIL_FIELD_MESSAGES.weekday,
    ],
    [
      'a weekday that is not a number',
      { weekday: 'segunda', time: '09:00' },
      RECURRING_EMAIL_FIELD_MESSAGES.weekday,
    ],
    ['a time out of range', { weekday: 1, time: '24:00' }, RECURRING_EMAIL_FIELD_MESSAGES.time],
    ['a time without minutes', { weekday: 1, time: '9h' }, RECURRING_EMAIL_FIELD_MESSAGES.time],
  ])('refuses %s with 400, writing nothing', async (_, schedule, message) => {
    const before = await countRows();
    const response = await call('POST', RECURRING.create, validRecurringPayload({ schedule }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await countRows()).toEqual(before);
  });

  it('refuses an unknown variable with the manual e-mails’ rule, and an unknown class group', async () => {
    const before = await countRows();
    const variable = await call(
      'POST',
      RECURRING.create,
      validRecurringPayload({ body: 'Seu CPF: {{cpf}}' }),
    );
    expect(variable.statusCode).toBe(400);
    expect(variable.json().message).toContain(
      MANUAL_EMAIL_FIELD_MESSAGES.unknownVariables(['cpf']),
    );
    const group = await call(
      'POST',
      RECURRING.create,
      validRecurringPayload({ audience: { kind: 'class-group', value: randomUUID() } }),
    );
    expect(group.statusCode).toBe(404);
    expect(group.json().message).toBe(MESSAGES.manualEmailClassGroupNotFound);
    expect(await countRows()).toEqual(before);
  });

  it('edits the text and schedule with a change-log entry; an edit that changes nothing writes nothing', async () => {
    const created = (await call('POST', RECURRING.create, validRecurringPayload())).json().email;
    const edited = await call(
      'PUT',
      RECURRING.edit(created.id),
      validRecurringPayload({ subject: 'Novo assunto', schedule: { weekday: 3, time: '07:15' } }),
    );
    expect(edited.statusCode).toBe(200);
    const email = edited.json().email;
    expect(edited.json().message).toBe(MESSAGES.recurringEmailUpdated('Novo assunto'));
    expect(email.changeLog.map((entry: { kind: string }) => entry.kind)).toEqual([
      'created',
      'edited',
    ]);
    expect(email.changeLog[1].data).toMatchObject({
      subject: 'Novo assunto',
      schedule: { weekday: 3, time: '07:15' },
    });
    expect(email.changeLog[0].data.schedule).toEqual({ weekday: 1, time: '09:00' });
    const next = new Date(email.nextRunAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getUTCDay()).toBe(3);
    expect(next.toISOString().slice(11, 16)).toBe('10:15');
    const entry = await latestAuditEntry({ db: testApp.db, action: 'recurring-email.edit' });
    expect(entry?.targetId).toBe(created.id);

    const before = await countRows();
    const same = await call(
      'PUT',
      RECURRING.edit(created.id),
      validRecurringPayload({
        subject: 'Novo assunto',
        body: created.data.body,
        schedule: { weekday: 3, time: '07:15' },
      }),
    );
    expect(same.statusCode).toBe(200);
    expect(same.json().email.nextRunAt).toBe(email.nextRunAt);
    expect(await countRows()).toEqual(before);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const edit = await call('PUT', RECURRING.edit(randomUUID()), validRecurringPayload());
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe(MESSAGES.recurringEmailNotFound);
    expect((await call('PUT', RECURRING.toggle(randomUUID(), false))).statusCode).toBe(404);
    expect((await call('PUT', RECURRING.toggle('abc', false))).statusCode).toBe(400);
  });

  it('deactivates (no next run) and activates again from now, each once; the same state is 409', async () => {
    const created = (await call('POST', RECURRING.create, validRecurringPayload())).json().email;
    const off = await call('PUT', RECURRING.toggle(created.id, false));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: MESSAGES.recurringEmailDeactivated(created.data.subject),
      email: { isActive: false, nextRunAt: null },
    });
    const again = await call('PUT', RECURRING.toggle(created.id, false));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.recurringEmailAlreadyInState(false));
    const on = await call('PUT', RECURRING.toggle(created.id, true));
    expect(on.statusCode).toBe(200);
    const email = on.json().email;
    expect(email.isActive).toBe(true);
    expect(new Date(email.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    expect(email.changeLog.map((entry: { kind: string }) => entry.kind)).toEqual([
      'created',
      'deactivated',
      'activated',
    ]);
    const entry = await latestAuditEntry({ db: testApp.db, action: 'recurring-email.toggle' });
    expect(entry).toMatchObject({ targetId: created.id, after: { isActive: true } });
    expect((await call('PUT', RECURRING.toggle(created.id, 'sim'))).json().message).toContain(
      RECURRING_EMAIL_FIELD_MESSAGES.isActive,
    );
  });

  it('lists newest first, 5 a page, with the last run’s deliveries; runs stay out of the manual list', async () => {
    await insertRecipients({ db: testApp.db, count: 2, prefix: 'lista-rec', group: 'nacional-go' });
    const inserted = [];
    for (let index = 0; index < 6; index += 1) {
      inserted.push(
        await insertRecurringEmail({
          db: testApp.db,
          overrides: {
            createdAt: new Date(Date.now() + (index + 1) * 60_000),
            audienceKind: 'group',
            audienceValue: 'nacional-go',
          },
        }),
      );
    }
    const newest = inserted.at(-1);
    if (!newest) throw new Error('sem e-mails');
    const older = await insertManualEmail({
      db: testApp.db,
      overrides: {
        recurringEmailId: newest.id,
        sendAt: new Date(Date.now() - 14 * 86_400_000),
        status: 'sent',
      },
    });
    const latest = await insertManualEmail({
      db: testApp.db,
      overrides: {
        recurringEmailId: newest.id,
        sendAt: new Date(Date.now() - 7 * 86_400_000),
        status: 'sending',
      },
    });
    await testApp.db.insert(emailDeliveries).values([
      { emailId: latest.id, userId: randomUUID(), email: 'a@teste.escola.dev', status: 'sent' },
      { emailId: latest.id, userId: randomUUID(), email: 'b@teste.escola.dev', status: 'failed' },
      { emailId: latest.id, userId: randomUUID(), email: 'c@teste.escola.dev' },
      { emailId: older.id, userId: randomUUID(), email: 'd@teste.escola.dev', status: 'sent' },
    ]);
    const page = (await call('GET', RECURRING.list)).json();
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 5, total: (await countRows()).emails });
    expect(page.emails.map((email: { id: string }) => email.id)).toEqual(
      inserted
        .slice(1)
        .reverse()
        .map((email) => email.id),
    );
    expect(page.emails[0]).toMatchObject({
      lastRun: {
        sendDate: latest.sendAt.toISOString(),
        deliveries: { sent: 1, failed: 1, pending: 1 },
      },
      recipientCount: 2,
      changeLog: [{ kind: 'created', author: { id: null, name: '' } }],
    });
    const second = (await call('GET', `${RECURRING.list}?pageNumber=2`)).json();
    expect(second.emails[0].id).toBe(inserted[0]?.id);
    const manual = (await call('GET', '/api/manualEmails/get-emails?pageSize=50')).json();
    const manualIds = manual.emails.map((email: { id: string }) => email.id);
    expect(manualIds).not.toContain(latest.id);
    expect(manualIds).not.toContain(older.id);
  });
});
