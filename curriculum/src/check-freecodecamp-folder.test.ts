import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFreeCodeCampFolder } from './check-freecodecamp-folder';
import { formatCurriculumError } from './curriculum-error';
import { FCC_JS, FCC_PAGE } from './testing/freecodecamp-fixtures';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

/** Writes the files (relative path → text) under a new temporary folder. */
const writeFolder = async (files: Record<string, string>): Promise<string> => {
  const root = await mkdtemp(path.join(tmpdir(), 'escola-fcc-import-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return root;
};

const UNKNOWN_SECTION = FCC_JS.replace(
  '# --solutions--',
  '# --notes--\n\nNota.\n\n# --solutions--',
);
const BROKEN_FRONT_MATTER = FCC_JS.replace('title: Dobre um número', 'title: Dobre: um número');
const WITH_JQUERY = FCC_PAGE.replace(
  "assert.strictEqual(new __helpers.CSSHelp(document).getStyle('h1')?.color, 'teal');",
  "assert.strictEqual($('h1').css('color'), 'rgb(0, 128, 128)');",
);

const FIXTURE = {
  'basico/dobre-um-numero.md': FCC_JS,
  'basico/paginas/03-pinte-o-titulo.md': FCC_PAGE,
  'secao-desconhecida.md': UNKNOWN_SECTION.replace(
    '65a1b2c3d4e5f60718293a4b',
    '65a1b2c3d4e5f60718293a50',
  ),
  'front-matter-quebrado.md': BROKEN_FRONT_MATTER,
  'leia-me.txt': 'Não é um desafio.',
  'basico/_bloco.md': '---\nblock: basico\norder: 3\ntitle: Básico\n---\n',
  '.rascunhos/rascunho.md': 'ignorado',
};

describe('checkFreeCodeCampFolder', () => {
  it('says per file (recursively) whether it is taken, and what it cannot take', async () => {
    const folder = await writeFolder(FIXTURE);
    const { files, ignored } = await checkFreeCodeCampFolder({ folder });
    expect(ignored).toEqual(['basico/_bloco.md', 'leia-me.txt']);
    expect(
      files.map(({ file, ok, format, nameInBlock, errors }) => ({
        file,
        ok,
        format,
        nameInBlock,
        errors: errors.map(formatCurriculumError),
      })),
    ).toEqual([
      {
        file: 'basico/dobre-um-numero.md',
        ok: true,
        format: 'freecodecamp',
        nameInBlock: 'NN-dobre-um-numero.md',
        errors: [],
      },
      {
        file: 'basico/paginas/03-pinte-o-titulo.md',
        ok: true,
        format: 'freecodecamp',
        nameInBlock: '03-pinte-o-titulo.md',
        errors: [],
      },
      {
        file: 'front-matter-quebrado.md',
        ok: false,
        format: null,
        nameInBlock: null,
        errors: [
          'front-matter-quebrado.md:3: YAML inválido no front matter: valores com ":", "#", "[" ou aspas devem ficar entre aspas',
        ],
      },
      {
        file: 'secao-desconhecida.md',
        ok: false,
        format: null,
        nameInBlock: null,
        errors: [
          'secao-desconhecida.md:54: a seção "# --notes--" do freeCodeCamp não é aceita aqui: não há notas aqui',
        ],
      },
    ]);
  });

  it('refuses a repeated id, and warns about test code that cannot pass here', async () => {
    const folder = await writeFolder({
      'a/pinte-o-titulo.md': FCC_PAGE,
      'b/pinte-o-titulo.md': WITH_JQUERY,
    });
    const { files } = await checkFreeCodeCampFolder({ folder });
    expect(files[0]).toMatchObject({ ok: true, warnings: [] });
    expect(files[1]?.ok).toBe(false);
    expect(files[1]?.errors.map(formatCurriculumError)).toEqual([
      'b/pinte-o-titulo.md:2: id 65a1b2c3d4e5f60718293a4c repetido (também em a/pinte-o-titulo.md)',
    ]);
    expect(files[1]?.warnings.map(formatCurriculumError)).toEqual([
      'b/pinte-o-titulo.md:19: o teste 1 usa jQuery ($), que não é carregado aqui: o teste vai falhar',
    ]);
  });

  it('takes a file in our own format too', async () => {
    const ours = FCC_JS.replace(
      'forumTopicId: 301234\ndashedName: dobre-um-numero\n',
      'challengeOrder: 4\nslug: dobre-um-numero\n',
    )
      .replace('# --description--', '# --descricao--')
      .replace('# --instructions--', '# --instrucoes--')
      .replace('# --hints--', '# --testes--')
      .replace('# --seed--\n\n## --before-user-code--', '# --antes--')
      .replace('## --seed-contents--\n\n```js', '# --arquivos--\n\n```js arquivo=script.js')
      .replace('--fcc-editable-region--', '// [editavel]')
      .replace('--fcc-editable-region--', '// [/editavel]')
      .replace('## --after-user-code--', '# --depois--')
      .replace('# --solutions--', '# --solucao--')
      .replaceAll(
        '```js\n// Complete a função abaixo.\nfunction',
        '```js arquivo=script.js\n// Complete a função abaixo.\nfunction',
      )
      .replace('```js\nconst dobro =', '```js arquivo=script.js\nconst dobro =');
    const folder = await writeFolder({ 'nosso.md': ours });
    const { files } = await checkFreeCodeCampFolder({ folder });
    expect(files).toMatchObject([
      { ok: true, format: 'escola', nameInBlock: '04-dobre-um-numero.md' },
    ]);
  });
});

describe('npm run curriculum:import', () => {
  const packageDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const run = (...parameters: string[]) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/run-freecodecamp-import.ts', ...parameters],
      {
        cwd: packageDirectory,
        encoding: 'utf8',
        env: { ...process.env, INIT_CWD: packageDirectory },
      },
    );

  it('prints a report and exits 1 when a file cannot be taken', async () => {
    const folder = await writeFolder(FIXTURE);
    const result = run(folder);
    expect(result.status).toBe(1);
    const shown = (name: string) => path.join(folder, name);
    expect(result.stdout).toContain(
      `✓ ${shown('basico/dobre-um-numero.md')} — entra (formato do freeCodeCamp): em um bloco, como NN-dobre-um-numero.md`,
    );
    expect(result.stdout).toContain(`✗ ${shown('secao-desconhecida.md')} — não entra:`);
    expect(result.stdout).toContain(
      `    ${shown('front-matter-quebrado.md')}:3: YAML inválido no front matter`,
    );
    expect(result.stdout).toContain('2 arquivos ignorados (não são desafios .md)');
    expect(result.stdout).toContain('4 arquivos: 2 entram, 2 não entram.');
  });

  it('exits 0 when every file is taken, and 1 without a folder or without files', async () => {
    const good = await writeFolder({ 'dobre-um-numero.md': FCC_JS });
    const result = run(good);
    expect(result.stdout).toContain('1 arquivo: 1 entra, 0 não entram.');
    expect(result.status).toBe(0);
    expect(run().status).toBe(1);
    expect(run(path.join(good, 'nao-existe')).stderr).toContain('Pasta não encontrada');
    const empty = await writeFolder({ 'leia-me.txt': 'nada' });
    expect(run(empty).stderr).toContain('Nenhum desafio .md');
  });
});
