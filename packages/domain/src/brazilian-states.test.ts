import { describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES, isStateCode, normalizeStateCode } from './brazilian-states';

describe('BRAZILIAN_STATES', () => {
  it('lista as 27 unidades da federação com sigla e nome', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(BRAZILIAN_STATES).toContainEqual({ code: 'SP', name: 'São Paulo' });
    expect(BRAZILIAN_STATES).toContainEqual({ code: 'DF', name: 'Distrito Federal' });
    expect(BRAZILIAN_STATES).toContainEqual({ code: 'PA', name: 'Pará' });
  });

  it('em ordem alfabética do nome em português', () => {
    const names = BRAZILIAN_STATES.map(({ name }) => name);
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'pt-BR')));
    expect(names[0]).toBe('Acre');
    expect(names.at(-1)).toBe('Tocantins');
  });
});

describe('normalizeStateCode', () => {
  it.each([
    ['SP', 'SP'],
    ['sp', 'SP'],
    [' rj ', 'RJ'],
    ['Df', 'DF'],
    ['XX', null],
    ['', null],
    ['São Paulo', null],
    ['SPA', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeStateCode(input)).toBe(expected);
  });
});

describe('isStateCode', () => {
  it('só aceita a sigla em maiúsculas', () => {
    expect(isStateCode('MG')).toBe(true);
    expect(isStateCode('mg')).toBe(false);
  });
});
