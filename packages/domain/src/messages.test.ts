// The messages of the spec, word for word: a change to messages.ts that departs from the spec fails
// here.
import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('mensagens da especificação', () => {
  it.each([
    [
      '8 serviço indisponível',
      messages.UNAVAILABLE_MESSAGE,
      'Indisponível, tente novamente em alguns minutos.',
    ],
    [
      '8 erro inesperado',
      messages.UNEXPECTED_ERROR_MESSAGE,
      'Ocorreu um erro inesperado. Tente novamente.',
    ],
    [
      '8 resposta correta',
      messages.CORRECT_ANSWER_MESSAGE,
      'Parabéns, resposta correta! + 10 pontos',
    ],
    ['8 resposta incorreta', messages.WRONG_ANSWER_MESSAGE, 'Resposta incorreta. Tente novamente.'],
    [
      '8 bloqueado por inatividade',
      messages.BLOCKED_BY_INACTIVITY_MESSAGE,
      'Usuário bloqueado por inatividade',
    ],
    [
      '8 bloqueado por inatividade, ao entrar',
      messages.BLOCKED_BY_INACTIVITY_AT_SIGN_IN_MESSAGE,
      'Usuário bloqueado por inatividade. Redirecionando para desbloqueio.',
    ],
    ['8 falha ao verificar senha', messages.HAS_PASSWORD_ERROR_MESSAGE, 'Erro ao verificar senha'],
    [
      '8 falha ao consultar a exclusão da conta',
      messages.ACCOUNT_DELETION_STATUS_ERROR_MESSAGE,
      'Erro ao verfíficar se conta foi solicitada a exclusão!',
    ],
    [
      '8 falha ao reverter a exclusão da conta',
      messages.REVERT_ACCOUNT_DELETION_ERROR_MESSAGE,
      'Erro ao reverter exclusão da conta!',
    ],
    ['4 console durante a execução dos testes', messages.RUNNING_TESTS_MESSAGE, 'running tests'],
    [
      '8 falha ao trazer o teste de nivelamento',
      messages.PLACEMENT_TEST_QUESTIONS_ERROR_MESSAGE,
      'Falha ao trazer teste de nivelamento. Tente novamente mais tarde.',
    ],
    [
      '8 falha ao enviar o teste de nivelamento',
      messages.PLACEMENT_TEST_CORRECTION_ERROR_MESSAGE,
      'Falha ao enviar teste de nivelamento para correção. Tente novamente mais tarde.',
    ],
    [
      '8 teste de nivelamento enviado',
      messages.PLACEMENT_TEST_CORRECTION_SUCCESS_MESSAGE,
      'Teste de nivelamento enviado com sucesso!',
    ],
  ])('%s', (_spec, message, expected) => {
    expect(message).toBe(expected);
  });

  it('5 erros do arquivo virtual', () => {
    expect(messages.VIRTUAL_FILE_ERRORS).toEqual({
      name: 'name must be a string',
      ext: 'ext must be a string',
      contents: 'contents must be a string',
    });
  });
});
