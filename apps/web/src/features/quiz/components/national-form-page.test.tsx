import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUIZ_USER_TOKEN_HEADER } from '@escola/contracts/quiz-user-record';
import {
  ADDRESS_IS_REQUIRED_MESSAGE,
  INVALID_CPF_MESSAGE,
  NAME_IS_REQUIRED_MESSAGE,
} from '@escola/domain/messages';
import { NATIONAL_QUIZ_QUESTIONS } from '@escola/domain/national-quiz';
import type { StubRoutes } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { readQuizAccess, saveQuizAnswers } from '../lib/quiz-storage';

const ID = '00000000-0000-4000-8000-000000000042';
const access = {
  id: ID,
  token: 'token-do-cadastro',
  name: 'Maria da Silva',
  receiveEmails: true,
  hasAccount: false,
};

const beginnerAnswers = () =>
  Object.fromEntries(
    NATIONAL_QUIZ_QUESTIONS.map((question) => [question.id, question.options[0]?.id ?? '']),
  );

const cepRoutes: StubRoutes = {
  'GET /cep/60010000': {
    body: {
      cep: '60010000',
      state: 'CE',
      city: 'Fortaleza',
      street: 'Rua Barão do Rio Branco',
      neighborhood: 'Centro',
      source: 'online',
    },
  },
  'GET /cep/city/CE': { body: { state: 'CE', cities: ['Caucaia', 'Fortaleza', 'Sobral'] } },
  'GET /api/users/has-password': {
    body: { hasPassword: { success: true, status: 200, hasPassword: false } },
  },
};

const fillValidForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText('Nome completo *'), 'Maria da Silva');
  await user.type(screen.getByLabelText('CPF *'), '529.982.247-25');
  await user.type(screen.getByLabelText('Data de nascimento *'), '2000-05-17');
  await user.selectOptions(screen.getByLabelText('Sexo *'), 'feminino');
  await user.selectOptions(screen.getByLabelText('Cor ou raça (categorias do IBGE) *'), 'parda');
  await user.selectOptions(screen.getByLabelText('Nacionalidade *'), 'brasileira');
  await user.selectOptions(screen.getByLabelText('Escolaridade *'), 'medio-completo');
  await user.selectOptions(screen.getByLabelText('Situação profissional *'), 'estudante');
  await user.type(screen.getByLabelText('E-mail *'), 'maria@exemplo.com');
  await user.type(screen.getByLabelText('Celular *'), '(85) 98765-4321');
  await user.type(screen.getByLabelText('CEP *'), '60010-000');
  await waitFor(() => expect(screen.getByLabelText('Cidade *')).toHaveValue('Fortaleza'));
  await user.type(screen.getByLabelText('Número *'), '100');
  await user.click(screen.getByLabelText(/Li e aceito os termos de privacidade/));
};

describe('/register/national-form', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it('sends a visitor without quiz answers to the quiz first', async () => {
    renderApp({ path: '/register/national-form' });
    expect(await screen.findByRole('link', { name: 'Responder ao quiz' })).toHaveAttribute(
      'href',
      '/quiz',
    );
    expect(screen.queryByRole('button', { name: 'Enviar cadastro' })).not.toBeInTheDocument();
  });

  it('shows every missing field tied to it and focuses the first', async () => {
    saveQuizAnswers(beginnerAnswers());
    const user = userEvent.setup();
    renderApp({ path: '/register/national-form', routes: cepRoutes });
    await user.click(await screen.findByRole('button', { name: 'Enviar cadastro' }));
    const name = screen.getByLabelText('Nome completo *');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(NAME_IS_REQUIRED_MESSAGE);
    expect(screen.getByLabelText('Rua *')).toHaveAccessibleDescription(ADDRESS_IS_REQUIRED_MESSAGE);
  });

  it('refuses a CPF with a wrong check digit before any call', async () => {
    saveQuizAnswers(beginnerAnswers());
    const user = userEvent.setup();
    const { fetchMock } = renderApp({ path: '/register/national-form', routes: cepRoutes });
    await fillValidForm(user);
    const cpf = screen.getByLabelText('CPF *');
    await user.clear(cpf);
    await user.type(cpf, '529.982.247-24');
    await user.click(screen.getByRole('button', { name: 'Enviar cadastro' }));
    expect(cpf).toHaveFocus();
    expect(cpf).toHaveAccessibleDescription(expect.stringContaining(INVALID_CPF_MESSAGE));
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes('/api/quiz-user'))).toBe(
      false,
    );
  });

  it('fills state, city, street and neighbourhood from the CEP', async () => {
    saveQuizAnswers(beginnerAnswers());
    const user = userEvent.setup();
    renderApp({ path: '/register/national-form', routes: cepRoutes });
    await user.type(await screen.findByLabelText('CEP *'), '60010-000');
    await waitFor(() => expect(screen.getByLabelText('Cidade *')).toHaveValue('Fortaleza'));
    expect(screen.getByLabelText('Estado *')).toHaveValue('CE');
    expect(screen.getByLabelText('Rua *')).toHaveValue('Rua Barão do Rio Branco');
    expect(screen.getByLabelText('Bairro *')).toHaveValue('Centro');
    expect(
      screen.getByText('Endereço preenchido a partir do CEP. Confira os dados.'),
    ).toHaveAttribute('role', 'status');
  });

  it('registers, sends the answers with the token and goes to the result', async () => {
    saveQuizAnswers(beginnerAnswers());
    const user = userEvent.setup();
    const bodies: Record<string, unknown> = {};
    let tokenHeader: string | undefined;
    renderApp({
      path: '/register/national-form',
      routes: {
        ...cepRoutes,
        'POST /api/quiz-user/register': (init) => {
          bodies.register = JSON.parse(String(init.body));
          return { body: { ...access, registrationQuiz: null } };
        },
        [`PUT /api/quiz-user/update-result/${ID}`]: (init) => {
          bodies.result = JSON.parse(String(init.body));
          tokenHeader = (init.headers as Record<string, string>)[QUIZ_USER_TOKEN_HEADER];
          return { body: { ...access, registrationQuiz: 1 } };
        },
      },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar cadastro' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/quiz/result'));
    expect(bodies.register).toMatchObject({
      cpf: '529.982.247-25',
      state: 'CE',
      city: 'Fortaleza',
      acceptedPrivacyTerms: true,
    });
    expect(bodies.result).toEqual({ userResult: { answers: beginnerAnswers() } });
    expect(tokenHeader).toBe(access.token);
    expect(readQuizAccess()).toMatchObject({ id: ID, registrationQuiz: 1 });
  });

  it('shows the API’s field error on its field', async () => {
    saveQuizAnswers(beginnerAnswers());
    const user = userEvent.setup();
    renderApp({
      path: '/register/national-form',
      routes: {
        ...cepRoutes,
        'POST /api/quiz-user/register': {
          status: 400,
          body: { type: 'danger', message: 'Número inválido no servidor.', field: 'number' },
        },
      },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar cadastro' }));
    const number = screen.getByLabelText('Número *');
    await waitFor(() => expect(number).toHaveAccessibleDescription('Número inválido no servidor.'));
    expect(number).toHaveFocus();
  });
});
