// Challenges with a page (HTML, CSS, SCSS, React): built into one document (stylesheets and
// scripts inlined), each test run in a hidden frame once the document has loaded.
import { describeFailure } from '../src/feedback/index';
import { BUILD_ERROR_MESSAGE, NO_HTML_OR_JS_MESSAGE, UNCAUGHT_ERROR_MESSAGE } from '../src/limits';
import { challengeWith, expect, file, page, test } from './harness-fixture';

/** Test code: the colour `css` computes to, to compare with getComputedStyle. */
const computedColour = (css: string) =>
  `(() => { const amostra = document.createElement('span'); amostra.style.color = '${css}'; document.body.append(amostra); const cor = getComputedStyle(amostra).color; amostra.remove(); return cor; })()`;

test(`only a stylesheet, no HTML or script: '${NO_HTML_OR_JS_MESSAGE}' and the tests fail`, async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: challengeWith(['assert.isTrue(true);']),
    files: [file('styles.css', 'h1 { color: red; }')],
  });
  expect(result.buildError).toBe(NO_HTML_OR_JS_MESSAGE);
  expect(result.tests.map((entry) => entry.pass)).toEqual([false]);
});

test('HTML + CSS: the linked stylesheet is applied, a test reads computed styles', async ({
  harness,
}) => {
  const challenge = challengeWith([
    `assert.strictEqual(getComputedStyle(document.querySelector('h1')).color, ${computedColour('#1d4e89')});`,
    "assert.strictEqual(getComputedStyle(document.querySelector('.destaque')).fontSize, '14px');",
    "assert.notExists(document.querySelector('link[href=\"styles.css\"]'), 'o CSS foi embutido');",
  ]);
  const html = file(
    'index.html',
    page(
      '<h1>Jornal</h1>\n<p class="destaque">Grátis</p>',
      '<link rel="stylesheet" href="styles.css" />',
    ),
  );
  const right = await harness.runTests({
    challenge,
    files: [html, file('styles.css', 'h1 { color: #1d4e89; }\n.destaque { font-size: 14px; }')],
  });
  expect(right.buildError).toBeUndefined();
  expect(right.tests.map((entry) => [entry.pass, entry.err])).toEqual([
    [true, undefined],
    [true, undefined],
    [true, undefined],
  ]);

  const wrong = await harness.runTests({
    challenge,
    files: [html, file('styles.css', 'h1 { color: red; }')],
  });
  expect(wrong.tests.map((entry) => entry.pass)).toEqual([false, false, true]);
  expect(wrong.tests[0]?.err).toMatch(/expected 'rgb\(255, 0, 0\)' to equal 'rgb\(29, 78, 137\)'/);
});

test('HTML + JavaScript: the script file runs in the page, a test clicks a button', async ({
  harness,
}) => {
  const challenge = challengeWith([
    "const botao = document.querySelector('#alternar');\nbotao.click();\nassert.strictEqual(document.querySelector('#resposta').hidden, false, 'A resposta deveria aparecer depois do clique.');\nbotao.click();\nassert.strictEqual(document.querySelector('#resposta').hidden, true);",
    // Each test gets a fresh page: the clicks of the test before do not count here.
    "assert.strictEqual(document.querySelector('#resposta').hidden, true);",
  ]);
  const html = file(
    'index.html',
    page(
      '<button id="alternar" type="button">Mostrar</button>\n<p id="resposta" hidden>Sim.</p>\n<script src="script.js"></script>',
    ),
  );
  const right = await harness.runTests({
    challenge,
    files: [
      html,
      file(
        'script.js',
        "const resposta = document.querySelector('#resposta');\ndocument.querySelector('#alternar').addEventListener('click', () => {\n  resposta.hidden = !resposta.hidden;\n});",
      ),
    ],
  });
  expect(right.tests.map((entry) => entry.pass)).toEqual([true, true]);

  const wrong = await harness.runTests({ challenge, files: [html, file('script.js', '')] });
  expect(wrong.tests[0]).toMatchObject({
    pass: false,
    err: expect.stringContaining('A resposta deveria aparecer depois do clique.'),
  });
});

