import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatePdfPath, certificateQrPath } from '@escola/contracts/certificate';
import { CERTIFICATE_NOT_FOUND_MESSAGE } from '@escola/contracts/get-certificate';
import { formatVerificationCode } from '@escola/domain/verification-code';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { issueCertificate } from '../certificates/issue-certificate';
import { MESSAGES } from '../../messages';
import { CERTIFICATE_PDF_RATE_LIMIT_PER_IP } from './routes';

const HOLDER_NAME = 'Conceição Araújo Ferreira';

describe('certificate PDF and QR code by verification code', () => {
  let testApp: TestApp;
  let code: string;
  let username: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { user } = await createTestUser({ db: testApp.db });
    username = user.username;
    const { certificate } = await issueCertificate({
      db: testApp.db,
      userId: user.id,
      certSlug: 'logica-de-programacao',
      holderName: HOLDER_NAME,
      now: new Date('2026-11-25T15:00:00Z'),
    });
    code = formatVerificationCode(certificate.verificationCode);
  });
  afterAll(async () => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('downloads the certificate as a one-page PDF with the holder, trilha, hours and code', async () => {
    const response = await get(certificatePdfPath(code));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="certificado-logica-de-programacao-${username}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { totalPages, text } = await extractText(new Uint8Array(response.rawPayload), {
      mergePages: true,
    });
    expect(totalPages).toBe(1);
    expect(text).toContain(HOLDER_NAME);
    expect(text).toContain('concluiu a trilha');
    expect(text).toContain('Lógica de Programação');
    expect(text).toContain('60 horas');
    expect(text).toContain('25 de novembro de 2026');
    expect(text).toContain(code);
    expect(text).toContain(`${testApp.app.config.publicUrl}/certification/${code}`);
  });

  it('accepts the code as typed: lower case, without hyphens', async () => {
    const response = await get(certificatePdfPath(code.replaceAll('-', '').toLowerCase()));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  it('answers the QR code of the verification URL as SVG', async () => {
    const response = await get(certificateQrPath(code));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('<path');
  });

  it.each([
    ['an unknown code', '0000-0000-0000'],
    ['a malformed code', 'nao-e-um-codigo'],
    ['a code with a letter outside the alphabet', '7K3M-9QPX-2D4U'],
  ])('answers %s with a 404 "certificado não encontrado" flash', async (_label, badCode) => {
    for (const url of [certificatePdfPath(badCode), certificateQrPath(badCode)]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ type: 'danger', message: CERTIFICATE_NOT_FOUND_MESSAGE });
    }
  });

  it('limits PDF requests per IP with a Portuguese 429, and only for that IP', async () => {
    const fromAddress = (remoteAddress: string) =>
      testApp.app.inject({ method: 'GET', url: certificatePdfPath('x'), remoteAddress });
    for (let index = 0; index < CERTIFICATE_PDF_RATE_LIMIT_PER_IP.max; index += 1) {
      expect((await fromAddress('10.9.9.8')).statusCode).toBe(404);
    }
    const limited = await fromAddress('10.9.9.8');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ type: 'danger', message: MESSAGES.tooManyRequests });
    expect((await fromAddress('10.9.9.7')).statusCode).toBe(404);
  });
});
