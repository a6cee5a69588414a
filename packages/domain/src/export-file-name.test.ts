import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPORT_FILE_PREFIXES, type ExportableList } from './constants';
import { getExportFileName } from './export-file-name';

const now = new Date('2026-11-22T17:04:09.000Z');

describe('getExportFileName', () => {
  it.each([
    {
      spec: '9 lista de espera de um grupo',
      list: 'waiting-list',
      group: 'nacional-pr',
      name: 'aguardando-vaga_nacional-pr_22-11-2026_14-04-09.xlsx',
    },
    {
      spec: '9 confirmados, todos os grupos',
      list: 'confirmed-list',
      group: null,
      name: 'confirmados_geral_22-11-2026_14-04-09.xlsx',
    },
    {
      spec: '9 aguardando confirmação, grupo vazio',
      list: 'waiting-to-confirm-list',
      group: '',
      name: 'aguardando-confirmacao_geral_22-11-2026_14-04-09.xlsx',
    },
    {
      spec: '9 desistentes e reprovados, grupo ausente',
      list: 'reproved-and-dropout-list',
      group: undefined,
      name: 'desistentes-reprovados_geral_22-11-2026_14-04-09.xlsx',
    },
    {
      spec: '9 grupo em minúsculas e seguro para arquivo',
      list: 'confirmed-list',
      group: 'Nacional PR/2025.1',
      name: 'confirmados_nacional-pr2025-1_22-11-2026_14-04-09.xlsx',
    },
    {
      spec: '9 grupo sem nenhum caractere aproveitável',
      list: 'confirmed-list',
      group: '???',
      name: 'confirmados_geral_22-11-2026_14-04-09.xlsx',
    },
  ] as const)('$spec', ({ list, group, name }) => {
    expect(getExportFileName({ list, group, now })).toBe(name);
  });

  it('9 carimbo no fuso pedido', () => {
    expect(getExportFileName({ list: 'waiting-list', group: null, now, timeZone: 'UTC' })).toBe(
      'aguardando-vaga_geral_22-11-2026_17-04-09.xlsx',
    );
  });

  it('9 nome sempre em minúsculas, com prefixo, carimbo dd-MM-yyyy_HH-mm-ss e .xlsx', () => {
    const lists = Object.keys(EXPORT_FILE_PREFIXES) as ExportableList[];
    fc.assert(
      fc.property(
        fc.constantFrom(...lists),
        fc.option(fc.string()),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (list, group, date) => {
          const name = getExportFileName({ list, group, now: date });
          expect(name).toBe(name.toLowerCase());
          expect(name.startsWith(`${EXPORT_FILE_PREFIXES[list]}_`)).toBe(true);
          expect(name).toMatch(/_[a-z0-9-]+_\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.xlsx$/);
        },
      ),
    );
  });
});
