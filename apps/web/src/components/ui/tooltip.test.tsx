import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger and hides on Escape', async () => {
    render(
      <Tooltip content="Copia o token para a área de transferência">
        <button type="button">Copiar</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Copia o token para a área de transferência');
    expect(screen.getByRole('button', { name: 'Copiar' })).toHaveAccessibleDescription(
      'Copia o token para a área de transferência',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
