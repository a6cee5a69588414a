import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAutomaticEmail } from '../modules/automatic-emails/send-automatic-email';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/start-test-smtp-server';
import { mailFileName } from './mailer';

describe('mailer over SMTP', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await buildTestApp({
      environment: { SMTP_URL: smtp.url, MAIL_FROM: 'Escola <escola@teste.escola.dev>' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('delivers the Portuguese HTML and text parts to the SMTP server', async () => {
    const link = 'http://localhost:3000/verification-email?token=abc';
    await sendAutomaticEmail({
      db: testApp.app.db,
      mailer: testApp.app.mailer,
      id: 'verification',
      to: 'ana@teste.escola.dev',
      values: { nome: 'Ana <b>', link },
    });
    const mail = await smtp.waitForMail({ to: 'ana@teste.escola.dev' });
    expect(mail.subject).toBe('Confirme seu e-mail');
    expect(mail.from?.text).toContain('escola@teste.escola.dev');
    expect(mail.text).toContain('Olá, Ana <b>!');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Olá, Ana &lt;b&gt;!');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('lang="pt-BR"');
  });
});

describe('mailer without SMTP_URL', () => {
  let dataDirectory: string;
  let testApp: TestApp;

  beforeAll(async () => {
    dataDirectory = await mkdtemp(path.join(tmpdir(), 'escola-mail-'));
    testApp = await buildTestApp({ environment: { DATA_DIR: dataDirectory } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(dataDirectory, { recursive: true, force: true });
  });

  it('writes the message as an .eml file under <DATA_DIR>/mail', async () => {
    await sendAutomaticEmail({
      db: testApp.app.db,
      mailer: testApp.app.mailer,
      id: 'verification',
      to: 'bia@teste.escola.dev',
      values: { nome: 'Bia', link: 'http://localhost:3000/x?token=1' },
    });
    const directory = path.join(dataDirectory, 'mail');
    const files = await readdir(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-confirme-seu-e-mail\.eml$/);
    const content = await readFile(path.join(directory, files[0] ?? ''), 'utf8');
    expect(content).toContain('To: bia@teste.escola.dev');
    expect(content).toContain('Subject: Confirme seu e-mail');
  });
});

describe('mailFileName', () => {
  it('turns the subject into an ASCII slug after a sortable timestamp', () => {
    expect(
      mailFileName({ subject: 'Recuperação de senha', now: new Date('2026-11-22T03:15:00.123Z') }),
    ).toBe('20261122T031500123Z-recuperacao-de-senha.eml');
    expect(mailFileName({ subject: '***', now: new Date('2026-01-01T00:00:00.000Z') })).toBe(
      '20260101T000000000Z-mensagem.eml',
    );
  });
});
