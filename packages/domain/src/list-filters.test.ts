import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MANUAL_EMAILS_LIST_FILTER, STAFF_USER_LIST_FILTER } from './constants';
import {
  buildFilterQuery,
  buildListFilterQuery,
  getAnsweredQuizDateRange,
  withFilterDefaults,
  type FilterValue,
} from './list-filters';

describe('buildFilterQuery', () => {
  it.each([
    { spec: '7 filtro vazio', filter: {}, query: '' },
    {
      spec: '7 valores viram texto',
      filter: { pageNumber: 2, active: true, search: 'ana' },
      query: 'pageNumber=2&active=true&search=ana',
    },
    {
      spec: '7 valores nulos são omitidos',
      filter: { search: null, group: 'nacional-pr' },
      query: 'group=nacional-pr',
    },
    {
      spec: '7 valores ausentes são omitidos',
      filter: { search: undefined, pageSize: 5 },
      query: 'pageSize=5',
    },
    { spec: '7 texto vazio é enviado', filter: { search: '' }, query: 'search=' },
    {
      spec: '7 zero e falso são enviados',
      filter: { pageNumber: 0, active: false },
      query: 'pageNumber=0&active=false',
    },
    {
      spec: '7 caracteres especiais codificados',
      filter: { search: 'joão & cia' },
      query: 'search=jo%C3%A3o+%26+cia',
    },
  ])('$spec', ({ filter, query }) => {
    expect(buildFilterQuery(filter)).toBe(query);
  });

  const filterValue: fc.Arbitrary<FilterValue> = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
  );

  it('7 a consulta traz exatamente os valores não nulos, como texto', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), filterValue), (filter) => {
        const decoded = [...new URLSearchParams(buildFilterQuery(filter)).entries()];
        const expected = Object.entries(filter)
          .filter(([, value]) => value !== null && value !== undefined)
          .map(([key, value]) => [key, String(value)]);
        expect(decoded).toEqual(expected);
      }),
    );
  });
});

describe('withFilterDefaults', () => {
  it.each([
    {
      spec: '9 valor do filtro substitui o padrão',
      filter: { pageNumber: 3 },
      merged: { pageNumber: 3, pageSize: 5 },
    },
    {
      spec: '9 valor nulo não substitui o padrão',
      filter: { pageNumber: null, search: 'ana' },
      merged: { pageNumber: 1, pageSize: 5, search: 'ana' },
    },
  ])('$spec', ({ filter, merged }) => {
    expect(withFilterDefaults({ filter, defaults: { pageNumber: 1, pageSize: 5 } })).toEqual(
      merged,
    );
  });
});

describe('buildListFilterQuery', () => {
  it.each([
    {
      spec: '9 padrão: página 1, tamanho 5, startAt decrescente',
      filter: {},
      defaults: undefined,
      query: 'pageNumber=1&pageSize=5&sort=startAt&order=desc',
    },
    {
      spec: '9 padrão com busca e grupo; nulos omitidos',
      filter: { search: 'ana', group: null, pageNumber: 2 },
      defaults: undefined,
      query: 'pageNumber=2&pageSize=5&sort=startAt&order=desc&search=ana',
    },
    {
      spec: '9 e-mails manuais: sendDate decrescente, tamanho 5',
      filter: {},
      defaults: MANUAL_EMAILS_LIST_FILTER,
      query: 'pageNumber=1&pageSize=5&sort=sendDate&order=desc',
    },
    {
      spec: '6 lista de usuários da equipe: busca vazia, página 1, tamanho 50, nome crescente',
      filter: {},
      defaults: STAFF_USER_LIST_FILTER,
      query: 'search=&pageNumber=1&pageSize=50&sort=name&order=asc',
    },
  ])('$spec', ({ filter, defaults, query }) => {
    expect(buildListFilterQuery({ filter, defaults })).toBe(query);
  });
});

describe('getAnsweredQuizDateRange', () => {
  const start = new Date('2026-02-01T03:00:00.000Z');
  const end = new Date('2026-02-28T03:00:00.000Z');
  const invalid = new Date('inválida');

  it.each([
    {
      spec: '5 as duas datas válidas: yyyy-MM-dd',
      startDate: start,
      endDate: end,
      range: { startDate: '2026-02-01', endDate: '2026-02-28' },
    },
    { spec: '5 sem data inicial', startDate: null, endDate: end, range: null },
    { spec: '5 sem data final', startDate: start, endDate: undefined, range: null },
    { spec: '5 data inicial inválida', startDate: invalid, endDate: end, range: null },
    { spec: '5 data final inválida', startDate: start, endDate: invalid, range: null },
    {
      spec: '5 fim antes do início é enviado como está',
      startDate: end,
      endDate: start,
      range: { startDate: '2026-02-28', endDate: '2026-02-01' },
    },
  ])('$spec', ({ startDate, endDate, range }) => {
    expect(getAnsweredQuizDateRange({ startDate, endDate })).toEqual(range);
  });

  it('5 a data é lida no fuso pedido', () => {
    const lateNight = new Date('2026-02-01T01:00:00.000Z');
    expect(getAnsweredQuizDateRange({ startDate: lateNight, endDate: lateNight })).toEqual({
      startDate: '2026-01-31',
      endDate: '2026-01-31',
    });
    expect(
      getAnsweredQuizDateRange({ startDate: lateNight, endDate: lateNight, timeZone: 'UTC' }),
    ).toEqual({ startDate: '2026-02-01', endDate: '2026-02-01' });
  });
});
