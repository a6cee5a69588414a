import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VARIABLE_MESSAGES } from '@escola/contracts/email-variable-rules';
import { MANUAL_EMAIL_FIELD_MESSAGES } from '@escola/contracts/manual-email-payload';
import { AUTOMATIC_EMAIL_IS_ACTIVE_MESSAGE } from '@escola/contracts/put-automatic-emails-toggle-active';
import { automaticEmails } from '@escola/db/schema/automatic-emails';
import { AUTOMATIC_EMAIL_IDS } from '@escola/domain/automatic-emails';
import { MESSAGES } from '../../messages';
import type { TestApp } from '../../testing/build-test-app';
import type { Caller } from '../../testing/request-as';
import {
  callAs,
  latestAuditEntry,
  signedInAs,
  startTestAppAs,
} from '../class-groups/class-groups-test-helpers';

const LIST = '/api/automaticEmails/get-emails';
const togglePath = (id: string, isActive: string) =>
  `/api/automaticEmails/toggle-active/${id}?isActive=${isActive}`;
const editPath = (id: string) => `/api/automaticEmails/edit-email/${id}`;

const RECOVERY_BODY = 'Oi, {{nome}}! Crie a senha nova em [este link]({{link}}).';

describe('automatic e-mails: the staff calls', () => {
  let testApp: TestApp;
  let admin: Caller & { userId: string };
  let support: Caller & { userId: string };

  beforeAll(async () => {
    ({ testApp, caller: admin } = await startTestAppAs({ type: 'admin' }));
    support = await signedInAs({ testApp, type: 'support' });
  });
  afterAll(async () => testApp.close());

  const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, caller: Caller = admin) =>
    callAs({ testApp, caller, method, url, payload });
  const rowOf = async (id: string) => {
    const [row] = await testApp.db.select().from(automaticEmails).where(eq(automaticEmails.id, id));
    return row;
  };

  it('lists every automatic e-mail with the platform texts, to support too', async () => {
    const response = await call('GET', LIST, undefined, support);
    expect(response.statusCode).toBe(200);
    const { emails } = response.json();
    expect(emails.map((email: { id: string }) => email.id)).toEqual([...AUTOMATIC_EMAIL_IDS]);
    const recovery = emails.find((email: { id: string }) => email.id === 'password-recovery');
    expect(recovery).toMatchObject({
      isActive: true,
      data: {
        name: 'Recuperação de senha',
        subject: 'Recuperação de senha',
        variables: ['nome', 'link'],
        requiredVariables: ['link'],
      },
      updatedBy: null,
    });
    expect(recovery.data.body).toContain('[Criar nova senha]({{link}})');
  });

  it('switches an e-mail off and on again, with the author and an audit entry each time', async () => {
    const off = await call('PUT', togglePath('mundo-tech-welcome', 'false'));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      type: 'success',
      message: MESSAGES.automaticEmailDeactivated('Boas-vindas do Mundo Tech'),
      email: { id: 'mundo-tech-welcome', isActive: false, updatedBy: { id: admin.userId } },
    });
    expect((await rowOf('mundo-tech-welcome'))?.isActive).toBe(false);
    const entry = await latestAuditEntry({ db: testApp.db, action: 'automatic-email.toggle' });
    expect(entry).toMatchObject({
      targetType: 'automatic-email',
      targetId: 'mundo-tech-welcome',
      before: { isActive: true },
      after: { isActive: false },
    });
    const on = await call('PUT', togglePath('mundo-tech-welcome', 'true'));
    expect(on.json().email.isActive).toBe(true);
    expect((await rowOf('mundo-tech-welcome'))?.isActive).toBe(true);
  });

  it('saves a new subject and body (trimmed) with an audit entry of what changed', async () => {
    const before = await rowOf('password-recovery');
    const response = await call('PUT', editPath('password-recovery'), {
      data: { subject: '  Sua nova senha  ', body: RECOVERY_BODY },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MESSAGES.automaticEmailUpdated('Recuperação de senha'),
      email: { data: { subject: 'Sua nova senha', body: RECOVERY_BODY } },
    });
    expect(await rowOf('password-recovery')).toMatchObject({
      subject: 'Sua nova senha',
      body: RECOVERY_BODY,
      updatedBy: admin.userId,
    });
    const entry = await latestAuditEntry({ db: testApp.db, action: 'automatic-email.edit' });
    expect(entry).toMatchObject({
      targetId: 'password-recovery',
      before: { subject: before?.subject, body: before?.body },
      after: { subject: 'Sua nova senha', body: RECOVERY_BODY },
    });
  });

  it('refuses bad input with a Portuguese message and changes nothing', async () => {
    const before = await rowOf('password-recovery');
    const cases: [string, unknown, number, string][] = [
      [
        editPath('password-recovery'),
        { data: { subject: ' ', body: 'x {{link}}' } },
        400,
        MANUAL_EMAIL_FIELD_MESSAGES.subjectRequired,
      ],
      [
        editPath('password-recovery'),
        { data: { subject: 'a', body: '' } },
        400,
        MANUAL_EMAIL_FIELD_MESSAGES.bodyRequired,
      ],
      [
        editPath('password-recovery'),
        { data: { subject: 'a'.repeat(201), body: '{{link}}' } },
        400,
        MANUAL_EMAIL_FIELD_MESSAGES.subjectTooLong,
      ],
      [
        editPath('password-recovery'),
        { data: { subject: 'a', body: `{{link}}${'a'.repeat(50_000)}` } },
        400,
        MANUAL_EMAIL_FIELD_MESSAGES.bodyTooLong,
      ],
      [
        editPath('password-recovery'),
        { data: { subject: 'Oi {{cpf}}', body: '{{link}}' } },
        400,
        EMAIL_VARIABLE_MESSAGES.unknown(['cpf'], ['nome', 'link']),
      ],
      [
        editPath('password-recovery'),
        { data: { subject: 'Senha', body: 'Olá, {{nome}}!' } },
        400,
        'O e-mail precisa conter {{link}}.',
      ],
      [
        editPath('email-changed-notice'),
        { data: { subject: 'Aviso', body: 'Oi {{link}} {{novo_email}}' } },
        400,
        'Variável desconhecida: {{link}}. Use só {{nome}} e {{novo_email}}.',
      ],
      [
        editPath('nao-existe'),
        { data: { subject: 'a', body: 'b' } },
        404,
        MESSAGES.automaticEmailNotFound,
      ],
    ];
    for (const [url, payload, status, message] of cases) {
      const response = await call('PUT', url, payload);
      expect(response.statusCode, url).toBe(status);
      expect(response.json().message).toContain(message);
    }
    expect(await rowOf('password-recovery')).toEqual(before);
  });

  it('refuses a toggle with a bad isActive (400) or an unknown id (404)', async () => {
    const bad = await call('PUT', togglePath('verification', 'talvez'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(AUTOMATIC_EMAIL_IS_ACTIVE_MESSAGE);
    const missing = await call('PUT', '/api/automaticEmails/toggle-active/verification');
    expect(missing.statusCode).toBe(400);
    const unknown = await call('PUT', togglePath('nao-existe', 'false'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.automaticEmailNotFound);
    expect((await rowOf('verification'))?.isActive).toBe(true);
  });

  it('lets support read but not switch or edit (403), and nothing changes', async () => {
    const toggle = await call('PUT', togglePath('verification', 'false'), undefined, support);
    expect(toggle.statusCode).toBe(403);
    const edit = await call(
      'PUT',
      editPath('verification'),
      { data: { subject: 'Oi', body: '{{link}}' } },
      support,
    );
    expect(edit.statusCode).toBe(403);
    expect(await rowOf('verification')).toMatchObject({
      isActive: true,
      subject: 'Confirme seu e-mail',
    });
  });
});
