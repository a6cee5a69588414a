// /admin/emails?tipo=recorrentes (issue 20): the list reads as the school does (the schedule in
// words, next run and last run in Brasília, deliveries, state); the form refuses bad input before
// calling and creates with the schedule; "Desativar" switches it; the change log lists each
// change with its author; "Quem recebe?" shows what one person receives.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecurringEmailItem } from '@escola/contracts/recurring-email-payload';
import type { StubReply } from '../../../../test/fetch-stub';
import { PAGE_LOAD } from '../../../../test/page-load';
import { renderApp } from '../../../../test/render-app';
import { createSessionUser } from '../../../../test/session-user-fixture';

const admin = createSessionUser({ type: 'admin' });
const ID = '7e0c2a10-0000-4000-8000-000000000001';
const LIST_PATH = 'GET /api/recurringEmails/get-emails';
const NEW_PATH = 'POST /api/recurringEmails/new-email';
const TOGGLE_PATH = `PUT /api/recurringEmails/toggle-active/${ID}`;
const BY_RECIPIENT_PATH = 'POST /api/recurringEmails/get-emails-by-recipient';

const data = {
  subject: 'Resumo da semana',
  body: 'Oi, {{nome}}!',
  audience: { kind: 'group' as const, value: 'nacional-pr', label: 'nacional-pr' },
  schedule: { weekday: 1, time: '09:00' },
};

const weekly: RecurringEmailItem = {
  id: ID,
  isActive: true,
  data,
  nextRunAt: '2030-01-14T12:00:00.000Z',
  lastRun: {
    sendDate: '2030-01-07T12:00:05.000Z',
    deliveries: { sent: 1248, failed: 2, pending: 0 },
  },
  recipientCount: 1250,
  changeLog: [
    {
      id: 'c1',
      date: '2029-12-01T13:00:00.000Z',
      author: { id: 'u1', name: 'Bruno' },
      kind: 'created',
      data: { ...data, subject: 'Resumo', schedule: { weekday: 5, time: '18:00' } },
    },
    {
      id: 'c2',
      date: '2029-12-02T14:30:00.000Z',
      author: { id: 'u2', name: 'Carla' },
      kind: 'edited',
      data,
    },
  ],
};

const listOf = (emails: RecurringEmailItem[]): StubReply => ({
  body: { emails, total: emails.length, pageNumber: 1, pageSize: 5 },
});
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

const renderSection = (routes: Parameters<typeof renderApp>[0]['routes']) =>
  renderApp({
    path: '/admin/emails?tipo=recorrentes',
    user: admin,
    routes: {
      'GET /class-groups/all-class-groups': { body: { classGroups: [] } },
      'POST /api/manualEmails/count-recipients': { body: { recipientCount: 42 } },
      'POST /api/manualEmails/preview': { body: { subject: 'x', html: '<p>x</p>', text: 'x' } },
      ...routes,
    },
  });

const rowOf = async (subject: string) =>
  (await screen.findByRole('cell', { name: subject }, PAGE_LOAD)).closest('tr') as HTMLElement;

