import * as babel from '@babel/standalone';
import { describe, expect, it } from 'vitest';
import { LOOP_PROTECTION } from './build/loop-protection';
import { transformCode } from './build/transform-code';
import { describeBuildFailure } from './describe-build-failure';
import { describeFailure } from './feedback/index';
import { BUILD_ERROR_MESSAGE, NO_HTML_OR_JS_MESSAGE } from './limits';

const babelError = (source: string, fileName = 'script.js') => {
  const output = transformCode(babel, { source, fileName, ext: 'js', loop: LOOP_PROTECTION.test });
  if (output.ok) throw new Error('o código deveria ter um erro de sintaxe');
  return output.error;
};

describe('describeBuildFailure', () => {
  it('says where a syntax error is, in Portuguese, for the editor and the console', () => {
    const error = babelError('function soma(a, b) {\n  return a + ;\n}');
    const { lines, problem } = describeBuildFailure({ error, syntaxErrorIn: 'scriptjs' });
    expect(problem).toEqual({
      message: expect.stringContaining('linha 2'),
      fileKey: 'scriptjs',
      line: 2,
      column: 14,
    });
    expect(problem?.message).not.toContain('Unexpected');
    expect(lines).toEqual([describeFailure(error), describeFailure(BUILD_ERROR_MESSAGE)]);
    // The console keeps Babel's code frame under the Portuguese words.
    expect(lines[0]).toContain('> 2 |');
    expect(lines[1]).not.toBe(BUILD_ERROR_MESSAGE);
  });

  it('has no problem to point at when the build failed for another reason', () => {
    const { lines, problem } = describeBuildFailure({ error: NO_HTML_OR_JS_MESSAGE });
    expect(problem).toBeUndefined();
    expect(lines[0]).toBe(describeFailure(NO_HTML_OR_JS_MESSAGE));
    expect(lines[0]).not.toBe(NO_HTML_OR_JS_MESSAGE);
  });
});
