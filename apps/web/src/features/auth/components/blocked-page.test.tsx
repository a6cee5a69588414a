import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

describe('blocked page', () => {
  it('tells a visitor how to unlock an account blocked by inactivity', async () => {
    renderApp({ path: '/blocked' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conta bloqueada' }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByText(/sem acesso por mais de 180 dias/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Desbloquear minha conta' })).toHaveAttribute(
      'href',
      '/unlock-account',
    );
  });

  it.each([
    ['blocked by expiration', { isBlockedByExpiration: true }],
    ['with blocked access', { access: 'blocked' as const }],
  ])('sends a learner %s to the support team', async (_label, overrides) => {
    renderApp({ path: '/blocked', user: createSessionUser(overrides) });
    expect(
      await screen.findByText(/Seu acesso aos cursos está bloqueado/, {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /suporte pelo WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    expect(screen.queryByRole('link', { name: 'Desbloquear minha conta' })).not.toBeInTheDocument();
  });
});
