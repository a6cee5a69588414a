// Issue 18: every staff route, read from the app's own route table (`app.registeredRoutes`), is
// guarded on the server. A route under a staff path must declare its roles (a new one without them
// fails here); and each staff route answers a visitor 401, a learner 403, each staff role it does
// not admit 403, and each role it admits 2xx — with a valid request from STAFF_ROUTE_EXAMPLES, so
// a new staff route must add its example here (the test says so when one is missing).
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { classGroupDeletePath } from '@escola/contracts/delete-class-groups-delete-class-group';
import { DEFAULT_FEATURE_CONFIG, FEATURES_PATH } from '@escola/contracts/get-features';
import type { Database } from '@escola/db/client';
import { classGroups } from '@escola/db/schema/class-groups';
import { messages } from '@escola/db/schema/messages';
import { products } from '@escola/db/schema/products';
import { STAFF_TYPES, type UserType } from '@escola/domain/users';
import { buildTestApp } from '../testing/build-test-app';
import { startTestSalesSystem } from '../testing/start-test-sales-system';
import { createTestUser } from '../testing/create-test-user';
import { requestAs, visitorOf, type Caller } from '../testing/request-as';
import { signIn } from '../testing/sign-in';
import { makeImage, multipartOf } from '../modules/images/images-test-helpers';
import {
  insertManualEmail,
  validEmailPayload,
} from '../modules/manual-emails/manual-emails-test-helpers';
import {
  RECURRING,
  insertRecurringEmail,
  validRecurringPayload,
} from '../modules/recurring-emails/recurring-emails-test-helpers';
import { isStaffPath, type RegisteredRoute } from './staff-guard';

type ExampleRequest = { url: string; payload?: unknown; headers?: Record<string, string> };
/** Called once per request (each admitted role gets a fresh one): create what the request needs. */
type RouteExample = (context: { db: Database }) => Promise<ExampleRequest> | ExampleRequest;

const unique = () => randomBytes(4).toString('hex');

const createClassGroup = async (db: Database) => {
  const [classGroup] = await db
    .insert(classGroups)
    .values({
      name: `Turma do teste de guarda ${unique()}`,
      curriculumAvailable: ['react'],
      validityType: 'durationInMonths',
      durationInMonths: 6,
    })
    .returning({ id: classGroups.id });
  if (!classGroup) throw new Error('turma de teste não criada');
  return classGroup.id;
};

const createProduct = async (db: Database) => {
  const [product] = await db
    .insert(products)
    .values({
      externalId: `produto-${unique()}`,
      title: 'Produto do teste de guarda',
      priceCents: 100,
      syncedAt: new Date(),
    })
    .returning({ id: products.id });
  if (!product) throw new Error('produto de teste não criado');
  return product.id;
};

const createMessage = async (db: Database) => {
  const [message] = await db
    .insert(messages)
    .values({ title: 'Mensagem do teste de guarda', body: 'Texto.', audienceKind: 'all' })
    .returning({ id: messages.id });
  if (!message) throw new Error('mensagem de teste não criada');
  return message.id;
};

const messagePayload = () => ({
  messagePayload: { title: `Aviso ${unique()}`, body: 'Texto.', audience: { kind: 'all' } },
});

const classGroupFields = () => ({
  name: `Turma criada no teste ${unique()}`,
  curriculumAvailable: ['react'],
  validityType: 'durationInMonths',
  durationInMonths: 6,
});

