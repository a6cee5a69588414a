import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_EMAIL_FIELD_MESSAGES } from '@escola/contracts/manual-email-payload';
import { emailDeliveries, manualEmails } from '@escola/db/schema/manual-emails';
import { MANUAL_EMAIL_SUBJECT_MAX_LENGTH } from '@escola/domain/email-campaigns';
import { MESSAGES } from '../../messages';
import type { TestApp } from '../../testing/build-test-app';
import type { Caller } from '../../testing/request-as';
import {
  callAs,
  insertClassGroup,
  latestAuditEntry,
  signedInAs,
  startTestAppAs,
} from '../class-groups/class-groups-test-helpers';
import {
  HOUR_MS,
  insertManualEmail,
  insertRecipients,
  validEmailPayload,
} from './manual-emails-test-helpers';

const LIST = '/api/manualEmails/get-emails';
const NEW = '/api/manualEmails/new-email';
const COUNT = '/api/manualEmails/count-recipients';
const editPath = (id: string) => `/api/manualEmails/edit-email/${id}`;
const cancelPath = (id: string) => `/api/manualEmails/cancel-email/${id}`;

describe('manual e-mails: the staff calls', () => {
  let testApp: TestApp;
  let support: Caller & { userId: string };

  beforeAll(async () => ({ testApp, caller: support } = await startTestAppAs({ type: 'support' })));
  afterAll(async () => testApp.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    caller: Caller | null = support,
  ) => callAs({ testApp, caller, method, url, payload });

  const countEmails = async () => (await testApp.db.select().from(manualEmails)).length;

  it('schedules an e-mail with its audit entry and answers how many it reaches now', async () => {
    await insertRecipients({ db: testApp.db, count: 3, prefix: 'agendado', group: 'nacional-pr' });
    const payload = validEmailPayload({
      data: {
        subject: '  Aulas no Paraná  ',
        body: 'Olá, {{ nome }}! Veja {{link}}.',
        audience: { kind: 'group', value: 'nacional-pr' },
      },
    });
    const response = await call('POST', NEW, payload);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({
      type: 'success',
      message: MESSAGES.manualEmailScheduled('Aulas no Paraná', 3),
      recipientCount: 3,
      email: {
        isActive: true,
        status: 'scheduled',
        statusLabel: 'Envio programado',
        sendDate: new Date(payload.sendDate).toISOString(),
        data: {
          subject: 'Aulas no Paraná',
          audience: { kind: 'group', value: 'nacional-pr', label: 'nacional-pr' },
        },
        recipientCount: null,
        deliveries: { sent: 0, failed: 0, pending: 0 },
        createdBy: { id: support.userId },
      },
    });
    const entry = await latestAuditEntry({ db: testApp.db, action: 'manual-email.create' });
    expect(entry).toMatchObject({
      actorId: support.userId,
      targetType: 'manual-email',
      targetId: answer.email.id,
      targetLabel: 'Aulas no Paraná',
    });
  });

  it('counts the recipients of an audience before scheduling', async () => {
    await insertRecipients({ db: testApp.db, count: 2, prefix: 'contagem', group: 'nacional-ba' });
    const response = await call('POST', COUNT, {
      audience: { kind: 'group', value: 'nacional-ba' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recipientCount: 2 });
  });

  it('refuses a send date in the past, writing nothing', async () => {
    const before = await countEmails();
    const response = await call(
      'POST',
      NEW,
      validEmailPayload({ sendDate: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A data de envio deve estar no futuro.');
    expect(await countEmails()).toBe(before);
  });

  it('refuses an unknown variable in the body or the subject', async () => {
    const before = await countEmails();
    const body = await call(
      'POST',
      NEW,
      validEmailPayload({
        data: {
          subject: 'Oi',
          body: 'Seu CPF: {{cpf}} {{ cpf }}',
          audience: { kind: 'all', value: '' },
        },
      }),
    );
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toContain(MANUAL_EMAIL_FIELD_MESSAGES.unknownVariables(['cpf']));
    const subject = await call(
      'POST',
      NEW,
      validEmailPayload({
        data: { subject: 'Oi {{senha}}', body: 'Texto', audience: { kind: 'all', value: '' } },
      }),
    );
    expect(subject.statusCode).toBe(400);
    expect(subject.json().message).toContain('{{senha}}');
    expect(await countEmails()).toBe(before);
  });

  it.each([
    ['an empty subject', { subject: ' ', body: 'x', audience: { kind: 'all', value: '' } }],
    [
      'a subject too long',
      {
        subject: 'a'.repeat(MANUAL_EMAIL_SUBJECT_MAX_LENGTH + 1),
        body: 'x',
        audience: { kind: 'all', value: '' },
      },
    ],
    ['an unknown group', { subject: 'x', body: 'x', audience: { kind: 'group', value: 'sp' } }],
    ['an unknown audience', { subject: 'x', body: 'x', audience: { kind: 'vip', value: '' } }],
  ])('refuses %s with 400', async (_, data) => {
    const response = await call('POST', NEW, validEmailPayload({ data }));
    expect(response.statusCode).toBe(400);
    expect(response.json().type).toBe('danger');
  });

  it('refuses a send date that is not a date', async () => {
    const response = await call('POST', NEW, validEmailPayload({ sendDate: 'amanhã' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(MANUAL_EMAIL_FIELD_MESSAGES.sendDateRequired);
  });

  it('answers 404 for a class group that does not exist', async () => {
    const response = await call(
      'POST',
      NEW,
      validEmailPayload({
        data: { subject: 'x', body: 'x', audience: { kind: 'class-group', value: randomUUID() } },
      }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.manualEmailClassGroupNotFound);
  });

  it('schedules for a class group and shows its name', async () => {
    const group = await insertClassGroup({ db: testApp.db });
    const response = await call(
      'POST',
      NEW,
      validEmailPayload({
        data: {
          subject: 'Turma',
          body: 'x',
          audience: { kind: 'class-group', value: group.id.toUpperCase() },
        },
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().email.data.audience).toEqual({
      kind: 'class-group',
      value: group.id,
      label: group.name,
    });
  });

  it('edits a scheduled e-mail with its audit entry, and writes nothing when nothing changes', async () => {
    const email = await insertManualEmail({ db: testApp.db });
    const payload = validEmailPayload({
      data: { subject: 'Assunto novo', body: 'Corpo novo', audience: { kind: 'all', value: '' } },
    });
    const response = await call('PUT', editPath(email.id), payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MESSAGES.manualEmailUpdated('Assunto novo'),
      email: { id: email.id, data: { subject: 'Assunto novo', body: 'Corpo novo' } },
    });
    const entry = await latestAuditEntry({ db: testApp.db, action: 'manual-email.edit' });
    expect(entry?.targetId).toBe(email.id);
    expect(entry?.after).toMatchObject({ subject: 'Assunto novo', body: 'Corpo novo' });

    const again = await call('PUT', editPath(email.id), payload);
    expect(again.statusCode).toBe(200);
    const latest = await latestAuditEntry({ db: testApp.db, action: 'manual-email.edit' });
    expect(latest?.id).toBe(entry?.id);
  });

  it.each([
    ['sending', 'Enviando'],
    ['sent', 'Enviado'],
  ] as const)('refuses to edit an e-mail %s (409)', async (status, label) => {
    const email = await insertManualEmail({
      db: testApp.db,
      overrides: { status, sendAt: new Date(Date.now() - HOUR_MS) },
    });
    const response = await call('PUT', editPath(email.id), validEmailPayload());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.manualEmailNotEditable(label));
  });

  it('refuses to edit into a past send date, and an unknown id is 404', async () => {
    const email = await insertManualEmail({ db: testApp.db });
    const past = await call(
      'PUT',
      editPath(email.id),
      validEmailPayload({ sendDate: new Date(Date.now() - 1000).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    const [row] = await testApp.db.select().from(manualEmails).where(eq(manualEmails.id, email.id));
    expect(row?.subject).toBe(email.subject);
    const unknown = await call('PUT', editPath(randomUUID()), validEmailPayload());
    expect(unknown.statusCode).toBe(404);
  });

  it('cancels a scheduled e-mail once: the second time is 409', async () => {
    const email = await insertManualEmail({ db: testApp.db });
    const first = await call('PUT', cancelPath(email.id));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: MESSAGES.manualEmailCancelled(email.subject),
      email: { isActive: false, status: 'cancelled', statusLabel: 'Cancelado' },
    });
    const entry = await latestAuditEntry({ db: testApp.db, action: 'manual-email.cancel' });
    expect(entry).toMatchObject({ targetId: email.id, after: { status: 'cancelled' } });
    const second = await call('PUT', cancelPath(email.id));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MESSAGES.manualEmailNotCancellable('Cancelado'));
    const edit = await call('PUT', editPath(email.id), validEmailPayload());
    expect(edit.statusCode).toBe(409);
  });

  it('cancels an e-mail on its way: what was sent stays, what is pending is dropped', async () => {
    const email = await insertManualEmail({
      db: testApp.db,
      overrides: { status: 'sending', sendAt: new Date(Date.now() - HOUR_MS), recipientCount: 2 },
    });
    await testApp.db.insert(emailDeliveries).values([
      { emailId: email.id, userId: randomUUID(), email: 'a@teste.escola.dev', status: 'sent' },
      { emailId: email.id, userId: randomUUID(), email: 'b@teste.escola.dev' },
    ]);
    const response = await call('PUT', cancelPath(email.id));
    expect(response.statusCode).toBe(200);
    expect(response.json().email.deliveries).toEqual({ sent: 1, failed: 0, pending: 0 });
  });

  it('refuses to cancel a sent e-mail', async () => {
    const email = await insertManualEmail({
      db: testApp.db,
      overrides: { status: 'sent', sendAt: new Date(Date.now() - HOUR_MS) },
    });
    const response = await call('PUT', cancelPath(email.id));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.manualEmailNotCancellable('Enviado'));
  });

  it('lists by send date descending, 5 a page, with the delivery counts', async () => {
    const base = Date.now() + 1000 * HOUR_MS;
    const inserted = [];
    for (let index = 0; index < 7; index += 1) {
      inserted.push(
        await insertManualEmail({
          db: testApp.db,
          overrides: { sendAt: new Date(base + index * HOUR_MS) },
        }),
      );
    }
    const newest = inserted.at(-1);
    if (!newest) throw new Error('sem e-mails');
    await testApp.db.insert(emailDeliveries).values([
      { emailId: newest.id, userId: randomUUID(), email: 'a@teste.escola.dev', status: 'sent' },
      { emailId: newest.id, userId: randomUUID(), email: 'b@teste.escola.dev', status: 'failed' },
      { emailId: newest.id, userId: randomUUID(), email: 'c@teste.escola.dev' },
      { emailId: newest.id, userId: randomUUID(), email: 'd@teste.escola.dev' },
    ]);
    const first = await call('GET', LIST);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.pageSize).toBe(5);
    expect(page.emails).toHaveLength(5);
    expect(page.total).toBe(await countEmails());
    expect(page.emails.slice(0, 5).map((email: { id: string }) => email.id)).toEqual(
      inserted
        .slice(2)
        .reverse()
        .map((email) => email.id),
    );
    expect(page.emails[0].deliveries).toEqual({ sent: 1, failed: 1, pending: 2 });
    const second = await call('GET', `${LIST}?pageNumber=2`);
    expect(
      second
        .json()
        .emails.slice(0, 2)
        .map((email: { id: string }) => email.id),
    ).toEqual([inserted[1]?.id, inserted[0]?.id]);
    expect((await call('GET', `${LIST}?pageSize=0`)).statusCode).toBe(400);
  });

  describe('roles', () => {
    let learner: Caller;
    beforeAll(async () => {
      learner = await signedInAs({ testApp, type: 'student' });
    });

    it.each([
      ['GET', LIST],
      ['POST', NEW],
      ['POST', COUNT],
      ['PUT', editPath(randomUUID())],
      ['PUT', cancelPath(randomUUID())],
    ] as const)('%s %s: 403 for a learner, 401 for a visitor', async (method, url) => {
      const before = await countEmails();
      const payload = method === 'GET' ? undefined : validEmailPayload();
      expect((await call(method, url, payload, learner)).statusCode).toBe(403);
      expect((await call(method, url, payload, null)).statusCode).toBe(401);
      expect(await countEmails()).toBe(before);
    });

    it.each(['admin', 'super'] as const)('lets %s schedule', async (type) => {
      const caller = await signedInAs({ testApp, type });
      expect((await call('POST', NEW, validEmailPayload(), caller)).statusCode).toBe(201);
    });
  });
});
