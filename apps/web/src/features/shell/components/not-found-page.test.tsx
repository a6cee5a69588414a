import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('404 page', () => {
  it.each(['/rota-que-nao-existe', '/404', '/learn/a/b/c/d'])(
    'shows heading, quote, logo and a button to /learn at %s',
    async (path) => {
      renderApp({ path });
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: 'Ops! Não encontramos esta página.',
      });
      const page = heading.closest('section') as HTMLElement;
      expect(within(page).getByText(/Lewis Carroll/)).toBeInTheDocument();
      expect(within(page).getByText('Escola de Código')).toBeInTheDocument();
      expect(within(page).getByRole('link', { name: 'Voltar aos estudos' })).toHaveAttribute(
        'href',
        '/learn',
      );
    },
  );
});
