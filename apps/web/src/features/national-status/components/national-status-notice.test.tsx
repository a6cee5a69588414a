import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurriculumIndex } from '@escola/contracts/curriculum-index';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { Providers } from '../../../app/providers';
import { stubFetch } from '../../../test/fetch-stub';
import { useSessionUser } from '../../../lib/session-user';
import { createSessionUser } from '../../../test/session-user-fixture';
import NationalStatusBody from './national-status-body';
import { NationalStatusNotice } from './national-status-notice';

/** The curriculum index, as far as the notice reads it: the modules' titles. */
const index: CurriculumIndex = {
  buildId: 'teste',
  challenges: [],
  superBlocks: [
    {
      superBlock: 'logica-de-programacao',
      title: 'Lógica de Programação',
      superOrder: 0,
      certification: null,
      path: '/learn/logica-de-programacao/',
      phases: [],
    },
  ],
};
const DAY_MS = 24 * 3600 * 1000;

/** Says when the session user has arrived, so an absence is not checked too early. */
const SessionProbe = () => {
  const { user } = useSessionUser();
  return user ? <p>sessão carregada</p> : null;
};

const renderNotice = (user: SessionUser) => {
  stubFetch({ user, routes: { 'GET /page-data/curriculum.json': { body: index } } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={['/learn']}>
      <Providers queryClient={queryClient}>
        <NationalStatusNotice />
        <SessionProbe />
      </Providers>
    </MemoryRouter>,
  );
};

/** A national learner approved in the placement test (grade 8), in a running class group. */
const national = (facts: Partial<SessionUser> = {}) =>
  createSessionUser({
    access: 'limited_nacional',
    source: '',
    group: 'nacional-pr',
    registrationQuiz: 1,
    attemptedPlacementTestCounter: 1,
    studentEvaluation: { studentGrade: 8 },
    completedChallenges: [{ id: 'desafio-feito', completedDate: Date.now() }],
    classGroupInfo: {
      curriculumAvailable: ['fundamentos-da-programacao-front-end'],
      validityType: 'dateRange',
      validityDateRange: ['2000-01-01', '2099-12-31'],
      durationInMonths: null,
    },
    classGroupControl: { acceptedInvite: true, linkedToTheClassDate: null },
    ...facts,
  });

const classGroup = (validityDateRange: [string, string]) => ({
  curriculumAvailable: [],
  validityType: 'dateRange' as const,
  validityDateRange,
  durationInMonths: null,
});

const findNotice = (heading: string) => screen.findByRole('region', { name: heading });

describe('NationalStatusNotice', () => {
  it('blocked by expiration: explains it and leads to /blocked', async () => {
    renderNotice(national({ isBlockedByExpiration: true }));
    const notice = await findNotice('Seu acesso expirou');
    expect(notice).toHaveTextContent('O prazo da sua turma ou do seu plano terminou');
    expect(
      within(notice).getByRole('link', { name: 'Saiba como continuar estudando' }),
    ).toHaveAttribute('href', '/blocked');
  });

  it('reproved: tells the grade was under 7 and offers the support', async () => {
    renderNotice(
      national({
        source: 'nacional-pi-2025-1',
        attemptedPlacementTestCounter: 2,
        studentEvaluation: { studentGrade: 5 },
      }),
    );
    const notice = await findNotice('Você não foi aprovado(a) no teste de nivelamento');
    expect(notice).toHaveTextContent('ficou abaixo de 7');
    const support = within(notice).getByRole('link', { name: /Falar com o suporte pelo WhatsApp/ });
    expect(support.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });

  it('attempts over: both attempts used, no test link', async () => {
    renderNotice(
      national({ attemptedPlacementTestCounter: 2, studentEvaluation: { studentGrade: 6 } }),
    );
    const notice = await findNotice('Suas tentativas do teste de nivelamento acabaram');
    expect(notice).toHaveTextContent('Você fez as 2 tentativas do teste de nivelamento');
    expect(within(notice).queryByRole('link', { name: /teste de nivelamento/ })).toBeNull();
  });

  it('second chance: shows the grade and links to the placement test', async () => {
    renderNotice(
      national({
        completedChallenges: [],
        needsPlacementTest: true,
        studentEvaluation: { studentGrade: 4.5 },
      }),
    );
    const notice = await findNotice('Você tem uma segunda chance');
    expect(notice).toHaveTextContent('Sua nota no teste de nivelamento foi 4,5, abaixo de 7');
    expect(
      within(notice).getByRole('link', { name: 'Fazer o teste de nivelamento de novo' }),
    ).toHaveAttribute('href', '/placement-test');
  });

  it('dropout: invite not accepted for more than 5 days, links to the confirmation', async () => {
    const linked = new Date(Date.now() - 6 * DAY_MS).toISOString();
    renderNotice(
      national({ classGroupControl: { acceptedInvite: false, linkedToTheClassDate: linked } }),
    );
    const notice = await findNotice('Você ainda não aceitou o convite da sua turma');
    expect(notice).toHaveTextContent('há mais de 5 dias');
    expect(within(notice).getByRole('link', { name: 'Confirmar minha matrícula' })).toHaveAttribute(
      'href',
      '/confirm-enrollment-national',
    );
  });

  it('waiting list: approved and waiting for a class group', async () => {
    renderNotice(national({ classGroupInfo: null, classGroupControl: null }));
    const notice = await findNotice('Você está na lista de espera');
    expect(notice).toHaveTextContent('Parabéns pela aprovação no teste de nivelamento!');
  });

  it('class group not started: tells when it starts', async () => {
    renderNotice(national({ classGroupInfo: classGroup(['2099-03-01', '2099-08-31']) }));
    const notice = await findNotice('Sua turma ainda não começou');
    expect(notice).toHaveTextContent('Sua turma começa em 1º de março de 2099.');
  });

  it('class group ended: tells when it ended', async () => {
    renderNotice(national({ classGroupInfo: classGroup(['2000-01-03', '2000-06-30']) }));
    const notice = await findNotice('Sua turma foi encerrada');
    expect(notice).toHaveTextContent('Sua turma terminou em 30 de junho de 2000.');
  });

  it('a modular learner with an expired module: names it and offers to unlock it', async () => {
    renderNotice(
      createSessionUser({
        access: 'modular',
        source: 'pagantes-modular',
        modules: [{ id: 'm1', superBlock: 'logica-de-programacao', status: 'expired' }],
      }),
    );
    const notice = await findNotice('Um módulo seu expirou');
    expect(
      await within(notice).findByText(/O acesso a estes módulos terminou: Lógica de Programação\./),
    ).toBeInTheDocument();
    expect(
      within(notice).getByRole('link', { name: /Desbloquear módulo: Lógica de Programação/ }),
    ).toHaveAttribute(
      'href',
      `https://loja.escola.dev/busca?q=${encodeURIComponent('Lógica de Programação')}`,
    );
  });

  it('shows nothing to a national learner whose class group is running', async () => {
    // The first look lets this learner through; the rules then find no state.
    stubFetch({ user: national(), routes: {} });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <MemoryRouter initialEntries={['/learn']}>
        <Providers queryClient={queryClient}>
          <div data-testid="notice">
            <NationalStatusBody user={national()} />
          </div>
        </Providers>
      </MemoryRouter>,
    );
    expect(container.querySelector('[data-testid="notice"]')).toBeEmptyDOMElement();
  });

  it.each<[string, SessionUser]>([
    ['a learner with complete access', createSessionUser()],
    [
      'a free-trial learner (the trial notice tells them)',
      createSessionUser({ access: 'limited' }),
    ],
  ])('shows nothing to %s', async (_case, user) => {
    renderNotice(user);
    await screen.findByText('sessão carregada');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
