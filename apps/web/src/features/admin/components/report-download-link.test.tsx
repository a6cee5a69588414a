// The reports menu's downloads (issue 19): fetched without asking for text/html, saved under the
// server's file name; a refusal shows the server's flash, a failure the unavailable message.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '@escola/domain/messages';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';

type FetchMock = ReturnType<typeof renderApp>['fetchMock'];
const REPORT = '/api/admin/report/inactive-users?group=nacional-ce';

const routeReport = (fetchMock: FetchMock, reply: () => Promise<Response>) => {
  const stub = fetchMock.getMockImplementation()!;
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (!url.startsWith('/api/admin/report/')) return stub(input, init);
    calls.push({ url, init });
    return reply();
  });
  return calls;
};

const openReports = async () => {
  const rendered = renderApp({
    path: '/admin/emails',
    user: createSessionUser({ type: 'support' }),
  });
  const sidebar = await screen.findByRole('navigation', {
    name: 'Navegação do painel administrativo',
  });
  await userEvent.click(within(sidebar).getByRole('button', { name: 'Relatórios' }));
  return { ...rendered, sidebar };
};

afterEach(() => vi.restoreAllMocks());

describe('the reports menu', () => {
  it('downloads a state’s CSV by fetch under the server’s file name', async () => {
    const { fetchMock, sidebar } = await openReports();
    let finish: (response: Response) => void = () => undefined;
    const calls = routeReport(
      fetchMock,
      () => new Promise<Response>((resolve) => (finish = resolve)),
    );
    const created = vi.fn((_blob: Blob) => 'blob:relatorio');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });

    const link = within(sidebar).getByRole('link', { name: 'CE' });
    expect(link).toHaveAttribute('href', REPORT);
    await userEvent.click(link);
    expect(calls[0]?.url).toBe(REPORT);
    expect(JSON.stringify(calls[0]?.init?.headers)).not.toContain('text/html');
    expect(await within(sidebar).findByText('Baixando…')).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-busy', 'true');

    finish(
      new Response('\uFEFFNome;E-mail\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition':
            'attachment; filename="usuarios-inativos-ce-26-11-2026_05-10-00.csv"',
        },
      }),
    );
    await vi.waitFor(() => expect(saved).toEqual(['usuarios-inativos-ce-26-11-2026_05-10-00.csv']));
    expect(created.mock.calls[0]?.[0].type).toBe('text/csv; charset=utf-8');
    expect(within(sidebar).queryByText('Baixando…')).toBeNull();
  });

  it('shows the server’s refusal as a flash', async () => {
    const { fetchMock, sidebar } = await openReports();
    routeReport(fetchMock, async () =>
      Response.json({ type: 'danger', message: 'Acesso negado ao relatório.' }, { status: 403 }),
    );
    await userEvent.click(within(sidebar).getByRole('link', { name: 'RS' }));
    expect(await screen.findByText('Acesso negado ao relatório.')).toBeInTheDocument();
  });

  it('says the service is unavailable when the download fails', async () => {
    const { fetchMock, sidebar } = await openReports();
    routeReport(fetchMock, async () =>
      Response.json({ type: 'danger', message: 'Ocorreu um erro inesperado.' }, { status: 500 }),
    );
    await userEvent.click(within(sidebar).getByRole('link', { name: /Métricas do departamento/ }));
    expect(await screen.findByText(UNAVAILABLE_MESSAGE)).toBeInTheDocument();
  });
});
