import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { LOADER_MESSAGE_DELAY_MS } from '@escola/domain/constants';
import { i18n } from '../../lib/i18n';
import { FullScreenLoader } from './full-screen-loader';

describe('FullScreenLoader', () => {
  it('adds the slow-load message after 5 s', () => {
    vi.useFakeTimers();
    render(
      <I18nextProvider i18n={i18n}>
        <FullScreenLoader />
      </I18nextProvider>,
    );
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LOADER_MESSAGE_DELAY_MS - 1));
    expect(screen.queryByText(/demorando/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(/demorando mais que o normal/)).toBeInTheDocument();
  });
});
