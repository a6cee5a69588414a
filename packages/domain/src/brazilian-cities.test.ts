import { describe, expect, it } from 'vitest';
import { getCitiesOfState } from './brazilian-cities';
import { BRAZILIAN_STATES } from './brazilian-states';

const sortedInPortuguese = (names: string[]) =>
  [...names].sort((left, right) => left.localeCompare(right, 'pt-BR'));

describe('getCitiesOfState', () => {
  it('dá os 645 municípios de São Paulo, com acentos', () => {
    const cities = getCitiesOfState('SP');
    expect(cities).toHaveLength(645);
    expect(cities).toContain('São Paulo');
    expect(cities).toContain('Campinas');
    expect(cities).toContain('Águas de Lindóia');
  });

  it('põe os nomes acentuados onde um leitor brasileiro espera', () => {
    const cities = getCitiesOfState('SP');
    expect(cities).toEqual(sortedInPortuguese(cities));
    // "Águas" ao lado de "Aguaí", não depois de "Zacarias" como na ordem dos códigos.
    expect(cities.indexOf('Águas de Lindóia')).toBeLessThan(cities.indexOf('Alambari'));
  });

  it('o Distrito Federal tem só Brasília', () => {
    expect(getCitiesOfState('DF')).toEqual(['Brasília']);
  });

  it('toda UF tem municípios, cada lista em ordem alfabética', () => {
    const lists = BRAZILIAN_STATES.map(({ code }) => getCitiesOfState(code));
    for (const cities of lists) {
      expect(cities.length).toBeGreaterThan(0);
      expect(cities).toEqual(sortedInPortuguese(cities));
    }
  });
});
