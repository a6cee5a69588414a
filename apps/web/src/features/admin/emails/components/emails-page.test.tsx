// /admin/emails, manual e-mails (issue 20): the list reads as the school does (Brasília dates, the
// spec's status words, deliveries and recipients — today's count for a scheduled one); the form
// refuses bad input before calling, shows how many the audience reaches, schedules and edits;
// the server's refusal shows on the form; cancelling asks first.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManualEmailItem } from '@escola/contracts/manual-email-payload';
import type { StubReply, StubRoutes } from '../../../../test/fetch-stub';
import { PAGE_LOAD } from '../../../../test/page-load';
import { renderApp } from '../../../../test/render-app';
import { createSessionUser } from '../../../../test/session-user-fixture';
import { SENDING_REFRESH_MS } from './manual-emails-section';

const support = createSessionUser({ type: 'support' });
const SCHEDULED_ID = '5d0c2a10-0000-4000-8000-000000000001';
const SENT_ID = '5d0c2a10-0000-4000-8000-000000000002';
const LIST_PATH = 'GET /api/manualEmails/get-emails';
const COUNT_PATH = 'POST /api/manualEmails/count-recipients';
const NEW_PATH = 'POST /api/manualEmails/new-email';
const CLASS_GROUPS = { 'GET /class-groups/all-class-groups': { body: { classGroups: [] } } };

const email = (changes: Partial<ManualEmailItem>): ManualEmailItem => ({
  id: SCHEDULED_ID,
  isActive: true,
  status: 'scheduled',
  statusLabel: 'Envio programado',
  sendDate: '2030-01-10T12:30:00.000Z',
  data: {
    subject: 'Aula ao vivo',
    body: 'Oi, {{nome}}!',
    audience: { kind: 'all', value: '', label: null },
  },
  recipientCount: null,
  deliveries: { sent: 0, failed: 0, pending: 0 },
  createdBy: { id: null, name: 'Bruno' },
  createdAt: '2029-12-01T00:00:00.000Z',
  updatedAt: '2029-12-01T00:00:00.000Z',
  ...changes,
});

const scheduled = email({});
const sent = email({
  id: SENT_ID,
  status: 'sent',
  statusLabel: 'Enviado',
  sendDate: '2026-03-02T23:15:00.000Z',
  data: {
    subject: 'Boas-vindas',
    body: 'Olá',
    audience: { kind: 'group', value: 'nacional-pr', label: 'nacional-pr' },
  },
  recipientCount: 1250,
  deliveries: { sent: 1248, failed: 2, pending: 0 },
});

const listOf = (emails: ManualEmailItem[]): StubReply => ({
  body: { emails, total: emails.length, pageNumber: 1, pageSize: 5 },
});

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

/** The server's preview, filled as it would be for a staff member called Bruno. */
const PREVIEW: StubRoutes = {
  'POST /api/manualEmails/preview': (init) => {
    const { data } = bodyOf(init) as { data: { subject: string; body: string } };
    const text = data.body
      .replace('{{nome}}', 'Bruno')
      .replace('{{link}}', 'https://escola.dev/learn');
    return {
      body: {
        subject: data.subject,
        html: `<html><body style="color: #1b1b32"><p>${text}</p></body></html>`,
        text,
      },
    };
  },
};

const renderPage = (routes: Parameters<typeof renderApp>[0]['routes']) =>
  renderApp({
    path: '/admin/emails',
    user: support,
    routes: {
      ...CLASS_GROUPS,
      ...PREVIEW,
      [COUNT_PATH]: { body: { recipientCount: 42 } },
      ...routes,
    },
  });

const rowOf = async (subject: string) =>
  (await screen.findByRole('cell', { name: subject }, PAGE_LOAD)).closest('tr') as HTMLElement;

