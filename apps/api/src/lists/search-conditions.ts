// SQL conditions the admin lists share: the "contains" search written with EXACTLY the expressions
// of migration 0009's trigram indexes (so the index serves it), a CPF term matched exactly, the
// calendar-date range of the school's time zone (index-friendly bounds on the timestamp column),
// and the AND of whichever conditions are set.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { users } from '@escola/db/schema/users';
import { SCHOOL_TIME_ZONE } from '@escola/domain/constants';
import { normalizeCpf } from '@escola/domain/validation';

/** Exactly the expression of users_search_trigram_index: name, username or e-mail. */
export const USERS_SEARCH_EXPRESSION = sql`lower(${users.name} || ' ' || ${users.username} || ' ' || ${users.email})`;

/** Exactly the expression of quiz_users_search_trigram_index: name or e-mail. */
export const QUIZ_USERS_SEARCH_EXPRESSION = sql`lower(${quizUsers.name} || ' ' || ${quizUsers.email})`;

/** LIKE's wildcards and escape character (`%`, `_`, `\`), taken literally. */
export const escapeLikeTerm = (term: string): string => term.replace(/[\\%_]/g, '\\$&');

/** `expression like '%term%'`: the expression must be the trigram index's, already lower-cased. */
export const containsCondition = ({ expression, term }: { expression: SQL; term: string }): SQL =>
  sql`${expression} like '%' || ${escapeLikeTerm(term.toLowerCase())} || '%'`;

/** "Name, username or e-mail contains" on users, served by users_search_trigram_index. */
export const usersTextContains = (term: string): SQL =>
  containsCondition({ expression: USERS_SEARCH_EXPRESSION, term });

/**
 * The search of a list with a CPF column: a term that is a valid CPF (dots and dash allowed)
 * matches the CPF exactly; anything else is "contains" on the trigram expression.
 */
export const searchCondition = ({
  term,
  expression,
  cpfColumn,
}: {
  term: string | undefined;
  expression: SQL;
  cpfColumn?: AnyPgColumn | undefined;
}): SQL | undefined => {
  if (!term) return undefined;
  const cpf = cpfColumn ? normalizeCpf(term) : null;
  if (cpf && cpfColumn) return eq(cpfColumn, cpf);
  return containsCondition({ expression, term });
};

/**
 * From the start of `startDate` to the end of `endDate` (both yyyy-MM-dd) in the school's time
 * zone; undefined without a range (the query schema allows both or neither).
 */
export const calendarRangeCondition = ({
  column,
  startDate,
  endDate,
}: {
  column: unknown;
  startDate: string | undefined;
  endDate: string | undefined;
}): SQL | undefined => {
  if (startDate === undefined || endDate === undefined) return undefined;
  return and(
    sql`${column} >= (${startDate}::date)::timestamp at time zone ${SCHOOL_TIME_ZONE}`,
    sql`${column} < (${endDate}::date + 1)::timestamp at time zone ${SCHOOL_TIME_ZONE}`,
  );
};

/** The conditions that are set, joined with AND; undefined when none is (an unfiltered list). */
export const allOf = (conditions: (SQL | undefined)[]): SQL | undefined => {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length === 0 ? undefined : and(...present);
};
