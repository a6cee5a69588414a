// The workspace's panes and runs: beside each other from 768 px (resizable, the tests with the
// results), one at a time behind tabs below (a run shows tab 3, a reset tab 2), the console saying
// 'running tests' while a run is on, each test marked, the attempts counted, the code kept in this
// browser, a syntax error marked in the editor until the next edit.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { answerRuns, fakeRunner, holdNextRun, stubViewport } from '../test/fake-runner';
import { createChallenge, pageDataRoute } from '../test/page-data-fixtures';
import { PAGE_LOAD } from '../../../test/page-load';

vi.mock('@escola/runner/index', async () => (await import('../test/fake-runner')).runnerModule);
vi.mock('./code-editor', async () => (await import('../test/fake-runner')).editorModule);
vi.mock('./challenge-preview', async () => (await import('../test/fake-runner')).previewModule);

const jsChallenge = createChallenge({
  files: [
    {
      fileKey: 'scriptjs',
      name: 'script',
      ext: 'js',
      contents: '// seu código\n',
      editableRegionBoundaries: [],
      history: ['script.js'],
    },
  ],
  tests: [
    { text: '<p>Crie <code>nome</code>.</p>', testString: 'assert(nome);' },
    { text: '<p>Crie <code>idade</code>.</p>', testString: 'assert(idade);' },
  ],
});

const htmlChallenge = createChallenge({
  challengeType: 0,
  path: '/learn/logica-de-programacao/primeiros-algoritmos/pagina',
  files: [
    {
      fileKey: 'stylescss',
      name: 'styles',
      ext: 'css',
      contents: 'h1 { color: red; }',
      editableRegionBoundaries: [],
      history: ['styles.css'],
    },
    {
      fileKey: 'indexhtml',
      name: 'index',
      ext: 'html',
      contents: '<h1>Olá</h1>',
      editableRegionBoundaries: [],
      history: ['index.html'],
    },
  ],
  tests: [{ text: '<p>A página deve ter um <code>h1</code>.</p>', testString: 'assert(true);' }],
});

const openWorkspace = async (challenge = jsChallenge) => {
  const view = renderApp({ path: challenge.path, routes: pageDataRoute(challenge) });
  await screen.findByRole('heading', { level: 1, name: challenge.title }, PAGE_LOAD);
  // Below 768 px the editor waits, hidden, in tab 2.
  await screen.findByRole('textbox', { name: /Editor de código/, hidden: true });
  return view;
};

const paneTabs = () => screen.getByRole('tablist', { name: 'Partes do desafio' });

beforeEach(() => {
  answerRuns({ passes: [true, false], logs: ['Olá, Ana'] });
});
afterEach(() => {
  localStorage.clear();
  fakeRunner.runTests.mockReset();
});

