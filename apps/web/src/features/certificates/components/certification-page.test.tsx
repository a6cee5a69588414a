// /certification: the available certifications with their projects and this learner's progress,
// what must be fixed before claiming (a name, the honesty pledge), the claim and its answers, and
// the concludedCertificate modal after a granted claim.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { renderApp } from '../../../test/render-app';
import { PAGE_LOAD } from '../../../test/page-load';
import { createSessionUser } from '../../../test/session-user-fixture';
import { CODE, createCertificateView } from '../test/certificate-fixture';

const LOGICA_PROJECTS = ['projeto-pontuacao-de-atletas', 'projeto-dados-de-atletas'];

const learner = (overrides: Partial<SessionUser> = {}) =>
  createSessionUser({
    completedChallenges: LOGICA_PROJECTS.map((id) => ({ id, completedDate: 1 })),
    ...overrides,
  });

const openPage = async (options: Parameters<typeof renderApp>[0]) => {
  const view = renderApp(options);
  await screen.findByRole('heading', { level: 1, name: 'Certificações' }, PAGE_LOAD);
  return view;
};

const card = (title: string) => screen.getByRole('region', { name: title });

describe('the certification page', () => {
  it('lists every available certification with its projects, done or not for this learner', async () => {
    await openPage({
      path: '/certification',
      user: learner({
        completedChallenges: [{ id: 'projeto-pontuacao-de-atletas', completedDate: 1 }],
      }),
    });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((item) => item.textContent);
    // Fundamentos da Programação Front-End is not available.
    expect(titles).toEqual(['Lógica de Programação', 'HTML, CSS e Javascript', 'React']);
    const logica = within(card('Lógica de Programação'));
    expect(logica.getByText(/Carga horária: 60 horas · 1 de 2 projetos concluídos/)).toBeVisible();
    const projects = logica.getAllByRole('listitem').map((item) => item.textContent);
    expect(projects).toEqual(['Pontuação de atletasConcluído', 'Dados de atletasNão concluído']);
    expect(logica.getByRole('link', { name: 'Dados de atletas' })).toHaveAttribute(
      'href',
      '/learn/logica-de-programacao/projetos-de-certificacao/dados-de-atletas',
    );
    expect(
      logica.getByRole('button', { name: 'Solicitar certificado' }),
    ).toHaveAccessibleDescription('Conclua todos os projetos acima para solicitar o certificado.');
  });

  it('shows a visitor the catalogue and asks them to sign in, with no claim', async () => {
    await openPage({ path: '/certification', user: null });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(screen.getByRole('region', { name: 'React' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Solicitar certificado' })).not.toBeInTheDocument();
    expect(screen.queryByText('Não concluído')).not.toBeInTheDocument();
  });

  it('asks for a name and the honesty pledge before a claim, with links to the settings', async () => {
    await openPage({ path: '/certification', user: learner({ name: ' ', isHonest: false }) });
    expect(screen.getByText(/adicione o seu nome completo ao perfil/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Adicionar meu nome' })).toHaveAttribute(
      'href',
      '/settings#sobre-voce',
    );
    expect(screen.getByText(/aceite o compromisso de honestidade acadêmica/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ler e aceitar o compromisso' })).toHaveAttribute(
      'href',
      '/settings#honestidade',
    );
  });

  it('says nothing of the kind to a learner with a name who took the pledge', async () => {
    await openPage({ path: '/certification', user: learner() });
    expect(screen.queryByRole('link', { name: 'Adicionar meu nome' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Ler e aceitar o compromisso' }),
    ).not.toBeInTheDocument();
  });

  it('is not shown to a learner the certification area is hidden from', async () => {
    await openPage({ path: '/certification', user: learner({ source: '' }) });
    expect(screen.getByText(/A área de certificação ainda não está disponível/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'React' })).not.toBeInTheDocument();
  });

  it('links a certification already held to its certificate', async () => {
    await openPage({ path: '/certification', user: learner({ isLogicaDeProgramacaoCert: true }) });
    const logica = within(card('Lógica de Programação'));
    expect(logica.getByText('Certificado conquistado')).toBeVisible();
    expect(logica.getByRole('link', { name: 'Ver certificado' })).toHaveAttribute(
      'href',
      '/certification/ana-souza/logica-de-programacao',
    );
    expect(logica.queryByRole('button')).not.toBeInTheDocument();
  });

  it('claims: the message as a toast, the concludedCertificate modal, then the certificate link', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openPage({
      path: '/certification',
      user: learner(),
      routes: {
        'PUT /certificate/verify': {
          body: {
            type: 'success',
            message: 'Parabéns! Seu certificado foi emitido.',
            certificate: createCertificateView(),
          },
        },
      },
    });
    await user.click(
      within(card('Lógica de Programação')).getByRole('button', { name: 'Solicitar certificado' }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/certificate/verify',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ certSlug: 'logica-de-programacao' }),
      }),
    );
    expect(await screen.findByText('Parabéns! Seu certificado foi emitido.')).toBeVisible();
    const dialog = await screen.findByRole('dialog', {
      name: 'Parabéns, você conquistou um certificado!',
    });
    expect(dialog).toHaveTextContent(
      `O seu certificado de Lógica de Programação foi emitido. Qualquer pessoa pode conferir que ele é verdadeiro pelo código ${CODE}.`,
    );
    expect(within(dialog).getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
      'href',
      `/certificate/pdf/${CODE}`,
    );
    await user.click(within(dialog).getByRole('link', { name: 'Ver certificado' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/certification/ana-souza/logica-de-programacao',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks the certification held once claimed, and closes the modal', async () => {
    const user = userEvent.setup();
    await openPage({
      path: '/certification',
      user: learner(),
      routes: {
        'PUT /certificate/verify': {
          body: { type: 'success', message: 'Emitido.', certificate: createCertificateView() },
        },
      },
    });
    await user.click(screen.getAllByRole('button', { name: 'Solicitar certificado' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(card('Lógica de Programação')).getByRole('link', { name: 'Ver certificado' }),
    ).toBeVisible();
  });

  it('an already-claimed answer shows its message without the congratulation', async () => {
    const user = userEvent.setup();
    await openPage({
      path: '/certification',
      user: learner(),
      routes: {
        'PUT /certificate/verify': {
          body: {
            type: 'info',
            message: 'Você já tem este certificado.',
            certificate: createCertificateView(),
          },
        },
      },
    });
    await user.click(screen.getAllByRole('button', { name: 'Solicitar certificado' })[0]!);
    expect(await screen.findByText('Você já tem este certificado.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a refused claim shows the API's message and opens nothing", async () => {
    const user = userEvent.setup();
    await openPage({
      path: '/certification',
      user: learner({ completedChallenges: [] }),
      routes: {
        'PUT /certificate/verify': {
          status: 403,
          body: {
            type: 'info',
            message: 'Parece que você não completou todos os projetos de Lógica de Programação.',
          },
        },
      },
    });
    await user.click(screen.getAllByRole('button', { name: 'Solicitar certificado' })[0]!);
    expect(
      await screen.findByText(
        'Parece que você não completou todos os projetos de Lógica de Programação.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Solicitar certificado' })[0]).toBeEnabled();
  });
});
