// Issue 13: every operation of the app, as an anonymous visitor and as a signed-in learner, gets
// requests generated from its own schemas — valid ones, hostile texts at every text position,
// mutated values, bad JSON, wrong content types, bad percent-encoding — and must never answer a
// 5xx it does not document; every error is a flash with a Portuguese message. The seed is fixed
// (FUZZ_SEED repeats another run), the number of random requests per operation is bounded
// (FUZZ_RUNS), and FUZZ_REPORT=<file> writes the statuses each kind of request got.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { cookieHeader, cookiesOf } from '../testing/cookies';
import { createTestUser } from '../testing/create-test-user';
import { writeCurriculumFixture } from '../testing/curriculum-fixture';
import { visitorOf } from '../testing/request-as';
import {
  startTestOidcProvider,
  TEST_OIDC_CLIENT_ID,
  TEST_OIDC_CLIENT_SECRET,
} from '../testing/start-test-oidc-provider';
import { problemOf, propertyNamesOf } from './check-answer';
import { createFuzzReport, kindOf } from './fuzz-report';
import { listOperations, type Operation } from './list-operations';
import { rawRequestsOf } from './raw-requests';
import {
  hostileTextRequestsOf,
  partsArbitrariesOf,
  randomRequestsOf,
  toRequestCase,
  type RequestCase,
} from './request-cases';
import type { JsonSchema } from './schema-arbitraries';
import { FUZZ_CURRICULUM, valueHintsFor, withMatchingChallengeType } from './value-hints';

const DEFAULT_SEED = 132_026;
const DEFAULT_RUNS = 30;
/** Valid requests per operation and caller. */
const VALID_SAMPLES = 8;
/** Valid requests the hostile texts go into, one text at one position each (fresh values). */
const HOSTILE_TEXT_SAMPLES = 64;
/** Generous: the verdict is about answers, never about time. */
const OPERATION_TIMEOUT_MS = 300_000;
const PUBLIC_URL = 'http://escola.teste';

const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const runs = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
console.info(
  `fuzz das rotas: semente ${seed} (FUZZ_SEED=${seed} repete esta execução), ${runs} requisições aleatórias por operação e papel`,
);

const directory = await mkdtemp(path.join(tmpdir(), 'escola-fuzz-'));
// "Entrar com Google" against a local OpenID Connect provider, so its routes do more than 503.
const provider = await startTestOidcProvider({
  redirectUris: [`${PUBLIC_URL}/signin-google/callback`],
});
const testApp = await buildTestApp({
  environment: {
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: TEST_OIDC_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: TEST_OIDC_CLIENT_SECRET,
    GOOGLE_ISSUER: provider.issuer,
    // Completions and saves reach the database only for challenges the app knows.
    CURRICULUM_SERVER_FILE: await writeCurriculumFixture({ directory, index: FUZZ_CURRICULUM }),
    // E-mails (sign-up, recovery, reports) are written here as files.
    DATA_DIR: directory,
  },
});
const { app } = testApp;
const { operations, document } = await listOperations(app);
const resolve = (reference: string): JsonSchema =>
  document.components?.schemas?.[reference.split('/').at(-1) ?? ''] ?? {};
const report = createFuzzReport(process.env.FUZZ_REPORT);

afterAll(async () => {
  report.write();
  await testApp.close();
  await provider.close();
  await rm(directory, { recursive: true, force: true });
});

/** A known account: requests that name it get past "no such user". */
const knownUser = await createTestUser({ db: testApp.db });
const hints = valueHintsFor({
  email: knownUser.email,
  username: knownUser.user.username,
  password: knownUser.password,
});

/** Each request from an address of its own: the per-IP rate limits must not hide the answers. */
let requestCount = 0;
const nextAddress = () => {
  requestCount += 1;
  return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
};

type Identity = { cookie: string; csrfToken: string };