/** A valid request per staff route, keyed by `METHOD url` as the route table writes it. */
const STAFF_ROUTE_EXAMPLES: Record<string, RouteExample> = {
  'POST /upload-image': async () => ({
    url: '/upload-image',
    ...(await multipartOf({ bytes: await makeImage('png') })),
  }),
  'POST /upload-public-image': async () => ({
    url: '/upload-public-image',
    ...(await multipartOf({ bytes: await makeImage('jpeg') })),
  }),
  'GET /api/users/status-by-email': () => ({
    url: '/api/users/status-by-email?email=ninguem%40teste.escola.dev',
  }),
  'GET /user-management/all-users': () => ({ url: '/user-management/all-users?search=aluna' }),
  'PUT /user-management/edit-user': async ({ db }) => {
    const { user } = await createTestUser({ db });
    return { url: '/user-management/edit-user', payload: { userId: user.id, access: 'complete' } };
  },
  'POST /user-management/edit-user': async ({ db }) => {
    const { user } = await createTestUser({ db });
    return { url: '/user-management/edit-user', payload: { userId: user.id, group: 'turma-x' } };
  },
  'GET /user/get-emails': () => ({ url: '/user/get-emails?search=aluna' }),
  'GET /quiz-user/answered-quiz': () => ({
    url: '/quiz-user/answered-quiz?search=ana&startDate=2025-01-01&endDate=2025-12-31',
  }),
  'GET /users-requested-delete': () => ({ url: '/users-requested-delete' }),
  'GET /users-deleted': () => ({ url: '/users-deleted' }),
  'GET /admin/audit-log': () => ({ url: '/admin/audit-log?targetType=user' }),
  'GET /class-groups/all-class-groups': () => ({ url: '/class-groups/all-class-groups' }),
  'POST /class-groups/new-class-group': () => ({
    url: '/class-groups/new-class-group',
    payload: classGroupFields(),
  }),
  'PUT /class-groups/edit-class-group': async ({ db }) => ({
    url: '/class-groups/edit-class-group',
    payload: { id: await createClassGroup(db), ...classGroupFields() },
  }),
  'DELETE /class-groups/delete-class-group/:id': async ({ db }) => ({
    url: classGroupDeletePath(await createClassGroup(db)),
  }),
  'PUT /class-groups/move-users-class-group': async ({ db }) => {
    const sourceClassGroupId = await createClassGroup(db);
    const { user } = await createTestUser({ db, overrides: { classGroupId: sourceClassGroupId } });
    return {
      url: '/class-groups/move-users-class-group',
      payload: {
        sourceClassGroupId,
        targetClassGroupId: await createClassGroup(db),
        userIds: [user.id],
      },
    };
  },
  'GET /states-national': () => ({ url: '/states-national' }),
  'GET /admin/waiting-list': () => ({ url: '/admin/waiting-list?group=nacional-pr' }),
  'GET /admin/waiting-to-confirm-list': () => ({ url: '/admin/waiting-to-confirm-list' }),
  'GET /admin/confirmed-list': () => ({ url: '/admin/confirmed-list?search=ana' }),
  'GET /admin/reproved-and-dropout-list': () => ({
    url: '/admin/reproved-and-dropout-list?status=desistente',
  }),
  'GET /admin/export-waiting-list': () => ({ url: '/admin/export-waiting-list?group=nacional-ce' }),
  'GET /admin/export-waiting-to-confirm-list': () => ({
    url: '/admin/export-waiting-to-confirm-list',
  }),
  'GET /admin/export-confirmed-list': () => ({ url: '/admin/export-confirmed-list' }),
  'GET /admin/export-reproved-and-dropout-list': () => ({
    url: '/admin/export-reproved-and-dropout-list?status=reprovado',
  }),
  'GET /api/admin/report/inactive-users': () => ({
    url: '/api/admin/report/inactive-users?group=nacional-pr',
  }),
  'GET /api/admin/report/national-departament-metrics': () => ({
    url: '/api/admin/report/national-departament-metrics',
  }),
  'GET /api/admin/report/national-metrics': () => ({
    url: '/api/admin/report/national-metrics?pageNumber=1',
  }),
  'GET /api/messages/get-messages': () => ({ url: '/api/messages/get-messages?search=aviso' }),
  'GET /api/messages/get-message-by-id': async ({ db }) => ({
    url: `/api/messages/get-message-by-id?messageId=${await createMessage(db)}`,
  }),
  'POST /api/messages/create-message': () => ({
    url: '/api/messages/create-message',
    payload: messagePayload(),
  }),
  'PUT /api/messages/update-message': async ({ db }) => ({
    url: `/api/messages/update-message?messageId=${await createMessage(db)}`,
    payload: messagePayload(),
  }),
  'DELETE /api/messages/delete-by-id/:id': async ({ db }) => ({
    url: `/api/messages/delete-by-id/${await createMessage(db)}`,
  }),
  'GET /api/products': () => ({ url: '/api/products' }),
  'POST /api/product/sync-sgn': () => ({ url: '/api/product/sync-sgn', payload: {} }),
  'POST /api/product/link-product': async ({ db }) => ({
    url: '/api/product/link-product',
    payload: { productId: await createProduct(db) },
  }),
  // The defaults: where they are in force already, saving them writes nothing.
  'PUT /api/features': () => ({ url: FEATURES_PATH, payload: DEFAULT_FEATURE_CONFIG }),
  'GET /api/manualEmails/get-emails': () => ({ url: '/api/manualEmails/get-emails?pageNumber=1' }),
  'POST /api/manualEmails/count-recipients': () => ({
    url: '/api/manualEmails/count-recipients',
    payload: { audience: { kind: 'all' } },
  }),
  'POST /api/manualEmails/new-email': () => ({
    url: '/api/manualEmails/new-email',
    payload: validEmailPayload(),
  }),
  'PUT /api/manualEmails/edit-email/:id': async ({ db }) => ({
    url: `/api/manualEmails/edit-email/${(await insertManualEmail({ db })).id}`,
    payload: validEmailPayload(),
  }),
  'PUT /api/manualEmails/cancel-email/:id': async ({ db }) => ({
    url: `/api/manualEmails/cancel-email/${(await insertManualEmail({ db })).id}`,
  }),
  'POST /api/manualEmails/preview': () => ({
    url: '/api/manualEmails/preview',
    payload: { data: { subject: 'Prévia', body: 'Olá, {{nome}}!' } },
  }),
  'POST /api/manualEmails/send-test': () => ({
    url: '/api/manualEmails/send-test',
    payload: { data: { subject: 'Teste', body: 'Olá, {{nome}}!' } },
  }),
  'GET /api/automaticEmails/get-emails': () => ({ url: '/api/automaticEmails/get-emails' }),
  // Already on: switching it on writes nothing.
  'PUT /api/automaticEmails/toggle-active/:id': () => ({
    url: '/api/automaticEmails/toggle-active/verification?isActive=true',
  }),
  'POST /api/automaticEmails/preview/:id': () => ({
    url: '/api/automaticEmails/preview/email-changed-notice',
    payload: { data: { subject: 'Aviso', body: 'Novo e-mail: {{novo_email}}' } },
  }),
  'POST /api/automaticEmails/send-test/:id': () => ({
    url: '/api/automaticEmails/send-test/email-changed-notice',
    payload: { data: { subject: 'Aviso', body: 'Novo e-mail: {{novo_email}}' } },
  }),
  'PUT /api/automaticEmails/edit-email/:id': () => ({
    url: '/api/automaticEmails/edit-email/mundo-tech-welcome',
    payload: { data: { subject: 'Boas-vindas!', body: 'Olá, {{nome}}! Continue em {{link}}.' } },
  }),
  'GET /api/recurringEmails/get-emails': () => ({ url: RECURRING.list }),
  'POST /api/recurringEmails/new-email': () => ({
    url: RECURRING.create,
    payload: validRecurringPayload(),
  }),
  'PUT /api/recurringEmails/edit-email/:id': async ({ db }) => ({
    url: RECURRING.edit((await insertRecurringEmail({ db })).id),
    payload: validRecurringPayload(),
  }),
  'PUT /api/recurringEmails/toggle-active/:id': async ({ db }) => ({
    url: RECURRING.toggle((await insertRecurringEmail({ db })).id, false),
  }),
  'POST /api/recurringEmails/get-emails-by-recipient': async ({ db }) => ({
    url: RECURRING.byRecipient,
    payload: { email: (await createTestUser({ db })).email },
  }),
};

