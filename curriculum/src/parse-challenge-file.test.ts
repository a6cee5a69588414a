import { describe, expect, it } from 'vitest';
import { formatCurriculumError } from './curriculum-error';
import { parseChallengeFile, type ParsedChallenge } from './parse-challenge-file';

const FILE = 'content/1-logica-de-programacao/00-algoritmos/003-variaveis/00-declare.md';
const FENCE = '```';

const JS_CHALLENGE = `---
id: logica-declare-uma-variavel
title: Declare uma variável
challengeType: 1
challengeOrder: 0
slug: declare-uma-variavel
---

# --descricao--

Variáveis guardam valores. <script>alert(1)</script>

${FENCE}js
let exemplo = 1;
${FENCE}

# --instrucoes--

Crie uma variável \`nome\`.

# --arquivos--

${FENCE}html arquivo=index.html
<!doctype html>
<body>
  <!-- [editavel] -->
  <h1>Olá</h1>
  <!-- [/editavel] -->
</body>
${FENCE}

${FENCE}js arquivo=script.js
// [editavel]

// [/editavel]
${FENCE}

# --testes--

Você deve declarar \`nome\`.

${FENCE}js
assert(typeof nome !== 'undefined');
${FENCE}

\`nome\` deve valer \`"Ana"\`.

${FENCE}js
assert.strictEqual(nome, 'Ana');
${FENCE}

# --antes--

${FENCE}js
const antes = true;
${FENCE}

# --solucao--

${FENCE}js arquivo=script.js
let nome = 'Ana';
${FENCE}

---

${FENCE}js arquivo=script.js
const nome = 'Ana';
${FENCE}
`;

const QUIZ = `---
id: quiz-de-html
title: Quiz de HTML
challengeType: 8
challengeOrder: 0
---

# --descricao--

Responda.

# --perguntas--

## Qual elemento é o título **principal**?

- [ ] \`<p>\`

  O \`p\` é um parágrafo.

- [x] \`<h1>\`
- [ ] \`<title>\`

## Para que serve o \`alt\`?

Pense em quem não vê a imagem.

- [x] Descrever a imagem.

  Isso mesmo.

- [ ] Mudar o tamanho.
`;

const parse = (source: string): ParsedChallenge => {
  const result = parseChallengeFile({ file: FILE, source });
  if (!result.ok) throw new Error(result.errors.map(formatCurriculumError).join('\n'));
  return result.value;
};

const errorsOf = (source: string): string[] => {
  const result = parseChallengeFile({ file: FILE, source });
  return result.ok ? [] : result.errors.map(formatCurriculumError);
};

/** The JS challenge with one line replaced. */
const withLine = (from: string, to: string) => {
  expect(JS_CHALLENGE).toContain(from);
  return JS_CHALLENGE.replace(from, to);
};

describe('parseChallengeFile: a code challenge', () => {
  const challenge = parse(JS_CHALLENGE);

  it('reads the front matter', () => {
    expect(challenge).toMatchObject({
      id: 'logica-declare-uma-variavel',
      title: 'Declare uma variável',
      challengeType: 1,
      challengeOrder: 0,
      slug: 'declare-uma-variavel',
    });
  });

  it('renders the Markdown sanitised, code blocks with their language class', () => {
    expect(challenge.description).toContain('<p>Variáveis guardam valores. </p>');
    expect(challenge.description).not.toContain('script');
    expect(challenge.description).toContain('<pre><code class="language-js">let exemplo = 1;');
    expect(challenge.instructions).toBe('<p>Crie uma variável <code>nome</code>.</p>');
  });

  it('reads the starting files and removes the editable-region markers', () => {
    expect(challenge.files).toEqual([
      {
        fileKey: 'indexhtml',
        name: 'index',
        ext: 'html',
        contents: '<!doctype html>\n<body>\n  <h1>Olá</h1>\n</body>',
        editableRegionBoundaries: [2, 3],
        history: ['index.html'],
      },
      {
        fileKey: 'scriptjs',
        name: 'script',
        ext: 'js',
        contents: '',
        editableRegionBoundaries: [0, 1],
        history: ['script.js'],
      },
    ]);
  });

  it('pairs each test text with its code', () => {
    expect(challenge.tests).toEqual([
      {
        text: '<p>Você deve declarar <code>nome</code>.</p>',
        testString: "assert(typeof nome !== 'undefined');",
      },
      {
        text: '<p><code>nome</code> deve valer <code>"Ana"</code>.</p>',
        testString: "assert.strictEqual(nome, 'Ana');",
      },
    ]);
  });

  it('reads each solution separated by ---, with only the files it changes', () => {
    expect(challenge.solutions).toEqual([
      [{ fileKey: 'scriptjs', name: 'script', ext: 'js', contents: "let nome = 'Ana';" }],
      [{ fileKey: 'scriptjs', name: 'script', ext: 'js', contents: "const nome = 'Ana';" }],
    ]);
  });

  it('reads the before code and leaves the absent after code null', () => {
    expect(challenge.beforeUserCode).toBe('const antes = true;');
    expect(challenge.afterUserCode).toBeNull();
  });
});

