// The certificate pages (/certification/:username/:certSlug and /certification/:code): the
// printable certificate with its facts, QR code and actions, for anyone; and each state a visitor
// may meet instead — loading, not found, kept private, a failed load.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { PAGE_LOAD } from '../../../test/page-load';
import { createSessionUser } from '../../../test/session-user-fixture';
import { CODE, createCertificateView } from '../test/certificate-fixture';

const SHOW_CERT = 'GET /certificate/showCert/ana-souza/logica-de-programacao';
const HOLDER_PATH = '/certification/ana-souza/logica-de-programacao';

const findCertificate = () => screen.findByRole('article', { name: /Certificado/ }, PAGE_LOAD);

describe('the certificate page', () => {
  it('shows the certificate to an anonymous visitor, as printed', async () => {
    renderApp({ path: HOLDER_PATH, routes: { [SHOW_CERT]: { body: createCertificateView() } } });
    const certificate = await findCertificate();
    const sheet = within(certificate);
    expect(sheet.getByRole('heading', { level: 1 })).toHaveTextContent('Certificado de conclusão');
    expect(sheet.getByText('Escola de Código', { selector: '.logo__name' })).toBeVisible();
    expect(sheet.getByText('Ana Souza')).toBeVisible();
    expect(certificate).toHaveTextContent(
      'concluiu a trilha Lógica de Programação, com carga horária de 60 horas.',
    );
    // 02:30 UTC on the 26th is still the 25th in Brasília.
    expect(sheet.getByText('Emitido em 25 de novembro de 2026')).toBeVisible();
    expect(sheet.getByText(CODE)).toBeVisible();
    expect(sheet.getByText(`https://escola.dev/certification/${CODE}`)).toBeVisible();
    expect(
      sheet.getByRole('img', { name: /Código QR com o endereço de verificação/ }),
    ).toHaveAttribute('src', `/certificate/qr/${CODE}`);
    expect(document.title).toBe(
      'Certificado de Ana Souza: Lógica de Programação | Escola de Código',
    );
    // The certification layout: a visitor is shown the school, not "back to your studies".
    expect(screen.getByRole('link', { name: 'Conheça a escola' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('prints, downloads the PDF and copies the verification link', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderApp({
      path: HOLDER_PATH,
      user: createSessionUser(),
      routes: { [SHOW_CERT]: { body: createCertificateView() } },
    });
    await findCertificate();
    const actions = screen.getByRole('group', { name: 'Ações do certificado' });
    const pdf = within(actions).getByRole('link', { name: 'Baixar PDF' });
    expect(pdf).toHaveAttribute('href', `/certificate/pdf/${CODE}`);
    expect(pdf).toHaveAttribute('download');
    await user.click(within(actions).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(within(actions).getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(`https://escola.dev/certification/${CODE}`);
    expect(await screen.findByText('Link do certificado copiado.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar aos estudos' })).toHaveAttribute(
      'href',
      '/learn',
    );
  });

  it('says so when the link cannot be copied', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('negado'));
    renderApp({ path: HOLDER_PATH, routes: { [SHOW_CERT]: { body: createCertificateView() } } });
    await findCertificate();
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByText(/Não foi possível copiar o link/)).toBeVisible();
  });

  it('prints a participation certificate with its stage', async () => {
    renderApp({
      path: '/certification/ana-souza/participacao-2',
      routes: {
        'GET /certificate/showCert/ana-souza/participacao-2': {
          body: createCertificateView({
            certSlug: 'participacao-2',
            kind: 'participation',
            title: '2ª matrícula: Desenvolvedor front-end com React',
            workloadHours: 160,
          }),
        },
      },
    });
    const certificate = await findCertificate();
    expect(within(certificate).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Certificado de participação',
    );
    expect(certificate).toHaveTextContent(
      'concluiu a etapa Desenvolvedor front-end com React (2ª matrícula) do programa de formação, com carga horária de 160 horas.',
    );
  });

  it("shows the API's message when the holder keeps certificates private", async () => {
    renderApp({
      path: HOLDER_PATH,
      routes: {
        [SHOW_CERT]: {
          status: 403,
          body: { type: 'info', message: 'Este usuário não tornou seus certificados públicos.' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificado indisponível' }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este usuário não tornou seus certificados públicos.',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says "Certificado não encontrado." for a wrong user', async () => {
    renderApp({
      path: HOLDER_PATH,
      routes: {
        [SHOW_CERT]: {
          status: 404,
          body: { type: 'info', message: 'Não encontramos nenhum usuário com esse nome.' },
        },
      },
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Certificado não encontrado.' },
        PAGE_LOAD,
      ),
    ).toBeVisible();
    expect(screen.getByText('Não encontramos nenhum usuário com esse nome.')).toBeVisible();
  });

  it('offers a retry when the certificate could not be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderApp({
      path: HOLDER_PATH,
      routes: {
        [SHOW_CERT]: () => {
          calls += 1;
          return calls === 1 ? 'network-error' : { body: createCertificateView() };
        },
      },
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Não foi possível carregar o certificado' },
        PAGE_LOAD,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await findCertificate()).toBeVisible();
  });
});

describe('the verification page of a code', () => {
  it('reads the code however it was typed and shows the certificate', async () => {
    const { fetchMock } = renderApp({
      path: '/certification/7k3m-9qpx-2d4f',
      routes: { [`GET /certificate/code/${CODE}`]: { body: createCertificateView() } },
    });
    expect(within(await findCertificate()).getByText('Ana Souza')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(`/certificate/code/${CODE}`, expect.anything());
  });

  it('says "Certificado não encontrado." for an unknown code', async () => {
    renderApp({
      path: `/certification/${CODE}`,
      routes: {
        [`GET /certificate/code/${CODE}`]: {
          status: 404,
          body: { type: 'info', message: 'Certificado não encontrado.' },
        },
      },
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Certificado não encontrado.' },
        PAGE_LOAD,
      ),
    ).toBeVisible();
    // The same words are not said twice.
    expect(screen.getAllByText('Certificado não encontrado.')).toHaveLength(1);
  });

  it('does not ask the server about something that cannot be a code', async () => {
    const { fetchMock } = renderApp({ path: '/certification/nao-e-um-codigo' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Certificado não encontrado.' },
        PAGE_LOAD,
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith('/certificate/'))).toBe(
        false,
      ),
    );
  });
});