const signInNewLearner = async (): Promise<Identity> => {
  // A programme's learner with complete access: the fixture's challenges are open to her.
  const { email, password } = await createTestUser({
    db: testApp.db,
    overrides: { source: 'turma-fuzz', access: 'complete' },
  });
  const response = await app.inject({
    method: 'POST',
    url: '/signin-local',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  const { session, csrf_token: csrfToken } = cookiesOf(response);
  if (!session || !csrfToken) throw new Error(`login da aluna falhou: ${response.body}`);
  return {
    cookie: cookieHeader({ session: session.value, csrf_token: csrfToken.value }),
    csrfToken: csrfToken.value,
  };
};

const isSignedIn = async (identity: Identity) => {
  const response = await app.inject({
    method: 'GET',
    url: '/user/get-session-user',
    headers: { cookie: identity.cookie },
    remoteAddress: nextAddress(),
  });
  return response.json<{ result: string }>().result !== '';
};

const send = (operation: Operation, identity: Identity, request: RequestCase) =>
  app.inject({
    method: operation.method as 'GET',
    url: request.url,
    headers: { ...request.headers, cookie: identity.cookie, 'csrf-token': identity.csrfToken },
    remoteAddress: nextAddress(),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });

/** A seed per operation and caller: adding a route does not change the others' requests. */
const seedFor = (key: string) =>
  [...key].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 16_777_619), seed);

const requestsFor = (operation: Operation, key: string): RequestCase[] => {
  const context = { resolve, hints, adjustBody: withMatchingChallengeType };
  const samples = fc.sample(partsArbitrariesOf(operation, context).valid, {
    seed: seedFor(`${key} válidas`),
    numRuns: VALID_SAMPLES + HOSTILE_TEXT_SAMPLES,
  });
  const valid = samples
    .slice(0, VALID_SAMPLES)
    .map((parts) => toRequestCase(operation, parts, 'válida'));
  // Hostile texts first: per-learner budgets (reports, e-mails) must not be spent before them.
  return [
    ...hostileTextRequestsOf(operation, samples.slice(VALID_SAMPLES)),
    ...valid,
    ...(valid[0] ? rawRequestsOf(operation, valid[0]) : []),
    ...fc.sample(randomRequestsOf(operation, context), { seed: seedFor(key), numRuns: runs }),
  ];
};

const describeFailure = (request: RequestCase, response: LightMyRequestResponse) =>
  `${request.description} (${request.url.slice(0, 100)}) → ${response.body.slice(0, 300)}`;

const visitor: Identity = (await visitorOf(app)) as Identity;
const CALLERS = ['anônimo', 'aluna'] as const;
const cases = operations.map((operation): [string, Operation] => [
  `${operation.method} ${operation.path}`,
  operation,
]);

it('fuzzes every operation of the OpenAPI document (the route list is read right)', () => {
  const fuzzed = new Set(cases.map(([name]) => name));
  const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    ),
  );
  expect(documented.length).toBeGreaterThan(0);
  expect(documented.filter((name) => !fuzzed.has(name))).toEqual([]);
});

describe.each(CALLERS)('fuzz das rotas como %s', (caller) => {
  it.each(cases)(
    '%s',
    async (name, operation) => {
      let identity = caller === 'aluna' ? await signInNewLearner() : visitor;
      const fieldNames = [
        ...[...operation.pathParameters, ...operation.queryParameters].map((p) => p.name),
        ...propertyNamesOf(operation.body, resolve),
        'campoDesconhecido',
      ];
      const problems = new Map<string, string>();
      for (const request of requestsFor(operation, `${caller} ${name}`)) {
        const response = await send(operation, identity, request);
        report.record([name, caller, response.statusCode, kindOf(request.description)]);
        const problem = problemOf({ operation, response, fieldNames });
        if (problem) {
          problems.set(`${problem} ← ${request.description}`, describeFailure(request, response));
        }
        // Sign-out, "end the sessions", a password change or a deletion may have ended it.
        if (caller === 'aluna' && response.statusCode === 401 && !(await isSignedIn(identity))) {
          identity = await signInNewLearner();
        }
      }
      expect([...problems].map(([problem, detail]) => `${problem} — ${detail}`)).toEqual([]);
    },
    OPERATION_TIMEOUT_MS,
  );
});
