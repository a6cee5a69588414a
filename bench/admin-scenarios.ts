// The admin list calls the bench times (admin.ts) and explains (admin-explain.ts): one per search or
// filter of each list, with the values taken from the seeded database (admin-seed.ts) so every
// search finds what a member of staff would look for. Each scenario cycles through its requests.
import type pg from 'pg';
import { classGroupId, MOVE_SOURCE_CLASS_GROUP_NUMBER } from './admin-fixture';

export type ScenarioFacts = {
  emails: string[];
  /** Formatted as staff type them (123.456.789-09). */
  userCpfs: string[];
  quizCpfs: string[];
  auditActorFragments: string[];
};

export type ListScenario = {
  label: string;
  /** The route's path, as the OpenAPI document names it (to tell whether it exists yet). */
  path: string;
  budgetMs: number;
  requests: (facts: ScenarioFacts) => string[];
};

const formatCpf = (cpf: string) =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** Rows spread over the table (every n-th by id), not the first ones an index hands out. */
export const loadScenarioFacts = async (database: pg.Pool): Promise<ScenarioFacts> => {
  const column = async (query: string) =>
    (await database.query<{ value: string }>(query)).rows.map((row) => row.value);
  return {
    emails: await column(
      "select email as value from users where id::text like 'a7%' and type = 'student' limit 10",
    ),
    userCpfs: (
      await column(
        "select cpf as value from users where id::text like '3c%' and cpf is not null limit 10",
      )
    ).map(formatCpf),
    quizCpfs: (
      await column("select cpf as value from quiz_users where id::text like 'e1%' limit 10")
    ).map(formatCpf),
    auditActorFragments: await column(
      "select distinct split_part(actor_email, '@', 1) as value from audit_log where id % 1000 = 7 limit 5",
    ),
  };
};

const USERS = '/user-management/all-users';
const QUIZ = '/quiz-user/answered-quiz';
const FILTER_BUDGET_MS = 50;
const FIRST_PAGE_BUDGET_MS = 20;
const query = (path: string, parameters: Record<string, string>) =>
  `${path}?${new URLSearchParams(parameters).toString()}`;
const each = (path: string, key: string, values: string[], extra: Record<string, string> = {}) =>
  values.map((value) => query(path, { [key]: value, ...extra }));

/** First name and the start of a surname: what staff type to find one person (tens of rows). */
const NAME_FRAGMENTS = ['iracema cav', 'sebastião mo', 'jurema bat', 'cícero nasc', 'heitor frei'];
/** A common surname alone: tens of thousands of matches, sorted by name. */
const COMMON_SURNAMES = ['cavalcanti', 'monteiro', 'nascimento'];
const NATIONAL_LISTS = [
  ['aguardando vaga', '/admin/waiting-list'],
  ['aguardando confirmação', '/admin/waiting-to-confirm-list'],
  ['confirmados', '/admin/confirmed-list'],
  ['reprovados e desistentes', '/admin/reproved-and-dropout-list'],
] as const;

const nationalListScenarios = NATIONAL_LISTS.flatMap(([name, path]): ListScenario[] => [
  {
    label: `${name}, sem filtro`,
    path,
    budgetMs: FILTER_BUDGET_MS,
    requests: () => [path],
  },
  {
    label: `${name}, grupo nacional-pr / nacional-rr`,
    path,
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each(path, 'group', ['nacional-pr', 'nacional-rr']),
  },
  {
    label: `${name}, busca por nome`,
    path,
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each(path, 'search', NAME_FRAGMENTS),
  },
]);

