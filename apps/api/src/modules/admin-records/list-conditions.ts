// SQL pieces the admin record lists share: the "contains" search written with the exact expression
// of migration 0009's trigram indexes (so the index serves it), a CPF term matched exactly, and the
// calendar-date range of the school's time zone (index-friendly bounds on the timestamp column).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SCHOOL_TIME_ZONE } from '@escola/domain/constants';
import { normalizeCpf } from '@escola/domain/validation';

/** LIKE's wildcards and escape character, taken literally. */
export const escapeLikeTerm = (term: string): string => term.replace(/[\\%_]/g, '\\$&');

/** `expression like '%term%'`: the expression must be the trigram index's, already lower-cased. */
export const containsCondition = ({ expression, term }: { expression: SQL; term: string }): SQL =>
  sql`${expression} like '%' || ${escapeLikeTerm(term.toLowerCase())} || '%'`;

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
  cpfColumn?: AnyPgColumn;
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
