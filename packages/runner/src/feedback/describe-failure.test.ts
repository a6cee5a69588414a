import * as babel from '@babel/standalone';
import { assert } from 'chai';
import { describe, expect, it } from 'vitest';
import { LOOP_CALLBACK_NAME } from '../build/loop-protection';
import { transformCode } from '../build/transform-code';
import {
  FRAME_HOST_UNAVAILABLE_MESSAGE,
  PREVIEW_TIMEOUT_MESSAGE,
  REACT_RUNTIME_UNAVAILABLE_MESSAGE,
  SCSS_TIMEOUT_MESSAGE,
  TEST_TIMEOUT_MESSAGE,
  formatLoopStoppedMessage,
} from '../limits';
import { describeFailure, describeSyntaxError } from './index';

const messageOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof Error) return error.message || error.name;
  }
  throw new Error('nothing thrown');
};

describe('describeFailure', () => {
  it('translates every kind of failure the runner reports', () => {
    expect(describeFailure(TEST_TIMEOUT_MESSAGE)).toMatch(/^O teste levou mais de 5 segundos/);
    expect(describeFailure(messageOf(() => assert.strictEqual('ana', 'Ana')))).toBe(
      "Esperava `'Ana'`, mas recebeu `'ana'`",
    );
    expect(describeFailure(messageOf(() => new Function('return semNome')()))).toMatch(
      /^`semNome` não está definido\./,
    );
    expect(describeFailure('Uncaught TypeError: lista.map is not a function')).toMatch(
      /^`lista\.map` não é uma função/,
    );
    const output = transformCode(babel, {
      source: 'let a = ;',
      fileName: 'script.js',
      ext: 'js',
      loop: { timeoutMs: 1500, iterations: 2000, callbackName: LOOP_CALLBACK_NAME },
    });
    if (output.ok) throw new Error('Babel accepted the code');
    expect(describeFailure(output.error)).toBe(
      'Erro de sintaxe em `script.js`, na linha 1, coluna 9: símbolo inesperado.\n\n> 1 | let a = ;\n    |         ^',
    );
    expect(describeSyntaxError(output.error)).toEqual({
      message: 'Erro de sintaxe em `script.js`, na linha 1, coluna 9: símbolo inesperado.',
      line: 1,
      column: 9,
    });
  });

  it("keeps a test's own message, whatever language it is in", () => {
    const own = 'Não encontramos a variável precoMeia.';
    expect(describeFailure(messageOf(() => assert(false, own)))).toBe(own);
    expect(describeFailure(messageOf(() => assert.fail('Use um laço for.')))).toBe(
      'Use um laço for.',
    );
  });

  it('returns anything it does not know unchanged', () => {
    for (const text of [
      formatLoopStoppedMessage(4),
      PREVIEW_TIMEOUT_MESSAGE,
      SCSS_TIMEOUT_MESSAGE,
      FRAME_HOST_UNAVAILABLE_MESSAGE,
      REACT_RUNTIME_UNAVAILABLE_MESSAGE,
      'Babel não respondeu a tempo.',
      'estilo.scss: expected "{".',
      "/script.js: Label 'rotulo' is already declared. (1:8)\n\n> 1 | rotulo: rotulo: 1;\n    |         ^",
      messageOf(() => assert.hasAllKeys({ a: 1 }, ['a', 'b'])),
      'Error: something went wrong',
      'Unexpected token',
      '',
    ]) {
      expect(describeFailure(text)).toBe(text);
    }
  });

  it('gives chai the first word over runtime errors it could be confused with', () => {
    expect(describeFailure(messageOf(() => assert.equal('x is not defined', 'y')))).toBe(
      "Esperava `'y'`, mas recebeu `'x is not defined'`",
    );
  });
});