export const ADMIN_LIST_SCENARIOS: ListScenario[] = [
  {
    label: 'usuários, 1ª página sem filtro',
    path: USERS,
    budgetMs: FIRST_PAGE_BUDGET_MS,
    requests: () => [USERS],
  },
  {
    label: 'usuários, 1ª página por data de cadastro (recentes)',
    path: USERS,
    budgetMs: FIRST_PAGE_BUDGET_MS,
    requests: () => [query(USERS, { sort: 'joinDate', order: 'desc' })],
  },
  {
    label: 'usuários por fragmento de nome',
    path: USERS,
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each(USERS, 'search', NAME_FRAGMENTS),
  },
  {
    label: 'usuários por sobrenome comum (dezenas de milhares)',
    path: USERS,
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each(USERS, 'search', COMMON_SURNAMES),
  },
  {
    label: 'usuários por e-mail',
    path: USERS,
    budgetMs: FILTER_BUDGET_MS,
    requests: (facts) => each(USERS, 'search', facts.emails),
  },
  {
    label: 'usuários por CPF',
    path: USERS,
    budgetMs: FILTER_BUDGET_MS,
    requests: (facts) => each(USERS, 'search', facts.userCpfs),
  },
  {
    label: 'usuários por acesso (modular)',
    path: USERS,
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each(USERS, 'access', ['modular', 'trilha-1']),
  },
  {
    label: 'usuários por tipo (admin)',
    path: USERS,
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each(USERS, 'type', ['admin', 'support']),
  },
  {
    label: 'usuários por grupo (nacional-rr / nacional-pr)',
    path: USERS,
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each(USERS, 'group', ['nacional-rr', 'nacional-pr']),
  },
  {
    label: 'usuários por turma',
    path: USERS,
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each(USERS, 'classGroupId', [classGroupId(5), classGroupId(170)]),
  },
  {
    // The move bench's source group: 20,000 learners (the move screen's source panel lists them).
    label: 'usuários da turma de 20.000',
    path: USERS,
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each(USERS, 'classGroupId', [classGroupId(MOVE_SOURCE_CLASS_GROUP_NUMBER)]),
  },
  {
    label: 'usuários por grupo + busca',
    path: USERS,
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each(USERS, 'search', ['silva', 'ana'], { group: 'nacional-ce' }),
  },
  {
    label: 'questionários, 1ª página sem filtro',
    path: QUIZ,
    budgetMs: FIRST_PAGE_BUDGET_MS,
    requests: () => [QUIZ],
  },
  {
    label: 'questionários por busca (nome)',
    path: QUIZ,
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each(QUIZ, 'search', NAME_FRAGMENTS),
  },
  {
    label: 'questionários por período (um mês)',
    path: QUIZ,
    budgetMs: FILTER_BUDGET_MS,
    requests: () => [
      query(QUIZ, { startDate: '2025-03-01', endDate: '2025-03-31' }),
      query(QUIZ, { startDate: '2024-08-01', endDate: '2024-08-31' }),
    ],
  },
  {
    label: 'questionários por busca + período (um ano)',
    path: QUIZ,
    budgetMs: FILTER_BUDGET_MS,
    requests: () =>
      each(QUIZ, 'search', ['silva', 'helena'], { startDate: '2025-01-01', endDate: '2025-12-31' }),
  },
  {
    label: 'questionários por CPF',
    path: QUIZ,
    budgetMs: FILTER_BUDGET_MS,
    requests: (facts) => each(QUIZ, 'search', facts.quizCpfs),
  },
  {
    label: 'questionários por UF',
    path: QUIZ,
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each(QUIZ, 'state', ['CE', 'RR']),
  },
  ...nationalListScenarios,
  {
    label: 'reprovados e desistentes, status desistente',
    path: '/admin/reproved-and-dropout-list',
    budgetMs: FILTER_BUDGET_MS,
    requests: () => [query('/admin/reproved-and-dropout-list', { status: 'desistente' })],
  },
  {
    label: 'pedidos de exclusão, sem filtro',
    path: '/users-requested-delete',
    budgetMs: FILTER_BUDGET_MS,
    requests: () => ['/users-requested-delete'],
  },
  {
    label: 'pedidos de exclusão, busca',
    path: '/users-requested-delete',
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each('/users-requested-delete', 'search', ['silva', 'helena']),
  },
  {
    label: 'contas excluídas, sem filtro',
    path: '/users-deleted',
    budgetMs: FILTER_BUDGET_MS,
    requests: () => ['/users-deleted'],
  },
  {
    label: 'contas excluídas, busca',
    path: '/users-deleted',
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each('/users-deleted', 'search', ['silva', 'helena']),
  },
  {
    label: 'auditoria, sem filtro',
    path: '/admin/audit-log',
    budgetMs: FILTER_BUDGET_MS,
    requests: () => ['/admin/audit-log'],
  },
  {
    label: 'auditoria por ação / tipo de alvo',
    path: '/admin/audit-log',
    budgetMs: FILTER_BUDGET_MS,
    requests: () => [
      query('/admin/audit-log', { action: 'class-group.move-users' }),
      query('/admin/audit-log', { targetType: 'class-group' }),
    ],
  },
  {
    label: 'auditoria por e-mail de quem fez',
    path: '/admin/audit-log',
    budgetMs: FILTER_BUDGET_MS,
    requests: (facts) => each('/admin/audit-log', 'actorEmail', facts.auditActorFragments),
  },
  {
    label: 'auditoria por período (um mês)',
    path: '/admin/audit-log',
    budgetMs: FILTER_BUDGET_MS,
    requests: () => [query('/admin/audit-log', { startDate: '2026-05-01', endDate: '2026-05-31' })],
  },
  {
    label: 'e-mails para a gaveta (get-emails)',
    path: '/user/get-emails',
    budgetMs: FILTER_BUDGET_MS,
    requests: () => each('/user/get-emails', 'search', NAME_FRAGMENTS),
  },
  {
    label: 'resumo das turmas',
    path: '/class-groups/all-class-groups',
    budgetMs: FILTER_BUDGET_MS,
    requests: () => ['/class-groups/all-class-groups'],
  },
];
