import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@escola/contracts/get-session-user';
import type { ChallengeDenialReason } from '@escola/domain/challenge-access';
import { Providers } from '../../../../app/providers';
import { curriculumIndexQueryOptions } from '../../../../lib/page-data';
import { SESSION_USER_QUERY_KEY } from '../../../../lib/session-user';
import { stubFetch } from '../../../../test/fetch-stub';
import { createSessionUser } from '../../../../test/session-user-fixture';
import { createChallenge, createIndex, curriculumIndexRoute } from '../../test/page-data-fixtures';
import { ChallengeLocked } from '../challenge-locked';

const index = createIndex();
const [first, second] = index.challenges;
const locked = createChallenge({ path: second!.path, prevChallengeId: first!.id });
const moduleSearch = `https://loja.escola.dev/busca?q=${encodeURIComponent('Lógica de Programação')}`;

const renderLocked = async ({
  user,
  reason,
}: {
  user: SessionUser;
  reason: ChallengeDenialReason;
}) => {
  stubFetch({ user, routes: curriculumIndexRoute(index) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.prefetchQuery({ queryKey: SESSION_USER_QUERY_KEY, queryFn: () => user });
  await queryClient.prefetchQuery(curriculumIndexQueryOptions);
  render(
    <MemoryRouter initialEntries={[locked.path]}>
      <Providers queryClient={queryClient}>
        <ChallengeLocked challenge={locked} reason={reason} />
      </Providers>
    </MemoryRouter>,
  );
};

const modular = (modules: SessionUser['modules']) =>
  createSessionUser({ access: 'modular', source: 'pagantes-modular', modules });

describe('the unlock-module and go-to-unlock-page modals', () => {
  it('a modular learner opening a module not bought: unlock-module, then the unlock page', async () => {
    const user = userEvent.setup();
    await renderLocked({ user: modular([]), reason: 'module-not-available' });
    const modal = await screen.findByRole('dialog', {
      name: 'Desbloqueie o módulo Lógica de Programação',
    });
    expect(modal).toHaveTextContent('este módulo ainda não faz parte dele');
    await user.click(within(modal).getByRole('button', { name: 'Desbloquear módulo' }));

    const goTo = await screen.findByRole('dialog', { name: 'Ir para a página de desbloqueio' });
    expect(goTo).toHaveTextContent('já com a busca por “Lógica de Programação”');
    expect(
      within(goTo).getByRole('link', { name: /Ir para o catálogo de cursos/ }),
    ).toHaveAttribute('href', moduleSearch);
    expect(screen.queryByRole('dialog', { name: /Desbloqueie o módulo/ })).toBeNull();
    await user.click(within(goTo).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a modular learner whose module expired: says it expired', async () => {
    await renderLocked({
      user: modular([{ id: 'm1', superBlock: 'logica-de-programacao', status: 'expired' }]),
      reason: 'module-not-available',
    });
    const modal = await screen.findByRole('dialog', {
      name: 'O acesso ao módulo Lógica de Programação expirou',
    });
    expect(modal).toHaveTextContent('Seu progresso continua guardado');
  });

  it('"Agora não" closes it and leaves the locked screen', async () => {
    const user = userEvent.setup();
    await renderLocked({ user: modular([]), reason: 'module-not-available' });
    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('button', { name: 'Agora não' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await screen.findByRole('region', { name: /ainda está fechado para você/ }),
    ).toBeInTheDocument();
  });

  it('opens for nobody else: a free-trial learner past the free part sees only the screen', async () => {
    await renderLocked({
      user: createSessionUser({ access: 'limited', source: '' }),
      reason: 'module-not-available',
    });
    await screen.findByRole('region', { name: /ainda está fechado para você/ });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