test('the test frame runs the tests once the document has finished loading', async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: challengeWith([
      "assert.strictEqual(document.readyState, 'complete');\nassert.strictEqual(document.querySelector('#carregado')?.textContent, 'pronto');",
    ]),
    files: [
      file('index.html', page('<main></main>\n<script src="script.js"></script>')),
      file(
        'script.js',
        "window.addEventListener('load', () => {\n  const aviso = document.createElement('p');\n  aviso.id = 'carregado';\n  aviso.textContent = 'pronto';\n  document.querySelector('main').append(aviso);\n});",
      ),
    ],
  });
  expect(result.tests[0]).toMatchObject({ pass: true });
});

test('an error thrown by the page script shows in the console with the uncaught-error note', async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: challengeWith([
      "assert.strictEqual(document.querySelector('h1').textContent, 'Oi');",
    ]),
    files: [
      file('index.html', page('<h1>Oi</h1>\n<script src="script.js"></script>')),
      file('script.js', "document.querySelector('#nao-existe').textContent = 'x';"),
    ],
  });
  // In Portuguese: the error (it names what was null), then the spec's note.
  expect(result.logs).toEqual([
    expect.stringMatching(/textContent.*null/),
    describeFailure(UNCAUGHT_ERROR_MESSAGE),
  ]);
  expect(result.logs[1]).not.toBe(UNCAUGHT_ERROR_MESSAGE);
  expect(result.consoleLines).toEqual(result.logs);
});

test('SCSS is compiled: variables and nesting reach the computed styles', async ({ harness }) => {
  const result = await harness.runTests({
    challenge: challengeWith([
      `assert.strictEqual(getComputedStyle(document.querySelector('.cartao h2')).color, ${computedColour('#0b6e4f')});`,
      `assert.strictEqual(getComputedStyle(document.querySelector('.cartao')).borderTopColor, ${computedColour('#0b6e4f')});`,
    ]),
    files: [
      file('index.html', page('<section class="cartao"><h2>Título</h2></section>')),
      file(
        'styles.scss',
        '$verde: #0b6e4f;\n\n.cartao {\n  border: 2px solid $verde;\n  h2 {\n    color: $verde;\n  }\n}',
      ),
    ],
  });
  expect(result.buildError).toBeUndefined();
  expect(result.tests.map((entry) => [entry.pass, entry.err])).toEqual([
    [true, undefined],
    [true, undefined],
  ]);
});

const counterApp = `import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function Contador() {
  const [cliques, setCliques] = useState(0);
  return (
    <button type="button" onClick={() => setCliques(cliques + 1)}>
      Cliques: {cliques}
    </button>
  );
}

createRoot(document.getElementById('root')).render(<Contador />);
`;

test('JSX: a React component renders and reacts to a click', async ({ harness }) => {
  const result = await harness.runTests({
    challenge: challengeWith(
      [
        "await new Promise((resolve) => setTimeout(resolve, 50));\nconst botao = document.querySelector('#root button');\nassert.strictEqual(botao?.textContent, 'Cliques: 0');\nbotao.click();\nawait new Promise((resolve) => setTimeout(resolve, 50));\nassert.strictEqual(document.querySelector('#root button').textContent, 'Cliques: 1');",
        "assert.match(code, /useState/, 'o código do aluno está em code');",
      ],
      { challengeType: 6 },
    ),
    files: [
      file(
        'index.html',
        page('<div id="root"></div>\n<script type="module" src="index.jsx"></script>'),
      ),
      file('index.jsx', counterApp),
    ],
  });
  expect(result.buildError).toBeUndefined();
  expect(result.logs).toEqual([]);
  expect(result.tests.map((entry) => [entry.pass, entry.err])).toEqual([
    [true, undefined],
    [true, undefined],
  ]);
});

test('JSX: React Router (MemoryRouter) changes pages on a link click', async ({ harness }) => {
  const result = await harness.runTests({
    challenge: challengeWith(
      [
        "await new Promise((resolve) => setTimeout(resolve, 50));\nassert.strictEqual(document.querySelector('#root h1')?.textContent, 'Início');\n[...document.querySelectorAll('#root a')].find((a) => a.textContent === 'Sobre').click();\nawait new Promise((resolve) => setTimeout(resolve, 50));\nassert.strictEqual(document.querySelector('#root h1')?.textContent, 'Sobre nós');",
      ],
      { challengeType: 6 },
    ),
    files: [
      file(
        'index.html',
        page('<div id="root"></div>\n<script type="module" src="index.jsx"></script>'),
      ),
      file(
        'index.jsx',
        `import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { createRoot } from 'react-dom/client';

function App() {
  return (
    <MemoryRouter>
      <nav>
        <Link to="/">Início</Link> <Link to="/sobre">Sobre</Link>
      </nav>
      <Routes>
        <Route path="/" element={<h1>Início</h1>} />
        <Route path="/sobre" element={<h1>Sobre nós</h1>} />
      </Routes>
    </MemoryRouter>
  );
}

createRoot(document.getElementById('root')).render(<App />);
`,
      ),
    ],
  });
  expect(result.buildError).toBeUndefined();
  expect(result.tests[0]).toMatchObject({ pass: true });
});

