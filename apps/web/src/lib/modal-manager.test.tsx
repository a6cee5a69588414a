import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Modal } from '../components/ui/modal';
import { ModalProvider, useModal } from './modal-manager';

const Opener = ({ id, title }: { id: string; title: string }) => {
  const { openModal } = useModal();
  return (
    <button
      type="button"
      onClick={() =>
        openModal({
          id,
          render: (close) => (
            <Modal
              title={title}
              onClose={close}
              actions={
                <>
                  <button type="button" onClick={close}>
                    Sair
                  </button>
                  <button type="button">Continuar</button>
                </>
              }
            />
          ),
        })
      }
    >
      abrir {id}
    </button>
  );
};

const renderModals = () =>
  render(
    <ModalProvider>
      <Opener id="ajuda" title="Ajuda" />
      <Opener id="erro" title="Reportar erro" />
    </ModalProvider>,
  );

describe('modal manager', () => {
  it('never shows two modals at once', async () => {
    renderModals();
    await userEvent.click(screen.getByRole('button', { name: 'abrir ajuda' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // The opener of the other modal is outside the dialog; reach it through the manager.
    const other = screen.getByRole('button', { name: 'abrir erro', hidden: true });
    other.click();
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Reportar erro');
  });

  it('moves focus in, keeps Tab inside, hides the page behind, closes on Escape and returns focus', async () => {
    renderModals();
    const opener = screen.getByRole('button', { name: 'abrir ajuda' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Ajuda' });
    const close = screen.getByRole('button', { name: 'Sair' });
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(next).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(next).toHaveFocus();
    // The page behind the dialog is out of reach of assistive technology while it is open.
    expect(screen.queryByRole('button', { name: 'abrir erro' })).not.toBeInTheDocument();
    expect(dialog).toBeVisible();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.getByRole('button', { name: 'abrir erro' })).toBeInTheDocument();
  });

  it('closes on a click outside the dialog', async () => {
    renderModals();
    await userEvent.click(screen.getByRole('button', { name: 'abrir ajuda' }));
    expect(screen.getByRole('dialog', { name: 'Ajuda' })).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
