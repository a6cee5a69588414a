import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateView } from '@escola/contracts/certificate';
import {
  CERTIFICATE_NOT_FOUND_MESSAGE,
  type GetMyCertificatesResponse,
} from '@escola/contracts/get-certificate';
import { USERNAME_NOT_FOUND_MESSAGE } from '@escola/contracts/get-public-profile';
import { DEFAULT_PROFILE_UI, type ProfileUi } from '@escola/db/schema/json-types';
import type { CertificateRecordSlug } from '@escola/domain/certificate-records';
import { formatVerificationCode } from '@escola/domain/verification-code';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';
import { CERTIFICATE_CODE_RATE_LIMIT_PER_IP } from './routes';
import { issueCertificate } from './issue-certificate';

const PUBLIC_PROFILE: ProfileUi = { ...DEFAULT_PROFILE_UI, isLocked: false, showCerts: true };
const INDEX_HTML = [
  '<!doctype html><html lang="pt-BR"><head>',
  '<meta name="description" content="Escola de Código: aprenda programação." />',
  '<title>Escola de Código</title>',
  '</head><body><div id="root"></div></body></html>',
].join('');
const HTML_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('reading certificates', () => {
  let testApp: TestApp;
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'escola-certificates-'));
    const dist = path.join(directory, 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    testApp = await buildTestApp({ environment: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(directory, { recursive: true, force: true });
  });

  /** A learner holding `held`, with this profile and pledge. */
  const holder = async ({
    profileUi = PUBLIC_PROFILE,
    isHonest = true,
    name = 'Ana Souza',
    held = ['react'],
  }: {
    profileUi?: ProfileUi;
    isHonest?: boolean;
    name?: string;
    held?: CertificateRecordSlug[];
  } = {}) => {
    const created = await createTestUser({
      db: testApp.db,
      overrides: { name, isHonest, profileUi },
    });
    const codes: Record<string, string> = {};
    for (const certSlug of held) {
      const { certificate } = await issueCertificate({
        db: testApp.db,
        userId: created.user.id,
        certSlug,
        holderName: name,
      });
      codes[certSlug] = formatVerificationCode(certificate.verificationCode);
    }
    return { ...created, codes };
  };

  const showCert = (username: string, certSlug: string, cookie?: string) =>
    testApp.app.inject({
      url: `/certificate/showCert/${encodeURIComponent(username)}/${encodeURIComponent(certSlug)}`,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  const byCode = (code: string, remoteAddress?: string) =>
    testApp.app.inject({
      url: `/certificate/code/${encodeURIComponent(code)}`,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  const openPage = (pagePath: string) =>
    testApp.app.inject({ url: pagePath, headers: { accept: HTML_ACCEPT } });

  describe('GET /certificate/showCert/{user}/{cert}', () => {
    it('shows a public certificate to anyone, as the certificate view', async () => {
      const { user, codes } = await holder();
      const response = await showCert(user.username.toUpperCase(), 'react');
      expect(response.statusCode).toBe(200);
      expect(response.json<CertificateView>()).toEqual({
        certSlug: 'react',
        kind: 'certification',
        title: 'React',
        holderName: 'Ana Souza',
        username: user.username,
        workloadHours: 120,
        issuedAt: expect.any(String),
        verificationCode: codes.react,
        verificationUrl: `${testApp.app.config.publicUrl}/certification/${codes.react}`,
        pdfUrl: `/certificate/pdf/${codes.react}`,
      });
    });

    it('hides a private profile’s or hidden certificates from others, never from the holder', async () => {
      const locked = await holder({ profileUi: { ...PUBLIC_PROFILE, isLocked: true } });
      const hidden = await holder({ profileUi: { ...PUBLIC_PROFILE, showCerts: false } });
      const lockedAnswer = await showCert(locked.user.username, 'react');
      expect(lockedAnswer.statusCode).toBe(403);
      expect(lockedAnswer.json()).toEqual({
        type: 'info',
        message: MESSAGES.profilePrivate(locked.user.username),
      });
      const hiddenAnswer = await showCert(hidden.user.username, 'react');
      expect(hiddenAnswer.statusCode).toBe(403);
      expect(hiddenAnswer.json()).toEqual({
        type: 'info',
        message: MESSAGES.certsPrivate(hidden.user.username),
      });
      // Another signed-in learner is "others" too.
      const other = await signIn({ app: testApp.app, ...(await holder({ held: [] })) });
      const asOther = await requestAs({
        app: testApp.app,
        caller: other,
        method: 'GET',
        url: `/certificate/showCert/${locked.user.username}/react`,
      });
      expect(asOther.statusCode).toBe(403);

      for (const owner of [locked, hidden]) {
        const session = await signIn({ app: testApp.app, ...owner });
        const own = await requestAs({
          app: testApp.app,
          caller: session,
          method: 'GET',
          url: `/certificate/showCert/${owner.user.username}/react`,
        });
        expect(own.statusCode).toBe(200);
        expect(own.json()).toMatchObject({ certSlug: 'react', holderName: 'Ana Souza' });
      }
    });

    it('answers not-honest for a certification of a learner without the pledge', async () => {
      const { user } = await holder({ isHonest: false, held: ['react', 'participacao-1'] });
      const certification = await showCert(user.username, 'react');
      expect(certification.statusCode).toBe(403);
      expect(certification.json()).toEqual({
        type: 'info',
        message: MESSAGES.notHonest(user.username),
      });
      // Participation certificates are recorded by completing a checkpoint, pledge or not.
      const participation = await showCert(user.username, 'participacao-1');
      expect(participation.statusCode).toBe(200);
      expect(participation.json()).toMatchObject({
        kind: 'participation',
        title: '1ª matrícula: Fundamentos da programação front-end',
        workloadHours: 40,
      });
    });

    it('answers user-not-certified, certificate-missing and username-not-found', async () => {
      const { user } = await holder();
      const notHeld = await showCert(user.username, 'logica-de-programacao');
      expect(notHeld.statusCode).toBe(404);
      expect(notHeld.json()).toEqual({
        type: 'danger',
        message: MESSAGES.userNotCertified(user.username),
      });
      const unknownSlug = await showCert(user.username, 'python');
      expect(unknownSlug.statusCode).toBe(404);
      expect(unknownSlug.json()).toEqual({ type: 'danger', message: MESSAGES.certificateMissing });
      for (const username of ['ninguem-com-esse-nome', 'x', 'Nome Com Espaço']) {
        const unknownUser = await showCert(username, 'react');
        expect(unknownUser.statusCode).toBe(404);
        expect(unknownUser.json()).toEqual({ type: 'danger', message: USERNAME_NOT_FOUND_MESSAGE });
      }
    });
  });

  describe('GET /certificate/code/{code}', () => {
    it('shows the certificate to anyone with the code, whatever the profile, however it is typed', async () => {
      const { user, codes } = await holder({
        profileUi: DEFAULT_PROFILE_UI,
        held: ['participacao-2'],
      });
      const code = codes['participacao-2'] ?? '';
      for (const typed of [code, code.toLowerCase(), code.replaceAll('-', ' ')]) {
        const response = await byCode(typed);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          certSlug: 'participacao-2',
          username: user.username,
          holderName: 'Ana Souza',
          verificationCode: code,
        });
      }
    });

    it('answers a wrong or malformed code with "Certificado não encontrado."', async () => {
      for (const code of ['0000-0000-0000', 'abc', 'UUUU-UUUU-UUUU', '%E2%9C%93']) {
        const response = await byCode(code);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ type: 'danger', message: CERTIFICATE_NOT_FOUND_MESSAGE });
      }
    });

    it('limits look-ups per IP', async () => {
      const address = '203.0.113.77';
      for (let index = 0; index < CERTIFICATE_CODE_RATE_LIMIT_PER_IP.max; index += 1) {
        expect((await byCode('0000-0000-0000', address)).statusCode).toBe(404);
      }
      const limited = await byCode('0000-0000-0000', address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ type: 'danger', message: MESSAGES.tooManyRequests });
      expect((await byCode('0000-0000-0000', '203.0.113.78')).statusCode).toBe(404);
    });
  });

  describe('GET /certificate/mine', () => {
    it('lists both kinds in curriculum order', async () => {
      const owner = await holder({
        profileUi: DEFAULT_PROFILE_UI,
        held: ['participacao-1', 'react', 'logica-de-programacao'],
      });
      const session = await signIn({ app: testApp.app, ...owner });
      const response = await requestAs({
        app: testApp.app,
        caller: session,
        method: 'GET',
        url: '/certificate/mine',
      });
      expect(response.statusCode).toBe(200);
      const { certificates } = response.json<GetMyCertificatesResponse>();
      expect(certificates.map((entry) => entry.certSlug)).toEqual([
        'logica-de-programacao',
        'react',
        'participacao-1',
      ]);
      expect(certificates[2]).toMatchObject({
        kind: 'participation',
        verificationCode: owner.codes['participacao-1'],
      });
    });

    it('needs a signed-in learner', async () => {
      const response = await testApp.app.inject({ url: '/certificate/mine' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.signInRequired });
    });
  });

  describe('link previews of the certificate page', () => {
    it('names the holder and the trilha in the page of a public certificate', async () => {
      const { user, codes } = await holder({ name: 'Ana "Aninha" Souza & Cia' });
      const response = await openPage(`/certification/${user.username}/react`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      const escapedName = 'Ana &quot;Aninha&quot; Souza &amp; Cia';
      expect(html).toContain(
        `<meta property="og:title" content="${escapedName} — Certificado React" />`,
      );
      expect(html).toContain(
        `<title>${escapedName} — Certificado React | Escola de Código</title>`,
      );
      expect(html).toContain('<meta property="og:type" content="website" />');
      expect(html).toContain('<meta name="twitter:card" content="summary" />');
      expect(html).toContain(
        `<meta property="og:url" content="${testApp.app.config.publicUrl}/certification/${user.username}/react" />`,
      );
      expect(html).toMatch(
        /<meta property="og:description" content="Trilha React · carga horária de 120 horas · emitido em \d{2}\/\d{2}\/\d{4} pela Escola de Código\." \/>/,
      );
      expect(html).not.toContain('<title>Escola de Código</title>');
      expect(html).not.toContain('aprenda programação');

      const byCodePage = await openPage(`/certification/${codes.react}`);
      expect(byCodePage.body).toContain(`content="${escapedName} — Certificado React"`);
      expect(byCodePage.body).toContain(
        `<meta property="og:url" content="${testApp.app.config.publicUrl}/certification/${codes.react}" />`,
      );
    });

    it('escapes a name that holds markup', async () => {
      const { user } = await holder({ name: '<script>alert(1)</script>' });
      const { body } = await openPage(`/certification/${user.username}/react`);
      expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; — Certificado React');
      expect(body).not.toContain('<script>alert(1)</script>');
    });

    it('serves the generic page when the certificate is not public or does not exist', async () => {
      const locked = await holder({ profileUi: DEFAULT_PROFILE_UI });
      const hidden = await holder({ profileUi: { ...PUBLIC_PROFILE, showCerts: false } });
      for (const pagePath of [
        `/certification/${locked.user.username}/react`,
        `/certification/${hidden.user.username}/react`,
        `/certification/${locked.user.username}/logica-de-programacao`,
        '/certification/ninguem/react',
        '/certification/0000-0000-0000',
        '/certification/nao-e-um-codigo',
        '/certification',
      ]) {
        const response = await openPage(pagePath);
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(INDEX_HTML);
      }
    });
  });
});
