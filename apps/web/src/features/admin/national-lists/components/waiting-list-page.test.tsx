import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NationalListItem } from '@escola/contracts/national-list';
import { EXPORT_SPREADSHEET_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from '@escola/domain/messages';
import { adminListReply } from '../../../../test/admin-list-fixtures';
import { PAGE_LOAD } from '../../../../test/page-load';
import { renderApp } from '../../../../test/render-app';
import { createSessionUser } from '../../../../test/session-user-fixture';

type FetchMock = ReturnType<typeof renderApp>['fetchMock'];

const support = createSessionUser({ type: 'support' });
const STATES = {
  body: {
    states: [
      { code: 'PR', name: 'Paraná', group: 'nacional-pr' },
      { code: 'PI', name: 'Piauí', group: 'nacional-pi' },
      { code: 'BA', name: 'Bahia', group: 'nacional-ba' },
    ],
  },
};

const item = (overrides: Partial<NationalListItem>): NationalListItem => ({
  id: '7f1c1c1e-0000-4000-8000-0000000000a1',
  name: 'Ana Espera',
  email: 'ana@teste.dev',
  username: 'ana-espera',
  cpf: '***.982.247-**',
  group: 'nacional-pr',
  state: 'PR',
  city: 'Curitiba',
  phone: '+5541987654321',
  grade: 8.5,
  attempts: 1,
  classGroupName: null,
  linkedDate: null,
  status: 'aguardando-vaga',
  ...overrides,
});

const page = (list: NationalListItem[], extra: Record<string, unknown> = {}) =>
  adminListReply({
    list,
    pageSize: 20,
    extra: {
      availableGroups: ['nacional-pr', 'nacional-ba'],
      dataCount: 12,
      dataCountKind: 'exact',
      ...extra,
    },
  });

const ROUTES = {
  'GET /states-national': STATES,
  'GET /admin/waiting-list': page([item({})]),
  'GET /admin/reproved-and-dropout-list': page(
    [
      item({ id: 'b', name: 'Elisa Desistente', status: 'desistente' }),
      item({ id: 'c', name: 'Fábio Reprovado', status: 'reprovado' }),
    ],
    { availableStatuses: ['reprovado', 'desistente'], availableGroups: ['nacional-pi'] },
  ),
};

const callsTo = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(path));

const openPage = async (path = '/admin/waiting-list') => {
  const rendered = renderApp({ path, user: support, routes: ROUTES });
  await screen.findByRole('heading', { name: 'Lista de espera' }, PAGE_LOAD);
  return rendered;
};

/** A streamed .xlsx reply: the test pushes its chunks and closes (or breaks) it. */
const streamedReply = () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition':
        'attachment; filename="aguardando-vaga_nacional-pr_26-11-2026_05-10-00.xlsx"',
    },
  });
  return { response, controller };
};

/** Answers the export path with `reply`, everything else as the stub does. */
const routeExport = (fetchMock: FetchMock, reply: () => Promise<Response>) => {
  const stub = fetchMock.getMockImplementation()!;
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (!url.startsWith('/admin/export-')) return stub(input, init);
    calls.push({ url, init });
    return reply();
  });
  return calls;
};

afterEach(() => vi.restoreAllMocks());

describe('/admin/waiting-list', () => {
  it('shows the waiting list with the learners’ facts and the list’s total', async () => {
    await openPage();
    const table = await screen.findByRole('table', {
      name: /Aguardando vaga: aprovados no teste de nivelamento/,
    });
    const row = await within(table).findByRole('row', { name: /Ana Espera/ });
    expect(row).toHaveTextContent('***.982.247-**');
    expect(row).toHaveTextContent('Curitiba/PR');
    expect(row).toHaveTextContent('8,5');
    expect(row).toHaveTextContent('Aguardando vaga');
    expect(screen.getByText('12 pessoas nesta lista, em todos os grupos.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aguardando vaga' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('offers the groups that have anyone, named by state, and filters by one', async () => {
    const { fetchMock } = await openPage();
    const select = await screen.findByRole('combobox', { name: 'Grupo (estado)' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Todos os grupos', 'Paraná (nacional-pr)', 'Bahia (nacional-ba)']),
    );
    await userEvent.selectOptions(select, 'nacional-ba');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/admin/waiting-list').at(-1)).toContain('group=nacional-ba'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('group=nacional-ba');
  });

  it('switches to the reproved list, with its status filter', async () => {
    const { fetchMock } = await openPage();
    expect(screen.queryByRole('combobox', { name: 'Situação' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Desistentes e reprovados' }));
    const table = await screen.findByRole('table', { name: 'Desistentes e reprovados' });
    expect(await within(table).findByRole('row', { name: /Elisa Desistente/ })).toHaveTextContent(
      'Desistente',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('lista=reproved-and-dropout');
    const status = screen.getByRole('combobox', { name: 'Situação' });
    await waitFor(() => expect(within(status).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(status, 'reprovado');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/admin/reproved-and-dropout-list').at(-1)).toContain(
        'status=reprovado',
      ),
    );
  });

  it('downloads the export by fetch, shows the bytes received, saves the server’s file name', async () => {
    const { fetchMock } = await openPage('/admin/waiting-list?group=nacional-pr');
    const { response, controller } = streamedReply();
    const calls = routeExport(fetchMock, async () => response);
    const created = vi.fn((_blob: Blob) => 'blob:planilha');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Exportar planilha' }));
    expect(calls[0]?.url).toBe('/admin/export-waiting-list?group=nacional-pr&sort=name&order=asc');
    expect(JSON.stringify(calls[0]?.init?.headers)).not.toContain('text/html');
    controller.enqueue(new Uint8Array(1536));
    expect(await screen.findByText('1,5 KB recebidos')).toBeInTheDocument();
    // The size is unknown while the file streams: the bar has no value (indeterminate).
    expect(
      screen.getByRole('progressbar', { name: 'Progresso da exportação' }),
    ).not.toHaveAttribute('value');
    expect(screen.getByRole('button', { name: 'Exportando planilha…' })).toBeDisabled();
    controller.enqueue(new Uint8Array(1024));
    controller.close();

    expect(
      await screen.findByText(
        'Planilha aguardando-vaga_nacional-pr_26-11-2026_05-10-00.xlsx baixada.',
      ),
    ).toBeInTheDocument();
    expect(clicks).toEqual(['aguardando-vaga_nacional-pr_26-11-2026_05-10-00.xlsx']);
    expect(created.mock.calls[0]?.[0].size).toBe(2560);
  });

  it('says the export failed, then that the service is unavailable, on a server error', async () => {
    const { fetchMock } = await openPage();
    routeExport(fetchMock, async () =>
      Response.json({ type: 'danger', message: 'Ocorreu um erro inesperado.' }, { status: 500 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar planilha' }));
    expect(await screen.findByText(EXPORT_SPREADSHEET_ERROR_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText(UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar planilha' })).toBeEnabled();
  });

  it('reports a download cut short as a failed export', async () => {
    const { fetchMock } = await openPage();
    const { response, controller } = streamedReply();
    routeExport(fetchMock, async () => response);
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar planilha' }));
    controller.enqueue(new Uint8Array(10));
    controller.error(new Error('conexão caiu'));
    expect(await screen.findByText(EXPORT_SPREADSHEET_ERROR_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText(UNAVAILABLE_MESSAGE)).toBeInTheDocument();
  });
});
