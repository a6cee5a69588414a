// The preview and the test e-mail of an automatic e-mail being rewritten (issue 20, decision
// 046): rendered with its own variables (example values) and without any unsubscribe part; the
// rules of edit-email; admin and super only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import type { Caller } from '../../testing/request-as';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/start-test-smtp-server';
import { callAs, signedInAs } from '../class-groups/class-groups-test-helpers';

const NOTICE = {
  data: { subject: 'Aviso para {{nome}}', body: 'Seu e-mail agora é **{{novo_email}}**.' },
};

describe('automatic e-mails: preview and test e-mail', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let admin: Caller & { userId: string };
  let support: Caller;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await buildTestApp({ environment: { SMTP_URL: smtp.url } });
    admin = await signedInAs({ testApp, type: 'admin' });
    support = await signedInAs({ testApp, type: 'support' });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const post = (url: string, payload: unknown, caller: Caller = admin) =>
    callAs({ testApp, caller, method: 'POST', url, payload });

  it('renders the draft with the e-mail own variables and no unsubscribe part', async () => {
    const response = await post('/api/automaticEmails/preview/email-changed-notice', NOTICE);
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.subject).toMatch(/^Aviso para .+/);
    expect(preview.html).toContain('<strong>novo-endereco@exemplo.com.br</strong>');
    expect(preview.text).toBe('Seu e-mail agora é **novo-endereco@exemplo.com.br**.');
    expect(preview.html).not.toContain('unsubscribed');
  });

  it('refuses what edit-email refuses: a variable of another e-mail, an unknown id', async () => {
    const wrong = await post('/api/automaticEmails/preview/password-recovery', NOTICE);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'Variável desconhecida: {{novo_email}}. Use só {{nome}} e {{link}}.',
    );
    const unknown = await post('/api/automaticEmails/preview/nao-existe', NOTICE);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.automaticEmailNotFound);
  });

  it('mails the test to the admin, marked as a test; support may not', async () => {
    const sent = await post('/api/automaticEmails/send-test/email-changed-notice', NOTICE);
    expect(sent.statusCode).toBe(200);
    const address = /enviado para (\S+)\.$/.exec(sent.json().message)?.[1] ?? '';
    const mail = await smtp.waitForMail({ to: address });
    expect(mail.subject).toMatch(/^\[Teste\] Aviso para /);
    expect(mail.text).toContain('novo-endereco@exemplo.com.br');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    const refused = await post(
      '/api/automaticEmails/send-test/email-changed-notice',
      NOTICE,
      support,
    );
    expect(refused.statusCode).toBe(403);
  });
});
