import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    { spec: '3 minúsculas', text: 'HTML', slug: 'html' },
    { spec: '3 apara as pontas', text: '  react  ', slug: 'react' },
    { spec: '3 espaço vira hífen', text: 'Nova Turma', slug: 'nova-turma' },
    { spec: '3 cada espaço vira um hífen', text: 'a  b', slug: 'a--b' },
    { spec: '3 tabulação e quebra de linha viram hífen', text: 'a\tb\nc', slug: 'a-b-c' },
    { spec: '3 ponto vira hífen', text: 'index.html', slug: 'index-html' },
    { spec: '3 dígitos ficam', text: 'Turma 2025.1', slug: 'turma-2025-1' },
    { spec: '3 hífen fica', text: 'nacional-pr', slug: 'nacional-pr' },
    { spec: '3 pontuação sai', text: 'O quanto você aprendeu?', slug: 'o-quanto-voc-aprendeu' },
    {
      spec: '3 acentos saem (não são transliterados)',
      text: 'Lógica de Programação',
      slug: 'lgica-de-programao',
    },
    { spec: '3 sublinhado sai', text: 'a_b', slug: 'ab' },
    { spec: '3 texto vazio', text: '', slug: '' },
  ])('$spec', ({ text, slug }) => {
    expect(slugify(text)).toBe(slug);
  });

  it('3 o resultado só tem a-z, dígitos e hífen', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(slugify(text)).toMatch(/^[a-z0-9-]*$/);
      }),
    );
  });

  it('3 é idempotente', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text));
      }),
    );
  });

  it('3 texto já em a-z, dígitos e hífen não muda', () => {
    const slugCharacter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-');
    fc.assert(
      fc.property(fc.string({ unit: slugCharacter }), (text) => {
        expect(slugify(text)).toBe(text);
      }),
    );
  });
});
