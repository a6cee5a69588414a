// freeCodeCamp's format as aliases of ours (freecodecamp-format.ts), through the parser and the
// build, as a challenge file would go.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCurriculum } from './build-curriculum';
import { CurriculumBuildError, formatCurriculumError } from './curriculum-error';
import { parseChallengeFile, type ParsedChallenge } from './parse-challenge-file';
import { readBuildOutput } from './testing/read-build-output';
import { FCC_JS, FCC_PAGE } from './testing/freecodecamp-fixtures';
import { writeFixtureTree } from './testing/write-fixture-tree';

const FILE = 'content/1-logica-de-programacao/00-algoritmos/003-variaveis/02-dobre-um-numero.md';
const parse = (source: string, file = FILE): ParsedChallenge => {
  const result = parseChallengeFile({ file, source });
  if (!result.ok) throw new Error(result.errors.map(formatCurriculumError).join('\n'));
  return result.value;
};

const errorsOf = (source: string, file = FILE): string[] => {
  const result = parseChallengeFile({ file, source });
  return result.ok ? [] : result.errors.map(formatCurriculumError);
};

/** The fCC challenge with one piece replaced (the piece must be there). */
const replacing = (source: string, from: string, to: string) => {
  expect(source).toContain(from);
  return source.replace(from, to);
};

