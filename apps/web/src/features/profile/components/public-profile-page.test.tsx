import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { PAGE_LOAD } from '../../../test/page-load';

/** The first render loads the page's lazy chunk: slower than 1 s on a busy machine. */

describe('public profile page', () => {
  it('shows what the owner made public', async () => {
    const { fetchMock } = renderApp({
      path: '/user/ana-souza',
      routes: {
        'GET /api/users/get-public-profile': {
          body: {
            username: 'ana-souza',
            isLocked: false,
            name: 'Ana Souza',
            location: 'Recife, PE',
            about: 'Aprendendo React.',
            picture: 'https://www.example.com/foto.png',
            socials: {
              githubProfile: 'https://github.com/ana',
              linkedin: '',
              twitter: '',
              website: '',
            },
            points: 70,
            portfolio: [
              {
                id: 'p1',
                title: 'Calculadora',
                url: 'https://ana.dev.br',
                image: '',
                description: 'Em React.',
              },
            ],
          },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Perfil de ana-souza' }, PAGE_LOAD),
    ).toBeVisible();
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('Localização: Recife, PE')).toBeInTheDocument();
    expect(screen.getByText('70 pontos')).toBeInTheDocument();
    expect(screen.getByText('Aprendendo React.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/ana',
    );
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Calculadora' })).toHaveAttribute(
      'href',
      'https://ana.dev.br',
    );
    expect(screen.getByRole('img', { name: 'Foto de perfil de ana-souza' })).toHaveAttribute(
      'src',
      '/images/default-avatar.svg',
    );
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/users/get-public-profile'),
    );
    expect(call?.[0]).toBe('/api/users/get-public-profile?username=ana-souza');
  });

  it('lists the certificates the profile shows, each linking to its page', async () => {
    renderApp({
      path: '/user/ana-souza',
      routes: {
        'GET /api/users/get-public-profile': {
          body: {
            username: 'ana-souza',
            isLocked: false,
            certificates: [
              {
                certSlug: 'logica-de-programacao',
                title: 'Lógica de Programação',
                kind: 'certification',
                issuedAt: '2026-11-25T12:00:00.000Z',
                url: '/certification/ana-souza/logica-de-programacao',
              },
            ],
          },
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Certificados' }, PAGE_LOAD);
    expect(within(section).getByRole('link', { name: 'Lógica de Programação' })).toHaveAttribute(
      'href',
      '/certification/ana-souza/logica-de-programacao',
    );
  });

  it('has no certificates section when the profile shows none', async () => {
    renderApp({
      path: '/user/ana-souza',
      routes: {
        'GET /api/users/get-public-profile': {
          body: { username: 'ana-souza', isLocked: false, name: 'Ana Souza', certificates: [] },
        },
      },
    });
    expect(await screen.findByText('Ana Souza', {}, PAGE_LOAD)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Certificados' })).not.toBeInTheDocument();
  });

  it('says a locked profile is private and shows nothing else', async () => {
    renderApp({
      path: '/user/ana-souza',
      routes: {
        'GET /api/users/get-public-profile': { body: { username: 'ana-souza', isLocked: true } },
      },
    });
    expect(await screen.findByText('Este perfil é privado.', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the API message for an unknown username', async () => {
    renderApp({
      path: '/user/ninguem',
      routes: {
        'GET /api/users/get-public-profile': {
          status: 404,
          body: { type: 'danger', message: 'Não encontramos nenhum usuário com esse nome.' },
        },
      },
    });
    expect(
      await screen.findByText('Não encontramos nenhum usuário com esse nome.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
  });
});
