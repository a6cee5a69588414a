import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fullNavigation } from '../../../lib/full-navigation';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

const openUserMenu = async (name = 'Ana') => {
  await userEvent.click(await screen.findByRole('button', { name: `Abrir o menu de ${name}` }));
  return screen.getByRole('navigation', { name: 'Menu do usuário' });
};

const menuEntries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent?.trim());

describe('site header', () => {
  it('shows the first name and the points of a signed-in user', async () => {
    renderApp({ path: '/learn', user: createSessionUser({ name: 'Ana Souza', points: 120 }) });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Ana')).toBeInTheDocument();
    expect(within(header).getByText('120 pontos')).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('shows the sign-in link to an anonymous visitor', async () => {
    renderApp({ path: '/learn' });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(within(header).queryByText(/pontos/)).not.toBeInTheDocument();
  });

  it('shows the free-trial tag for limited access, linked to the explanation', async () => {
    renderApp({ path: '/learn', user: createSessionUser({ access: 'limited' }) });
    const header = await screen.findByRole('banner');
    // The tag explains itself: a link to the trial notice of /learn.
    expect(
      await within(header).findByRole('link', {
        name: 'Teste gratuito: saiba o que está incluído',
      }),
    ).toHaveAttribute('href', '/learn#teste-gratuito');
  });

  it('hides the free-trial tag for complete access', async () => {
    renderApp({ path: '/learn', user: createSessionUser({ access: 'complete' }) });
    await screen.findByRole('banner');
    expect(screen.queryByText('Teste gratuito')).not.toBeInTheDocument();
  });

  it('links the logo to /quiz on the quiz and to /learn elsewhere', async () => {
    renderApp({ path: '/quiz' });
    expect(await screen.findByRole('link', { name: /página inicial/ })).toHaveAttribute(
      'href',
      '/quiz',
    );
  });
});

describe('learner menu', () => {
  it('gives a complete-access student the base items', async () => {
    renderApp({ path: '/learn', user: createSessionUser() });
    const menu = await openUserMenu();
    expect(menuEntries(menu)).toEqual([
      'Início',
      'Minha conta',
      'Certificados de participação',
      'Ajuda',
      'Sair',
    ]);
  });

  it('adds the admin item for staff', async () => {
    renderApp({ path: '/learn', user: createSessionUser({ type: 'support' }) });
    const menu = await openUserMenu();
    expect(within(menu).getByRole('link', { name: 'Painel administrativo' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('hides the participation certificate from national-access users', async () => {
    renderApp({
      path: '/learn',
      user: createSessionUser({ access: 'complete_nacional', group: 'nacional-pr' }),
    });
    const menu = await openUserMenu();
    expect(menuEntries(menu)).not.toContain('Certificados de participação');
    expect(menuEntries(menu)).not.toContain('Desbloquear conteúdo');
  });

  it('shows the unlock-content link in a new tab for limited access', async () => {
    renderApp({ path: '/learn', user: createSessionUser({ access: 'limited' }) });
    const menu = await openUserMenu();
    const unlock = within(menu).getByRole('link', { name: /Desbloquear conteúdo/ });
    expect(unlock).toHaveAttribute('target', '_blank');
  });

  it('opens the help group with its two external links', async () => {
    renderApp({ path: '/learn', user: createSessionUser() });
    const menu = await openUserMenu();
    const help = within(menu).getByRole('button', { name: 'Ajuda' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: /Tenho uma dúvida/ })).toBeVisible();
    expect(within(menu).getByRole('link', { name: /Reportar um erro/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/'),
    );
  });

  it('asks before signing out: cancel stays, confirm goes to /signout', async () => {
    const assign = vi.spyOn(fullNavigation, 'assign').mockImplementation(() => undefined);
    renderApp({ path: '/learn', user: createSessionUser() });
    let menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Sair' }));
    const dialog = screen.getByRole('dialog', { name: 'Sair da conta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Sair' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sim, sair' }));
    expect(assign).toHaveBeenCalledWith('/signout');
  });
});

describe('footer', () => {
  it('shows the social links, and is hidden on challenge pages', async () => {
    const { unmount } = renderApp({ path: '/learn' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /Instagram/ })).toBeInTheDocument();
    unmount();

    // No page data for this challenge: its page answers 404, still without the footer.
    renderApp({ path: '/learn/react/bloco/desafio-1' });
    await screen.findByText('Ops! Não encontramos esta página.', {}, PAGE_LOAD);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
