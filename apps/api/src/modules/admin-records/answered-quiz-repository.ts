// SQL of the answered-quiz list (GET /quiz-user/answered-quiz): the quiz_users rows of one page by
// keyset on (created_at | name, id), and the list's total. Served by quiz_users_created_id_index
// (newest first, date range) and quiz_users_search_trigram_index (name or e-mail contains).
import { eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnsweredQuizFilter } from '@escola/contracts/get-quiz-user-answered-quiz';
import type { Database } from '@escola/db/client';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { cursorColumns, planKeysetPage } from '../../lists/admin-list-page';
import { countListSize } from '../../lists/count-list-size';
import {
  allOf,
  calendarRangeCondition,
  QUIZ_USERS_SEARCH_EXPRESSION,
  searchCondition,
} from '../../lists/search-conditions';

const SORT_COLUMNS = { createdAt: quizUsers.createdAt, name: quizUsers.name } as const;

const hasAccountCondition = (hasAccount: boolean | undefined): SQL | undefined => {
  if (hasAccount === undefined) return undefined;
  return hasAccount ? isNotNull(quizUsers.userId) : isNull(quizUsers.userId);
};

const filterCondition = (filter: AnsweredQuizFilter): SQL | undefined =>
  allOf([
    searchCondition({
      term: filter.search,
      expression: QUIZ_USERS_SEARCH_EXPRESSION,
      cpfColumn: quizUsers.cpf,
    }),
    filter.state ? eq(quizUsers.state, filter.state) : undefined,
    filter.registrationQuiz ? eq(quizUsers.registrationQuiz, filter.registrationQuiz) : undefined,
    hasAccountCondition(filter.hasAccount),
    calendarRangeCondition({
      column: quizUsers.createdAt,
      startDate: filter.startDate,
      endDate: filter.endDate,
    }),
  ]);

export const findAnsweredQuizPage = async ({
  db,
  filter,
}: {
  db: Database;
  filter: AnsweredQuizFilter;
}) => {
  const sortColumn = SORT_COLUMNS[filter.sort];
  const plan = planKeysetPage({ query: filter, sortColumn, idColumn: quizUsers.id });
  const where = filterCondition(filter);
  const rows = await db
    .select({
      id: quizUsers.id,
      ra: quizUsers.ra,
      name: quizUsers.name,
      email: quizUsers.email,
      cpf: quizUsers.cpf,
      state: quizUsers.state,
      city: quizUsers.city,
      registrationQuiz: quizUsers.registrationQuiz,
      resultPoints: sql<string | null>`${quizUsers.userResult} ->> 'points'`,
      resultAnsweredAt: sql<string | null>`${quizUsers.userResult} ->> 'answeredAt'`,
      createdAt: quizUsers.createdAt,
      hasAccount: sql<boolean>`${quizUsers.userId} is not null`,
      ...cursorColumns({ sortColumn, idColumn: quizUsers.id }),
    })
    .from(quizUsers)
    .where(allOf([where, plan.after]))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const size = await countListSize({ db, from: sql`${quizUsers}`, where, tableName: 'quiz_users' });
  return { rows, size };
};
