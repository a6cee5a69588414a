// Issue 19: GET /api/admin/report/inactive-users — the CSV read back by a maintained parser
// (quoted `;`, quotes, line breaks and accents in names, formula cells), the BOM and CRLF, only the
// asked state's inactive learners, the role matrix, bad groups, a state longer than one batch, and
// a failure before the first byte.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classGroups } from '@escola/db/schema/class-groups';
import { users, type NewUser } from '@escola/db/schema/users';
import { INACTIVITY_BLOCK_DAYS } from '@escola/domain/inactivity';
import { isInactiveLearner } from '@escola/domain/inactive-users-report';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser, type TestUserOverrides } from '../../testing/create-test-user';
import { parseSemicolonCsv } from '../../testing/parse-csv';
import { signIn } from '../../testing/sign-in';
import { REPORT_HEADERS } from './report-cells';
import { findInactiveUserBatch } from './repository';
import { REPORT_BATCH_SIZE } from './stream-inactive-users-csv';

const DAY_MS = 24 * 60 * 60 * 1000;
const PATH = '/api/admin/report/inactive-users';
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const LONG_AGO = daysAgo(INACTIVITY_BLOCK_DAYS + 20);

describe('GET /api/admin/report/inactive-users', () => {
  let testApp: TestApp;
  const cookies: Record<string, string> = {};

  const get = (url: string, cookie: string | undefined = cookies.support) =>
    testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  const signedInAs = async (overrides: Partial<NewUser>) => {
    const { email, password } = await createTestUser({ db: testApp.db, overrides });
    const { session } = await signIn({ app: testApp.app, email, password });
    return `session=${session}`;
  };

  const learner = (overrides: TestUserOverrides) =>
    createTestUser({ db: testApp.db, overrides: { group: 'nacional-pr', ...overrides } });

  beforeAll(async () => {
    testApp = await buildTestApp();
    for (const type of ['student', 'support', 'admin', 'super'] as const) {
      cookies[type] = await signedInAs({ type });
    }
    const [classGroup] = await testApp.db
      .insert(classGroups)
      .values({ name: 'Turma "Paraná"; 1', validityType: 'durationInMonths', durationInMonths: 6 })
      .returning({ id: classGroups.id });
    await learner({
      name: 'Ana "Aninha"; Souza',
      cpf: '52998224725',
      joinDate: new Date('2025-01-10T13:30:00.000Z'),
      lastActiveAt: new Date('2025-02-03T15:04:00.000Z'),
      classGroupId: classGroup!.id,
    });
    await learner({ name: 'Bruno\nQuebra de Linha', lastActiveAt: LONG_AGO });
    await learner({ name: '=HYPERLINK("http://x")', lastActiveAt: LONG_AGO });
    await learner({ name: '+Carla', lastActiveAt: LONG_AGO });
    await learner({ name: '-Davi', lastActiveAt: LONG_AGO });
    await learner({ name: '@Elisa', lastActiveAt: LONG_AGO });
    await learner({ name: '\tFábio', lastActiveAt: LONG_AGO });
    await learner({ name: '\rGiovana', lastActiveAt: LONG_AGO });
    // Never active: the join date counts.
    await learner({ name: 'Helena Nunca Entrou', joinDate: LONG_AGO, lastActiveAt: null });
    // Already blocked, even if active since (an unlock clears the block, not this test's case).
    await learner({
      name: 'Íris Bloqueada',
      lastActiveAt: daysAgo(2),
      blockedByInactivityAt: new Date('2026-01-05T06:30:00.000Z'),
    });
    // Not in the report: active, just joined, staff, another state, outside the programme.
    await learner({ name: 'Zeca Ativo', lastActiveAt: daysAgo(INACTIVITY_BLOCK_DAYS - 5) });
    await learner({ name: 'Zilda Recém-chegada', joinDate: daysAgo(3), lastActiveAt: null });
    await learner({ name: 'Zuleica Suporte', type: 'support', lastActiveAt: LONG_AGO });
    await learner({ name: 'Zé Bahia', group: 'nacional-ba', lastActiveAt: LONG_AGO });
    await learner({ name: 'Zoe São Paulo', group: 'nacional-sp', lastActiveAt: LONG_AGO });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('sends the state as a CSV a Brazilian spreadsheet opens, named by state and time', async () => {
    const response = await get(`${PATH}?group=nacional-pr`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="usuarios-inativos-pr-\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith(`\uFEFF${REPORT_HEADERS.join(';')}\r\n`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    // Every line end outside a quoted field is CRLF.
    expect(text.replaceAll(/"(?:[^"]|"")*"/g, '').match(/(?<!\r)\n/)).toBeNull();

    const rows = await parseSemicolonCsv(bytes);
    expect(rows[0]).toEqual([...REPORT_HEADERS]);
    const byName = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byName.get('Ana "Aninha"; Souza')).toEqual([
      'Ana "Aninha"; Souza',
      expect.stringMatching(/@teste\.escola\.dev$/),
      expect.stringMatching(/^aluna-/),
      '***.982.247-**',
      'nacional-pr',
      'Turma "Paraná"; 1',
      // 13:30 and 15:04 UTC are 10:30 and 12:04 in Brasília.
      '10/01/2025 10:30',
      '03/02/2025 12:04',
      '',
    ]);
    expect(byName.get('Íris Bloqueada')?.slice(7)).toEqual([
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      '05/01/2026 03:30',
    ]);
    expect(byName.get('Helena Nunca Entrou')?.slice(5, 8)).toEqual([
      '',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      '',
    ]);
  });

  it('lists only the state’s inactive learners, by name, line breaks and formulas kept as text', async () => {
    const rows = await parseSemicolonCsv((await get(`${PATH}?group=nacional-pr`)).rawPayload);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      "'\tFábio",
      "'\rGiovana",
      "'+Carla",
      "'-Davi",
      '\'=HYPERLINK("http://x")',
      "'@Elisa",
      'Ana "Aninha"; Souza',
      'Bruno\nQuebra de Linha',
      'Helena Nunca Entrou',
      'Íris Bloqueada',
    ]);
    const bahia = await parseSemicolonCsv((await get(`${PATH}?group=nacional-ba`)).rawPayload);
    expect(bahia.slice(1).map((row) => row[0])).toEqual(['Zé Bahia']);
  });

  it('compresses with gzip as it goes, never with brotli (which holds the file back)', async () => {
    const plain = await get(`${PATH}?group=nacional-pr`);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${PATH}?group=nacional-pr`,
      headers: { cookie: cookies.support!, 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('sends only the header for a state without inactive learners', async () => {
    const response = await get(`${PATH}?group=nacional-rn`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('utf8')).toBe(`\uFEFF${REPORT_HEADERS.join(';')}\r\n`);
  });

  it.each([
    ['a visitor', 401, undefined],
    ['a learner', 403, 'student'],
    ['support', 200, 'support'],
    ['an admin', 200, 'admin'],
    ['super', 200, 'super'],
  ] as const)('answers %s with %i', async (_label, status, role) => {
    const response = await get(`${PATH}?group=nacional-ce`, role ? cookies[role] : '');
    expect(response.statusCode).toBe(status);
    if (status !== 200) expect(response.json()).toMatchObject({ type: 'danger' });
  });

  it.each([
    ['a state outside the eight', `${PATH}?group=nacional-sp`],
    ['no group', PATH],
    ['a group in capitals', `${PATH}?group=NACIONAL-PR`],
    ['a state code alone', `${PATH}?group=pr`],
    ['an unknown parameter', `${PATH}?group=nacional-pr&formato=xlsx`],
  ])('answers %s with a 400 Portuguese flash and no file', async (_label, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toEqual({ type: 'danger', message: expect.any(String) });
    if (!url.includes('formato')) {
      expect(response.json().message).toContain('Escolha o grupo de um dos oito estados');
    }
  });

  it('writes a state longer than one batch whole, in order', async () => {
    const count = REPORT_BATCH_SIZE + 7;
    const learners = Array.from({ length: count }, (_, index) => ({
      group: 'nacional-rr',
      name: `Lote ${String(index).padStart(5, '0')}`,
      username: `lote-${index}`,
      email: `lote-${index}@teste.escola.dev`,
      passwordHash: '!',
      lastActiveAt: LONG_AGO,
    }));
    for (let start = 0; start < count; start += 500) {
      await testApp.db.insert(users).values(learners.slice(start, start + 500));
    }
    const rows = await parseSemicolonCsv((await get(`${PATH}?group=nacional-rr`)).rawPayload);
    expect(rows).toHaveLength(count + 1);
    expect(rows.slice(1).map((row) => row[0])).toEqual(learners.map((learner) => learner.name));
  }, 60_000);
});

describe('the SQL of "inactive"', () => {
  it('picks the learners isInactiveLearner picks, for every combination of the facts', async () => {
    const testApp = await buildTestApp();
    const now = new Date();
    const old = daysAgo(INACTIVITY_BLOCK_DAYS + 1);
    const recent = daysAgo(INACTIVITY_BLOCK_DAYS - 1);
    const facts = (['student', 'support'] as const).flatMap((type) =>
      [null, old].flatMap((blockedByInactivityAt) =>
        [null, old, recent].flatMap((lastActiveAt) =>
          [old, recent].flatMap((joinDate) =>
            ['nacional-pr', 'nacional-ba'].map((group) => ({
              type,
              blockedByInactivityAt,
              lastActiveAt,
              joinDate,
              group,
            })),
          ),
        ),
      ),
    );
    const inserted = await testApp.db
      .insert(users)
      .values(
        facts.map((fact, index) => ({
          ...fact,
          name: `Combinação ${String(index).padStart(2, '0')}`,
          username: `combinacao-${index}`,
          email: `combinacao-${index}@teste.escola.dev`,
        })),
      )
      .returning({ name: users.name });
    const expected = inserted
      .filter((_, index) => {
        const fact = facts[index]!;
        return fact.group === 'nacional-pr' && isInactiveLearner({ user: fact, now });
      })
      .map((row) => row.name);
    const picked = await findInactiveUserBatch({
      db: testApp.db,
      group: 'nacional-pr',
      now,
      size: 1_000,
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(picked.map((row) => row.name)).toEqual(expected);
    await testApp.close();
  });
});

describe('a report whose first read fails', () => {
  it('answers a 500 flash before any byte of the file', async () => {
    const testApp = await buildTestApp();
    const { email, password } = await createTestUser({
      db: testApp.db,
      overrides: { type: 'support' },
    });
    const { session } = await signIn({ app: testApp.app, email, password });
    // The session is cached by the app; the report's own query then meets a missing table.
    await testApp.db.execute('alter table class_groups rename to class_groups_fora');
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${PATH}?group=nacional-pr`,
      headers: { cookie: `session=${session}` },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.unexpected });
    expect(response.headers['content-disposition']).toBeUndefined();
    await testApp.close();
  });
});
