import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES } from './brazilian-states';
import { CEP_RANGES, formatCep, getStateOfCep, normalizeCep } from './cep';

const eightDigits = fc.stringMatching(/^\d{8}$/);

describe('normalizeCep', () => {
  it.each([
    ['com hífen', '01310-100', '01310100'],
    ['sem hífen', '01310100', '01310100'],
    ['com espaços em volta', ' 70040-010 ', '70040010'],
    ['hífen fora do lugar', '0131-0100', null],
    ['nove dígitos', '013101000', null],
    ['sete dígitos', '0131010', null],
    ['letras', 'abcde-fgh', null],
    ['pontuação além do hífen', '01.310-100', null],
    ['espaço no meio', '01310 100', null],
    ['vazio', '', null],
  ])('%s: %j → %j', (_label, input, expected) => {
    expect(normalizeCep(input)).toBe(expected);
  });

  it('aceita quaisquer 8 dígitos, com ou sem hífen, e devolve os 8 dígitos', () => {
    fc.assert(
      fc.property(eightDigits, fc.boolean(), (digits, masked) => {
        const input = masked ? formatCep(digits) : digits;
        expect(normalizeCep(input)).toBe(digits);
      }),
    );
  });
});

describe('formatCep', () => {
  it('põe o hífen depois do quinto dígito', () => {
    expect(formatCep('01310100')).toBe('01310-100');
  });
});

describe('getStateOfCep', () => {
  it.each([
    ['Avenida Paulista, São Paulo', '01310-100', 'SP'],
    ['Campinas', '13015-904', 'SP'],
    ['Centro do Rio de Janeiro', '20040-020', 'RJ'],
    ['Esplanada dos Ministérios, Brasília', '70040-010', 'DF'],
    ['Manaus', '69005-000', 'AM'],
    ['Tabatinga (segunda faixa do Amazonas)', '69640-000', 'AM'],
    ['Boa Vista', '69301-000', 'RR'],
    ['Porto Velho', '76801-000', 'RO'],
    ['Palmas', '77001-000', 'TO'],
    ['Fernando de Noronha', '53990-000', 'PE'],
    ['Porto Alegre', '90010-000', 'RS'],
  ])('%s (%s) é de %s', (_label, cep, state) => {
    expect(getStateOfCep(cep)).toBe(state);
  });

  it.each([
    ['00999-999', null],
    ['01000-000', 'SP'],
    ['19999-999', 'SP'],
    ['20000-000', 'RJ'],
    ['68899-999', 'PA'],
    ['68900-000', 'AP'],
    ['72799-999', 'DF'],
    ['72800-000', 'GO'],
    ['73699-999', 'DF'],
    ['73700-000', 'GO'],
    ['76799-999', 'GO'],
    ['76800-000', 'RO'],
    ['78899-999', 'MT'],
    ['78900-000', 'RO'],
    ['78999-999', 'RO'],
    ['79000-000', 'MS'],
    ['99999-999', 'RS'],
  ])('limite de faixa %s → %s', (cep, state) => {
    expect(getStateOfCep(cep)).toBe(state);
  });

  it('não dá estado a um CEP fora das faixas nem a um CEP malformado', () => {
    expect(getStateOfCep('00000-000')).toBeNull();
    expect(getStateOfCep('00500000')).toBeNull();
    expect(getStateOfCep('0131-0100')).toBeNull();
    expect(getStateOfCep('')).toBeNull();
  });

  it('as faixas seguem umas às outras sem buraco nem sobreposição, de 01000-000 a 99999-999', () => {
    const digits = (cep: string) => Number(cep.replace('-', ''));
    expect(CEP_RANGES[0]?.[1]).toBe('01000-000');
    expect(CEP_RANGES.at(-1)?.[2]).toBe('99999-999');
    CEP_RANGES.forEach(([, first, last], index) => {
      expect(digits(first)).toBeLessThanOrEqual(digits(last));
      const next = CEP_RANGES[index + 1];
      if (next) expect(digits(next[1])).toBe(digits(last) + 1);
    });
  });

  it('toda UF tem ao menos uma faixa', () => {
    const statesWithRanges = new Set(CEP_RANGES.map(([state]) => state));
    expect([...statesWithRanges].sort()).toEqual(BRAZILIAN_STATES.map(({ code }) => code).sort());
  });

  it('todo CEP a partir de 01000-000 é de exatamente uma UF', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 99_999_999 }), (number) => {
        const cep = String(number).padStart(8, '0');
        const matching = CEP_RANGES.filter(
          ([, first, last]) => cep >= first.replace('-', '') && cep <= last.replace('-', ''),
        );
        expect(matching).toHaveLength(1);
        expect(getStateOfCep(cep)).toBe(matching[0]?.[0]);
      }),
    );
  });
});
