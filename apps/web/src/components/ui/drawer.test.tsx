import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './drawer';

const EditUser = () => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Editar usuário
      </button>
      <Drawer
        isOpen={isOpen}
        title="Editar Ana"
        closeLabel="Fechar"
        onClose={() => setIsOpen(false)}
        actions={<button type="button">Salvar</button>}
      >
        <label>
          Nome <input defaultValue="Ana" />
        </label>
      </Drawer>
    </>
  );
};

describe('Drawer', () => {
  it('opens as a named dialog, keeps Tab inside and closes with Escape, returning focus', async () => {
    render(<EditUser />);
    const opener = screen.getByRole('button', { name: 'Editar usuário' });
    await userEvent.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Editar Ana' });
    expect(drawer).toContainElement(screen.getByRole('textbox', { name: 'Nome' }));
    expect(screen.queryByRole('button', { name: 'Editar usuário' })).not.toBeInTheDocument();
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its close button', async () => {
    render(<EditUser />);
    await userEvent.click(screen.getByRole('button', { name: 'Editar usuário' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