describe('code workspace from 768 px', () => {
  beforeEach(() => stubViewport({ wide: true }));

  it('shows the instructions, the tests and the console beside the editor, no tabs', async () => {
    await openWorkspace();
    expect(screen.queryByRole('tablist', { name: 'Partes do desafio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    for (const name of ['Instruções', 'Testes', 'Seu código', 'Console']) {
      expect(screen.getByRole('heading', { name })).toBeVisible();
    }
    expect(screen.getByRole('textbox', { name: 'Editor de código: script.js' })).toBeVisible();
    expect(screen.getByText(/Execute os testes para ver aqui o resultado/)).toBeVisible();
    // The tests sit with the results, beside the editor.
    const results = screen.getByRole('region', { name: 'Resultados e console' });
    expect(within(results).getByRole('region', { name: 'Testes' })).toBeVisible();
  });

  it('the panes are resizable: handles named in Portuguese, in the Tab order', async () => {
    await openWorkspace();
    const handles = screen.getAllByRole('separator');
    expect(handles.map((handle) => handle.getAttribute('aria-label'))).toEqual([
      'Redimensionar: instruções e código',
      'Redimensionar: código e resultados',
    ]);
    for (const handle of handles) expect(handle).toHaveAttribute('tabindex', '0');
  });

  it('the runner starts once the editor is on the page', async () => {
    fakeRunner.warm.mockClear();
    await openWorkspace();
    expect(fakeRunner.warm).toHaveBeenCalledTimes(1);
    expect(fakeRunner.warm).toHaveBeenCalledWith({ frames: false });
  });

  it('a syntax error: its line marked in the editor and said under it, until the next edit', async () => {
    fakeRunner.runTests.mockImplementationOnce(async () => ({
      tests: jsChallenge.tests.map(() => ({
        text: 'x',
        pass: false,
        err: 'Build error, please check your code',
        message: 'O seu código não pôde ser preparado para rodar.',
      })),
      logs: ['Erro de sintaxe em `script.js`, na linha 2, coluna 12: símbolo inesperado.'],
      buildError: '/script.js: Unexpected token (2:12)',
      buildProblem: {
        message: 'Erro de sintaxe em `script.js`, na linha 2, coluna 12: símbolo inesperado.',
        fileKey: 'scriptjs',
        line: 2,
        column: 12,
      },
    }));
    await openWorkspace();
    const editor = screen.getByRole('textbox', { name: /Editor de código/ });
    await userEvent.click(screen.getByRole('button', { name: 'Executar os testes' }));

    const note = await screen.findByText('Erro de sintaxe na linha 2.');
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect(editor).toHaveAttribute('data-problem-line', '2');
    // What is wrong: once, above the tests.
    const tests = screen.getByRole('region', { name: 'Testes' });
    expect(within(tests).getByText(/na linha 2, coluna 12: símbolo inesperado/)).toBeVisible();

    await userEvent.type(editor, 'x');
    expect(screen.queryByText('Erro de sintaxe na linha 2.')).not.toBeInTheDocument();
    expect(editor).not.toHaveAttribute('data-problem-line');
  });

  it("a run: 'running tests' in the console, then each test marked, the output, one attempt", async () => {
    await openWorkspace();
    expect(screen.getByText('Nenhuma tentativa ainda')).toBeVisible();
    const run = holdNextRun();
    await userEvent.click(screen.getByRole('button', { name: 'Executar os testes' }));

    expect(screen.getByRole('button', { name: 'Executando…' })).toBeDisabled();
    expect(document.querySelector('.code-workspace__console')).toHaveTextContent(/^running tests$/);
    expect(screen.getByText('Executando os testes…')).toBeVisible();
    // The code is kept in this browser on every run.
    expect(JSON.parse(localStorage.getItem(`escola:codigo:${jsChallenge.id}`) ?? '[]')).toEqual([
      { fileKey: 'scriptjs', name: 'script', ext: 'js', contents: '// seu código\n' },
    ]);

    await act(async () =>
      run.finish({
        tests: [
          { text: 'a', pass: true },
          { text: 'b', pass: false, err: 'A variável idade não foi criada.' },
        ],
        logs: ['Olá, Ana'],
      }),
    );
    const tests = within(screen.getByRole('region', { name: 'Testes' })).getAllByRole('listitem');
    expect(tests.map((test) => test.dataset.result)).toEqual(['passed', 'failed']);
    expect(tests[0]).toHaveTextContent('Passou:Crie nome.');
    expect(tests[1]).toHaveTextContent('Falhou:Crie idade.A variável idade não foi criada.');
    expect(screen.getByText('Testes que passaram: 1 de 2.')).toBeVisible();
    // Beside the tests, the console does not repeat them.
    expect(screen.queryByRole('region', { name: 'Testes que falharam' })).not.toBeInTheDocument();
    expect(document.querySelector('.code-workspace__console')).toHaveTextContent(/^Olá, Ana$/);
    expect(screen.getByText('1 tentativa')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Executar os testes' })).toBeEnabled();
  });

  it('Ctrl + Enter in the editor runs the tests', async () => {
    await openWorkspace();
    await userEvent.click(screen.getByRole('textbox', { name: /Editor de código/ }));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('1 tentativa')).toBeVisible();
    expect(fakeRunner.runTests).toHaveBeenCalledTimes(1);
  });

  it('a saved copy with NUL or half an emoji opens without them, says why, and runs clean', async () => {
    const key = `escola:codigo:${jsChallenge.id}`;
    const saved = "let nome = 'A\0na';\nlet emoji = '\uD83D\uDE00\uD83D';";
    const clean = "let nome = 'Ana';\nlet emoji = '\uD83D\uDE00';";
    localStorage.setItem(
      key,
      JSON.stringify([{ fileKey: 'scriptjs', name: 'script', ext: 'js', contents: saved }]),
    );
    await openWorkspace();
    expect(screen.getByRole('textbox', { name: /Editor de código/ })).toHaveValue(clean);
    const explanation = await screen.findByText(/Seu código salvo tinha o caractere nulo/);
    expect(screen.getByRole('status', { name: 'Notificações' })).toContainElement(explanation);

    await userEvent.click(screen.getByRole('button', { name: 'Executar os testes' }));
    expect(await screen.findByText('1 tentativa')).toBeVisible();
    expect(fakeRunner.runTests.mock.calls[0]?.[0].files[0]?.contents).toBe(clean);
    expect(JSON.parse(localStorage.getItem(key) ?? '[]')).toEqual([
      { fileKey: 'scriptjs', name: 'script', ext: 'js', contents: clean },
    ]);
  });

  it('a challenge with a page shows its preview beside the editor; one tab per file', async () => {
    await openWorkspace(htmlChallenge);
    expect(screen.getByRole('heading', { name: 'Visualização' })).toBeVisible();
    expect(screen.getByTestId('challenge-preview')).toBeVisible();
    const files = screen.getByRole('tablist', { name: 'Arquivos' });
    expect(
      within(files)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['index.html', 'styles.css']);
    await userEvent.click(within(files).getByRole('tab', { name: 'styles.css' }));
    expect(screen.getByRole('textbox', { name: 'Editor de código: styles.css' })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'styles.css' })).toBeVisible();
    // The results over the preview: one more handle between them.
    expect(screen.getAllByRole('separator').at(-1)).toHaveAttribute(
      'aria-label',
      'Redimensionar: resultados e visualização',
    );
  });
});

