// The results of a run, test by test: a failed test shows its own text (the author's hint) first,
// then why it failed in Portuguese (the runner's `message`, its raw `err` only without one); code
// that could not be built says its one reason once, above the tests.
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '@escola/runner/index';
import { i18n } from '../../../lib/i18n';
import { TestResultList } from './test-result-list';

const tests = [
  { text: '<p>Crie a variável <code>nome</code>.</p>', testString: '' },
  { text: '<p>Crie a variável <code>idade</code>.</p>', testString: '' },
];

const renderList = (result: RunResult | null, onlyFailed = false) =>
  render(
    <I18nextProvider i18n={i18n}>
      <TestResultList tests={tests} result={result} onlyFailed={onlyFailed} />
    </I18nextProvider>,
  );

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('TestResultList', () => {
  it('before a run: every test, none marked', () => {
    renderList(null);
    expect(items().map((item) => item.dataset.result)).toEqual(['pending', 'pending']);
    expect(items()[0]).toHaveTextContent(/^Crie a variável nome\.$/);
  });

  it('a failed test: the mark, the hint, then the Portuguese message (not the raw key)', () => {
    renderList({
      tests: [
        { text: 'a', pass: true },
        {
          text: 'b',
          pass: false,
          err: 'expected undefined to equal 18',
          message: 'O valor de `idade` deveria ser 18.',
        },
      ],
      logs: [],
    });
    const failed = items()[1]!;
    expect(failed.dataset.result).toBe('failed');
    expect(failed).toHaveTextContent(
      'Falhou:Crie a variável idade.O valor de idade deveria ser 18.',
    );
    expect(failed).not.toHaveTextContent('expected undefined');
    const hint = within(failed).getByText(/Crie a variável/);
    const reason = within(failed).getByText(/deveria ser 18/);
    // The hint comes first in the reading order.
    expect(hint.compareDocumentPosition(reason) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Code in the message shows as code.
    expect(within(reason).getByText('idade').tagName).toBe('CODE');
    expect(items()[0]).toHaveTextContent(/^Passou:Crie a variável nome\.$/);
  });

  it('without a Portuguese message, the raw reason', () => {
    renderList({
      tests: [
        { text: 'a', pass: false, err: 'Test timed out' },
        { text: 'b', pass: true },
      ],
      logs: [],
    });
    expect(items()[0]).toHaveTextContent('Falhou:Crie a variável nome.Test timed out');
  });

  it('code that could not be built: its reason once, above the tests', () => {
    const buildFailed = {
      text: 'x',
      pass: false,
      err: 'Build error, please check your code',
      message: 'O seu código não pôde ser preparado para rodar.',
    };
    renderList({
      tests: [buildFailed, buildFailed],
      logs: [],
      buildError: '/script.js: Unexpected token (2:12)',
      buildProblem: { message: 'Erro de sintaxe na linha 2: símbolo inesperado.', line: 2 },
    });
    const region = screen.getByRole('region', { name: 'Testes' });
    expect(within(region).getAllByText(/Erro de sintaxe na linha 2/)).toHaveLength(1);
    expect(within(region).queryByText(/não pôde ser preparado/)).not.toBeInTheDocument();
    expect(items().map((item) => item.dataset.result)).toEqual(['failed', 'failed']);
  });

  it('only the failed ones (small screens, tab 3)', () => {
    renderList(
      {
        tests: [
          { text: 'a', pass: true },
          { text: 'b', pass: false, err: 'x', message: 'A variável idade não foi criada.' },
        ],
        logs: [],
      },
      true,
    );
    expect(screen.getByRole('heading', { name: 'Testes que falharam' })).toBeVisible();
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveAttribute('value', '2');
    expect(items()[0]).toHaveTextContent('A variável idade não foi criada.');
  });
});