describe('/admin/emails, recurring e-mails', () => {
  it('lists each e-mail with its schedule, next and last runs in Brasília and its state', async () => {
    renderSection({ [LIST_PATH]: listOf([weekly]) });
    const row = within(await rowOf('Resumo da semana'));
    expect(screen.getByRole('tab', { name: 'Recorrentes', selected: true })).toBeInTheDocument();
    expect(row.getByText('Grupo nacional-pr (PR)')).toBeInTheDocument();
    expect(row.getByText('Toda segunda-feira às 09:00')).toBeInTheDocument();
    expect(row.getByText('14/01/2030 09:00')).toBeInTheDocument();
    expect(
      row.getByText('07/01/2030 09:00: 1.248 enviados, 2 com falha, 0 pendentes'),
    ).toBeInTheDocument();
    expect(row.getByText('Ativo')).toBeInTheDocument();
  });

  it('shows the change log: when, who, what kind, and the subject and schedule then', async () => {
    renderSection({ [LIST_PATH]: listOf([weekly]) });
    const row = within(await rowOf('Resumo da semana'));
    await userEvent.setup().click(
      row.getByRole('button', {
        name: 'Histórico de alterações do e-mail recorrente Resumo da semana',
      }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Histórico de alterações: Resumo da semana' }),
    );
    const entries = dialog.getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Criado — 01/12/2029 10:00, por BrunoAssunto: Resumo. Toda sexta-feira às 18:00.',
      'Editado — 02/12/2029 11:30, por CarlaAssunto: Resumo da semana. Toda segunda-feira às 09:00.',
    ]);
  });

  it('refuses a bad time before calling, then creates the e-mail with its schedule', async () => {
    const created: Record<string, unknown>[] = [];
    let list: RecurringEmailItem[] = [];
    const { fetchMock } = renderSection({
      [LIST_PATH]: () => listOf(list),
      [NEW_PATH]: (init) => {
        created.push(bodyOf(init));
        list = [weekly];
        return { body: { type: 'success', message: 'E-mail recorrente criado.', email: weekly } };
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Novo e-mail recorrente' }, PAGE_LOAD),
    );
    const drawer = within(screen.getByRole('dialog', { name: 'Novo e-mail recorrente' }));
    await user.type(drawer.getByLabelText('Assunto'), 'Resumo da semana');
    await user.type(drawer.getByLabelText('Texto (Markdown)'), 'Oi, {{{{nome}}!');
    await user.clear(drawer.getByLabelText('Horário (Brasília)'));
    await user.click(drawer.getByRole('button', { name: 'Criar e-mail recorrente' }));
    expect(
      drawer.getByText(
        'Informe o horário do envio como HH:mm (de 00:00 a 23:59), no horário de Brasília.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes('new-email'))).toBe(false);

    await user.type(drawer.getByLabelText('Horário (Brasília)'), '18:30');
    await user.selectOptions(drawer.getByLabelText('Dia da semana'), 'sexta-feira');
    await user.click(drawer.getByRole('button', { name: 'Criar e-mail recorrente' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      data: {
        subject: 'Resumo da semana',
        body: 'Oi, {{nome}}!',
        audience: { kind: 'all', value: '' },
        schedule: { weekday: 5, time: '18:30' },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Resumo da semana' })).toBeInTheDocument();
  });

  it('deactivates an e-mail and shows the server’s message', async () => {
    let list = [weekly];
    const { fetchMock } = renderSection({
      [LIST_PATH]: () => listOf(list),
      [TOGGLE_PATH]: () => {
        list = [{ ...weekly, isActive: false, nextRunAt: null }];
        return {
          body: { type: 'success', message: 'E-mail recorrente desativado.', email: list[0] },
        };
      },
    });
    const row = within(await rowOf('Resumo da semana'));
    await userEvent
      .setup()
      .click(row.getByRole('button', { name: 'Desativar o e-mail recorrente Resumo da semana' }));
    expect(await screen.findByText('E-mail recorrente desativado.')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([path]) => String(path));
    expect(calls.filter((path) => path.includes('toggle-active'))).toEqual([
      `/api/recurringEmails/toggle-active/${ID}?isActive=false`,
    ]);
    const after = within(await rowOf('Resumo da semana'));
    expect(await after.findByText('Desativado')).toBeInTheDocument();
    expect(after.getByText('—')).toBeInTheDocument();
  });

  it('answers "Quem recebe?" with the e-mails one person receives, or the server’s reason', async () => {
    const asked: unknown[] = [];
    renderSection({
      [LIST_PATH]: listOf([weekly]),
      [BY_RECIPIENT_PATH]: (init) => {
        asked.push(bodyOf(init));
        return bodyOf(init).email === 'ana@escola.dev'
          ? {
              body: {
                recipient: { id: 'u3', name: 'Ana', email: 'ana@escola.dev' },
                isCampaignRecipient: true,
                emails: [weekly],
              },
            }
          : {
              status: 404,
              body: { type: 'danger', message: 'Nenhuma conta usa este e-mail.' },
            };
      },
    });
    const user = userEvent.setup();
    await rowOf('Resumo da semana');
    await user.type(screen.getByLabelText('E-mail da pessoa'), 'ana@escola.dev');
    await user.click(screen.getByRole('button', { name: 'Ver e-mails recorrentes' }));
    expect(await screen.findByText('Ana recebe 1 e-mail recorrente:')).toBeInTheDocument();
    expect(screen.getByText('Resumo da semana — Toda segunda-feira às 09:00')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('E-mail da pessoa'));
    await user.type(screen.getByLabelText('E-mail da pessoa'), 'ninguem@escola.dev');
    await user.click(screen.getByRole('button', { name: 'Ver e-mails recorrentes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nenhuma conta usa este e-mail.');
    expect(asked).toEqual([{ email: 'ana@escola.dev' }, { email: 'ninguem@escola.dev' }]);
  });
});
