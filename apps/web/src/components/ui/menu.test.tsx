import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './menu';

const items = [
  { id: 'edit', label: 'Editar' },
  { id: 'block', label: 'Bloquear', isDisabled: true },
  { id: 'delete', label: 'Excluir', tone: 'danger' as const },
];

describe('Menu', () => {
  it('opens from its button, moves with the arrow keys and skips disabled items', async () => {
    const onAction = vi.fn();
    render(<Menu triggerLabel="Ações" items={items} onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Ações' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Editar',
      'Bloquear',
      'Excluir',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Bloquear' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('delete');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape without acting', async () => {
    const onAction = vi.fn();
    render(<Menu triggerLabel="Ações" items={items} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ações' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onAction).not.toHaveBeenCalled();
  });
});
