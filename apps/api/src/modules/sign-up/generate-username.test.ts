import { describe, expect, it } from 'vitest';
import { generateUsername, usernameBase } from './generate-username';

describe('usernameBase', () => {
  it('keeps the name in lower-case ASCII without accents, cut to 16 characters', () => {
    expect(usernameBase('Ana Conceição')).toBe('ana-conceicao');
    expect(usernameBase('  João  da  Silva Pereira Souza ')).toBe('joao-da-silva-pe');
    expect(usernameBase('Ana.Maria')).toBe('ana-maria');
  });

  it('falls back to "aluno" when nothing is left', () => {
    expect(usernameBase('李小龍')).toBe('aluno');
    expect(usernameBase('---')).toBe('aluno');
  });
});

describe('generateUsername', () => {
  it('adds a 6-hex-digit random suffix', () => {
    expect(generateUsername('Ana')).toMatch(/^ana-[0-9a-f]{6}$/);
    expect(generateUsername('Ana')).not.toBe(generateUsername('Ana'));
  });
});
