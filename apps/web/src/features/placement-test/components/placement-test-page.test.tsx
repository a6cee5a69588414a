import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GetPlacementTestQuestionsResponse } from '@escola/contracts/get-placement-test-questions';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { MUNDO_TECH_CHALLENGE_ID } from '@escola/domain/constants';
import { jsonResponse, type StubRoutes } from '../../../test/fetch-stub';
import { PAGE_LOAD } from '../../../test/page-load';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';

const QUESTIONS_PATH = '/placement-test/questions';
const CORRECTION_PATH = '/placement-test/correction';

/** A national learner of the first quiz who finished Mundo Tech: the test is due. */
const learner = (overrides: Partial<SessionUser> = {}) =>
  createSessionUser({
    group: 'nacional-pr',
    source: '',
    access: 'nacional',
    registrationQuiz: 1,
    completedChallenges: [{ id: MUNDO_TECH_CHALLENGE_ID, completedDate: 1_700_000_000_000 }],
    ...overrides,
  });

const test = (attemptNumber = 1): GetPlacementTestQuestionsResponse => ({
  attemptNumber,
  questions: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      prompt: 'Qual seletor CSS escolhe os elementos com class="destaque"?',
      code: null,
      options: [
        { id: 'op-1a', text: '#destaque' },
        { id: 'op-1b', text: '.destaque' },
      ],
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      prompt: 'Qual valor o código mostra no console?',
      code: 'console.log(2 * 3);',
      options: [
        { id: 'op-2a', text: '6' },
        { id: 'op-2b', text: '23' },
      ],
    },
    {
      id: '00000000-0000-4000-8000-000000000003',
      prompt: 'Qual elemento é o de parágrafo?',
      code: null,
      options: [
        { id: 'op-3a', text: '<p>' },
        { id: 'op-3b', text: '<h1>' },
      ],
    },
  ],
});

const graded = (result: { passed: boolean; grade: number; attemptNumber: number }) => ({
  body: {
    type: 'success',
    message: 'Teste de nivelamento enviado com sucesso!',
    rightAnswers: 1,
    totalQuestions: 3,
    attemptsLeft: result.passed ? 0 : 2 - result.attemptNumber,
    ...result,
  },
});

const renderPage = (user: SessionUser, routes: StubRoutes = {}) =>
  renderApp({ path: '/placement-test', user, routes });

const startTest = async (buttonName = 'Começar o teste') => {
  await userEvent.click(await screen.findByRole('button', { name: buttonName }, PAGE_LOAD));
  return screen.findByRole('group', { name: /Pergunta 1 de 3/ }, PAGE_LOAD);
};

const answerAll = async () => {
  await userEvent.click(screen.getByRole('radio', { name: '.destaque' }));
  await userEvent.click(screen.getByRole('radio', { name: '6' }));
  await userEvent.click(screen.getByRole('radio', { name: '<p>' }));
};

const callsTo = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path);

