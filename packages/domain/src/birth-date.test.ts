import { describe, expect, it } from 'vitest';
import { isValidBirthDate } from './birth-date';

// 15 de março de 2026, 9h em São Paulo.
const NOW = new Date('2026-03-15T12:00:00Z');

describe('isValidBirthDate', () => {
  it.each([
    ['adulto', '2000-05-20', true],
    ['ano bissexto, 29 de fevereiro', '2004-02-29', true],
    ['faz 10 anos hoje', '2016-03-15', true],
    ['faz 10 anos amanhã', '2016-03-16', false],
    ['120 anos feitos ontem', '1906-03-14', true],
    ['faz 121 anos hoje', '1905-03-15', false],
    ['faz 121 anos amanhã (ainda tem 120)', '1905-03-16', true],
    ['nasceu hoje', '2026-03-15', false],
    ['no futuro', '2026-03-16', false],
    ['muito no futuro', '2099-01-01', false],
    ['29 de fevereiro de ano comum', '2023-02-29', false],
    ['30 de fevereiro', '2000-02-30', false],
    ['mês 13', '2000-13-01', false],
    ['mês 0', '2000-00-10', false],
    ['dia 0', '2000-01-00', false],
    ['dia 32', '2000-01-32', false],
    ['ano de dois dígitos', '0024-02-29', false],
    ['sem zeros à esquerda', '2000-1-1', false],
    ['formato brasileiro', '15/03/2000', false],
    ['com hora', '2000-03-15T00:00:00Z', false],
    ['texto', 'ontem', false],
    ['vazio', '', false],
  ])('%s (%s): %s', (_label, birthDate, valid) => {
    expect(isValidBirthDate({ birthDate, now: NOW })).toBe(valid);
  });

  it('conta o dia de hoje no fuso da escola (São Paulo), não no UTC', () => {
    // 2h de 16 de março em UTC ainda é 15 de março, 23h, em São Paulo.
    const lateEvening = new Date('2026-03-16T02:00:00Z');
    expect(isValidBirthDate({ birthDate: '2016-03-16', now: lateEvening })).toBe(false);
    expect(isValidBirthDate({ birthDate: '2016-03-16', now: lateEvening, timeZone: 'UTC' })).toBe(
      true,
    );
  });

  it('quem nasceu em 29 de fevereiro faz aniversário em 1º de março nos anos comuns', () => {
    const birthDate = '2008-02-29';
    expect(isValidBirthDate({ birthDate, now: new Date('2018-02-28T15:00:00Z') })).toBe(false);
    expect(isValidBirthDate({ birthDate, now: new Date('2018-03-01T15:00:00Z') })).toBe(true);
  });
});
