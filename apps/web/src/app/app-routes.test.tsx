import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createChallenge, pageDataRoute } from '../features/challenges/test/page-data-fixtures';
import { renderApp } from '../test/render-app';
import { createSessionUser } from '../test/session-user-fixture';

/** Every path of spec/page-routes.tsv (parameters filled in), with the heading it must show. */
const PAGE_ROUTES: [path: string, heading: RegExp][] = [
  ['/learn', /Boas-vindas/],
  ['/sign-in', /^Entrar$/],
  ['/sign-up', /Criar conta/],
  ['/email-sign-up', /Termos de uso/],
  ['/forgot-password', /Esqueci minha senha/],
  ['/recovery-password', /Nova senha/],
  ['/sent-email-to-recovery', /E-mail enviado/],
  ['/verification-email', /Verificação de e-mail/],
  ['/update-email', /Trocar e-mail/],
  ['/unlock-account', /Desbloquear conta/],
  ['/blocked', /Conta bloqueada/],
  ['/unsubscribed', /Inscrição cancelada/],
  ['/unsubscribed/abc123', /Inscrição cancelada/],
  ['/settings', /Minha conta/],
  ['/settings/privacy', /Minha conta/],
  ['/user', /Perfil/],
  ['/user/ana-souza', /Perfil/],
  ['/certification', /Certificações/],
  ['/certification/ana-souza/react', /Certificado/],
  ['/certification/7K3M-9QPX-2D4F', /Certificado/],
  ['/certificate-of-participation', /Certificados de participação/],
  ['/challenges', /Desafios/],
  ['/challenges/abc', /Desafios/],
  ['/home', /Aprenda a programar/],
  ['/placement-test', /Teste de nivelamento/],
  ['/quiz', /Programa Nacional de formação/],
  ['/quiz/password', /Crie a sua senha/],
  ['/quiz/result', /Seu resultado/],
  ['/register/national-form', /Cadastro no Programa Nacional/],
  ['/enrollment-national', /Matrícula no programa nacional/],
  ['/confirm-enrollment-national', /Confirmar matrícula/],
  ['/data-complement', /Complemento de dados/],
  ['/admin/enrollment-users', /Gerenciamento de usuários/],
  ['/admin/answered-quiz', /Gerenciamento de usuários/],
  ['/admin/waiting-list', /Lista de espera/],
  ['/admin/class-groups', /Turmas/],
  ['/admin/class-groups/form', /Nova turma|Turmas/],
  ['/admin/class-groups/form?id=1', /Editar turma/],
  ['/admin/class-groups/move-users', /Mover usuários/],
  ['/admin/messages-managment', /Mensagens/],
  ['/admin/messages-managment/form?id=1', /Editar mensagem/],
  ['/admin/emails', /E-mails/],
  ['/admin/request-delete', /Pedidos de exclusão/],
  ['/admin/delete-register', /Contas excluídas/],
  ['/admin/audit-log', /Registro de auditoria/],
  ['/admin/products', /Produtos/],
];

/**
 * The certification-project links of docs/product/certificates.md: challenge pages, shown from
 * their page data.
 */
const CHALLENGE_ROUTES = [
  '/learn/logica-de-programacao/projetos-de-certificacao/pontuacao-de-atletas',
  '/learn/html-css-javascript/projetos-de-certificacao-trilha-2/agencia-de-viagens',
  '/learn/react/projetos-de-certificacao-trilha-3/contador-de-cliques',
  '/learn/fundamentos-da-programacao-front-end/avaliacao-estudante/o-quanto-voce-aprendeu',
];

describe('page routes', () => {
  it.each(PAGE_ROUTES)('%s resolves to its page', async (path, heading) => {
    // The sign-in, sign-up and unlock pages send a signed-in user on to /learn, so they are opened
    // as a visitor. /email-sign-up sends a user who already accepted the terms on to /learn.
    const user =
      path === '/sign-in' || path === '/sign-up' || path === '/unlock-account'
        ? null
        : createSessionUser({ type: 'super', acceptedPrivacyTerms: path !== '/email-sign-up' });
    renderApp({ path, user });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText('Ops! Não encontramos esta página.')).not.toBeInTheDocument();
  });

  it.each(CHALLENGE_ROUTES)('%s shows the challenge of its page data', async (path) => {
    const challenge = createChallenge({ path, title: 'Projeto de certificação' });
    renderApp({ path, routes: pageDataRoute(challenge) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Projeto de certificação' }),
    ).toBeInTheDocument();
  });

  it('shows the home on / to a visitor', async () => {
    renderApp({ path: '/', user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Aprenda a programar/ }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('redirects a signed-in user from / to /learn', async () => {
    renderApp({ path: '/', user: createSessionUser() });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/learn'));
  });

  it('sends a visitor of a signed-in page to /sign-in', async () => {
    renderApp({ path: '/settings' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in'));
  });

  it('sends a national-access user away from the participation certificates', async () => {
    renderApp({
      path: '/certificate-of-participation',
      user: createSessionUser({ access: 'nacional', group: 'nacional-pi' }),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/learn'));
  });

  it('uses the certification layout under /certification/', async () => {
    renderApp({ path: '/certification/ana-souza/react', user: createSessionUser() });
    await screen.findByRole('heading', { level: 1, name: /Certificado/ });
    expect(screen.getByRole('link', { name: 'Voltar aos estudos' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the welcome text with points, the diamond and the support contacts on /learn', async () => {
    renderApp({ path: '/learn' });
    expect(await screen.findByText(/ao lado do diamante/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'suporte@escola.dev' })).toHaveAttribute(
      'href',
      'mailto:suporte@escola.dev',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/'),
    );
  });

  it('applies the night theme as dark', async () => {
    renderApp({ path: '/learn', user: createSessionUser({ theme: 'night' }) });
    await screen.findByRole('banner');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
