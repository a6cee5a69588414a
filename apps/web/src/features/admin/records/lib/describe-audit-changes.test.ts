import { describe, expect, it } from 'vitest';
import { describeAuditChanges, describeAuditValue, MAX_LIST_ITEMS } from './describe-audit-changes';

const labels = {
  empty: 'vazio',
  yes: 'sim',
  no: 'não',
  more: (count: number) => `e mais ${count}`,
};

describe('describeAuditChanges', () => {
  it('gives one line per changed field, before → after, in the entry order', () => {
    expect(
      describeAuditChanges({
        before: { access: 'limited', classGroup: null, source: '' },
        after: { access: 'complete', classGroup: { id: 'g1', name: 'Turma A' }, source: 'sesi' },
        labels,
      }),
    ).toEqual([
      { field: 'access', before: 'limited', after: 'complete' },
      { field: 'classGroup', before: 'vazio', after: 'Turma A' },
      { field: 'source', before: 'vazio', after: 'sesi' },
    ]);
  });

  it('describes a creation (no before) and a deletion (a field only before has)', () => {
    expect(describeAuditChanges({ before: null, after: { name: 'Turma B' }, labels })).toEqual([
      { field: 'name', before: 'vazio', after: 'Turma B' },
    ]);
    expect(
      describeAuditChanges({
        before: { name: 'Turma B' },
        after: { affectedLearners: 3 },
        labels,
      }),
    ).toEqual([
      { field: 'affectedLearners', before: 'vazio', after: '3' },
      { field: 'name', before: 'Turma B', after: 'vazio' },
    ]);
    expect(describeAuditChanges({ before: null, after: null, labels })).toEqual([]);
  });
});

describe('describeAuditValue', () => {
  it('writes booleans, numbers, empty lists and modules for people', () => {
    expect(describeAuditValue(true, labels)).toBe('sim');
    expect(describeAuditValue(false, labels)).toBe('não');
    expect(describeAuditValue(6, labels)).toBe('6');
    expect(describeAuditValue([], labels)).toBe('vazio');
    expect(
      describeAuditValue(
        [
          { superBlock: 'react', status: 'active', expiresAt: '2026-12-31' },
          { superBlock: 'logica', status: '', expiresAt: null },
        ],
        labels,
      ),
    ).toBe('react (active, 2026-12-31), logica');
    expect(describeAuditValue({ start: '2026-01-01', end: null }, labels)).toBe(
      'start: 2026-01-01; end: vazio',
    );
  });

  it('cuts a long list (a move of many learners) after a few items', () => {
    const ids = Array.from({ length: MAX_LIST_ITEMS + 3 }, (_, index) => `id-${index}`);
    expect(describeAuditValue(ids, labels)).toBe('id-0, id-1, id-2, id-3, id-4 e mais 3');
    expect(describeAuditValue(ids.slice(0, 2), labels)).toBe('id-0, id-1');
  });

  it('counts what the API left out of a very long list', () => {
    const preview = Array.from({ length: 10 }, (_, index) => `id-${index}`);
    expect(describeAuditValue({ preview, total: 10_000 }, labels)).toBe(
      'id-0, id-1, id-2, id-3, id-4 e mais 9995',
    );
  });
});