describe('parseChallengeFile: questions', () => {
  const quiz = parse(QUIZ);

  it('gives the page the question and answer texts, without which one is right', () => {
    expect(quiz.questions).toEqual([
      {
        text: '<p>Qual elemento é o título <strong>principal</strong>?</p>',
        answers: [
          '<p><code>&lt;p&gt;</code></p>',
          '<p><code>&lt;h1&gt;</code></p>',
          '<p><code>&lt;title&gt;</code></p>',
        ],
      },
      {
        text: '<p>Para que serve o <code>alt</code>?</p>\n<p>Pense em quem não vê a imagem.</p>',
        answers: ['<p>Descrever a imagem.</p>', '<p>Mudar o tamanho.</p>'],
      },
    ]);
  });

  it('keeps the answer key and the feedback for the server', () => {
    expect(quiz.answerKeys).toEqual([
      { correctAnswerIndex: 1, feedback: ['<p>O <code>p</code> é um parágrafo.</p>', null, null] },
      { correctAnswerIndex: 0, feedback: ['<p>Isso mesmo.</p>', null] },
    ]);
  });

  it('defaults the slug to slugify(title)', () => {
    expect(quiz.slug).toBe('quiz-de-html');
  });
});

describe('parseChallengeFile: errors, each with its file and line', () => {
  it('names the line of a bad front matter value', () => {
    expect(errorsOf(withLine('challengeType: 1', 'challengeType: 19'))).toEqual([
      `${FILE}:4: challengeType deve ser um número de 0 a 18`,
    ]);
  });

  it('reports every bad field, a missing one on the opening line, and unknown fields', () => {
    const source = withLine(
      'id: logica-declare-uma-variavel\n',
      'id: Declare_Isto\nchallengOrder: 2\n',
    ).replace('challengeOrder: 0\n', '');
    expect(errorsOf(source)).toEqual([
      `${FILE}:2: id deve ter de 3 a 80 caracteres em kebab-case (a-z, 0-9 e hífens)`,
      `${FILE}:1: challengeOrder é obrigatório`,
      `${FILE}:3: campo desconhecido: challengOrder`,
    ]);
  });

  it('reports YAML syntax errors on their line', () => {
    expect(errorsOf(withLine('title: Declare uma variável', 'title: Variáveis: o básico'))).toEqual(
      [
        `${FILE}:3: YAML inválido no front matter: valores com ":", "#", "[" ou aspas devem ficar entre aspas`,
      ],
    );
  });

  it('requires the front matter', () => {
    expect(errorsOf('# --descricao--\n\nTexto.\n')).toEqual([
      `${FILE}:1: o arquivo deve começar com o front matter entre linhas "---"`,
    ]);
  });

  it('names an unknown section, and a missing one on the challengeType line', () => {
    const errors = errorsOf(withLine('# --instrucoes--', '# --instrucao--'));
    expect(errors).toEqual([
      `${FILE}:17: seção desconhecida "# --instrucao--" (use # --descricao--, # --instrucoes--, # --arquivos--, # --testes--, # --solucao--, # --demonstracao--, # --antes--, # --depois--, # --perguntas--)`,
      `${FILE}:4: falta a seção # --instrucoes--, obrigatória para o tipo 1 (js)`,
    ]);
  });

  it('requires the file name of a starting file', () => {
    expect(
      errorsOf(withLine('```js arquivo=script.js\n// [editavel]', '```js\n// [editavel]')),
    ).toEqual([
      `${FILE}:32: bloco de código sem nome de arquivo: escreva \`\`\`js arquivo=index.html`,
    ]);
  });

  it('reports an editable region that is never closed', () => {
    expect(errorsOf(withLine('  <!-- [/editavel] -->\n', ''))).toEqual([
      `${FILE}:26: [editavel] sem um [/editavel] depois`,
    ]);
  });

  it('reports a test without text and a text without test code', () => {
    const source = withLine('Você deve declarar `nome`.\n', '').replace(
      '# --antes--',
      'Um texto sem código.\n\n# --antes--',
    );
    expect(errorsOf(source)).toEqual([
      `${FILE}:41: teste sem texto: escreva o que o teste confere em um parágrafo antes do \`\`\`js`,
      `${FILE}:51: texto de teste sem o bloco \`\`\`js com o código do teste depois dele`,
    ]);
  });

  it('reports a question without exactly one right answer', () => {
    const source = QUIZ.replace('- [ ] `<title>`', '- [x] `<title>`');
    expect(errorsOf(source)).toEqual([
      `${FILE}:14: a pergunta precisa de pelo menos 2 respostas em lista (- [ ] …), e exatamente uma marcada com [x]`,
    ]);
  });

  it('requires the video of a video challenge', () => {
    const source = QUIZ.replace('challengeType: 8', 'challengeType: 11');
    expect(errorsOf(source)).toEqual([
      `${FILE}:4: videoId (ou videoUrl) é obrigatório para o tipo 11 (video)`,
    ]);
  });

  it('reports a code block left open', () => {
    expect(errorsOf(`${QUIZ}\n\`\`\`js\nconst x = 1;\n`)).toContain(
      `${FILE}:33: um bloco de código (\`\`\`) foi aberto e não foi fechado`,
    );
  });

  it('reports a solution file that is not a starting file', () => {
    expect(
      errorsOf(
        withLine('```js arquivo=script.js\nconst nome', '```js arquivo=outro.js\nconst nome'),
      ),
    ).toEqual([`${FILE}:66: a solução tem o arquivo outro.js, que não está em # --arquivos--`]);
  });
});

