import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FLASH_AUTO_DISMISS_MS, FLASH_ID_LENGTH } from '@escola/domain/constants';
import { FlashRegion } from '../app/flash-region';
import { FlashProvider, useFlash, type ShowFlashInput } from './flash';
import { i18n } from './i18n';
import { I18nextProvider } from 'react-i18next';

let lastId = '';

const Trigger = ({ input, label }: { input: ShowFlashInput; label: string }) => {
  const { showFlash, flash } = useFlash();
  lastId = flash?.id ?? '';
  return (
    <button type="button" onClick={() => showFlash(input)}>
      {label}
    </button>
  );
};

const renderFlash = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <FlashProvider>
        <Trigger label="primeira" input={{ type: 'success', message: 'Primeira mensagem' }} />
        <Trigger label="segunda" input={{ type: 'danger', message: 'Segunda mensagem' }} />
        <Trigger
          label="fixa"
          input={{ type: 'warning', message: 'Mensagem fixa', dismissible: false }}
        />
        <FlashRegion />
      </FlashProvider>
    </I18nextProvider>,
  );

describe('flash messages', () => {
  it('closes a dismissible flash after 10 s, not before', () => {
    vi.useFakeTimers();
    renderFlash();
    fireEvent.click(screen.getByRole('button', { name: 'primeira' }));
    expect(screen.getByText('Primeira mensagem')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(FLASH_AUTO_DISMISS_MS - 1));
    expect(screen.getByText('Primeira mensagem')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Primeira mensagem')).not.toBeInTheDocument();
  });

  it('shows one flash at a time: a new one replaces the current one', () => {
    renderFlash();
    fireEvent.click(screen.getByRole('button', { name: 'primeira' }));
    fireEvent.click(screen.getByRole('button', { name: 'segunda' }));
    expect(screen.queryByText('Primeira mensagem')).not.toBeInTheDocument();
    expect(screen.getByText('Segunda mensagem')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Fechar a notificação' })).toHaveLength(1);
  });

  it('gives each flash a 21-character id', () => {
    renderFlash();
    fireEvent.click(screen.getByRole('button', { name: 'primeira' }));
    expect(lastId).toHaveLength(FLASH_ID_LENGTH);
    const first = lastId;
    fireEvent.click(screen.getByRole('button', { name: 'primeira' }));
    expect(lastId).not.toBe(first);
  });

  it('announces flashes in a polite live region and closes on demand', () => {
    renderFlash();
    fireEvent.click(screen.getByRole('button', { name: 'segunda' }));
    const region = screen.getByRole('status', { name: 'Notificações' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Segunda mensagem');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar a notificação' }));
    expect(region).toBeEmptyDOMElement();
  });

  it('keeps a non-dismissible flash on screen', () => {
    vi.useFakeTimers();
    renderFlash();
    fireEvent.click(screen.getByRole('button', { name: 'fixa' }));
    act(() => vi.advanceTimersByTime(FLASH_AUTO_DISMISS_MS * 3));
    expect(screen.getByText('Mensagem fixa')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fechar a notificação' })).not.toBeInTheDocument();
  });
});