describe('/admin/emails, manual e-mails', () => {
  it('lists each e-mail with its audience, Brasília date, status, deliveries and recipients', async () => {
    renderPage({ [LIST_PATH]: listOf([scheduled, sent]) });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'E-mails manuais' }, PAGE_LOAD),
    ).toBeInTheDocument();
    const sentRow = within(await rowOf('Boas-vindas'));
    expect(sentRow.getByText('Grupo nacional-pr (PR)')).toBeInTheDocument();
    expect(sentRow.getByText('02/03/2026 20:15')).toBeInTheDocument();
    expect(sentRow.getByText('Enviado')).toBeInTheDocument();
    expect(sentRow.getByText('1.248 enviados, 2 com falha, 0 pendentes')).toBeInTheDocument();
    expect(sentRow.getByText('1.250')).toBeInTheDocument();
    // A sent e-mail can be neither edited nor cancelled.
    expect(sentRow.queryByRole('button')).toBeNull();

    const scheduledRow = within(await rowOf('Aula ao vivo'));
    expect(scheduledRow.getByText('10/01/2030 09:30')).toBeInTheDocument();
    expect(scheduledRow.getByText('Envio programado')).toBeInTheDocument();
    expect(await scheduledRow.findByText('42 hoje')).toBeInTheDocument();
    expect(
      scheduledRow.getByRole('button', { name: 'Editar o e-mail Aula ao vivo' }),
    ).toBeInTheDocument();
  });

  it('refuses an incomplete e-mail before calling, counts the audience, then schedules it', async () => {
    const created: Record<string, unknown>[] = [];
    const counted: unknown[] = [];
    let list = [sent];
    const { fetchMock } = renderPage({
      [LIST_PATH]: () => listOf(list),
      [COUNT_PATH]: (init) => {
        counted.push(bodyOf(init).audience);
        return { body: { recipientCount: bodyOf(init).audience ? 7 : 0 } };
      },
      [NEW_PATH]: (init) => {
        created.push(bodyOf(init));
        list = [email({ data: { ...scheduled.data, subject: 'Novidades' } }), sent];
        return {
          body: {
            type: 'success',
            message: 'E-mail programado.',
            email: scheduled,
            recipientCount: 7,
          },
        };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Novo e-mail' }, PAGE_LOAD));
    const drawer = within(screen.getByRole('dialog', { name: 'Novo e-mail manual' }));
    expect(await drawer.findByText('Hoje este público alcança 7 estudantes.')).toBeInTheDocument();

    await user.click(drawer.getByRole('button', { name: 'Programar envio' }));
    expect(drawer.getByText('Informe o assunto do e-mail.')).toBeInTheDocument();
    expect(drawer.getByText('Escreva o texto do e-mail.')).toBeInTheDocument();
    expect(drawer.getByText('Informe a data e a hora de envio.')).toBeInTheDocument();
    await user.type(drawer.getByLabelText('Assunto'), 'Novidades');
    await user.type(drawer.getByLabelText('Texto (Markdown)'), 'Oi {{{{x}}');
    await user.click(drawer.getByRole('button', { name: 'Programar envio' }));
    expect(
      drawer.getByText('Variável desconhecida: {{x}}. Use só {{nome}} e {{link}}.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes('new-email'))).toBe(false);

    await user.clear(drawer.getByLabelText('Texto (Markdown)'));
    await user.type(drawer.getByLabelText('Texto (Markdown)'), 'Oi, {{{{nome}}! Veja {{{{link}}');
    // The server's preview follows the text: the e-mail formatted, then its plain-text part.
    const formatted = await drawer.findByRole('article', { name: 'E-mail formatado' });
    await waitFor(() =>
      expect(formatted).toHaveTextContent('Oi, Bruno! Veja https://escola.dev/learn'),
    );
    expect(formatted.querySelector('[style]')).toBeNull();
    expect(drawer.getByText('Assunto: Novidades')).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: 'Texto simples' }));
    expect(drawer.getByText('Oi, Bruno! Veja https://escola.dev/learn')).toBeInTheDocument();
    await user.click(drawer.getByRole('radio', { name: 'Um grupo' }));
    await user.selectOptions(drawer.getByLabelText('Grupo'), 'nacional-pr');
    await waitFor(() => expect(counted).toContainEqual({ kind: 'group', value: 'nacional-pr' }));
    await user.type(
      drawer.getByLabelText('Data e hora de envio (horário de Brasília)'),
      '2030-01-10T09:30',
    );
    await user.click(drawer.getByRole('button', { name: 'Programar envio' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      data: {
        subject: 'Novidades',
        body: 'Oi, {{nome}}! Veja {{link}}',
        audience: { kind: 'group', value: 'nacional-pr' },
      },
      sendDate: '2030-01-10T12:30:00.000Z',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Novidades' })).toBeInTheDocument();
  });

  it('sends a test of the e-mail being written to the staff member', async () => {
    const tests: Record<string, unknown>[] = [];
    renderPage({
      [LIST_PATH]: listOf([]),
      'POST /api/manualEmails/send-test': (init) => {
        tests.push(bodyOf(init));
        return {
          body: { type: 'success', message: 'E-mail de teste enviado para bruno@escola.dev.' },
        };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Novo e-mail' }, PAGE_LOAD));
    const drawer = within(screen.getByRole('dialog', { name: 'Novo e-mail manual' }));
    const sendTest = drawer.getByRole('button', { name: 'Enviar um teste para mim' });
    expect(sendTest).toBeDisabled();
    await user.type(drawer.getByLabelText('Assunto'), ' Aula extra ');
    await user.type(drawer.getByLabelText('Texto (Markdown)'), 'Oi, {{{{nome}}!');
    await user.click(sendTest);
    expect(
      await screen.findByText('E-mail de teste enviado para bruno@escola.dev.'),
    ).toBeInTheDocument();
    expect(tests).toEqual([{ data: { subject: 'Aula extra', body: 'Oi, {{nome}}!' } }]);
  });

  it('shows the server’s reason when it cannot preview the text', async () => {
    renderPage({
      [LIST_PATH]: listOf([]),
      'POST /api/manualEmails/preview': {
        status: 400,
        body: {
          type: 'danger',
          message: 'Variável desconhecida: {{x}}. Use só {{nome}} e {{link}}.',
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Novo e-mail' }, PAGE_LOAD));
    const drawer = within(screen.getByRole('dialog', { name: 'Novo e-mail manual' }));
    expect(
      drawer.getByText('A prévia aparece aqui quando o assunto e o texto estiverem preenchidos.'),
    ).toBeInTheDocument();
    await user.type(drawer.getByLabelText('Assunto'), 'Aula');
    await user.type(drawer.getByLabelText('Texto (Markdown)'), 'Oi {{{{x}}');
    expect(
      await drawer.findByText('Variável desconhecida: {{x}}. Use só {{nome}} e {{link}}.', {
        selector: '[role="alert"]',
      }),
    ).toBeInTheDocument();
  });

  it('edits a scheduled e-mail and shows the server’s refusal on the form', async () => {
    const edits: Record<string, unknown>[] = [];
    renderPage({
      [LIST_PATH]: listOf([scheduled]),
      [`PUT /api/manualEmails/edit-email/${SCHEDULED_ID}`]: (init) => {
        edits.push(bodyOf(init));
        return {
          status: 400,
          body: { type: 'danger', message: 'A data de envio deve estar no futuro.' },
        };
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Editar o e-mail Aula ao vivo' }, PAGE_LOAD),
    );
    const drawer = within(screen.getByRole('dialog', { name: 'Editar e-mail manual' }));
    expect(drawer.getByLabelText('Data e hora de envio (horário de Brasília)')).toHaveValue(
      '2030-01-10T09:30',
    );
    await user.type(drawer.getByLabelText('Assunto'), ' de sexta');
    await user.click(drawer.getByRole('button', { name: 'Salvar alterações' }));
    expect(await drawer.findByRole('alert')).toHaveTextContent(
      'A data de envio deve estar no futuro.',
    );
    expect(edits).toEqual([
      {
        data: {
          subject: 'Aula ao vivo de sexta',
          body: 'Oi, {{nome}}!',
          audience: { kind: 'all', value: '' },
        },
        sendDate: '2030-01-10T12:30:00.000Z',
      },
    ]);
  });

  it('asks before cancelling, then the row says "Cancelado"', async () => {
    let list = [scheduled];
    const cancels: string[] = [];
    renderPage({
      [LIST_PATH]: () => listOf(list),
      [`PUT /api/manualEmails/cancel-email/${SCHEDULED_ID}`]: () => {
        cancels.push(SCHEDULED_ID);
        const cancelled = email({ status: 'cancelled', statusLabel: 'Cancelado', isActive: false });
        list = [cancelled];
        return { body: { type: 'success', message: 'Envio cancelado.', email: cancelled } };
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Cancelar o envio do e-mail Aula ao vivo' },
        PAGE_LOAD,
      ),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Cancelar o envio de "Aula ao vivo"?' }),
    );
    expect(cancels).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Manter envio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: 'Cancelar o envio do e-mail Aula ao vivo' }),
    );
    const confirm = within(await screen.findByRole('dialog'));
    await user.click(confirm.getByRole('button', { name: 'Cancelar envio' }));
    await waitFor(() => expect(cancels).toEqual([SCHEDULED_ID]));
    const row = within(await rowOf('Aula ao vivo'));
    expect(await row.findByText('Cancelado')).toBeInTheDocument();
    expect(row.queryByRole('button')).toBeNull();
  });

  describe('while an e-mail is on its way', () => {
    afterEach(() => vi.useRealTimers());

    it('reads the list again every 5 s, so its counts move; not once all are done', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const sending = email({
        status: 'sending',
        statusLabel: 'Enviando',
        recipientCount: 100,
        deliveries: { sent: 50, failed: 0, pending: 50 },
      });
      let list = [sending];
      let reads = 0;
      renderPage({
        [LIST_PATH]: () => {
          reads += 1;
          return listOf(list);
        },
      });
      const row = within(await rowOf('Aula ao vivo'));
      expect(row.getByText('50 enviados, 0 com falha, 50 pendentes')).toBeInTheDocument();
      const readsBefore = reads;
      list = [
        {
          ...sending,
          status: 'sent',
          statusLabel: 'Enviado',
          deliveries: { sent: 100, failed: 0, pending: 0 },
        },
      ];
      await vi.advanceTimersByTimeAsync(SENDING_REFRESH_MS);
      expect(await row.findByText('100 enviados, 0 com falha, 0 pendentes')).toBeInTheDocument();
      expect(reads).toBe(readsBefore + 1);
      await vi.advanceTimersByTimeAsync(SENDING_REFRESH_MS * 2);
      expect(reads).toBe(readsBefore + 1);
    });
  });
});
