// Learner code cannot reach the network (not even the platform's own origin, which answers this
// file to anyone) nor read the page around it — in the JavaScript worker, the test frame and the
// preview.
import { SECRET_PATH } from '../harness/serve-harness';
import { challengeWith, expect, file, page, test } from './harness-fixture';

/** Test code: passes only when the fetch fails. */
const fetchMustFail = (url: string) => `let leu = null;
try {
  leu = await (await fetch(${JSON.stringify(url)})).text();
} catch (erro) {
  leu = null;
}
assert.isNull(leu, 'o código do aluno leu a rede: ' + leu);`;

test('the page itself can read the file the learner code must not', async ({
  harness,
  baseURL,
}) => {
  const text = await harness.page.evaluate(
    (url) => fetch(url).then((response) => response.text()),
    `${baseURL}${SECRET_PATH}`,
  );
  expect(text).toContain('segredo');
});

test('learner code cannot reach the network: worker, test frame and preview', async ({
  harness,
  baseURL,
}) => {
  const url = `${baseURL}${SECRET_PATH}`;
  const inWorker = await harness.runTests({
    challenge: challengeWith([fetchMustFail(url), fetchMustFail(SECRET_PATH)], {
      challengeType: 1,
    }),
    files: [file('script.js', 'const x = 1;')],
  });
  expect(inWorker.tests.map((entry) => [entry.pass, entry.err])).toEqual([
    [true, undefined],
    [true, undefined],
  ]);

  const inFrame = await harness.runTests({
    challenge: challengeWith([fetchMustFail(url)]),
    files: [file('index.html', page('<h1>Oi</h1>'))],
  });
  expect(inFrame.tests.map((entry) => [entry.pass, entry.err])).toEqual([[true, undefined]]);

  const { consoleLines } = await harness.updatePreview({
    challenge: { id: 'desafio-de-teste', challengeType: 0 },
    files: [
      file('index.html', page('<h1>Oi</h1>\n<script src="script.js"></script>')),
      file(
        'script.js',
        `fetch(${JSON.stringify(url)}).then(() => console.log('vazou'), () => console.log('bloqueado'));`,
      ),
    ],
    previewKey: '/learn/rede',
  });
  await expect.poll(async () => (await harness.readConsole()).join(' ')).toContain('bloqueado');
  expect(await harness.readConsole()).not.toContain('vazou');
  expect(consoleLines).not.toContain('vazou');
});

test('learner code cannot read the page around it: worker, test frame and preview', async ({
  harness,
}) => {
  await harness.page.evaluate(() => {
    document.cookie = 'sessao=segredo-da-sessao; path=/';
    localStorage.setItem('escola:codigo', 'segredo-guardado');
  });
  const inWorker = await harness.runTests({
    challenge: challengeWith(
      [
        "assert.strictEqual(typeof document, 'undefined');\nassert.strictEqual(typeof localStorage, 'undefined');",
      ],
      { challengeType: 1 },
    ),
    files: [file('script.js', 'const x = 1;')],
  });
  expect(inWorker.tests[0]).toMatchObject({ pass: true });

  const readParent = `const leituras = [];
for (const ler of [
  () => window.parent.document.title,
  () => window.top.escolaRunner,
  () => window.parent.localStorage.getItem('escola:codigo'),
  () => localStorage.getItem('escola:codigo'),
  () => document.cookie,
]) {
  try {
    const valor = ler();
    if (valor) leituras.push(String(valor));
  } catch (erro) {
    // bloqueado, como deve ser
  }
}`;
  const inFrame = await harness.runTests({
    challenge: challengeWith([`${readParent}\nassert.deepEqual(leituras, []);`]),
    files: [file('index.html', page('<h1>Oi</h1>'))],
  });
  expect(inFrame.tests[0]).toMatchObject({ pass: true });

  const { consoleLines } = await harness.updatePreview({
    challenge: { id: 'desafio-de-teste', challengeType: 0 },
    files: [
      file('index.html', page('<h1>Oi</h1>\n<script src="script.js"></script>')),
      file('script.js', `${readParent}\nconsole.log('leituras: ' + leituras.length);`),
    ],
    previewKey: '/learn/isolamento',
  });
  await expect.poll(async () => (await harness.readConsole()).join(' ')).toContain('leituras: 0');
  expect((await harness.readConsole()).join(' ')).not.toContain('segredo');
  expect(consoleLines.join(' ')).not.toContain('segredo');
});