describe('placement test page', () => {
  it('introduces the test, shows the numbered questions with their code, and shows the pass', async () => {
    const { fetchMock } = renderPage(learner(), {
      [`GET ${QUESTIONS_PATH}`]: { body: test() },
      [`POST ${CORRECTION_PATH}`]: graded({ passed: true, grade: 7.5, attemptNumber: 1 }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teste de nivelamento' }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByText(/Para passar é preciso nota 7/)).toBeVisible();
    expect(callsTo(fetchMock, QUESTIONS_PATH)).toHaveLength(0);

    const first = await startTest();
    expect(within(first).getByText(/Qual seletor CSS/)).toBeVisible();
    const second = screen.getByRole('group', { name: /Pergunta 2 de 3/ });
    expect(second).toHaveAccessibleDescription('console.log(2 * 3);');
    expect(screen.getByText('0 de 3 perguntas respondidas')).toBeVisible();
    await answerAll();
    expect(screen.getByText('3 de 3 perguntas respondidas')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));

    expect(
      await screen.findByRole('heading', { name: 'Parabéns, você passou!' }, PAGE_LOAD),
    ).toHaveFocus();
    expect(screen.getByText(/Sua nota no teste de nivelamento foi 7,5/)).toBeVisible();
    expect(screen.getByText('Teste de nivelamento enviado com sucesso!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continuar para a trilha' })).toHaveAttribute(
      'href',
      '/learn',
    );
    const [call] = callsTo(fetchMock, CORRECTION_PATH);
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      attemptNumber: 1,
      answers: {
        '00000000-0000-4000-8000-000000000001': 'op-1b',
        '00000000-0000-4000-8000-000000000002': 'op-2a',
        '00000000-0000-4000-8000-000000000003': 'op-3a',
      },
    });
  });

  it('names the unanswered questions and sends nothing until all are answered', async () => {
    const { fetchMock } = renderPage(learner(), {
      [`GET ${QUESTIONS_PATH}`]: { body: test() },
      [`POST ${CORRECTION_PATH}`]: graded({ passed: true, grade: 10, attemptNumber: 1 }),
    });
    await startTest();
    await userEvent.click(screen.getByRole('radio', { name: '6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Faltam responder as perguntas 1 e 3.');
    expect(screen.getByRole('radio', { name: '#destaque' })).toHaveFocus();
    expect(callsTo(fetchMock, CORRECTION_PATH)).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: '.destaque' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Falta responder a pergunta 3.');
  });

  it('after a failed attempt offers the second chance, with new questions', async () => {
    const { fetchMock } = renderPage(learner(), {
      [`GET ${QUESTIONS_PATH}`]: { body: test() },
      [`POST ${CORRECTION_PATH}`]: graded({ passed: false, grade: 3.33, attemptNumber: 1 }),
    });
    await startTest();
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(
      await screen.findByRole('heading', { name: 'Você tem mais uma chance' }, PAGE_LOAD),
    ).toHaveFocus();
    expect(screen.getByText(/primeira tentativa foi 3,33/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Revisar a trilha Fundamentos' })).toHaveAttribute(
      'href',
      '/learn/fundamentos-da-programacao-front-end',
    );

    await startTest('Tentar novamente');
    expect(callsTo(fetchMock, QUESTIONS_PATH)).toHaveLength(2);
    // A new attempt starts with no answer.
    expect(screen.getByText('0 de 3 perguntas respondidas')).toBeVisible();
  });

  it('shows the attempts-over screen after the last failed attempt', async () => {
    renderPage(
      learner({ attemptedPlacementTestCounter: 1, studentEvaluation: { studentGrade: 4 } }),
      {
        [`GET ${QUESTIONS_PATH}`]: { body: test(2) },
        [`POST ${CORRECTION_PATH}`]: graded({ passed: false, grade: 5, attemptNumber: 2 }),
      },
    );
    await startTest('Tentar novamente');
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(
      await screen.findByRole('heading', { name: 'Suas tentativas acabaram' }, PAGE_LOAD),
    ).toHaveFocus();
    expect(screen.getByText(/Você usou as 2 tentativas/)).toHaveTextContent('última nota foi 5');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'attempts over',
      learner({ attemptedPlacementTestCounter: 2, studentEvaluation: { studentGrade: 6.5 } }),
      'Suas tentativas acabaram',
    ],
    [
      'passed',
      learner({ attemptedPlacementTestCounter: 1, studentEvaluation: { studentGrade: 9 } }),
      'Parabéns, você passou!',
    ],
    ['not needed', createSessionUser(), 'Você não precisa fazer o teste'],
  ])('shows the %s screen without asking for questions', async (_case, user, heading) => {
    const { fetchMock } = renderPage(user);
    expect(await screen.findByRole('heading', { name: heading }, PAGE_LOAD)).toBeVisible();
    expect(screen.getByRole('link', { name: /trilha/ })).toHaveAttribute('href', '/learn');
    expect(screen.queryByRole('button', { name: /Começar|Tentar/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, QUESTIONS_PATH)).toHaveLength(0);
  });

  it("shows the loading state, then the spec's failure message with a retry", async () => {
    let answerQuestions: (reply: Response) => void = () => undefined;
    const { fetchMock } = renderPage(learner(), {
      [`GET ${QUESTIONS_PATH}`]: { status: 500, body: { type: 'danger', message: 'Erro' } },
    });
    const stubbed = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === QUESTIONS_PATH
        ? new Promise<Response>((resolve) => {
            answerQuestions = resolve;
          })
        : (stubbed?.(input, init) as Promise<Response>),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Começar o teste' }, PAGE_LOAD),
    );
    expect(await screen.findByText('Carregando as perguntas…', {}, PAGE_LOAD)).toHaveAttribute(
      'role',
      'status',
    );
    answerQuestions(
      new Response(JSON.stringify({ type: 'danger', message: 'Erro' }), { status: 500 }),
    );
    expect(await screen.findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(
      'Falha ao trazer teste de nivelamento. Tente novamente mais tarde.',
    );

    fetchMock.mockImplementation(async (input, init) =>
      String(input) === QUESTIONS_PATH
        ? jsonResponse({ body: test() })
        : (stubbed?.(input, init) as Promise<Response>),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('group', { name: /Pergunta 1 de 3/ }, PAGE_LOAD)).toBeVisible();
  });

  it("keeps the answers and shows the spec's failure message when the correction fails", async () => {
    renderPage(learner(), {
      [`GET ${QUESTIONS_PATH}`]: { body: test() },
      [`POST ${CORRECTION_PATH}`]: 'network-error',
    });
    await startTest();
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    const message =
      'Falha ao enviar teste de nivelamento para correção. Tente novamente mais tarde.';
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(screen.getByRole('radio', { name: '<p>' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Enviar respostas' })).toBeEnabled();
  });

  it('shows the server reason beside the form when it refuses the answers', async () => {
    renderPage(learner(), {
      [`GET ${QUESTIONS_PATH}`]: { body: test() },
      [`POST ${CORRECTION_PATH}`]: {
        status: 400,
        body: {
          type: 'danger',
          message: 'O teste mudou desde que você o abriu. Recarregue a página e responda de novo.',
        },
      },
    });
    await startTest();
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(
      await screen.findByText(/O teste mudou desde que você o abriu/, {}, PAGE_LOAD),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Falha ao enviar teste de nivelamento para correção. Tente novamente mais tarde.',
      ),
    ).toBeVisible();
  });
});
