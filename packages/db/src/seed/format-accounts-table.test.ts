import { describe, expect, it } from 'vitest';
import { formatAccountsTable } from './format-accounts-table';

describe('formatAccountsTable', () => {
  it('prints aligned columns with the Portuguese role label', () => {
    const table = formatAccountsTable([
      {
        name: 'Ana Souza',
        email: 'ana@x.dev',
        password: 'demo',
        type: 'student',
        access: 'complete',
      },
      { name: 'Bo', email: 'bo@x.dev', password: 'demo', type: 'super', access: 'complete' },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^Nome\s+E-mail\s+Senha\s+Papel\s+Acesso$/);
    expect(lines[2]).toContain('Estudante');
    expect(lines[3]).toContain('Super Administrador');
    expect(lines[2]?.indexOf('ana@x.dev')).toBe(lines[3]?.indexOf('bo@x.dev'));
  });
});
