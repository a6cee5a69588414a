import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PutCertificateVerifyResponse } from '@escola/contracts/put-certificate-verify';
import { certificates } from '@escola/db/schema/certificates';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { users } from '@escola/db/schema/users';
import { CERTIFICATION_BY_SLUG } from '@escola/domain/certifications';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, visitorOf, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';

const LOGICA = CERTIFICATION_BY_SLUG['logica-de-programacao'];
const [ATHLETE_SCORES, ATHLETE_DATA] = LOGICA.projects;

describe('PUT /certificate/verify', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const learner = async ({
    overrides = {},
    completed = [],
  }: {
    overrides?: Parameters<typeof createTestUser>[0]['overrides'];
    completed?: string[];
  } = {}) => {
    const created = await createTestUser({
      db: testApp.db,
      overrides: { name: 'Ana Souza', isHonest: true, ...overrides },
    });
    if (completed.length > 0) {
      await testApp.db
        .insert(completedChallenges)
        .values(completed.map((challengeId) => ({ userId: created.user.id, challengeId })));
    }
    const caller = await signIn({ app: testApp.app, ...created });
    return { user: created.user, caller };
  };

  const allProjects = LOGICA.projects.map((project) => project.id);

  const claim = (caller: Caller, payload: unknown) =>
    requestAs({ app: testApp.app, caller, method: 'PUT', url: '/certificate/verify', payload });

  const certificatesOf = (userId: string) =>
    testApp.db.select().from(certificates).where(eq(certificates.userId, userId));

  it('issues the certificate under the learner’s full name, with a code and its public URL', async () => {
    const { user, caller } = await learner({ completed: allProjects });
    const response = await claim(caller, { certSlug: 'logica-de-programacao' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<PutCertificateVerifyResponse>();
    expect(answer).toMatchObject({
      type: 'success',
      message: MESSAGES.certClaimSuccess('Lógica de Programação'),
      certificate: {
        certSlug: 'logica-de-programacao',
        kind: 'certification',
        title: 'Lógica de Programação',
        holderName: 'Ana Souza',
        username: user.username,
        workloadHours: 60,
      },
    });
    const { verificationCode, verificationUrl, pdfUrl, issuedAt } = answer.certificate;
    expect(verificationCode).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    expect(verificationUrl).toBe(
      `${testApp.app.config.publicUrl}/certification/${verificationCode}`,
    );
    expect(pdfUrl).toBe(`/certificate/pdf/${verificationCode}`);
    const [stored, ...others] = await certificatesOf(user.id);
    expect(others).toHaveLength(0);
    expect(stored).toMatchObject({ certSlug: 'logica-de-programacao', holderName: 'Ana Souza' });
    expect(stored?.verificationCode).toBe(verificationCode.replaceAll('-', ''));
    expect(stored?.issuedAt.toISOString()).toBe(issuedAt);
  });

  it('answers a second claim with already-claimed and the certificate as first issued', async () => {
    const { user, caller } = await learner({ completed: allProjects });
    const first = await claim(caller, { certSlug: 'logica-de-programacao' });
    await testApp.db.update(users).set({ name: 'Ana Souza Lima' }).where(eq(users.id, user.id));
    const second = await claim(caller, { certSlug: 'logica-de-programacao' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      type: 'info',
      message: MESSAGES.alreadyClaimed('Lógica de Programação'),
      certificate: first.json<PutCertificateVerifyResponse>().certificate,
    });
    expect(await certificatesOf(user.id)).toHaveLength(1);
  });

  it('issues once when claims race', async () => {
    const { user, caller } = await learner({ completed: allProjects });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => claim(caller, { certSlug: 'logica-de-programacao' })),
    );
    const bodies = answers.map((answer) => {
      expect(answer.statusCode).toBe(200);
      return answer.json<PutCertificateVerifyResponse>();
    });
    expect(bodies.filter((body) => body.type === 'success')).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.certificate.verificationCode)).size).toBe(1);
    expect(await certificatesOf(user.id)).toHaveLength(1);
  });

  it('refuses while a project is missing, naming the certification and the project', async () => {
    const { user, caller } = await learner({ completed: [ATHLETE_SCORES!.id] });
    const response = await claim(caller, { certSlug: 'logica-de-programacao' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      type: 'info',
      message: MESSAGES.incompleteSteps('Lógica de Programação', [ATHLETE_DATA!.title]),
    });
    expect(response.json<{ message: string }>().message).toContain('Lógica de Programação');
    expect(response.json<{ message: string }>().message).toContain('Dados de atletas');
    expect(await certificatesOf(user.id)).toHaveLength(0);
  });

  it('asks for the honesty pledge first, then for the full name', async () => {
    const dishonest = await learner({ overrides: { isHonest: false }, completed: allProjects });
    const pledge = await claim(dishonest.caller, { certSlug: 'logica-de-programacao' });
    expect(pledge.statusCode).toBe(403);
    expect(pledge.json()).toEqual({ type: 'info', message: MESSAGES.honestFirst });

    const nameless = await learner({ overrides: { name: '   ' }, completed: allProjects });
    const name = await claim(nameless.caller, { certSlug: 'logica-de-programacao' });
    expect(name.statusCode).toBe(403);
    expect(name.json()).toEqual({ type: 'info', message: MESSAGES.nameNeeded });
    expect(name.json<{ message: string }>().message).toContain('/settings');
    expect(await certificatesOf(dishonest.user.id)).toHaveLength(0);
    expect(await certificatesOf(nameless.user.id)).toHaveLength(0);
  });

  it('answers certificate-missing for an unknown slug and for a certification not available', async () => {
    const { user, caller } = await learner({
      completed: CERTIFICATION_BY_SLUG['fundamentos-da-programacao-front-end'].projects.map(
        (project) => project.id,
      ),
    });
    for (const certSlug of ['fundamentos-da-programacao-front-end', 'participacao-1', 'python']) {
      const response = await claim(caller, { certSlug });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.certificateMissing });
    }
    expect(await certificatesOf(user.id)).toHaveLength(0);
  });

  it('answers a bad body with a Portuguese 400 flash', async () => {
    const { caller } = await learner({ completed: allProjects });
    for (const payload of [
      {},
      { certSlug: '' },
      { certSlug: 7 },
      { certSlug: 'react', extra: true },
    ]) {
      const response = await claim(caller, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^Campo inválido/);
    }
  });

  it('needs a signed-in learner and the CSRF header', async () => {
    const visitor = await claim(await visitorOf(testApp.app), { certSlug: 'react' });
    expect(visitor.statusCode).toBe(401);
    const { user, caller } = await learner({ completed: allProjects });
    const forged = await claim(
      { ...caller, sendCsrf: false },
      { certSlug: 'logica-de-programacao' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ type: 'danger', message: MESSAGES.csrfInvalid });
    expect(await certificatesOf(user.id)).toHaveLength(0);
  });
});
