// A stand-in for an admin list endpoint, for the catalogue's data table: it sorts and pages a
// generated list as the server would (the table itself never sorts or slices), after a short delay.
import type { SortOrder } from '@escola/domain/constants';

export type DemoStudent = {
  id: string;
  name: string;
  email: string;
  points: number;
  joinedAt: string;
};
export type DemoStudentsPage = { rows: DemoStudent[]; rowCount: number };

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Íris',
  'João',
];
const LAST_NAMES = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte', 'Esteves', 'Ferreira', 'Gomes'];
const DEMO_ROW_COUNT = 137;
const DEMO_DELAY_MS = 400;

const pad = (value: number): string => String(value).padStart(2, '0');

const STUDENTS: DemoStudent[] = Array.from({ length: DEMO_ROW_COUNT }, (_, index) => {
  const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? '';
  const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length] ?? '';
  return {
    id: `aluno-${index + 1}`,
    name: `${first} ${last} ${index + 1}`,
    email: `aluno${index + 1}@exemplo.com.br`,
    points: (index * 37) % 500,
    joinedAt: `2026-${pad((index % 12) + 1)}-${pad((index % 28) + 1)}`,
  };
});

export type DemoStudentsQuery = {
  sort: keyof Omit<DemoStudent, 'id'>;
  order: SortOrder;
  pageNumber: number;
  pageSize: number;
};

const collator = new Intl.Collator('pt-BR');

export const fetchDemoStudents = async ({
  sort,
  order,
  pageNumber,
  pageSize,
}: DemoStudentsQuery): Promise<DemoStudentsPage> => {
  await new Promise((resolve) => setTimeout(resolve, DEMO_DELAY_MS));
  const sorted = [...STUDENTS].sort((a, b) => {
    const left = a[sort];
    const right = b[sort];
    const ascending =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : collator.compare(String(left), String(right));
    return order === 'asc' ? ascending : -ascending;
  });
  const start = (pageNumber - 1) * pageSize;
  return { rows: sorted.slice(start, start + pageSize), rowCount: STUDENTS.length };
};