describe('freeCodeCamp format: a JavaScript challenge', () => {
  const challenge = parse(FCC_JS);

  it('reads the front matter: dashedName is the slug, challengeOrder the file name number', () => {
    expect(challenge).toMatchObject({
      id: '65a1b2c3d4e5f60718293a4b',
      title: 'Dobre um número',
      challengeType: 1,
      challengeOrder: 2,
      slug: 'dobre-um-numero',
      slugKey: 'dashedName',
      format: 'freecodecamp',
    });
    expect(challenge).not.toHaveProperty('forumTopicId');
    expect(challenge.lineOf('slug')).toBe(6);
  });

  it('maps description, instructions and hints', () => {
    expect(challenge.description).toBe('<p>Uma função pode devolver um valor calculado.</p>');
    expect(challenge.instructions).toBe('<p>Complete a função <code>dobro</code>.</p>');
    expect(challenge.tests).toEqual([
      {
        text: '<p><code>dobro(4)</code> deve devolver <code>8</code>.</p>',
        testString: 'assert.strictEqual(dobro(4), 8);',
      },
      {
        text: '<p>Você deve usar <code>return</code>.</p>',
        testString: 'assert.match(__helpers.removeJSComments(code), /return/);',
      },
    ]);
  });

  it('names the seed file from its language and turns the fCC markers into an editable region', () => {
    expect(challenge.files).toEqual([
      {
        fileKey: 'scriptjs',
        name: 'script',
        ext: 'js',
        contents: '// Complete a função abaixo.\nfunction dobro(numero) {}',
        editableRegionBoundaries: [1, 2],
        history: ['script.js'],
      },
    ]);
  });

  it('reads the code before and after the learner’s from the seed', () => {
    expect(challenge.beforeUserCode).toBe('const chamadas = [];');
    expect(challenge.afterUserCode).toBe('const dobroDeTres = dobro(3);');
  });

  it('reads each solution, separated by ---, as ours', () => {
    expect(challenge.solutions.map((solution) => solution.map((file) => file.fileKey))).toEqual([
      ['scriptjs'],
      ['scriptjs'],
    ]);
    expect(challenge.solutions[1]?.[0]?.contents).toBe(
      'const dobro = (numero) => {\n  return 2 * numero;\n};',
    );
  });

  it('takes the before and after code as level-1 sections too', () => {
    const levelOne = FCC_JS.replace('## --before-user-code--', '# --before-user-code--')
      .replace('## --seed-contents--', '# --seed--\n\n## --seed-contents--')
      .replace(/\n# --seed--\n\n# --before-user-code--/, '\n# --before-user-code--');
    expect(parse(levelOne).beforeUserCode).toBe('const chamadas = [];');
  });

  it('keeps an explicit challengeOrder and accepts our sections beside fCC ones', () => {
    const mixed = replacing(
      replacing(FCC_JS, 'challengeType: 1\n', 'challengeType: 1\nchallengeOrder: 5\n'),
      '# --instructions--',
      '# --instrucoes--',
    );
    expect(parse(mixed)).toMatchObject({ challengeOrder: 5, format: 'freecodecamp' });
  });
});

describe('freeCodeCamp format: a page with HTML and CSS', () => {
  const challenge = parse(FCC_PAGE);

  it('names each file from its language, ignores ::id and needs no instructions', () => {
    expect(challenge.files.map((file) => file.fileKey)).toEqual(['indexhtml', 'stylescss']);
    expect(challenge.files[1]).toMatchObject({
      contents: 'body {\n  margin: 0;\n}\n',
      editableRegionBoundaries: [3, 4],
    });
    expect(challenge.instructions).toBe('');
    expect(challenge.solutions).toEqual([
      [
        {
          fileKey: 'stylescss',
          name: 'styles',
          ext: 'css',
          contents: 'body {\n  margin: 0;\n}\nh1 {\n  color: teal;\n}',
        },
      ],
    ]);
  });

  it('ignores isHidden: false, an empty videoUrl and helpCategory', () => {
    expect(challenge).toMatchObject({ slug: 'pinte-o-titulo' });
    expect(challenge.videoUrl).toBeUndefined();
    expect(challenge).not.toHaveProperty('helpCategory');
  });
});

describe('freeCodeCamp format: what it cannot take, each on its line', () => {
  it('refuses front matter it has no counterpart for', () => {
    const source = replacing(
      FCC_PAGE,
      'isHidden: false\n',
      'isHidden: true\nrequired:\n  - link: https://exemplo.com/estilo.css\nmsTrophyId: abc\n',
    );
    expect(errorsOf(source)).toEqual([
      `${FILE}:6: isHidden: true (desafio escondido) não existe aqui: tire o arquivo ou o campo`,
      `${FILE}:7: o campo required do freeCodeCamp não é aceito aqui: scripts e estilos externos não são carregados aqui (os desafios rodam sem rede)`,
      `${FILE}:9: o campo msTrophyId do freeCodeCamp não é aceito aqui: não há troféus da Microsoft aqui`,
    ]);
  });

  it('refuses fCC’s challenge types from 17 on, naming them, without repeating the schema', () => {
    expect(errorsOf(replacing(FCC_JS, 'challengeType: 1', 'challengeType: 17'))).toEqual([
      `${FILE}:4: challengeType 17 é "exam" no freeCodeCamp, um tipo que não existe aqui (os tipos 17 e 18 daqui, vídeo e texto, só valem no formato da escola)`,
    ]);
    expect(errorsOf(replacing(FCC_JS, 'challengeType: 1', 'challengeType: 25')).join()).toMatch(
      /challengeType 25 é "lab" no freeCodeCamp/,
    );
  });

  it('checks dashedName as a slug and refuses it beside slug', () => {
    expect(errorsOf(replacing(FCC_JS, 'dashedName: dobre-um-numero', 'dashedName: Dobre'))).toEqual(
      [`${FILE}:6: dashedName deve estar em kebab-case (a-z, 0-9 e hífens; ex.: lacos-for)`],
    );
    const both = replacing(FCC_JS, 'dashedName: dobre-um-numero', 'dashedName: a\nslug: b');
    expect(errorsOf(both)).toEqual([
      `${FILE}:6: use dashedName ou slug, não os dois (são o mesmo campo)`,
    ]);
  });

  it('still reports our own front matter errors (a misspelt field, an unknown one)', () => {
    const source = replacing(FCC_JS, 'forumTopicId: 301234', 'forumTopicID: 301234');
    expect(errorsOf(source)).toEqual([`${FILE}:5: campo desconhecido: forumTopicID`]);
  });

  it('needs challengeOrder when the file name has no number', () => {
    expect(errorsOf(FCC_JS, 'dobre-um-numero.md')).toEqual([
      'dobre-um-numero.md:1: challengeOrder é obrigatório',
    ]);
  });

  it('names unknown and refused sections with fCC’s vocabulary', () => {
    const source = `${FCC_JS}\n# --questions--\n\n## --text--\n\nPergunta?\n\n# --extra--\n`;
    expect(errorsOf(source)).toEqual([
      `${FILE}:71: a seção "# --questions--" do freeCodeCamp não é aceita aqui: escreva as perguntas em # --perguntas-- (curriculum/README.md)`,
      `${FILE}:77: seção desconhecida "# --extra--" (no formato do freeCodeCamp: # --description--, # --instructions--, # --hints--, # --seed-- (com ## --seed-contents--), # --solutions--)`,
    ]);
  });

  it('reports a section written both ways', () => {
    const source = replacing(
      FCC_JS,
      '# --seed--',
      '# --testes--\n\nOutro.\n\n```js\nassert(true);\n```\n\n# --seed--',
    );
    expect(errorsOf(source)).toEqual([
      `${FILE}:31: a seção # --testes-- é a mesma que # --hints-- (linha 17): use só uma`,
    ]);
  });

  it('names a missing section as fCC does', () => {
    const source =
      FCC_JS.slice(0, FCC_JS.indexOf('# --hints--')) + FCC_JS.slice(FCC_JS.indexOf('# --seed--'));
    expect(errorsOf(source)).toEqual([
      `${FILE}:4: falta a seção # --hints--, obrigatória para o tipo 1 (js)`,
    ]);
  });

  it('reports text and unknown parts in the seed, and a seed part outside it', () => {
    const strayText = replacing(FCC_JS, '# --seed--\n', '# --seed--\n\nTexto solto.\n');
    expect(errorsOf(strayText)).toEqual([
      `${FILE}:33: em # --seed-- só cabem ## --seed-contents--, ## --before-user-code-- e ## --after-user-code--: este texto fica fora de todas`,
    ]);
    const unknownPart = replacing(FCC_JS, '## --after-user-code--', '## --depois-do-codigo--');
    expect(errorsOf(unknownPart)).toEqual([
      `${FILE}:48: "## --depois-do-codigo--" não é uma parte de # --seed--: use ## --seed-contents--, ## --before-user-code-- e ## --after-user-code--`,
    ]);
    const outside = `${FCC_JS}\n## --seed-contents--\n`;
    expect(errorsOf(outside)).toEqual([
      `${FILE}:71: "## --seed-contents--" só vale dentro de # --seed--`,
    ]);
  });

  it('refuses a seed file in a language that does not run here, or without a language', () => {
    expect(errorsOf(replacing(FCC_JS, '```js\n// Complete', '```py\n// Complete'))).toContain(
      `${FILE}:41: desafios em Python não rodam aqui (só HTML, CSS e JavaScript)`,
    );
    expect(errorsOf(replacing(FCC_JS, '```js\n// Complete', '```\n// Complete'))).toContain(
      `${FILE}:41: bloco de código sem linguagem: escreva a linguagem depois das crases (html, css, js, jsx, ts ou tsx)`,
    );
  });

  it('takes only code blocks in the seed, one per file', () => {
    const text = replacing(FCC_JS, '## --seed-contents--\n', '## --seed-contents--\n\nUm texto.\n');
    expect(errorsOf(text)).toEqual([
      `${FILE}:41: em ## --seed-contents-- só cabem blocos de código, um por arquivo`,
    ]);
    const twice = replacing(
      FCC_JS,
      '## --after-user-code--',
      '```js\nlet outro;\n```\n\n## --after-user-code--',
    );
    expect(errorsOf(twice)).toEqual([`${FILE}:48: o arquivo script.js aparece mais de uma vez`]);
  });

  it('refuses editable-region markers in a solution, and a second region in a file', () => {
    const inSolution = replacing(
      FCC_JS,
      '// Complete a função abaixo.\nfunction dobro(numero) {\n',
      '// Complete a função abaixo.\n--fcc-editable-region--\nfunction dobro(numero) {\n',
    );
    expect(errorsOf(inSolution)).toEqual([
      `${FILE}:58: --fcc-editable-region-- só vale em ## --seed-contents--, não em # --solutions--`,
    ]);
    const threeMarkers = replacing(
      FCC_JS,
      'function dobro(numero) {}\n--fcc-editable-region--\n',
      'function dobro(numero) {}\n--fcc-editable-region--\n--fcc-editable-region--\n',
    );
    expect(errorsOf(threeMarkers)).toEqual([
      `${FILE}:46: um arquivo só pode ter uma região editável`,
    ]);
  });

  it('takes only one js block as the code after the learner’s, naming the fCC part', () => {
    const css = replacing(
      FCC_JS,
      '## --after-user-code--\n\n```js\nconst dobroDeTres = dobro(3);\n```',
      '## --after-user-code--\n\n```css\nbody {}\n```',
    );
    expect(errorsOf(css)).toEqual([
      `${FILE}:50: ## --after-user-code-- deve ter exatamente um bloco \`\`\`js`,
    ]);
  });

  it('names the fCC seed section for a solution file that is not a starting file', () => {
    const source = replacing(FCC_JS, '```js\nconst dobro =', '```html\nconst dobro =');
    expect(errorsOf(source)).toEqual([
      `${FILE}:65: a solução tem o arquivo index.html, que não está em ## --seed-contents--`,
    ]);
  });
});

describe('freeCodeCamp format: in the tree', () => {
  const roots: string[] = [];
  afterEach(async () => {
    await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
  });

  const build = async (fileName: string) => {
    const { root, contentDirectory } = await writeFixtureTree([
      {
        superBlock: 'logica-de-programacao',
        phases: [
          {
            phase: 'algoritmos',
            phaseOrder: 0,
            blocks: [
              {
                block: 'variaveis',
                order: 3,
                challenges: [{ id: 'primeiro' }, { id: 'fcc', source: FCC_JS, fileName }],
              },
            ],
          },
        ],
      },
    ]);
    roots.push(root);
    const outputDirectory = path.join(root, 'dist');
    await buildCurriculum({ contentDirectory, outputDirectory, checkRequiredContent: false });
    return readBuildOutput(outputDirectory);
  };

  it('builds an fCC file named <number>-<dashedName>.md, its position from the name', async () => {
    const { index } = await build('01-dobre-um-numero.md');
    expect(index.challenges.at(-1)).toMatchObject({
      id: '65a1b2c3d4e5f60718293a4b',
      challengeOrder: 1,
      path: '/learn/logica-de-programacao/variaveis/dobre-um-numero',
    });
  });

  it('requires the name to end in the dashedName, on the dashedName line', async () => {
    const error = await build('01-outro-nome.md').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CurriculumBuildError);
    expect((error as CurriculumBuildError).errors.map(formatCurriculumError)).toEqual([
      'content/1-logica-de-programacao/00-algoritmos/003-variaveis/01-outro-nome.md:6: o nome 01-outro-nome.md deve terminar em "dobre-um-numero" (dashedName)',
    ]);
  });
});
