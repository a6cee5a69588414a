// The catalogue page renders every section once, settles (its demo table loads its first page),
// and its theme choice sets the page's theme.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { i18n, LANGUAGE } from '../../../lib/i18n';
import design from '../../../locales/pt-BR/design.json';
import DesignPage from './design-page';

i18n.addResourceBundle(LANGUAGE, 'design', design);

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/design']}>
      <Providers queryClient={new QueryClient()}>
        <DesignPage />
      </Providers>
    </MemoryRouter>,
  );

describe('DesignPage', () => {
  it('shows every section and the first page of the demo table', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(design.title);
    for (const title of Object.values(design.sections)) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const table = screen.getByRole('table', { name: design.dataTable.caption });
    expect(await within(table).findByText('Ana Almeida 1')).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'false');
  });

  it('switches the theme', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: design.theme.dark }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(screen.getByRole('radio', { name: design.theme.system }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
