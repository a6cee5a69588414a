// What a full pass opens (domain getCompletionModal): the completion modal with the points and the
// way on, the limitedAccess modal at index 10 of a free trial, the nacionalCertificate modal at a
// stage of a national learner's trail; and the Mundo Tech challenge's redirect and welcome e-mail.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WELCOME_MUNDOTECH_EMAIL_MESSAGES } from '@escola/contracts/challenge-page-calls';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { CHECKPOINT_CHALLENGE_IDS } from '@escola/domain/checkpoints';
import { MUNDO_TECH_CHALLENGE_ID } from '@escola/domain/constants';
import { courseCatalogLink } from '../../../lib/contact';
import type { StubRoutes } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { answerRuns, fakeRunner, stubViewport } from '../test/fake-runner';
import {
  createChallenge,
  createIndex,
  curriculumIndexRoute,
  pageDataRoute,
  toIndexChallenge,
} from '../test/page-data-fixtures';
import type { ChallengeContent } from '../lib/challenge-content';
import { PAGE_LOAD } from '../../../test/page-load';

vi.mock('@escola/runner/index', async () => (await import('../test/fake-runner')).runnerModule);
vi.mock('./code-editor', async () => (await import('../test/fake-runner')).editorModule);
vi.mock('./challenge-preview', async () => (await import('../test/fake-runner')).previewModule);

const ANSWER = { points: 130, completedDate: 1, alreadyCompleted: false, savedChallenges: [] };

const codeChallenge = (overrides: Partial<ChallengeContent> = {}) =>
  createChallenge({
    files: [
      {
        fileKey: 'scriptjs',
        name: 'script',
        ext: 'js',
        contents: 'let nome;',
        editableRegionBoundaries: [],
        history: ['script.js'],
      },
    ],
    tests: [{ text: '<p>Crie <code>nome</code>.</p>', testString: 'assert(nome);' }],
    ...overrides,
  });

const learner = (challenge: ChallengeContent, overrides: Partial<SessionUser> = {}) =>
  createSessionUser({
    completedChallenges: challenge.prevChallengeId
      ? [{ id: challenge.prevChallengeId, completedDate: 1 }]
      : [],
    ...overrides,
  });

const passTheTests = async ({
  challenge,
  user,
  routes = {},
}: {
  challenge: ChallengeContent;
  user: SessionUser | null;
  routes?: StubRoutes;
}) => {
  const view = renderApp({
    path: challenge.path,
    user,
    routes: {
      ...pageDataRoute(challenge),
      ...curriculumIndexRoute(),
      'POST /modern-challenge-completed': { body: ANSWER },
      ...routes,
    },
  });
  await screen.findByRole('textbox', { name: /Editor de código/ }, PAGE_LOAD);
  await userEvent.click(screen.getByRole('button', { name: 'Executar os testes' }));
  return view;
};

beforeEach(() => {
  stubViewport({ wide: true });
  answerRuns({ passes: [true] });
});
afterEach(() => {
  localStorage.clear();
  fakeRunner.runTests.mockReset();
});

