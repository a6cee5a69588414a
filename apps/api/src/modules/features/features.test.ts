// Issue 19: the feature configuration — the public read (defaults, cache header, the linked
// product's title), super's save with its audit entry, who may save, and bad values.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_FEATURE_CONFIG,
  FEATURES_PATH,
  type FeatureConfig,
} from '@escola/contracts/get-features';
import { auditLog } from '@escola/db/schema/audit-log';
import { featureConfig } from '@escola/db/schema/feature-config';
import { products } from '@escola/db/schema/products';
import { signedInAs } from '../class-groups/class-groups-test-helpers';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { requestAs, visitorOf, type Caller } from '../../testing/request-as';

describe('feature configuration', () => {
  let testApp: TestApp;
  let superUser: Caller & { userId: string };

  beforeAll(async () => {
    testApp = await buildTestApp();
    superUser = await signedInAs({ testApp, type: 'super' });
  });
  afterAll(async () => {
    await testApp.close();
  });
  beforeEach(async () => {
    await testApp.db.delete(featureConfig);
    await testApp.db.delete(auditLog);
    await testApp.db.delete(products);
  });

  const read = () => testApp.app.inject({ method: 'GET', url: FEATURES_PATH });
  const save = (payload: unknown, caller: Caller = superUser) =>
    requestAs({ app: testApp.app, caller, method: 'PUT', url: FEATURES_PATH, payload });
  const changed = (overrides: Partial<FeatureConfig>): FeatureConfig => ({
    ...DEFAULT_FEATURE_CONFIG,
    ...overrides,
  });
  const storedRows = () => testApp.db.select().from(featureConfig);
  const auditEntries = () =>
    testApp.db
      .select({
        action: auditLog.action,
        actorId: auditLog.actorId,
        targetType: auditLog.targetType,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .orderBy(asc(auditLog.id));

  it('answers the spec defaults to a visitor without a session, cached 60 s', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual({
      config: {
        supportEmail: 'suporte@escola.dev',
        supportMessagingNumber: '5511999999999',
        apiIssuesReportEmail: 'suporte@escola.dev',
        reportPageSize: 50,
        emailBatchSize: 50,
        emailBatchIntervalMs: 5000,
        showUpcomingChanges: false,
        showNewCurriculum: true,
      },
      updatedAt: null,
      linkedProductTitle: null,
      tagManagerId: null,
    });
  });

  it('carries the linked product title, and only the linked one', async () => {
    const syncedAt = new Date();
    await testApp.db.insert(products).values([
      { externalId: 'p-1', title: 'Formação Full Stack', priceCents: 100, syncedAt, linked: true },
      { externalId: 'p-2', title: 'Curso de Python', priceCents: 100, syncedAt },
    ]);
    expect((await read()).json().linkedProductTitle).toBe('Formação Full Stack');
  });

  it('saves super’s values, answers them to everyone and writes the audit entry', async () => {
    const response = await save(
      changed({ supportEmail: ' ajuda@escola.dev ', emailBatchSize: 20 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.type).toBe('success');
    expect(body.message).toBe('Configuração salva.');
    expect(body.features.config.supportEmail).toBe('ajuda@escola.dev');

    const publicAnswer = (await read()).json();
    expect(publicAnswer.config).toEqual(
      changed({ supportEmail: 'ajuda@escola.dev', emailBatchSize: 20 }),
    );
    expect(publicAnswer.updatedAt).not.toBeNull();
    const [row] = await storedRows();
    expect(row?.updatedBy).toBe(superUser.userId);
    expect(await auditEntries()).toEqual([
      {
        action: 'feature-config.update',
        actorId: superUser.userId,
        targetType: 'feature-config',
        before: { supportEmail: 'suporte@escola.dev', emailBatchSize: 50 },
        after: { supportEmail: 'ajuda@escola.dev', emailBatchSize: 20 },
      },
    ]);
  });

  it('saving the same values again changes nothing and logs nothing', async () => {
    await save(changed({ showUpcomingChanges: true }));
    const again = await save(changed({ showUpcomingChanges: true }));
    expect(again.statusCode).toBe(200);
    expect(again.json().type).toBe('info');
    expect(await auditEntries()).toHaveLength(1);
  });

  it.each([
    ['a visitor', 'visitor', 401],
    ['a learner', 'student', 403],
    ['support', 'support', 403],
    ['admin', 'admin', 403],
  ] as const)('refuses the save of %s and keeps the defaults', async (_name, type, status) => {
    const caller =
      type === 'visitor' ? await visitorOf(testApp.app) : await signedInAs({ testApp, type });
    const response = await save(changed({ supportEmail: 'outro@escola.dev' }), caller);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await storedRows()).toEqual([]);
    expect(await auditEntries()).toEqual([]);
  });

  it.each([
    [{ supportEmail: 'não-é-email' }, 'E-mail de suporte: informe um e-mail válido.'],
    [{ apiIssuesReportEmail: '' }, 'E-mail para problemas da API: informe um e-mail válido.'],
    [
      { supportMessagingNumber: '+55 (11) 9999' },
      'WhatsApp de suporte: só dígitos, com código do país e DDD (10 a 15 dígitos).',
    ],
    [{ reportPageSize: 0 }, 'Registros por relatório: o mínimo é 10.'],
    [{ reportPageSize: 12.5 }, 'Registros por relatório: informe um número inteiro.'],
    [{ emailBatchSize: 501 }, 'E-mails por lote: o máximo é 500.'],
    [{ emailBatchIntervalMs: '5000' }, 'Intervalo entre lotes (ms): informe um número.'],
    [{ showNewCurriculum: 'sim' }, 'Mostrar o novo currículo: informe sim ou não.'],
  ])('refuses %j with its Portuguese message, saving nothing', async (overrides, message) => {
    const response = await save({ ...DEFAULT_FEATURE_CONFIG, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await storedRows()).toEqual([]);
    expect(await auditEntries()).toEqual([]);
  });

  it('refuses a missing field and an unknown one', async () => {
    const missing: Partial<FeatureConfig> = { ...DEFAULT_FEATURE_CONFIG };
    delete missing.supportEmail;
    expect((await save(missing)).statusCode).toBe(400);
    const unknown = await save({ ...DEFAULT_FEATURE_CONFIG, environment: 'development' });
    expect(unknown.statusCode).toBe(400);
    expect(await storedRows()).toEqual([]);
  });

  it('reads a stored row with a stale value over the defaults, field by field', async () => {
    await testApp.db.insert(featureConfig).values({
      config: { supportEmail: 'ajuda@escola.dev', reportPageSize: -3 },
      updatedBy: superUser.userId,
    });
    const { config } = (await read()).json();
    expect(config).toEqual(changed({ supportEmail: 'ajuda@escola.dev' }));
  });
});
