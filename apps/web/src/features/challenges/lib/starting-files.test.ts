import { describe, expect, it } from 'vitest';
import { pickStartingFiles } from './starting-files';

const seed = [
  { fileKey: 'indexhtml', name: 'index', ext: 'html', contents: '<p></p>' },
  { fileKey: 'scriptjs', name: 'script', ext: 'js', contents: '// seu código' },
];
const edited = (contents: string) => [
  { fileKey: 'scriptjs', name: 'script', ext: 'js', contents },
  { fileKey: 'indexhtml', name: 'index', ext: 'html', contents: '<p>Oi</p>' },
];

describe('pickStartingFiles', () => {
  it('opens with the code kept in this browser first, in the editor order', () => {
    const files = pickStartingFiles({ local: edited('local'), server: edited('servidor'), seed });
    expect(files.map((file) => file.contents)).toEqual(['<p>Oi</p>', 'local']);
  });

  it('else with the code saved on the server (another device)', () => {
    const files = pickStartingFiles({ local: null, server: edited('servidor'), seed });
    expect(files[1]?.contents).toBe('servidor');
  });

  it('else, or when the saved files are not the challenge files any more, with the starting files', () => {
    expect(pickStartingFiles({ local: null, server: null, seed })).toEqual(seed);
    const stale = [{ fileKey: 'stylescss', name: 'styles', ext: 'css', contents: 'p {}' }];
    expect(pickStartingFiles({ local: stale, server: stale, seed })).toEqual(seed);
  });
});
