// The account flows read the automatic e-mails at send time (issue 20, decision 046): a recovery
// e-mail switched off is not sent (the answer stays the same), an edited one arrives as written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import type { Caller } from '../../testing/request-as';
import {
  findLink,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../testing/start-test-smtp-server';
import { callAs, signedInAs } from '../class-groups/class-groups-test-helpers';

const PUBLIC_URL = 'http://escola.teste';
const RECOVERY_LINK_PREFIX = `${PUBLIC_URL}/recovery-password?token=`;

describe('automatic e-mails in the account flows', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let admin: Caller;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await buildTestApp({ environment: { SMTP_URL: smtp.url, PUBLIC_URL } });
    admin = await signedInAs({ testApp, type: 'admin' });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const forgot = (email: string) =>
    testApp.app.inject({ method: 'POST', url: '/forgot-password', payload: { email } });
  const staffPut = (url: string, payload?: unknown) =>
    callAs({ testApp, caller: admin, method: 'PUT', url, payload });

  it('sends no recovery e-mail while it is switched off, and answers as always', async () => {
    const { email } = await createTestUser({ db: testApp.db });
    const off = await staffPut(
      '/api/automaticEmails/toggle-active/password-recovery?isActive=false',
    );
    expect(off.statusCode).toBe(200);
    const response = await forgot(email);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.forgotPasswordSent);
    // The e-mail would leave right after the answer: a bounded wait shows none does.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mailsTo(email)).toHaveLength(0);
    await staffPut('/api/automaticEmails/toggle-active/password-recovery?isActive=true');
  });

  it('sends the edited subject and body, and the link in it sets a new password', async () => {
    const { email } = await createTestUser({ db: testApp.db, overrides: { name: 'Ana <b>' } });
    const edit = await staffPut('/api/automaticEmails/edit-email/password-recovery', {
      data: {
        subject: 'Nova senha para {{nome}}',
        body: '# Olá, {{nome}}!\n\nUse [este link]({{link}}) em até 1 hora:\n\n{{link}}',
      },
    });
    expect(edit.statusCode).toBe(200);
    await forgot(email);
    const mail = await smtp.waitForMail({ to: email });
    expect(mail.subject).toBe('Nova senha para Ana <b>');
    expect(mail.html).toContain('<h1>Olá, Ana &lt;b&gt;!</h1>');
    expect(mail.html).not.toContain('List-Unsubscribe');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    const link = findLink({ mail, prefix: RECOVERY_LINK_PREFIX });
    expect(mail.html).toContain(`<a href="${link}">este link</a>`);
    const token = new URL(link).searchParams.get('token');
    const recovered = await testApp.app.inject({
      method: 'PUT',
      url: '/recovery-password',
      payload: { token, password: 'senha-nova-789' },
    });
    expect(recovered.statusCode).toBe(200);
  });
});