describe('the completion modal', () => {
  it('congratulates, says the points now held, and "Próximo desafio" goes on', async () => {
    const challenge = codeChallenge();
    const { fetchMock } = await passTheTests({ challenge, user: learner(challenge) });
    const dialog = await screen.findByRole('dialog', {
      name: 'Parabéns, todos os testes passaram!',
    });
    expect(within(dialog).getByText('Desafio concluído. Agora você tem 130 pontos.')).toBeVisible();
    // The header's points come from the session user, fetched again at once.
    const userFetches = fetchMock.mock.calls.filter(([path]) =>
      String(path).startsWith('/user/get-session-user'),
    );
    expect(userFetches.length).toBeGreaterThanOrEqual(2);

    const next = within(dialog).getByRole('link', { name: 'Próximo desafio' });
    expect(next).toHaveFocus();
    await userEvent.click(next);
    expect(screen.getByTestId('location')).toHaveTextContent(challenge.nextChallengePath ?? '');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after the last challenge of a superblock, leads to its projects', async () => {
    const challenge = codeChallenge({ nextChallengeId: null, nextChallengePath: null });
    await passTheTests({ challenge, user: learner(challenge) });
    const dialog = await screen.findByRole('dialog', {
      name: 'Parabéns, todos os testes passaram!',
    });
    expect(within(dialog).getByRole('link', { name: 'Próximo desafio' })).toHaveAttribute(
      'href',
      '/learn/logica-de-programacao/#logica-de-programacao-projects',
    );
  });

  it('a visitor is told to sign in to keep the progress; nothing is sent', async () => {
    const challenge = codeChallenge();
    const { fetchMock } = await passTheTests({ challenge, user: null });
    const dialog = await screen.findByRole('dialog', {
      name: 'Parabéns, todos os testes passaram!',
    });
    expect(within(dialog).getByText(/Entre na sua conta para guardar/)).toBeVisible();
    expect(within(dialog).queryByText(/Agora você tem/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/modern-challenge-completed', expect.anything());
  });

  it('a failing test opens nothing', async () => {
    answerRuns({ passes: [false] });
    const challenge = codeChallenge();
    await passTheTests({ challenge, user: learner(challenge) });
    expect(await screen.findByText('Testes que passaram: 0 de 1.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a completion the server refuses is said, and no modal opens', async () => {
    const challenge = codeChallenge();
    await passTheTests({
      challenge,
      user: learner(challenge),
      routes: {
        'POST /modern-challenge-completed': {
          status: 403,
          body: { type: 'danger', message: 'Desafio não liberado.' },
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Desafio não liberado.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the limitedAccess modal', () => {
  it('a free-trial learner completing the challenge at index 10 is offered the unlock page', async () => {
    const challenge = codeChallenge();
    const before = Array.from({ length: 9 }, (_, index) =>
      toIndexChallenge(
        createChallenge({ path: `/learn/logica-de-programacao/primeiros-algoritmos/c-${index}` }),
      ),
    );
    await passTheTests({
      challenge,
      user: learner(challenge, { access: 'limited' }),
      routes: curriculumIndexRoute(
        createIndex({ challenges: [...before, toIndexChallenge(challenge)] }),
      ),
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'Você chegou ao fim da parte gratuita',
    });
    expect(
      within(dialog).getByRole('link', { name: /Desbloquear o curso completo/ }),
    ).toHaveAttribute('href', courseCatalogLink('Escola de Código'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the same learner at another index gets the completion modal', async () => {
    const challenge = codeChallenge();
    await passTheTests({ challenge, user: learner(challenge, { access: 'limited' }) });
    expect(
      await screen.findByRole('dialog', { name: 'Parabéns, todos os testes passaram!' }),
    ).toBeVisible();
  });
});

describe('the nacionalCertificate modal', () => {
  const national = { group: 'nacional-pr-2025', source: 'nacional', access: 'complete_nacional' };

  it('a stage of the trail: the four stages, the done ones marked, then the next certificate', async () => {
    const challenge = codeChallenge({ id: CHECKPOINT_CHALLENGE_IDS.first });
    await passTheTests({
      challenge,
      user: learner(challenge, { ...national, access: 'complete_nacional' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Etapa concluída!' });
    const steps = within(within(dialog).getByRole('list', { name: 'Etapas da jornada' }))
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual([
      '1ª matrícula: Fundamentos da programação front-end (concluída)',
      '2ª matrícula: Desenvolvedor front-end com React (a fazer)',
      '3ª matrícula: Navegação e interatividade avançada em React (a fazer)',
      '4ª matrícula: React com rotas e interações web (a fazer)',
    ]);
    expect(
      within(dialog).getByRole('link', { name: 'Ir para o próximo certificado' }),
    ).toHaveAttribute('href', challenge.nextChallengePath);
  });

  it('records the stage once when it opens, and the learner keeps the trail the server stored', async () => {
    const challenge = codeChallenge({ id: CHECKPOINT_CHALLENGE_IDS.second });
    const { fetchMock, queryClient } = await passTheTests({
      challenge,
      user: learner(challenge, {
        ...national,
        access: 'complete_nacional',
        nationalTrail: ['participacao-1'],
      }),
      routes: {
        'PUT /nacional/user-certificate': {
          body: {
            type: 'success',
            message: 'Etapa registrada.',
            nationalTrail: ['participacao-1', 'participacao-2'],
          },
        },
      },
    });
    await screen.findByRole('dialog', { name: 'Etapa concluída!' });
    const recordCalls = () =>
      fetchMock.mock.calls.filter(([path]) => path === '/nacional/user-certificate');
    await waitFor(() => expect(recordCalls()).toHaveLength(1));
    expect(recordCalls()[0]?.[1]).toEqual(
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ challengeId: CHECKPOINT_CHALLENGE_IDS.second }),
      }),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<SessionUser>(['session-user'])?.nationalTrail).toEqual([
        'participacao-1',
        'participacao-2',
      ]),
    );
  });

  it('a stage the server refuses to record says why, and the modal stays', async () => {
    const challenge = codeChallenge({ id: CHECKPOINT_CHALLENGE_IDS.second });
    await passTheTests({
      challenge,
      user: learner(challenge, { ...national, access: 'complete_nacional' }),
      routes: {
        'PUT /nacional/user-certificate': {
          status: 403,
          body: { type: 'danger', message: 'Conclua o desafio antes de registrar a etapa.' },
        },
      },
    });
    expect(await screen.findByText('Conclua o desafio antes de registrar a etapa.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Etapa concluída!' })).toBeVisible();
  });

  it('the last stage: the journey-completed congratulation, with close only', async () => {
    const challenge = codeChallenge({ id: CHECKPOINT_CHALLENGE_IDS.fourth });
    await passTheTests({
      challenge,
      user: learner(challenge, { ...national, access: 'complete_nacional', registrationQuiz: 2 }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Jornada concluída!' });
    // The second quiz variant drops the first stage.
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the Mundo Tech challenge', () => {
  const mundoTech = createChallenge({
    id: MUNDO_TECH_CHALLENGE_ID,
    challengeType: 18,
    title: 'Mundo Tech',
    path: '/learn/fundamentos-da-programacao-front-end/mundo-tech/mundo-tech',
    superOrder: 0,
    prevChallengeId: null,
    prevChallengePath: null,
  });

  const completeMundoTech = async (welcome: StubRoutes[string]) => {
    const view = renderApp({
      path: mundoTech.path,
      user: learner(mundoTech),
      routes: {
        ...pageDataRoute(mundoTech),
        ...curriculumIndexRoute(),
        'POST /modern-challenge-completed': { body: ANSWER },
        'POST /placement-test/send-welcome-mundotech-email': welcome,
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Concluir e seguir' }, PAGE_LOAD),
    );
    return view;
  };

  it('goes to /learn and asks for the welcome e-mail', async () => {
    const { fetchMock } = await completeMundoTech({
      body: { type: 'success', message: WELCOME_MUNDOTECH_EMAIL_MESSAGES.sent },
    });
    expect(await screen.findByText(WELCOME_MUNDOTECH_EMAIL_MESSAGES.sent)).toBeVisible();
    // The /learn page loads its chunk first (the router navigates in a transition).
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(/^\/learn$/),
      PAGE_LOAD,
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/placement-test/send-welcome-mundotech-email',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a failed e-mail says the spec's message", async () => {
    await completeMundoTech({
      status: 503,
      body: { type: 'danger', message: 'qualquer coisa' },
    });
    expect(
      await screen.findByText(
        'Falha ao enviar email de boas vindas para MundoTech. Tente novamente mais tarde.',
      ),
    ).toBeVisible();
    // The /learn page loads its chunk first (the router navigates in a transition).
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(/^\/learn$/),
      PAGE_LOAD,
    );
  });
});
