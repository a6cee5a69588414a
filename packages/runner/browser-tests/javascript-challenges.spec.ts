// Pure-JavaScript challenges (run in web workers): what the learner sees in the tests panel and
// the console for right code, wrong code, a test that throws, a syntax error, a test that never
// ends, console output and its cap.
import {
  CONSOLE_TRUNCATED_LINE,
  MAX_CONSOLE_CHARACTERS,
  MAX_CONSOLE_LINES,
} from '../src/console-lines';
import { describeFailure } from '../src/feedback/index';
import {
  BUILD_ERROR_MESSAGE,
  TEST_TIMEOUT_MESSAGE,
  TEST_TIMEOUT_MS,
  UNCAUGHT_ERROR_MESSAGE,
} from '../src/limits';
import { challengeWith, expect, file, test } from './harness-fixture';

const somaChallenge = challengeWith(
  [
    "assert.strictEqual(soma(2, 3), 5, 'soma(2, 3) deve devolver 5');",
    "assert.strictEqual(soma(-1, 1), 0, 'soma(-1, 1) deve devolver 0');",
  ],
  { challengeType: 1 },
);

test('a JavaScript challenge passes with the right code and fails with the assertion message', async ({
  harness,
}) => {
  const right = await harness.runTests({
    challenge: somaChallenge,
    files: [file('script.js', 'function soma(a, b) {\n  return a + b;\n}')],
  });
  expect(right.buildError).toBeUndefined();
  expect(right.tests.map((result) => result.pass)).toEqual([true, true]);
  expect(right.tests[0]?.text).toBe('<p>Teste 1</p>');

  const wrong = await harness.runTests({
    challenge: somaChallenge,
    files: [file('script.js', 'function soma(a, b) {\n  return a - b;\n}')],
  });
  expect(wrong.tests.map((result) => result.pass)).toEqual([false, false]);
  expect(wrong.tests[0]?.err).toContain('soma(2, 3) deve devolver 5');
  expect(wrong.tests[1]?.err).toContain('soma(-1, 1) deve devolver 0');
});

test('a test that throws fails with the error, and the other tests still run', async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: challengeWith(
      [
        "assert.strictEqual(dividir(6, 0), 0, 'não chega aqui');",
        'assert.strictEqual(dividir(6, 3), 2);',
      ],
      { challengeType: 1 },
    ),
    files: [
      file(
        'script.js',
        "function dividir(a, b) {\n  if (b === 0) throw new RangeError('divisão por zero');\n  return a / b;\n}",
      ),
    ],
  });
  expect(result.tests[0]).toMatchObject({ pass: false, err: 'divisão por zero' });
  expect(result.tests[1]?.pass).toBe(true);
});

test('a syntax error is a build error: the console says where in Portuguese, the tests fail', async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: somaChallenge,
    files: [file('script.js', 'function soma(a, b) {\n  return a + ;\n}')],
  });
  expect(result.tests.every((entry) => !entry.pass)).toBe(true);
  // The raw reason stays in buildError (Babel's words); the console has the Portuguese ones.
  expect(result.buildError).toMatch(/Unexpected token/);
  expect(result.logs).toEqual([
    describeFailure(result.buildError ?? ''),
    describeFailure(BUILD_ERROR_MESSAGE),
  ]);
  expect(result.logs[0]).toMatch(/^Erro de sintaxe em `script\.js`, na linha 2/);
  // The console panel got the same lines as they came.
  expect(result.consoleLines).toEqual(result.logs);
});

test('an error thrown while the code runs shows in the console with the uncaught-error note', async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: somaChallenge,
    files: [
      file(
        'script.js',
        'function soma(a, b) {\n  return a + b;\n}\nconst usuario = null;\nconsole.log(usuario.nome);',
      ),
    ],
  });
  // The error in Portuguese (it names what was read), then the spec's note, in Portuguese too.
  expect(result.logs).toHaveLength(2);
  expect(result.logs[0]).toMatch(/nome.*null|null.*nome/);
  expect(result.logs[0]).not.toMatch(/Cannot read/);
  expect(result.logs[1]).toBe(describeFailure(UNCAUGHT_ERROR_MESSAGE));
  expect(result.logs[1]).not.toBe(UNCAUGHT_ERROR_MESSAGE);
  expect(result.tests.every((entry) => !entry.pass)).toBe(true);
});

test(`a test that never ends fails with '${TEST_TIMEOUT_MESSAGE}' after ${TEST_TIMEOUT_MS} ms, in a worker and in a frame`, async ({
  harness,
}) => {
  const forever = challengeWith(['await new Promise(() => {});', 'assert.isTrue(true);']);
  const [inWorker, inFrame] = await Promise.all([
    harness.runTests({
      challenge: { ...forever, challengeType: 1 },
      files: [file('script.js', 'const pronto = true;')],
    }),
    harness.runTests({ challenge: forever, files: [file('index.html', '<h1>Oi</h1>')] }),
  ]);
  for (const result of [inWorker, inFrame]) {
    // The spec's key stays in err; the learner reads it in Portuguese.
    expect(result.tests[0]).toMatchObject({
      pass: false,
      err: TEST_TIMEOUT_MESSAGE,
      message: describeFailure(TEST_TIMEOUT_MESSAGE),
    });
    expect(result.tests[0]?.message).not.toBe(TEST_TIMEOUT_MESSAGE);
    expect(result.tests[1]?.pass).toBe(true);
    expect(result.durationMs).toBeGreaterThanOrEqual(TEST_TIMEOUT_MS - 100);
    expect(result.durationMs).toBeLessThan(TEST_TIMEOUT_MS + 4000);
  }
});

test('console output reaches the console panel, written as a learner reads it', async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: challengeWith(['assert.isTrue(true);'], { challengeType: 1 }),
    files: [
      file(
        'script.js',
        "console.log('Olá,', 'Ana');\nconsole.warn([1, 'dois']);\nconsole.error({ cidade: 'Recife' });\nconsole.info(42, true, null);",
      ),
    ],
  });
  expect(result.logs).toEqual(['Olá, Ana', '[1, "dois"]', '{ cidade: "Recife" }', '42 true null']);
  expect(result.consoleLines).toEqual(result.logs);
});

test(`console output is capped at ${MAX_CONSOLE_LINES} lines and ${MAX_CONSOLE_CHARACTERS} characters`, async ({
  harness,
}) => {
  const challenge = challengeWith(['assert.isTrue(true);'], { challengeType: 1 });
  const manyLines = await harness.runTests({
    challenge,
    files: [file('script.js', 'for (let i = 0; i < 1000; i++) console.log(`linha ${i}`);')],
  });
  expect(manyLines.logs).toHaveLength(MAX_CONSOLE_LINES + 1);
  expect(manyLines.logs[0]).toBe('linha 0');
  expect(manyLines.logs.at(-1)).toBe(CONSOLE_TRUNCATED_LINE);
  expect(manyLines.consoleLines).toEqual(manyLines.logs);
  expect(manyLines.tests[0]?.pass).toBe(true);

  const longLines = await harness.runTests({
    challenge,
    files: [file('script.js', "console.log('x'.repeat(15000));\nconsole.log('y'.repeat(6000));")],
  });
  expect(longLines.logs).toEqual(['x'.repeat(15_000), CONSOLE_TRUNCATED_LINE]);
});