const keyOf = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** Staff routes: under a staff path or declaring roles. HEAD twins of GET routes are left out. */
const staffRoutesOf = (routes: readonly RegisteredRoute[]) =>
  routes.filter(
    (route) => route.method !== 'HEAD' && (isStaffPath(route.url) || route.staffRoles !== null),
  );

/** The assertion helper: staff-path routes that declare no roles (so nothing guards them). */
const unguardedStaffRoutes = (routes: readonly RegisteredRoute[]): string[] =>
  staffRoutesOf(routes)
    .filter((route) => !route.staffRoles || route.staffRoles.length === 0)
    .map(keyOf);

const routesWithoutExample = (routes: readonly RegisteredRoute[]): string[] =>
  staffRoutesOf(routes)
    .map(keyOf)
    .filter((key) => !(key in STAFF_ROUTE_EXAMPLES));

// The products sync asks the sales system: a fake one over real HTTP (issue 19).
const salesSystem = await startTestSalesSystem();
const testApp = await buildTestApp({ environment: { SALES_SYSTEM_URL: salesSystem.url } });
const { app, db } = testApp;
afterAll(async () => {
  await testApp.close();
  await salesSystem.close();
});

const signedInAs = async (type: UserType): Promise<Caller> => {
  const { email, password } = await createTestUser({ db, overrides: { type } });
  const { session, csrfToken } = await signIn({ app, email, password });
  return { session, csrfToken };
};
const callers = {
  student: await signedInAs('student'),
  support: await signedInAs('support'),
  admin: await signedInAs('admin'),
  super: await signedInAs('super'),
} satisfies Record<UserType, Caller>;