describe('parseChallengeFile: the demonstration of a project', () => {
  const demo = `\n# --demonstracao--\n\n${FENCE}js arquivo=script.js\nconst nome = 'Bia';\n${FENCE}\n`;
  const asProject = (source: string) => source.replace('challengeType: 1', 'challengeType: 14');

  it('reads it for a project that previews, and leaves it null elsewhere', () => {
    expect(parse(asProject(JS_CHALLENGE) + demo).demo).toEqual([
      { fileKey: 'scriptjs', name: 'script', ext: 'js', contents: "const nome = 'Bia';" },
    ]);
    expect(parse(asProject(JS_CHALLENGE)).demo).toBeNull();
  });

  it('refuses it for a type without a project preview, in two parts, or with an unknown file', () => {
    expect(errorsOf(JS_CHALLENGE + demo).join('\n')).toMatch(
      /# --demonstracao-- só vale para projetos com visualização \(tipos 0 e 14\)/,
    );
    const twoParts = `${demo}\n---\n\n${FENCE}js arquivo=script.js\nlet x;\n${FENCE}\n`;
    expect(errorsOf(asProject(JS_CHALLENGE) + twoParts).join('\n')).toMatch(
      /deve ter um único conjunto de arquivos/,
    );
    const unknown = demo.replace('arquivo=script.js', 'arquivo=outro.js');
    expect(errorsOf(asProject(JS_CHALLENGE) + unknown).join('\n')).toMatch(
      /outro\.js, que não está em # --arquivos--/,
    );
  });
});
