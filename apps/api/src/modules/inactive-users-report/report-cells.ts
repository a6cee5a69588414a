// The columns of the inactive-users report, as the national-list spreadsheets write theirs
// (national-lists/spreadsheet-cells.ts): Portuguese headers, masked CPFs, dates dd/MM/yyyy HH:mm
// in Brasília, and every text that a spreadsheet would run as a formula kept as text.
import { maskCpf } from '@escola/domain/mask-cpf';
import { formatBrazilianDateTime, neutraliseFormula } from '../national-lists/spreadsheet-cells';
import type { InactiveUserRow } from './repository';

export const REPORT_HEADERS = [
  'Nome',
  'E-mail',
  'Usuário',
  'CPF',
  'Grupo',
  'Turma',
  'Cadastro em',
  'Última atividade',
  'Bloqueado por inatividade em',
] as const;

const text = (value: string | null): string | null =>
  value === null ? null : neutraliseFormula(value);

const date = (milliseconds: number | null): string | null =>
  milliseconds === null ? null : formatBrazilianDateTime(new Date(milliseconds));

/** The fields of a row, in REPORT_HEADERS order. */
export const toReportFields = (row: InactiveUserRow): (string | null)[] => [
  text(row.name),
  text(row.email),
  text(row.username),
  row.cpf === null ? null : maskCpf(row.cpf),
  text(row.group),
  text(row.classGroupName),
  date(row.joinDate),
  date(row.lastActiveAt),
  date(row.blockedByInactivityAt),
];
