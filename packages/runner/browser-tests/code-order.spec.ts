// The challenge's code around the learner's (issue 14): `beforeUserCode` (`# --antes--`) runs
// before the learner's code, `afterUserCode` (`# --depois--`) after it and before each test, in
// the test's scope — in a worker as one evaluation, in a frame before the document's scripts and
// once the document has loaded. The preview runs the code before the learner's too.
import { challengeWith, expect, file, page, test } from './harness-fixture';

test('JavaScript challenge: before, the learner, after, then the test — a const of afterUserCode is there', async ({
  harness,
}) => {
  const challenge = challengeWith(
    [
      "assert.strictEqual(resumo, 'Ana tem 17 anos', 'resumo vem do código depois do aluno');",
      "assert.deepEqual(ordem, ['antes', 'aluno', 'depois']);",
    ],
    {
      challengeType: 1,
      beforeUserCode: "const ordem = ['antes'];",
      afterUserCode: "ordem.push('depois');\nconst resumo = `${nome} tem ${idade} anos`;",
    },
  );
  const result = await harness.runTests({
    challenge,
    files: [file('script.js', "ordem.push('aluno');\nconst nome = 'Ana';\nconst idade = 17;")],
  });
  expect(result.tests.map((entry) => [entry.pass, entry.err])).toEqual([
    [true, undefined],
    [true, undefined],
  ]);
  // The run for the console output has the same order: nothing is missing there either.
  expect(result.logs).toEqual([]);

  // The learner's values reach the code after it: with another age, the test sees it.
  const other = await harness.runTests({
    challenge,
    files: [file('script.js', "ordem.push('aluno');\nconst nome = 'Ana';\nconst idade = 18;")],
  });
  expect(other.tests[0]?.pass).toBe(false);
  expect(other.tests[0]?.err).toContain('resumo vem do código depois do aluno');
});

test("page challenge: beforeUserCode runs before the page's scripts, afterUserCode after the load, before each test", async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: challengeWith(
      [
        "assert.deepEqual(ordem, ['antes', 'script do aluno', 'load', 'depois']);",
        "assert.strictEqual(titulo, 'Feira de Olinda');",
        // Each test has its own page: the code after the learner's ran once for this one too.
        "assert.strictEqual(ordem.filter((passo) => passo === 'depois').length, 1);",
      ],
      {
        beforeUserCode: "window.ordem = ['antes'];",
        afterUserCode:
          "ordem.push('depois');\nconst titulo = document.querySelector('h1').textContent;",
      },
    ),
    files: [
      file('index.html', page('<h1>Feira de Olinda</h1>\n<script src="script.js"></script>')),
      file(
        'script.js',
        "ordem.push('script do aluno');\nwindow.addEventListener('load', () => ordem.push('load'));",
      ),
    ],
  });
  expect(result.tests.map((entry) => [entry.pass, entry.err])).toEqual([
    [true, undefined],
    [true, undefined],
    [true, undefined],
  ]);
  expect(result.logs).toEqual([]);
});

test('the preview runs the code before the learner’s too (a mocked fetch answers there)', async ({
  harness,
}) => {
  const { consoleLines } = await harness.updatePreview({
    challenge: {
      id: 'desafio-de-teste',
      challengeType: 0,
      beforeUserCode:
        "window.fetch = async () => ({ ok: true, json: async () => [{ nome: 'Palmas' }] });",
    },
    files: [
      file('index.html', page('<ul id="cidades"></ul>\n<script src="script.js"></script>')),
      file(
        'script.js',
        "fetch('/api/cidades')\n  .then((resposta) => resposta.json())\n  .then((cidades) => {\n    for (const cidade of cidades) {\n      const item = document.createElement('li');\n      item.textContent = cidade.nome;\n      document.querySelector('#cidades').append(item);\n    }\n  });",
      ),
    ],
    previewKey: '/learn/antes-na-visualizacao',
  });
  await expect(harness.preview.locator('#cidades li')).toHaveText(['Palmas']);
  expect(consoleLines).toEqual([]);
});
