import { describe, expect, it } from 'vitest';
import {
  BUILD_ERROR_MESSAGE,
  NO_HTML_OR_JS_MESSAGE,
  TEST_TIMEOUT_MESSAGE,
  TEST_TIMEOUT_MS,
  UNCAUGHT_ERROR_MESSAGE,
  formatLoopStoppedMessage,
} from '../limits';
import { describeSpecMessage } from './spec-messages';

describe('describeSpecMessage', () => {
  it("translates the runner's English messages", () => {
    expect(TEST_TIMEOUT_MS).toBe(5000);
    expect(describeSpecMessage(TEST_TIMEOUT_MESSAGE)).toBe(
      'O teste levou mais de 5 segundos e foi interrompido. Verifique se o seu código termina (um laço infinito?)',
    );
    expect(describeSpecMessage(UNCAUGHT_ERROR_MESSAGE)).toBe(
      'Aconteceu um erro ao rodar o seu código. Veja o console para saber mais.',
    );
    expect(describeSpecMessage(BUILD_ERROR_MESSAGE)).toBe(
      'O seu código não pôde ser preparado para rodar (um erro de sintaxe?). Veja o console para saber mais.',
    );
    expect(describeSpecMessage(NO_HTML_OR_JS_MESSAGE)).toBe(
      'Nenhum arquivo HTML ou JavaScript (.js ou .jsx) foi encontrado.',
    );
  });

  it('knows the spec texts word for word', () => {
    expect([
      TEST_TIMEOUT_MESSAGE,
      UNCAUGHT_ERROR_MESSAGE,
      BUILD_ERROR_MESSAGE,
      NO_HTML_OR_JS_MESSAGE,
    ]).toEqual([
      'Test timed out',
      'Error, open your browser console to learn more.',
      'Build error, open your browser console to learn more.',
      'No html or js(x) file found',
    ]);
  });

  it('returns null for anything else, Portuguese runner messages included', () => {
    for (const text of [
      formatLoopStoppedMessage(3),
      'test timed out',
      `${TEST_TIMEOUT_MESSAGE}.`,
      '',
    ]) {
      expect(describeSpecMessage(text)).toBeNull();
    }
  });
});
