// Module syntax in a JavaScript-only challenge (issue 14): the files run as one script in a
// worker, so import/export are ignored as freeCodeCamp does — `export` just declares, an import of
// one of the challenge's files needs nothing, and an import nothing provides is named in the
// console in Portuguese instead of failing every test (`require is not defined`). The tests'
// `code` is still the learner's source.
import { formatIgnoredImportMessage } from '../src/limits';
import { challengeWith, expect, file, test } from './harness-fixture';

const challenge = challengeWith(
  [
    "assert.strictEqual(soma(1, 2), 3, 'soma(1, 2) deve devolver 3');",
    'assert.strictEqual(media([2, 4, 9]), 5);',
    'assert.strictEqual(quadruplo(3), 12);',
    "assert.match(code, /export function soma/, 'code é o código do aluno, com o export');",
  ],
  { challengeType: 1 },
);

const utilities = file('utilidades.js', 'export const dobro = (n) => n * 2;');

test('export declarations just declare: the tests call them, imports of the challenge’s files work', async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge,
    files: [
      file(
        'script.js',
        "import { dobro } from './utilidades';\n\nexport function soma(a, b) {\n  return a + b;\n}\n\nexport default function media(lista) {\n  return lista.reduce(soma, 0) / lista.length;\n}\n\nexport const quadruplo = (n) => dobro(dobro(n));\nconsole.log('soma(2, 2) =', soma(2, 2));",
      ),
      utilities,
    ],
  });
  expect(result.buildError).toBeUndefined();
  expect(result.logs).toEqual(['soma(2, 2) = 4']);
  expect(result.tests.map((entry) => [entry.pass, entry.err])).toEqual([
    [true, undefined],
    [true, undefined],
    [true, undefined],
    [true, undefined],
  ]);
});

test('an import nothing provides is named in the console; only the tests that need it fail', async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge,
    files: [
      file(
        'script.js',
        "import { dobro } from './utilidades';\nimport { arredondar } from 'biblioteca-de-numeros';\n\nexport function soma(a, b) {\n  return a + b;\n}\n\nexport default function media(lista) {\n  return arredondar(lista.reduce(soma, 0) / lista.length);\n}\n\nexport const quadruplo = (n) => dobro(dobro(n));\nexport { soma as somar };",
      ),
      utilities,
    ],
  });
  expect(result.logs).toEqual([formatIgnoredImportMessage('biblioteca-de-numeros', 2)]);
  expect(result.tests.map((entry) => entry.pass)).toEqual([true, false, true, true]);
  // What fails is the missing name, said in Portuguese; the raw error stays in err.
  expect(result.tests[1]?.err).toMatch(/arredondar is not defined/);
  expect(result.tests[1]?.message).toContain('arredondar');
  expect(result.tests[1]?.message).not.toBe(result.tests[1]?.err);
});
