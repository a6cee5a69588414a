import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getEditorFileRank, sortEditorFiles } from './editor-file-order';

describe('getEditorFileRank', () => {
  it.each([
    { spec: '3 entrada principal: index.jsx', name: 'index', ext: 'jsx', rank: 0 },
    { spec: '3 entrada principal: index.tsx', name: 'index', ext: 'tsx', rank: 0 },
    { spec: '3 entrada principal: extensão em maiúsculas', name: 'index', ext: 'JSX', rank: 0 },
    { spec: '3 HTML', name: 'index', ext: 'html', rank: 1 },
    { spec: '3 folha de estilo css', name: 'styles', ext: 'css', rank: 2 },
    { spec: '3 folha de estilo scss', name: 'styles', ext: 'scss', rank: 2 },
    { spec: '3 folha de estilo sass', name: 'styles', ext: 'sass', rank: 2 },
    { spec: '3 script simples js', name: 'script', ext: 'js', rank: 3 },
    { spec: '3 script simples ts', name: 'script', ext: 'ts', rank: 3 },
    { spec: '3 index.js não é a entrada principal', name: 'index', ext: 'js', rank: 3 },
    { spec: '3 outro componente jsx vai com os scripts', name: 'App', ext: 'jsx', rank: 3 },
    { spec: '3 outro componente tsx vai com os scripts', name: 'App', ext: 'tsx', rank: 3 },
    { spec: '3 outra extensão vai por último', name: 'dados', ext: 'json', rank: 4 },
  ])('$spec', ({ name, ext, rank }) => {
    expect(getEditorFileRank({ name, ext })).toBe(rank);
  });
});

describe('sortEditorFiles', () => {
  it('3 entrada principal, HTML, folha de estilo, script simples', () => {
    const files = [
      { name: 'script', ext: 'js' },
      { name: 'styles', ext: 'css' },
      { name: 'index', ext: 'html' },
      { name: 'index', ext: 'jsx' },
    ];
    expect(sortEditorFiles(files).map(({ name, ext }) => `${name}.${ext}`)).toEqual([
      'index.jsx',
      'index.html',
      'styles.css',
      'script.js',
    ]);
    expect(files[0]).toEqual({ name: 'script', ext: 'js' });
  });

  it('3 ordem não decrescente de posição, estável, mesma lista', () => {
    const file = fc.record({
      name: fc.constantFrom('index', 'App', 'styles'),
      ext: fc.constantFrom('jsx', 'tsx', 'html', 'css', 'js', 'md'),
      id: fc.nat(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(file, { selector: ({ id }) => id }), (files) => {
        const sorted = sortEditorFiles(files);
        expect([...sorted].sort((a, b) => a.id - b.id)).toEqual(
          [...files].sort((a, b) => a.id - b.id),
        );
        sorted.slice(1).forEach((current, index) => {
          const previous = sorted[index]!;
          const difference = getEditorFileRank(current) - getEditorFileRank(previous);
          expect(difference).toBeGreaterThanOrEqual(0);
          if (difference === 0)
            expect(files.indexOf(current)).toBeGreaterThan(files.indexOf(previous));
        });
      }),
    );
  });
});
