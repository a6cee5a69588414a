// The admin record lists (issue 18): answered quizzes, pending deletion requests, deletion records
// and the audit log. Each reads one page and its total, then presents the rows as the contracts
// say (CPF masked for staff, the days left before a deletion, ISO dates).
import type {
  AnsweredQuizFilter,
  AnsweredQuizItem,
} from '@escola/contracts/get-quiz-user-answered-quiz';
import type { AdminAuditLogFilter, AuditLogItem } from '@escola/contracts/get-admin-audit-log';
import type { UserDeletedItem } from '@escola/contracts/get-users-deleted';
import type { UserRequestedDeleteItem } from '@escola/contracts/get-users-requested-delete';
import type { Database } from '@escola/db/client';
import { getAccountDeletionDueAt, getDaysToDelete } from '@escola/domain/account-deletion';
import { maskCpf } from '@escola/domain/mask-cpf';
import { toListPage, type ListPageQuery } from '../../lists/admin-list-page';
import { findAnsweredQuizPage } from './answered-quiz-repository';
import { findAuditLogPage } from './audit-log-repository';
import { findUsersDeletedPage, findUsersRequestedDeletePage } from './deletion-repository';

type ListQuery<Sort extends string> = ListPageQuery & { sort: Sort; search?: string | undefined };

const toRegistrationQuiz = (value: number | null): 1 | 2 | null =>
  value === 1 || value === 2 ? value : null;

export const listAnsweredQuizzes = async ({
  db,
  filter,
}: {
  db: Database;
  filter: AnsweredQuizFilter;
}) => {
  const { rows, size } = await findAnsweredQuizPage({ db, filter });
  return toListPage({
    rows,
    query: filter,
    size,
    present: (row): AnsweredQuizItem => ({
      id: row.id,
      ra: row.ra,
      name: row.name,
      email: row.email,
      cpf: maskCpf(row.cpf),
      state: row.state,
      city: row.city,
      registrationQuiz: toRegistrationQuiz(row.registrationQuiz),
      result:
        row.resultPoints === null || Number.isNaN(Number(row.resultPoints))
          ? null
          : { points: Number(row.resultPoints), answeredAt: row.resultAnsweredAt },
      createdAt: row.createdAt.toISOString(),
      hasAccount: row.hasAccount,
    }),
  });
};

export const listUsersRequestedDelete = async ({
  db,
  query,
  now,
}: {
  db: Database;
  query: ListQuery<'requestedAt' | 'name'>;
  now: Date;
}) => {
  const { rows, size } = await findUsersRequestedDeletePage({ db, query });
  return toListPage({
    rows,
    query,
    size,
    present: (row): UserRequestedDeleteItem => {
      // The query keeps only rows with a request; the fallback only satisfies the type.
      const requestedAt = row.requestedAt ?? now;
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        username: row.username,
        requestedAt: requestedAt.toISOString(),
        deletionDueAt: getAccountDeletionDueAt({ requestedAt }).toISOString(),
        daysToDelete: getDaysToDelete({ requestedAt, now }) ?? 0,
      };
    },
  });
};

export const listUsersDeleted = async ({
  db,
  query,
}: {
  db: Database;
  query: ListQuery<'deletedAt' | 'name'>;
}) => {
  const { rows, size } = await findUsersDeletedPage({ db, query });
  return toListPage({
    rows,
    query,
    size,
    present: (row): UserDeletedItem => ({
      id: row.id,
      name: row.name,
      email: row.email,
      username: row.username,
      reason: row.reason,
      requestedAt: row.requestedAt?.toISOString() ?? null,
      deletedAt: row.deletedAt.toISOString(),
    }),
  });
};

export const listAuditLog = async ({
  db,
  filter,
}: {
  db: Database;
  filter: AdminAuditLogFilter;
}) => {
  const { rows, size } = await findAuditLogPage({ db, filter });
  return toListPage({
    rows,
    query: filter,
    size,
    present: (row): AuditLogItem => ({
      id: row.id,
      actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
      action: row.action,
      target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    }),
  });
};
