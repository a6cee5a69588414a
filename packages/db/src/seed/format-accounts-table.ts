// The demo accounts as a plain-text table (printed by db:seed and by the API in development).
import { ROLE_LABELS } from '@escola/domain/users';
import type { SeededAccount } from './seed-demo-school';

const HEADERS = ['Nome', 'E-mail', 'Senha', 'Papel', 'Acesso'] as const;

export function formatAccountsTable(accounts: readonly SeededAccount[]): string {
  const rows = accounts.map((account) => [
    account.name,
    account.email,
    account.password,
    ROLE_LABELS[account.type],
    account.access,
  ]);
  const widths = HEADERS.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [format(HEADERS), rule, ...rows.map(format)].join('\n');
}
