import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { createSessionUser } from '../../test/session-user-fixture';

const location = () => screen.getByTestId('location').textContent;

describe('admin pages', () => {
  it('send an anonymous visitor of /admin to /learn', async () => {
    renderApp({ path: '/admin' });
    await waitFor(() => expect(location()).toBe('/learn'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Boas-vindas');
  });

  it('send a student to /learn', async () => {
    renderApp({ path: '/admin/emails', user: createSessionUser({ type: 'student' }) });
    await waitFor(() => expect(location()).toBe('/learn'));
    expect(screen.queryByRole('navigation', { name: /painel administrativo/ })).toBeNull();
  });

  it('redirect /ADMIN (any case) to /admin/enrollment-users for staff, titled user management', async () => {
    renderApp({ path: '/ADMIN', user: createSessionUser({ type: 'admin' }) });
    await waitFor(() => expect(location()).toBe('/admin/enrollment-users'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gerenciamento de usuários' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Gerenciamento de usuários | Admin');
  });

  it('show support the sidebar without class groups and products', async () => {
    renderApp({ path: '/admin/emails', user: createSessionUser({ type: 'support' }) });
    const sidebar = await screen.findByRole('navigation', {
      name: 'Navegação do painel administrativo',
    });
    const sections = within(sidebar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(sections).toEqual(['Gerenciamento de usuários', 'Mensagens', 'Registros', 'Relatórios']);
  });

  it('send support away from products to the admin home', async () => {
    renderApp({ path: '/admin/products', user: createSessionUser({ type: 'support' }) });
    await waitFor(() => expect(location()).toBe('/admin/enrollment-users'));
  });

  it('open the accordion section of the current path, build breadcrumbs and the title', async () => {
    renderApp({ path: '/admin/class-groups/form', user: createSessionUser({ type: 'super' }) });
    const sidebar = await screen.findByRole('navigation', {
      name: 'Navegação do painel administrativo',
    });
    expect(within(sidebar).getByRole('button', { name: 'Turmas' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      within(sidebar).getByRole('button', { name: 'Gerenciamento de usuários' }),
    ).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar).getByRole('link', { name: 'Nova turma' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const crumbs = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Admin', 'Turmas', 'Formulário']);
    expect(within(crumbs).getByRole('link', { name: 'Turmas' })).toHaveAttribute(
      'href',
      '/admin/class-groups',
    );
    expect(document.title).toBe('Turmas | Admin');
  });

  it('offer the two report downloads', async () => {
    renderApp({ path: '/admin/emails', user: createSessionUser({ type: 'support' }) });
    const sidebar = await screen.findByRole('navigation', {
      name: 'Navegação do painel administrativo',
    });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Relatórios' }));
    expect(within(sidebar).getByRole('link', { name: /Métricas do departamento/ })).toHaveAttribute(
      'href',
      '/api/admin/report/national-departament-metrics',
    );
    expect(within(sidebar).getByText(/Usuários inativos/)).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'CE' })).toHaveAttribute(
      'href',
      '/api/admin/report/inactive-users?group=nacional-ce',
    );
  });

  it('have an exit-admin button to /learn', async () => {
    renderApp({ path: '/admin/emails', user: createSessionUser({ type: 'admin' }) });
    expect(await screen.findByRole('link', { name: 'Sair do painel' })).toHaveAttribute(
      'href',
      '/learn',
    );
  });
});
