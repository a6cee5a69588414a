import { render, screen } from '@testing-library/react';
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fullNavigation } from './full-navigation';
import { CHUNK_RELOAD_KEY, lazyPage } from './lazy-page';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>falhou</p> : this.props.children;
  }
}

const renderLazy = (load: () => Promise<{ default: () => ReactNode }>) => {
  const Page = lazyPage(load);
  return render(
    <Boundary>
      <Suspense fallback={<p>carregando</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );
};

const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

describe('lazyPage', () => {
  it('forces one full navigation to the current path when a chunk fails to load', async () => {
    const assign = vi.spyOn(fullNavigation, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/learn?x=1');
    renderLazy(() => Promise.reject(chunkError()));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/learn?x=1'));
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('/learn?x=1');
    expect(screen.queryByText('falhou')).not.toBeInTheDocument();
  });

  it('does not loop: after a reload for this path the error shows instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.spyOn(fullNavigation, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/learn');
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, '/learn');
    renderLazy(() => Promise.reject(chunkError()));
    expect(await screen.findByText('falhou')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('clears the guard once a page loads', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, '/learn');
    renderLazy(() => Promise.resolve({ default: () => <p>página</p> }));
    expect(await screen.findByText('página')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});
