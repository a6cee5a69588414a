// freeCodeCamp's `__helpers` in the tests (issue 14): the helpers of
// @freecodecamp/curriculum-helpers and our `retryingTest`, in a JavaScript challenge's worker and
// in a page challenge's test frame, where `CSSHelp` reads the learner's document.
import { challengeWith, expect, file, page, test } from './harness-fixture';

test('JavaScript challenge: a test strips comments with __helpers before reading the code', async ({
  harness,
}) => {
  const challenge = challengeWith(
    [
      "assert.notMatch(__helpers.removeJSComments(code), /console\\.log/, 'O código não deve usar console.log.');",
      "assert.match(__helpers.removeWhiteSpace(__helpers.removeJSComments(code)), /returna\\+b;/, 'soma deve devolver a + b.');",
    ],
    { challengeType: 1 },
  );
  const commented = await harness.runTests({
    challenge,
    files: [
      file(
        'script.js',
        "// console.log('só um comentário');\nfunction soma(a, b) {\n  /* console.log(a); */\n  return a + b;\n}",
      ),
    ],
  });
  expect(commented.tests.map((entry) => [entry.pass, entry.err])).toEqual([
    [true, undefined],
    [true, undefined],
  ]);

  const logging = await harness.runTests({
    challenge,
    files: [file('script.js', 'function soma(a, b) {\n  console.log(a);\n  return a - b;\n}')],
  });
  expect(logging.tests.map((entry) => entry.pass)).toEqual([false, false]);
  expect(logging.tests[0]?.err).toContain('O código não deve usar console.log.');
});

test('JavaScript challenge: __helpers.retryingTest waits for the code, and fails with its message', async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: challengeWith(
      [
        "await __helpers.retryingTest(() => pronto, 'A variável pronto nunca ficou true.');",
        "await __helpers.retryingTest(() => typeof naoExiste !== 'undefined', 'naoExiste não foi declarada.', 3);",
      ],
      { challengeType: 1 },
    ),
    files: [
      file('script.js', 'let pronto = false;\nsetTimeout(() => {\n  pronto = true;\n}, 150);'),
    ],
  });
  expect(result.tests[0]).toMatchObject({ pass: true });
  expect(result.tests[1]).toMatchObject({ pass: false, err: 'naoExiste não foi declarada.' });
});

const mediaQueryPage = [
  file(
    'index.html',
    page(
      '<ul class="pratos"><li>Arroz</li><li>Feijão</li></ul>\n<script src="script.js"></script>',
      // A <style> of the HTML's own comes first: CSSHelp still reads the learner's stylesheet.
      '<style>h1 { color: gray; }</style>\n<link rel="stylesheet" href="styles.css">',
    ),
  ),
  file(
    'styles.css',
    '/* lista de pratos */\n.pratos {\n  display: flex;\n  gap: 10px;\n}\n\n@media (max-width: 600px) {\n  .pratos {\n    flex-direction: column;\n  }\n}',
  ),
  file(
    'script.js',
    "setTimeout(() => {\n  const aviso = document.createElement('p');\n  aviso.id = 'aviso';\n  aviso.textContent = 'Cardápio carregado';\n  document.body.append(aviso);\n}, 200);",
  ),
];

test("page challenge: new __helpers.CSSHelp(document) reads the learner's stylesheet and its media rule", async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: challengeWith([
      "const css = new __helpers.CSSHelp(document);\nassert.strictEqual(css.getStyle('.pratos')?.getPropVal('display'), 'flex');\nassert.strictEqual(css.getStyle('.pratos')?.gap, '10px');",
      "const css = new __helpers.CSSHelp(document);\nconst medias = css.getCSSRules('media');\nassert.lengthOf(medias, 1);\nassert.strictEqual(medias[0].media.mediaText, '(max-width: 600px)');\nconst dentro = css.getRuleListsWithinMedia('(max-width: 600px)');\nassert.strictEqual(dentro.find((regra) => regra.selectorText === '.pratos')?.style.flexDirection, 'column');",
      "assert.notMatch(__helpers.removeCssComments(code), /lista de pratos/);\nassert.isTrue(new __helpers.CSSHelp(document).isPropertyUsed('gap'));",
    ]),
    files: mediaQueryPage,
  });
  expect(result.tests.map((entry) => [entry.pass, entry.err])).toEqual([
    [true, undefined],
    [true, undefined],
    [true, undefined],
  ]);

  // Without the media rule, the test that looks for it fails.
  const withoutMedia = await harness.runTests({
    challenge: challengeWith([
      "assert.lengthOf(new __helpers.CSSHelp(document).getCSSRules('media'), 1, 'Falta a media query.');",
    ]),
    files: mediaQueryPage.map((entry) =>
      entry.ext === 'css' ? { ...entry, contents: '.pratos { display: flex; }' } : entry,
    ),
  });
  expect(withoutMedia.tests[0]?.pass).toBe(false);
  expect(withoutMedia.tests[0]?.err).toContain('Falta a media query.');
});

test('page challenge: __helpers.retryingTest waits for what the page shows later', async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: challengeWith([
      "await __helpers.retryingTest(() => document.querySelector('#aviso')?.textContent === 'Cardápio carregado', 'O aviso não apareceu.');",
      "await __helpers.retryingTest(() => document.querySelector('#nunca'), 'O elemento #nunca não apareceu.', 2);",
    ]),
    files: mediaQueryPage,
  });
  expect(result.tests[0]).toMatchObject({ pass: true });
  expect(result.tests[1]).toMatchObject({ pass: false, err: 'O elemento #nunca não apareceu.' });
});