describe('code workspace below 768 px: one pane at a time', () => {
  beforeEach(() => stubViewport({ wide: false }));

  it('tab 1 instructions and tests, tab 2 the code, tab 3 the console; one pane shows', async () => {
    await openWorkspace();
    const tabs = within(paneTabs()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Instruções', 'Código', 'Console']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tabpanel', { hidden: false })).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'Instruções' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Testes' })).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: /Editor de código/, hidden: true }),
    ).not.toBeVisible();

    await userEvent.click(within(paneTabs()).getByRole('tab', { name: 'Código' }));
    expect(screen.getByRole('textbox', { name: /Editor de código/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Testes', hidden: true })).not.toBeVisible();
  });

  it('arrow keys, Home and End move between the tabs; only the selected one is in the Tab order', async () => {
    await openWorkspace();
    const tab = (name: string) => within(paneTabs()).getByRole('tab', { name });
    expect(tab('Instruções')).toHaveAttribute('tabindex', '0');
    expect(tab('Código')).toHaveAttribute('tabindex', '-1');
    tab('Instruções').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Código')).toHaveFocus();
    expect(tab('Código')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /Editor de código/ })).toBeVisible();
    await userEvent.keyboard('{End}');
    expect(tab('Console')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Instruções')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Console')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Instruções')).toHaveAttribute('aria-selected', 'true');
  });

  it('a run switches to tab 3 and focus follows; a reset asks first, then switches to tab 2', async () => {
    await openWorkspace();
    await userEvent.click(within(paneTabs()).getByRole('tab', { name: 'Código' }));
    await userEvent.click(screen.getByRole('button', { name: 'Executar os testes' }));

    const consolePane = screen.getByRole('tabpanel', { name: 'Console' });
    expect(within(paneTabs()).getByRole('tab', { name: 'Console' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(consolePane).toBeVisible();
    expect(consolePane).toHaveFocus();
    expect(await within(consolePane).findByText('Testes que passaram: 1 de 2.')).toBeVisible();
    // Tab 3 also says which tests failed, and why.
    const failed = within(consolePane).getByRole('region', { name: 'Testes que falharam' });
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((test) => test.textContent),
    ).toEqual(['Falhou:Crie idade.O teste 2 falhou.']);

    await userEvent.click(within(paneTabs()).getByRole('tab', { name: 'Código' }));
    await userEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    const dialog = screen.getByRole('dialog', { name: 'Recomeçar este desafio?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recomeçar' }));
    expect(dialog).not.toBeInTheDocument();
    expect(within(paneTabs()).getByRole('tab', { name: 'Código' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Nenhuma tentativa ainda')).toBeInTheDocument();
    expect(localStorage.getItem(`escola:codigo:${jsChallenge.id}`)).toBeNull();
  });

  it('a challenge with a page has tab 4, the preview', async () => {
    await openWorkspace(htmlChallenge);
    const tabs = within(paneTabs()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Instruções',
      'Código',
      'Console',
      'Visualização',
    ]);
    expect(screen.getByTestId('challenge-preview')).not.toBeVisible();
    await userEvent.click(within(paneTabs()).getByRole('tab', { name: 'Visualização' }));
    expect(screen.getByTestId('challenge-preview')).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Visualização' })).toBeVisible();
  });
});
