// The e-mail being written, as staff see it before scheduling (issue 20): the server's preview and
// the test e-mail sent to the staff member's own address, through a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_EMAIL_FIELD_MESSAGES } from '@escola/contracts/manual-email-payload';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import type { Caller } from '../../testing/request-as';
import {
  findLink,
  startTestSmtpServer,
  type SmtpRefusal,
  type TestSmtpServer,
} from '../../testing/start-test-smtp-server';
import { callAs, signedInAs } from '../class-groups/class-groups-test-helpers';
import { SEND_TEST_RATE_LIMIT } from '../mail/test-email';

const PUBLIC_URL = 'http://escola.example';
const PREVIEW = '/api/manualEmails/preview';
const SEND_TEST = '/api/manualEmails/send-test';
const UNSUBSCRIBE_PREFIX = `${PUBLIC_URL}/unsubscribed/`;

const draft = (overrides: Record<string, string> = {}) => ({
  data: {
    subject: 'Novidades para {{nome}}',
    body: '# Semana nova\n\nOlá, **{{nome}}**! Veja [a trilha]({{link}}).\n\n<script>alert(1)</script>',
    ...overrides,
  },
});

describe('manual e-mails: preview and test e-mail', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let support: Caller & { userId: string };
  let supportEmail: string;
  const refusals = new Map<string, SmtpRefusal>();

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ refuse: (address) => refusals.get(address) });
    testApp = await buildTestApp({ environment: { SMTP_URL: smtp.url, PUBLIC_URL } });
    support = await signedInAs({ testApp, type: 'support' });
    const [row] = await testApp.db.query.users.findMany({
      where: (users, { eq }) => eq(users.id, support.userId),
    });
    supportEmail = row?.email ?? '';
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const call = (url: string, payload: unknown, caller: Caller | null = support) =>
    callAs({ testApp, caller, method: 'POST', url, payload });

  it('renders the e-mail as it is sent, with the asking staff member in {{nome}}', async () => {
    const response = await call(PREVIEW, draft());
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.subject).toBe('Novidades para Aluna de Teste');
    expect(preview.html).toContain('<h1>Semana nova</h1>');
    expect(preview.html).toContain('<strong>Aluna de Teste</strong>');
    expect(preview.html).toContain(`<a href="${PUBLIC_URL}/learn">a trilha</a>`);
    expect(preview.html).not.toContain('<script>');
    expect(preview.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(preview.text).toContain('Olá, **Aluna de Teste**!');
    expect(preview.text).toContain(`${UNSUBSCRIBE_PREFIX}${support.userId}.`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses an unknown variable or an empty text with the form’s words, and sends nothing', async () => {
    const before = smtp.messages.length;
    for (const url of [PREVIEW, SEND_TEST]) {
      const unknown = await call(url, draft({ body: 'Oi {{apelido}}' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toContain(
        MANUAL_EMAIL_FIELD_MESSAGES.unknownVariables(['apelido']),
      );
      const empty = await call(url, draft({ body: '   ' }));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain(MANUAL_EMAIL_FIELD_MESSAGES.bodyRequired);
    }
    expect(smtp.messages.length).toBe(before);
  });

  it('mails the test to the staff member alone, marked as a test, with a working layout', async () => {
    const response = await call(SEND_TEST, draft());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: MESSAGES.testEmailSent(supportEmail),
    });
    const mail = await smtp.waitForMail({ to: supportEmail });
    expect(mail.subject).toBe('[Teste] Novidades para Aluna de Teste');
    expect(mail.html).toContain('<h1>Semana nova</h1>');
    expect(findLink({ mail, prefix: UNSUBSCRIBE_PREFIX })).toContain(support.userId);
    expect(smtp.messages.filter((message) => message.subject?.startsWith('[Teste]'))).toHaveLength(
      1,
    );
  });

  it('answers 502 with a clear message when the mail server refuses the test', async () => {
    refusals.set(supportEmail, { code: 550, message: 'Caixa indisponível' });
    const response = await call(SEND_TEST, draft({ subject: 'Recusado' }));
    refusals.delete(supportEmail);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(MESSAGES.testEmailNotSent);
  });

  it('is for staff only', async () => {
    const learner = await signedInAs({ testApp, type: 'student' });
    for (const url of [PREVIEW, SEND_TEST]) {
      expect((await call(url, draft(), learner)).statusCode).toBe(403);
      expect((await call(url, draft(), null)).statusCode).toBe(401);
    }
  });

  it(`allows ${SEND_TEST_RATE_LIMIT.max} test e-mails a minute per staff member`, async () => {
    const admin = await signedInAs({ testApp, type: 'admin' });
    const statuses: number[] = [];
    for (let index = 0; index <= SEND_TEST_RATE_LIMIT.max; index += 1) {
      statuses.push((await call(SEND_TEST, draft({ subject: `Lote ${index}` }), admin)).statusCode);
    }
    expect(statuses.slice(0, SEND_TEST_RATE_LIMIT.max).every((status) => status === 200)).toBe(
      true,
    );
    const refused = await call(SEND_TEST, draft(), admin);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyRequests);
    // Another staff member still may.
    expect((await call(SEND_TEST, draft({ subject: 'Outra pessoa' }))).statusCode).toBe(200);
  });
});
