// /admin/emails, "Automáticos" (issue 20, decision 046): admins see each e-mail with its switch;
// switching one off asks first and then calls the API; "Editar" opens the form with the e-mail's
// variables (required ones marked), refuses a body without its link before calling and saves.
// Support reads the list only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AutomaticEmailItem } from '@escola/contracts/automatic-email-payload';
import type { StubReply } from '../../../../test/fetch-stub';
import { PAGE_LOAD } from '../../../../test/page-load';
import { renderApp } from '../../../../test/render-app';
import { createSessionUser } from '../../../../test/session-user-fixture';

const LIST_PATH = 'GET /api/automaticEmails/get-emails';
const TOGGLE_PATH = 'PUT /api/automaticEmails/toggle-active/password-recovery';
const EDIT_PATH = 'PUT /api/automaticEmails/edit-email/password-recovery';
const PREVIEW_PATH = 'POST /api/automaticEmails/preview/password-recovery';

const recovery: AutomaticEmailItem = {
  id: 'password-recovery',
  isActive: true,
  data: {
    name: 'Recuperação de senha',
    description: 'Enviado em "Esqueci minha senha".',
    subject: 'Recuperação de senha',
    body: 'Olá, {{nome}}! [Criar nova senha]({{link}})',
    variables: ['nome', 'link'],
    requiredVariables: ['link'],
  },
  updatedAt: '2026-11-26T12:00:00.000Z',
  updatedBy: null,
};

const listOf = (emails: AutomaticEmailItem[]): StubReply => ({ body: { emails } });
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;
const changed = (email: AutomaticEmailItem, message: string): StubReply => ({
  body: { type: 'success', message, email },
});

const renderAs = (type: 'support' | 'admin', routes: Parameters<typeof renderApp>[0]['routes']) =>
  renderApp({
    path: '/admin/emails?tipo=automaticos',
    user: createSessionUser({ type }),
    routes: {
      // The e-mail's own preview call, filled as the server would for a staff member called Bruno.
      [PREVIEW_PATH]: (init) => {
        const { data } = bodyOf(init) as { data: { subject: string; body: string } };
        const text = data.body.replace('{{nome}}', 'Bruno');
        return { body: { subject: data.subject, html: `<p>${text}</p>`, text } };
      },
      ...routes,
    },
  });

const rowOf = async (name: string) =>
  (await screen.findAllByText(name, {}, PAGE_LOAD))[0]?.closest('tr') as HTMLElement;

describe('/admin/emails, automatic e-mails', () => {
  it('asks before switching an e-mail off, then the platform stops sending it', async () => {
    let current = recovery;
    const toggles: string[] = [];
    const { fetchMock } = renderAs('admin', {
      [LIST_PATH]: () => listOf([current]),
      [TOGGLE_PATH]: () => {
        toggles.push('toggle');
        current = { ...recovery, isActive: false };
        return changed(current, 'E-mail automático "Recuperação de senha" desativado.');
      },
    });
    const user = userEvent.setup();
    const row = within(await rowOf('Recuperação de senha'));
    expect(row.getByText('Ativado')).toBeInTheDocument();
    await user.click(row.getByText('Envio'));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Desativar o e-mail "Recuperação de senha"?' }),
    );
    expect(dialog.getByText(/A plataforma deixará de enviar este e-mail/)).toBeInTheDocument();
    expect(toggles).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(toggles).toHaveLength(1));
    const called = fetchMock.mock.calls.map(([path]) => String(path));
    expect(called).toContain('/api/automaticEmails/toggle-active/password-recovery?isActive=false');
    expect(await screen.findByText(/desativado\./)).toBeInTheDocument();
    expect(await row.findByText('Desativado')).toBeInTheDocument();
  });

  it('lists the variables, refuses a body without {{link}} before calling, then saves', async () => {
    const saved: unknown[] = [];
    const { fetchMock } = renderAs('admin', {
      [LIST_PATH]: listOf([recovery]),
      [EDIT_PATH]: (init) => {
        saved.push(bodyOf(init));
        return changed(recovery, 'E-mail automático "Recuperação de senha" atualizado.');
      },
    });
    const user = userEvent.setup();
    const row = within(await rowOf('Recuperação de senha'));
    await user.click(row.getByRole('button', { name: 'Editar o e-mail "Recuperação de senha"' }));
    const drawer = within(
      await screen.findByRole('dialog', { name: 'Editar: Recuperação de senha' }),
    );
    const linkHelp = drawer.getByText('{{link}}').closest('li') as HTMLElement;
    expect(linkHelp).toHaveTextContent('(obrigatória no texto)');
    expect(drawer.getByText('{{nome}}').closest('li')).not.toHaveTextContent('obrigatória');

    // The preview is the server's rendering of this e-mail.
    const preview = await drawer.findByRole('article', { name: 'E-mail formatado' }, PAGE_LOAD);
    await waitFor(() => expect(preview).toHaveTextContent('Olá, Bruno!'));

    const body = drawer.getByLabelText('Texto (Markdown)');
    await user.clear(body);
    await user.type(body, 'Olá, {{{{nome}}!');
    await user.click(drawer.getByRole('button', { name: 'Salvar' }));
    expect(drawer.getByText('O e-mail precisa conter {{link}}.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes('edit-email'))).toBe(false);

    await user.type(body, ' Nova senha: {{{{link}}');
    await user.click(drawer.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { data: { subject: 'Recuperação de senha', body: 'Olá, {{nome}}! Nova senha: {{link}}' } },
      ]),
    );
    expect(await screen.findByText(/atualizado\./)).toBeInTheDocument();
  });

  it('shows support the list without switches or edit buttons', async () => {
    renderAs('support', { [LIST_PATH]: listOf([{ ...recovery, isActive: false }]) });
    const row = within(await rowOf('Recuperação de senha'));
    expect(row.getByText('Desativado')).toBeInTheDocument();
    expect(row.queryByRole('switch')).toBeNull();
    expect(row.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Só a administração pode editá-los/)).toBeInTheDocument();
  });
});
