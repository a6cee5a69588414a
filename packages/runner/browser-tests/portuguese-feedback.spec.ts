// What the learner reads is Portuguese (issue 14): every failed test has a `message`
// (describeFailure of its `err`, which keeps the raw text or the spec's English key), a syntax
// error is a `buildProblem` pointing at the line of the learner's file, and the runner's own
// console lines are Portuguese.
import { describeFailure } from '../src/feedback/index';
import { BUILD_ERROR_MESSAGE, NO_HTML_OR_JS_MESSAGE } from '../src/limits';
import type { TestResult } from '../src/types';
import { challengeWith, expect, file, page, test } from './harness-fixture';

/** A failed test whose message is its err said in Portuguese (and not the err itself). */
const expectDescribed = (result: TestResult | undefined, err: string | RegExp) => {
  expect(result?.pass).toBe(false);
  if (typeof err === 'string') expect(result?.err).toBe(err);
  else expect(result?.err).toMatch(err);
  expect(result?.message).toBe(describeFailure(result?.err ?? ''));
  expect(result?.message).not.toBe(result?.err);
};

test('a failed assertion and an error in a test: err keeps the raw text, message is Portuguese', async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: challengeWith(
      [
        "assert.strictEqual(capitalizar('ana'), 'Ana');",
        "assert.strictEqual(saudar('Ana'), 'Olá, Ana!');",
        "assert.strictEqual(capitalizar('bia'), 'bia');",
      ],
      { challengeType: 1 },
    ),
    files: [file('script.js', 'function capitalizar(nome) {\n  return nome;\n}')],
  });
  expectDescribed(result.tests[0], "expected 'ana' to equal 'Ana'");
  expect(result.tests[0]?.message).toMatch(/Esperava/);
  expectDescribed(result.tests[1], /saudar is not defined/);
  expect(result.tests[2]).toEqual({ text: '<p>Teste 3</p>', pass: true });
});

test('a syntax error: the tests fail with the build error, buildProblem names the line in the editor', async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: challengeWith(['assert.strictEqual(soma(1, 2), 3);'], { challengeType: 1 }),
    files: [file('script.js', '// Some dois números\nfunction soma(a, b) {\n  return a + ;\n}')],
  });
  expectDescribed(result.tests[0], BUILD_ERROR_MESSAGE);
  expect(result.buildError).toMatch(/Unexpected token \(3:13\)/);
  expect(result.buildProblem).toEqual({
    message: expect.stringMatching(/^Erro de sintaxe em `script\.js`, na linha 3, coluna 14/),
    fileKey: 'scriptjs',
    line: 3,
    column: 14,
  });
  expect(result.logs[1]).toBe(describeFailure(BUILD_ERROR_MESSAGE));
});

test("a syntax error in a script inside the HTML: buildProblem gives the HTML file's line", async ({
  harness,
}) => {
  const html = page(
    "<h1>Contador</h1>\n<button type=\"button\">+1</button>\n<script>\n  let cliques = 0;\n  document.querySelector('button').addEventListener('click', () => {\n    cliques += ;\n  });\n</script>",
  );
  const line = html.split('\n').findIndex((text) => text.includes('cliques += ;')) + 1;
  const result = await harness.runTests({
    challenge: challengeWith(['assert.isTrue(true);']),
    files: [file('index.html', html)],
  });
  expectDescribed(result.tests[0], BUILD_ERROR_MESSAGE);
  expect(result.buildProblem).toMatchObject({ fileKey: 'indexhtml', line, column: 16 });
  expect(result.buildProblem?.message).toContain(`\`index.html\`, na linha ${line}`);
  expect(result.logs[0]).toContain(`> ${line} |`);
});

test(`no HTML or script: '${NO_HTML_OR_JS_MESSAGE}' stays in buildError, the console says it in Portuguese`, async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: challengeWith(['assert.isTrue(true);']),
    files: [file('styles.css', 'h1 { color: red; }')],
  });
  expect(result.buildError).toBe(NO_HTML_OR_JS_MESSAGE);
  expect(result.buildProblem).toBeUndefined();
  expectDescribed(result.tests[0], BUILD_ERROR_MESSAGE);
  expect(result.logs).toEqual([
    describeFailure(NO_HTML_OR_JS_MESSAGE),
    describeFailure(BUILD_ERROR_MESSAGE),
  ]);
  expect(result.logs[0]).not.toBe(NO_HTML_OR_JS_MESSAGE);
});

test('a page test that fails: the assertion in Portuguese too', async ({ harness }) => {
  const result = await harness.runTests({
    challenge: challengeWith([
      "assert.strictEqual(document.querySelector('h1').textContent, 'Feira de Olinda');",
    ]),
    files: [file('index.html', page('<h1>Feira de Recife</h1>'))],
  });
  expectDescribed(result.tests[0], "expected 'Feira de Recife' to equal 'Feira de Olinda'");
});

test('the preview says a syntax error in Portuguese, with the spec’s note translated', async ({
  harness,
}) => {
  const { consoleLines } = await harness.updatePreview({
    challenge: { id: 'desafio-de-teste', challengeType: 0 },
    files: [
      file('index.html', page('<h1>Oi</h1>\n<script src="script.js"></script>')),
      file('script.js', "const titulo = document.querySelector('h1';"),
    ],
    previewKey: '/learn/erro-de-sintaxe',
  });
  expect(consoleLines).toHaveLength(2);
  expect(consoleLines[0]).toMatch(/^Erro de sintaxe em `script\.js`, na linha 1/);
  expect(consoleLines[1]).toBe(describeFailure(BUILD_ERROR_MESSAGE));
});
