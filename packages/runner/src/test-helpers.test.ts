import { describe, expect, it } from 'vitest';
import { retryingTest, testHelpers } from './test-helpers';

describe('testHelpers (__helpers)', () => {
  it('offers every public helper of curriculum-helpers 4.1.0, and retryingTest', () => {
    expect(Object.keys(testHelpers).sort()).toEqual(
      [
        'CSSHelp',
        'RandomMocker',
        'concatRegex',
        'escapeRegExp',
        'functionRegex',
        'getFunctionParams',
        'isCalledWithNoArgs',
        'permutateRegex',
        'prepTestComponent',
        'python',
        'removeCssComments',
        'removeHtmlComments',
        'removeJSComments',
        'removeWhiteSpace',
        'retryingTest',
        'spyOn',
        'spyOnCallbacks',
      ].sort(),
    );
    expect(testHelpers.removeJSComments('const a = 1; // um\n/* dois */ const b = 2;')).toBe(
      'const a = 1; \n const b = 2;',
    );
    expect(Object.isFrozen(testHelpers)).toBe(true);
  });
});

describe('retryingTest', () => {
  it('resolves as soon as a try returns a truthy value', async () => {
    let tries = 0;
    await retryingTest(() => ++tries === 3, 'nunca', 5, 0);
    expect(tries).toBe(3);
  });

  it('waits for an async test and retries one that throws', async () => {
    let tries = 0;
    await retryingTest(
      async () => {
        tries += 1;
        if (tries < 2) throw new Error('ainda não');
        return 'pronto';
      },
      'nunca',
      5,
      0,
    );
    expect(tries).toBe(2);
  });

  it('rejects with the message after the last try, keeping the last error as its cause', async () => {
    let tries = 0;
    const failing = retryingTest(
      () => {
        tries += 1;
        throw new TypeError('sem lista');
      },
      'A lista não apareceu.',
      4,
      0,
    );
    await expect(failing).rejects.toThrow('A lista não apareceu.');
    await expect(failing.catch((error: Error) => error.cause)).resolves.toBeInstanceOf(TypeError);
    expect(tries).toBe(4);
  });

  it('treats a falsy result (undefined, null, false) as a failed try', async () => {
    for (const value of [undefined, null, false, 0, '']) {
      await expect(retryingTest(() => value, 'falhou', 2, 0)).rejects.toThrow('falhou');
    }
  });
});
