// Issue 13, point 4: a database error's log line keeps the SQL and the code, never the query's
// parameters — e-mails, password hashes and learners' code stay out of the logs.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@escola/db/password';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { users } from '@escola/db/schema/users';
import { serializeLoggedError } from './logging';
import { buildTestApp, type TestApp } from './testing/build-test-app';

const EMAIL = 'segredo.pessoal@teste.escola.dev';
const CPF = '529.982.247-25';
const LEARNER_CODE = 'const minhaSolucaoSecreta = 42;';

describe('what error logs keep', () => {
  let testApp: TestApp;
  let hash: string;
  const lines: string[] = [];

  beforeAll(async () => {
    hash = await hashPassword('senha-que-nao-pode-vazar');
    testApp = await buildTestApp({
      environment: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
      addRoutes: (app) => {
        // A sign-up whose insert fails (NUL in the name): the parameters hold e-mail and hash.
        app.get('/teste/cadastro-que-falha', async () => {
          await app.db.insert(users).values({
            username: `falha-${randomUUID().slice(0, 8)}`,
            email: EMAIL,
            name: `Nome\u0000com nulo ${CPF}`,
            passwordHash: hash,
          });
          return { ok: true };
        });
        // A completion whose insert fails (no such learner): the parameters hold the code.
        app.get('/teste/conclusao-que-falha', async () => {
          await app.db.insert(completedChallenges).values({
            userId: randomUUID(),
            challengeId: 'declare-uma-variavel',
            files: [
              {
                fileKey: 'scriptjs',
                ext: 'js',
                name: 'script',
                contents: LEARNER_CODE,
                history: [],
              },
            ],
          });
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => testApp.close());

  const errorLineOf = async (url: string) => {
    lines.length = 0;
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ type: 'danger', message: expect.any(String) as string });
    const errorLines = lines.filter((line) => JSON.parse(line).level >= 50);
    expect(errorLines).toHaveLength(1);
    return { text: errorLines[0] ?? '', entry: JSON.parse(errorLines[0] ?? '{}') };
  };

  it('logs a failed sign-up insert with its SQL and code, without e-mail, hash or name', async () => {
    const { text, entry } = await errorLineOf('/teste/cadastro-que-falha');
    expect(entry.err.query).toMatch(/^insert into "users"/);
    expect(entry.err.cause.code).toMatch(/^(22021|22P05)$/);
    for (const secret of [EMAIL, hash, CPF, 'Nome', 'argon2id']) expect(text).not.toContain(secret);
  });

  it('logs a failed completion without the learner’s code or the detail naming the row', async () => {
    const { text, entry } = await errorLineOf('/teste/conclusao-que-falha');
    expect(entry.err.cause.code).toBe('23503');
    expect(entry.err.cause.constraint).toMatch(/user_id/);
    expect(text).not.toContain('minhaSolucaoSecreta');
    expect(text).not.toContain('Key (');
  });

  it('censors secret-named fields anywhere in a log object', () => {
    lines.length = 0;
    testApp.app.log.warn(
      { password: 'x1', body: { email: EMAIL, cpf: CPF, files: [LEARNER_CODE] } },
      'aviso',
    );
    expect(lines.join('')).not.toMatch(/x1|segredo\.pessoal|529\.982|minhaSolucao/);
    expect(lines.join('')).toContain('[omitido]');
  });

  it('drops the quoted value of a database message', () => {
    const error = new Error('invalid input syntax for type uuid: "aluna@teste.escola.dev"');
    const serialized = serializeLoggedError(error);
    expect(serialized.message).toBe('invalid input syntax for type uuid: [omitido]');
    expect(JSON.stringify(serialized)).not.toContain('aluna@');
  });
});
