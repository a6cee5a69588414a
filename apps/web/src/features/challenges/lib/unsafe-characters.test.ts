import { describe, expect, it } from 'vitest';
import { removeUnsafeCharactersFromFiles } from './unsafe-characters';

const EMOJI = '\uD83D\uDE00'; // 😀

describe('removeUnsafeCharactersFromFiles', () => {
  it('cleans each file (NUL, lone high and low surrogates) and says something was removed', () => {
    const clean = { fileKey: 'indexhtml', contents: `<h1>Olá ${EMOJI}</h1>` };
    const withNul = { fileKey: 'scriptjs', contents: "let nome = 'A\0na';\0" };
    const withHalves = { fileKey: 'stylescss', contents: `a\uD83D { }\n\uDE00b${EMOJI}` };
    const result = removeUnsafeCharactersFromFiles([clean, withNul, withHalves]);
    expect(result.removed).toBe(true);
    expect(result.files).toEqual([
      clean,
      { fileKey: 'scriptjs', contents: "let nome = 'Ana';" },
      { fileKey: 'stylescss', contents: `a { }\nb${EMOJI}` },
    ]);
    // Files without such characters are kept as they are.
    expect(result.files[0]).toBe(clean);
  });

  it('removes nothing from clean files (valid pairs, empty contents) or from no files', () => {
    const files = [{ contents: EMOJI }, { contents: '' }];
    expect(removeUnsafeCharactersFromFiles(files)).toEqual({ files, removed: false });
    expect(removeUnsafeCharactersFromFiles([])).toEqual({ files: [], removed: false });
  });
});
