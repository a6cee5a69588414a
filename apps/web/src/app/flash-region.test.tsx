import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../components/ui/modal';
import { FlashProvider, useFlash } from '../lib/flash';
import { i18n } from '../lib/i18n';
import { ModalProvider, useModal } from '../lib/modal-manager';
import { FlashRegion } from './flash-region';

const Page = () => {
  const { showFlash } = useFlash();
  const { openModal } = useModal();
  return (
    <>
      <header>Escola de Código</header>
      <button
        type="button"
        onClick={() =>
          openModal({
            id: 'report',
            render: (close) => (
              <Modal
                title="Reportar erro"
                onClose={close}
                actions={
                  <button
                    type="button"
                    onClick={() => showFlash({ type: 'danger', message: 'Erro ao enviar.' })}
                  >
                    Enviar
                  </button>
                }
              />
            ),
          })
        }
      >
        Abrir
      </button>
      <button type="button" onClick={() => showFlash({ type: 'success', message: 'Salvo.' })}>
        Salvar
      </button>
    </>
  );
};

const renderPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <FlashProvider>
        <ModalProvider>
          <Page />
          <FlashRegion />
        </ModalProvider>
      </FlashProvider>
    </I18nextProvider>,
  );

const headerBottom = (bottom: number) =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect);

describe('flash region placement', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts the toast just under the page header', async () => {
    headerBottom(65);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const region = screen.getByRole('status', { name: 'Notificações' });
    expect(region).toHaveTextContent('Salvo.');
    expect(region.style.getPropertyValue('--toast-top')).toBe('70px');
  });

  it('keeps a margin from the top once the header has scrolled away', async () => {
    headerBottom(-300);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const region = screen.getByRole('status', { name: 'Notificações' });
    expect(region.style.getPropertyValue('--toast-top')).toBe('10px');
  });

  it('stays announced and dismissible while a modal is open, without closing the modal', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Reportar erro' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    // The page behind the modal is hidden from assistive technology; the toast region is not.
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    const region = screen.getByRole('status', { name: 'Notificações' });
    expect(region).toHaveTextContent('Erro ao enviar.');
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Fechar a notificação' }));
    });
    expect(region).toBeEmptyDOMElement();
    expect(dialog).toBeInTheDocument();
  });
});