const staffRoutes = staffRoutesOf(app.registeredRoutes);

describe('the staff route table', () => {
  it('has staff routes to check (the table is read, not empty)', () => {
    expect(staffRoutes.map(keyOf)).toContain('GET /user-management/all-users');
  });

  it('declares staff roles on every route under a staff path', () => {
    expect(unguardedStaffRoutes(app.registeredRoutes)).toEqual([]);
  });

  it('has an example request for every staff route (add one to STAFF_ROUTE_EXAMPLES)', () => {
    expect(routesWithoutExample(app.registeredRoutes)).toEqual([]);
  });

  it('keeps no example for a route that no longer exists', () => {
    const keys = new Set(staffRoutes.map(keyOf));
    expect(Object.keys(STAFF_ROUTE_EXAMPLES).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('catches a staff route added without roles, which anyone could then call', async () => {
    const unguardedUrl = '/admin/rota-sem-papeis';
    const other = await buildTestApp({
      addRoutes: (instance) => {
        instance.get(unguardedUrl, async () => ({ aberta: true }));
      },
    });
    try {
      expect(unguardedStaffRoutes(other.app.registeredRoutes)).toEqual([`GET ${unguardedUrl}`]);
      expect(routesWithoutExample(other.app.registeredRoutes)).toEqual([`GET ${unguardedUrl}`]);
      const visitor = await visitorOf(other.app);
      const response = await requestAs({
        app: other.app,
        caller: visitor,
        method: 'GET',
        url: unguardedUrl,
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe.each(staffRoutes.map((route) => ({ key: keyOf(route), route })))(
  '$key',
  ({ key, route }) => {
    const roles = route.staffRoles ?? [];
    const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const exampleOf = async () => {
      const example = STAFF_ROUTE_EXAMPLES[key];
      if (!example) {
        throw new Error(
          `A rota de equipe ${key} não tem requisição de exemplo: acrescente uma válida em STAFF_ROUTE_EXAMPLES (staff-guard.test.ts).`,
        );
      }
      return example({ db });
    };
    const call = async (caller: Caller) => {
      const { url, payload, headers } = await exampleOf();
      return requestAs({ app, caller, method, url, payload, ...(headers ? { headers } : {}) });
    };

    it('answers a visitor 401 and a learner 403', async () => {
      expect((await call(await visitorOf(app))).statusCode).toBe(401);
      expect((await call(callers.student)).statusCode).toBe(403);
    });

    it.each(STAFF_TYPES.filter((type) => !roles.includes(type)))(
      'answers %s 403 (not among its roles)',
      async (type) => {
        expect((await call(callers[type])).statusCode).toBe(403);
      },
    );

    it.each(STAFF_TYPES.filter((type) => roles.includes(type)))(
      'answers %s 2xx to a valid request',
      async (type) => {
        const response = await call(callers[type]);
        expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300);
      },
    );
  },
);
