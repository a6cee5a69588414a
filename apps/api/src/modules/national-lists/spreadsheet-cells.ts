// The cells of an exported list row (docs/product/admin.md's exports): Portuguese header, dates and
// numbers as a Brazilian admin reads them, and no cell that a spreadsheet would run as a formula.
import { SCHOOL_TIME_ZONE } from '@escola/domain/constants';
import { maskCpf } from '@escola/domain/mask-cpf';
import { getZonedDateParts } from '@escola/domain/zoned-date';
import type { ListRow } from './repository';

export const SPREADSHEET_COLUMNS = [
  { key: 'name', header: 'Nome', width: 32 },
  { key: 'email', header: 'E-mail', width: 32 },
  { key: 'username', header: 'Usuário', width: 20 },
  { key: 'cpf', header: 'CPF', width: 16 },
  { key: 'group', header: 'Grupo', width: 14 },
  { key: 'state', header: 'Estado', width: 8 },
  { key: 'city', header: 'Cidade', width: 20 },
  { key: 'phone', header: 'Telefone', width: 18 },
  { key: 'grade', header: 'Nota', width: 8 },
  { key: 'attempts', header: 'Tentativas', width: 10 },
  { key: 'classGroupName', header: 'Turma', width: 24 },
  { key: 'linkedDate', header: 'Vinculado à turma em', width: 20 },
  { key: 'status', header: 'Situação', width: 22 },
] as const;

export type SpreadsheetColumnKey = (typeof SPREADSHEET_COLUMNS)[number]['key'];

export const STATUS_LABELS: Record<string, string> = {
  'aguardando-vaga': 'Aguardando vaga',
  'aguardando-confirmacao': 'Aguardando confirmação',
  confirmado: 'Confirmado',
  reprovado: 'Reprovado',
  desistente: 'Desistente',
};

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text that starts like a formula is kept as text by a leading apostrophe. */
export const neutraliseFormula = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text;

/** dd/MM/yyyy HH:mm in the school's time zone (Brasília). */
export const formatBrazilianDateTime = (date: Date): string => {
  const { day, month, year, hour, minute } = getZonedDateParts({
    date,
    timeZone: SCHOOL_TIME_ZONE,
  });
  return `${day}/${month}/${year} ${hour}:${minute}`;
};

const BRAZILIAN_PHONE = /^\+55(\d{2})(\d{4,5})(\d{4})$/;

/** A Brazilian E.164 number as "(11) 98765-4321"; other numbers as stored. */
export const formatPhone = (phone: string): string => {
  const match = BRAZILIAN_PHONE.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
};

/** Missing values stay empty cells. */
const text = (value: string | null): string | null =>
  value === null ? null : neutraliseFormula(value);

export const toSpreadsheetCells = (
  row: ListRow,
): Record<SpreadsheetColumnKey, string | number | null> => ({
  name: text(row.name),
  email: text(row.email),
  username: text(row.username),
  cpf: row.cpf === null ? null : maskCpf(row.cpf),
  group: text(row.group),
  state: text(row.state),
  city: text(row.city),
  phone: row.phone === null ? null : neutraliseFormula(formatPhone(row.phone)),
  grade: row.grade,
  attempts: row.attempts,
  classGroupName: text(row.classGroupName),
  linkedDate: row.linkedDate === null ? null : formatBrazilianDateTime(row.linkedDate),
  status: STATUS_LABELS[row.status] ?? row.status,
});
