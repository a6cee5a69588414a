// The answered-quiz page: its table's loading, rows, empty and error states, its filters in the
// call, and the date-range rule (the call carries the range only when both dates are valid).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AnsweredQuizItem } from '@escola/contracts/get-quiz-user-answered-quiz';
import admin from '../../../../locales/pt-BR/admin.json';
import { adminListReply } from '../../../../test/admin-list-fixtures';
import { stubFetch, type StubReply } from '../../../../test/fetch-stub';
import AnsweredQuizPage from './answered-quiz-page';

const PATH = '/quiz-user/answered-quiz';
const copy = admin.answeredQuiz;

const item = (overrides: Partial<AnsweredQuizItem> = {}): AnsweredQuizItem => ({
  id: 'q1',
  ra: '2026000001',
  name: 'Maria da Silva',
  email: 'maria@teste.escola.dev',
  cpf: '***.982.247-**',
  state: 'CE',
  city: 'Fortaleza',
  registrationQuiz: 2,
  result: { points: 11, answeredAt: '2026-03-10T15:00:00.000Z' },
  createdAt: '2026-03-10T15:00:00.000Z',
  hasAccount: true,
  ...overrides,
});

const listBody = (list: AnsweredQuizItem[]) => adminListReply({ list, pageSize: 5 });

const renderPage = ({
  path = '/admin/answered-quiz',
  reply,
}: {
  path?: string;
  reply: () => StubReply;
}) => {
  const fetchMock = stubFetch({ routes: { [`GET ${PATH}`]: reply } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <AnsweredQuizPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const calls = () =>
    fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith(PATH))
      .map((url) => new URLSearchParams(url.split('?')[1]));
  return { calls };
};

describe('AnsweredQuizPage', () => {
  it('shows the user-management title, the list tabs and the rows with the masked CPF', async () => {
    renderPage({ reply: () => listBody([item()]) });

    expect(
      screen.getByRole('heading', { level: 1, name: admin.titles['user-management'] }),
    ).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: copy.nav });
    expect(within(tabs).getByRole('link', { name: admin.links['answered-quiz'] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = screen.getByRole('table', { name: copy.caption });
    const row = await within(table).findByRole('row', { name: /Maria da Silva/ });
    expect(row).toHaveTextContent('***.982.247-**');
    expect(row).toHaveTextContent('Fortaleza/CE');
    expect(row).toHaveTextContent('10/03/2026, 12:00');
    expect(row).toHaveTextContent(copy.yes);
  });

  it('shows a loading table, then its empty text', async () => {
    let answer: (reply: StubReply) => void = () => undefined;
    const pending = new Promise<StubReply>((resolve) => {
      answer = resolve;
    });
    const fetchMock = stubFetch({ routes: {} });
    fetchMock.mockImplementation(async () => {
      const reply = await pending;
      return new Response(JSON.stringify((reply as { body: unknown }).body), { status: 200 });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MemoryRouter initialEntries={['/admin/answered-quiz']}>
        <QueryClientProvider client={client}>
          <AnsweredQuizPage />
        </QueryClientProvider>
      </MemoryRouter>,
    );

    expect(screen.getByRole('table', { name: copy.caption })).toHaveAttribute('aria-busy', 'true');
    answer(listBody([]));
    expect(await screen.findByText(copy.empty)).toBeVisible();
    expect(screen.getByRole('table', { name: copy.caption })).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the error text and asks again on "Tentar novamente"', async () => {
    let fail = true;
    renderPage({
      reply: () =>
        fail ? { status: 500, body: { type: 'danger', message: 'falhou' } } : listBody([item()]),
    });

    expect(await screen.findByText(copy.error)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /tentar novamente/i }));
    expect(await screen.findByRole('row', { name: /Maria da Silva/ })).toBeVisible();
  });

  it('sends the chosen filters and the search', async () => {
    const { calls } = renderPage({ reply: () => listBody([]) });
    await screen.findByText(copy.empty);

    await userEvent.selectOptions(screen.getByLabelText(copy.state), 'PI');
    await userEvent.selectOptions(screen.getByLabelText(copy.quiz), '1');
    await userEvent.selectOptions(screen.getByLabelText(copy.account), 'false');
    await userEvent.type(screen.getByRole('searchbox', { name: copy.search }), 'maria');

    await waitFor(() => expect(calls().at(-1)?.get('search')).toBe('maria'));
    const last = calls().at(-1);
    expect(last?.get('state')).toBe('PI');
    expect(last?.get('registrationQuiz')).toBe('1');
    expect(last?.get('hasAccount')).toBe('false');
    expect(last?.get('sort')).toBe('createdAt');
    expect(last?.get('order')).toBe('desc');
    expect(last?.get('pageSize')).toBe('5');
  });

  it('sends a range from the URL only when both dates are there and valid', async () => {
    const whole = renderPage({
      path: '/admin/answered-quiz?startDate=2026-03-01&endDate=2026-03-31',
      reply: () => listBody([]),
    });
    await screen.findByText(copy.empty);
    expect(whole.calls().at(-1)?.get('startDate')).toBe('2026-03-01');
    expect(whole.calls().at(-1)?.get('endDate')).toBe('2026-03-31');
  });

  it.each([
    ['half a range', '?startDate=2026-03-01'],
    ['an impossible date', '?startDate=2026-02-30&endDate=2026-03-31'],
  ])('drops %s from the URL instead of sending it', async (_label, query) => {
    const { calls } = renderPage({
      path: `/admin/answered-quiz${query}`,
      reply: () => listBody([]),
    });
    await screen.findByText(copy.empty);
    expect(calls().length).toBeGreaterThan(0);
    expect(calls().every((call) => !call.has('startDate') && !call.has('endDate'))).toBe(true);
  });
});
