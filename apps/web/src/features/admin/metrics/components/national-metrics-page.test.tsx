// /admin/reports (issue 19): the metrics dashboard — key figures, each chart an image named and
// described by its numbers with a table that a button shows, the class groups paged by the
// server, the PDF link, and the failure state.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GetAdminReportNationalMetricsResponse } from '@escola/contracts/get-admin-report-national-metrics';
import { PAGE_LOAD } from '../../../../test/page-load';
import { renderApp } from '../../../../test/render-app';
import { createSessionUser } from '../../../../test/session-user-fixture';

const READ = 'GET /api/admin/report/national-metrics';
const support = createSessionUser({ type: 'support' });

const counts = (learners: number, confirmed: number) => ({
  learners,
  statuses: {
    'aguardando-vaga': learners - confirmed - 2,
    'aguardando-confirmacao': 0,
    confirmado: confirmed,
    reprovado: 1,
    desistente: 1,
    outros: 0,
  },
  placement: { notTaken: 0, passed: 3, failed: 1, firstAttempt: 3, secondAttempt: 1 },
});

const STATES = ['PR', 'PI', 'RR', 'CE', 'AM', 'RS', 'BA', 'RN'] as const;

const metrics = (pageNumber: number): GetAdminReportNationalMetricsResponse => ({
  generatedAt: '2026-11-26T17:05:00.000Z',
  states: STATES.map((state, index) => ({
    state,
    group: `nacional-${state.toLowerCase()}`,
    ...(index === 0 ? counts(1200, 3) : counts(4, 1)),
  })),
  totals: counts(1228, 10),
  classGroups: {
    list: [
      {
        id: '00000000-0000-4000-8000-00000000000' + String(pageNumber),
        name: pageNumber === 1 ? 'Turma Curitiba Manhã' : 'Turma Teresina Noite',
        learners: 40,
        confirmed: 30,
        waitingToConfirm: 5,
        dropouts: 3,
        reproved: 2,
      },
    ],
    listSize: 60,
    pageNumber,
    pageSize: 50,
    chart: [
      { label: 'Turma Curitiba Manhã', value: 40 },
      { label: 'Demais turmas (59)', value: 900 },
    ],
  },
  completion: [
    {
      slug: 'participacao-1',
      kind: 'participation',
      title: '1ª matrícula: Fundamentos da programação front-end',
      label: '1ª matrícula',
      learners: 307,
    },
  ],
});

const openPage = (routes: Parameters<typeof renderApp>[0]['routes']) =>
  renderApp({ path: '/admin/reports', user: support, routes });

describe('/admin/reports', () => {
  it('shows the key figures and each chart as a described image with a table', async () => {
    const user = userEvent.setup();
    openPage({ [READ]: { body: metrics(1) } });
    expect(
      await screen.findByRole('heading', { name: 'Métricas do programa nacional' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect((await screen.findByText('Estudantes no programa')).nextSibling).toHaveTextContent(
      '1.228',
    );
    // 3 passed of 4 with a grade; 1 dropout of 11 invited.
    expect(
      screen.getByText('Aprovação no nivelamento', { selector: 'dt' }).nextSibling,
    ).toHaveTextContent('75,0%');
    expect(
      screen.getByText('Taxa de desistência', { selector: 'dt' }).nextSibling,
    ).toHaveTextContent('9,1%');

    const states = screen.getByRole('region', { name: 'Estudantes por estado' });
    const chart = within(states).getByRole('img', { name: 'Estudantes por estado' });
    expect(chart).toHaveAccessibleDescription(/PR 1\.200; PI 4; RR 4/);
    expect(within(states).queryByRole('table')).toBeNull();
    const toggle = within(states).getByRole('button', { name: 'Mostrar tabela' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Ocultar tabela');
    const table = within(states).getByRole('table', { name: 'Estudantes por estado' });
    const pr = within(table).getByRole('row', { name: /^PR/ });
    expect(
      within(pr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1.200', '1.195', '0', '3', '1', '1', '0']);
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('1.228');

    const completion = screen.getByRole('region', { name: 'Conclusão por trilha' });
    await user.click(within(completion).getByRole('button', { name: 'Mostrar tabela' }));
    expect(
      within(completion).getByRole('row', { name: /1ª matrícula: Fundamentos/ }),
    ).toHaveTextContent('Etapa nacional307' + '25,0%');

    expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
      'href',
      '/api/admin/report/national-departament-metrics',
    );
  });

  it('pages the class groups through the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openPage({
      [READ]: () => ({
        body: metrics(
          fetchMock.mock.calls.some(([url]) => String(url).endsWith('pageNumber=2')) ? 2 : 1,
        ),
      }),
    });
    const groups = await screen.findByRole('region', { name: 'Estudantes por turma' }, PAGE_LOAD);
    expect(
      within(groups).getByText('60 turmas; o gráfico mostra as maiores e soma as demais.'),
    ).toBeInTheDocument();
    expect(
      within(groups).getByRole('img', { name: 'Estudantes por turma' }),
    ).toHaveAccessibleDescription(/Turma Curitiba Manhã 40; Demais turmas \(59\) 900/);
    expect(within(groups).getByRole('cell', { name: 'Turma Curitiba Manhã' })).toBeInTheDocument();
    await user.click(within(groups).getByRole('button', { name: 'Próxima' }));
    expect(
      await within(groups).findByRole('cell', { name: 'Turma Teresina Noite' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/admin/report/national-metrics?pageNumber=2',
    );
  });

  it('says when the metrics cannot be read and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    openPage({
      [READ]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { type: 'danger', message: 'Ocorreu um erro inesperado.' } }
          : { body: metrics(1) };
      },
    });
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(alert).toHaveTextContent('Não foi possível carregar as métricas. Tente de novo.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Estudantes no programa')).toBeInTheDocument();
  });
});
