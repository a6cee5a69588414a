import { describe, expect, it } from 'vitest';
import { maskCpf } from './mask-cpf';

describe('maskCpf', () => {
  it('shows only the middle six digits, masked or not', () => {
    expect(maskCpf('12345678909')).toBe('***.456.789-**');
    expect(maskCpf('123.456.789-09')).toBe('***.456.789-**');
  });

  it('hides anything that is not a CPF of 11 digits', () => {
    expect(maskCpf('1234567890')).toBe('***.***.***-**');
    expect(maskCpf('')).toBe('***.***.***-**');
  });
});
