import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIZ_USER_TOKEN_HEADER } from '@escola/contracts/quiz-user-record';
import { NATIONAL_QUIZ_PROFILES, NATIONAL_QUIZ_QUESTIONS } from '@escola/domain/national-quiz';
import { fullNavigation } from '../../../lib/full-navigation';
import { renderApp } from '../../../test/render-app';
import { readQuizAccess, readQuizAnswers, saveQuizAccess } from '../lib/quiz-storage';

const ID = '00000000-0000-4000-8000-000000000042';
const access = {
  id: ID,
  token: 'token-do-cadastro',
  name: 'Maria da Silva',
  registrationQuiz: 1 as const,
  receiveEmails: true,
  hasAccount: false,
};
const NOT_FOUND = 'Não encontramos um cadastro com esse e-mail e CPF.';

describe('the public quiz', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('asks for every answer, keeps them in the tab and goes on to the national form', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/quiz' });
    await user.click(await screen.findByRole('button', { name: 'Continuar para o cadastro' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Falta responder: 8');
    for (const question of NATIONAL_QUIZ_QUESTIONS) {
      await user.click(screen.getByRole('radio', { name: question.options[0]?.text ?? '' }));
    }
    expect(Object.keys(readQuizAnswers())).toHaveLength(NATIONAL_QUIZ_QUESTIONS.length);
    await user.click(screen.getByRole('button', { name: 'Continuar para o cadastro' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/register/national-form'),
    );
  });

  it('"Já respondi o quiz" shows the one message of a wrong pair, and opens a right one', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    renderApp({
      path: '/quiz',
      routes: {
        'POST /api/quiz-user/find-quiz-user': () => {
          attempt += 1;
          return attempt === 1
            ? { status: 404, body: { type: 'danger', message: NOT_FOUND } }
            : { body: access };
        },
      },
    });
    await user.type(await screen.findByLabelText('E-mail'), 'maria@exemplo.com');
    await user.type(screen.getByLabelText('CPF'), '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Ver meu resultado' }));
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver meu resultado' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/quiz/result'));
    expect(readQuizAccess()).toEqual(access);
  });
});

describe('/quiz/result', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the result and withdraws e-mail consent with the token, then goes to /', async () => {
    saveQuizAccess(access);
    const user = userEvent.setup();
    let sent: { body: unknown; token: string | undefined } | undefined;
    renderApp({
      path: '/quiz/result',
      routes: {
        [`PUT /api/quiz-user/toggle-receive-emails/${ID}`]: (init) => {
          sent = {
            body: JSON.parse(String(init.body)),
            token: (init.headers as Record<string, string>)[QUIZ_USER_TOKEN_HEADER],
          };
          return { body: { type: 'success', message: 'Pronto.', redirect: '/' } };
        },
      },
    });
    expect(await screen.findByText(NATIONAL_QUIZ_PROFILES[1])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar minha senha' })).toHaveAttribute(
      'href',
      '/quiz/password',
    );
    await user.click(screen.getByRole('button', { name: 'Não quero receber e-mails' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(sent).toEqual({ body: { receiveEmails: false }, token: access.token });
  });
});

describe('/quiz/password', () => {
  beforeEach(() => sessionStorage.clear());

  it('checks the confirmation, creates the account and loads /learn', async () => {
    saveQuizAccess(access);
    const assign = vi.spyOn(fullNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let body: unknown;
    renderApp({
      path: '/quiz/password',
      routes: {
        [`POST /api/quiz-user/new-user/${ID}`]: (init) => {
          body = JSON.parse(String(init.body));
          return { body: { type: 'success', message: 'Conta criada!', redirect: '/learn' } };
        },
      },
    });
    await user.type(await screen.findByLabelText('Senha'), 'uma-senha-boa');
    await user.type(screen.getByLabelText('Confirme a senha'), 'outra-senha');
    await user.click(screen.getByRole('button', { name: 'Criar conta e entrar' }));
    expect(screen.getByLabelText('Confirme a senha')).toHaveAccessibleDescription(
      'As senhas não são iguais.',
    );
    expect(body).toBeUndefined();
    await user.clear(screen.getByLabelText('Confirme a senha'));
    await user.type(screen.getByLabelText('Confirme a senha'), 'uma-senha-boa');
    await user.click(screen.getByRole('button', { name: 'Criar conta e entrar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/learn'));
    expect(body).toEqual({ password: 'uma-senha-boa', nationalUser: true });
    expect(readQuizAccess()).toBeUndefined();
  });
});