test('a JSX syntax error is a build error: the console says so and the tests fail', async ({
  harness,
}) => {
  const result = await harness.runTests({
    challenge: challengeWith(['assert.isTrue(true);'], { challengeType: 6 }),
    files: [
      file(
        'index.html',
        page('<div id="root"></div>\n<script type="module" src="index.jsx"></script>'),
      ),
      file('index.jsx', 'const App = () => <div>sem fechar;\n'),
    ],
  });
  expect(result.buildError).toBeTruthy();
  expect(result.tests.map((entry) => [entry.pass, entry.err])).toEqual([
    [false, BUILD_ERROR_MESSAGE],
  ]);
  expect(result.logs).toEqual([
    describeFailure(result.buildError ?? ''),
    describeFailure(BUILD_ERROR_MESSAGE),
  ]);
  expect(result.buildProblem).toMatchObject({ fileKey: 'indexjsx', line: 1 });
});

test('a form the learner did not handle does not leave the test frame, and a test can tell whether preventDefault was called', async ({
  harness,
}) => {
  const challenge = challengeWith([
    // The page stays (the frame's policy stops the submission); what the learner's code did shows.
    "let impedido = null;\nwindow.addEventListener('submit', (evento) => { impedido = evento.defaultPrevented; });\ndocument.querySelector('form').requestSubmit();\nawait new Promise((resolve) => setTimeout(resolve, 100));\nassert.exists(document.querySelector('#marca'), 'a página continua');\nassert.isTrue(impedido, 'O envio deveria ser impedido com preventDefault.');",
  ]);
  const html = file(
    'index.html',
    page(
      '<p id="marca">Cadastro</p>\n<form action="/enviar"><button>Enviar</button></form>\n<script src="script.js"></script>',
    ),
  );
  const handled = await harness.runTests({
    challenge,
    files: [
      html,
      file(
        'script.js',
        "document.querySelector('form').addEventListener('submit', (evento) => evento.preventDefault());",
      ),
    ],
  });
  expect(handled.tests.map((entry) => [entry.pass, entry.err])).toEqual([[true, undefined]]);
  const forgotten = await harness.runTests({
    challenge,
    files: [
      html,
      file('script.js', "document.querySelector('form').addEventListener('submit', () => {});"),
    ],
  });
  expect(forgotten.tests[0]?.err).toMatch(/O envio deveria ser impedido com preventDefault/);
});

test('medirEmTela: a test sees the page at another width (the test frame is 1024 px wide)', async ({
  harness,
}) => {
  const files = [
    file(
      'index.html',
      page(
        '<ul class="pratos"><li>Arroz</li><li>Feijão</li></ul>',
        '<link rel="stylesheet" href="styles.css">',
      ),
    ),
    file(
      'styles.css',
      '.pratos { display: flex; }\n@media (max-width: 600px) { .pratos { flex-direction: column; } }',
    ),
  ];
  const result = await harness.runTests({
    challenge: challengeWith([
      "const estreita = await medirEmTela(375, '.pratos', ['flex-direction']);\nassert.strictEqual(estreita.larguraDaTela, 375);\nassert.strictEqual(estreita.estilos['flex-direction'], 'column');\nassert.isAtMost(estreita.largura, 375);",
      "const larga = await medirEmTela(800, '.pratos', ['flex-direction']);\nassert.strictEqual(larga.estilos['flex-direction'], 'row');",
      "assert.strictEqual(getComputedStyle(document.querySelector('.pratos')).flexDirection, 'row');",
      "const nada = await medirEmTela(375, '.nao-existe', ['color']);\nassert.isNull(nada.largura);\nassert.isNull(nada.estilos);",
    ]),
    files,
  });
  expect(result.tests.map((entry) => [entry.pass, entry.err])).toEqual([
    [true, undefined],
    [true, undefined],
    [true, undefined],
    [true, undefined],
  ]);
});
