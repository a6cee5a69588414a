import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const tabs = [
  { id: 'profile', label: 'Perfil', content: <p>Dados do perfil</p> },
  { id: 'access', label: 'Acesso', content: <p>Tipo de acesso</p> },
  { id: 'history', label: 'Histórico', content: <p>Histórico de acessos</p>, isDisabled: true },
];

describe('Tabs', () => {
  it('shows the first panel, and the arrow keys move to the next enabled tab and its panel', async () => {
    const onSelectionChange = vi.fn();
    render(<Tabs label="Seções do usuário" tabs={tabs} onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Seções do usuário' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Dados do perfil');
    screen.getByRole('tab', { name: 'Perfil' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Acesso' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Tipo de acesso');
    expect(onSelectionChange).toHaveBeenLastCalledWith('access');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
  });
});
