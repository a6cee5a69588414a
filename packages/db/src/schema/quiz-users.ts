// Quiz users (docs/product/national-programme.md "Quiz user (national response)", issue 17): a
// person who answered the public quiz and filled the national registration form, before or without
// an account. Linked to an account (`userId`) when they create a password or sign up with the same
// e-mail and CPF. Personal data (LGPD): CPF as 11 digits, unique; never logged; masked for staff
// who do not need it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Numbers of `ra` (year + this number, apps/api quiz-user repository). */
export const quizUsersRaSequence = pgSequence('quiz_users_ra_seq', { startWith: 1 });

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const quizUsers = pgTable(
  'quiz_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Registro do aluno: the programme's registration number, given by the school. */
    ra: text('ra').notNull(),
    name: text('name').notNull(),
    /** 11 digits (normalised). */
    cpf: text('cpf').notNull(),
    /** Always lower-cased. */
    email: text('email').notNull(),
    birthDate: date('birth_date'),
    sex: text('sex'),
    homeCountry: text('home_country'),
    homeState: text('home_state'),
    homeCity: text('home_city'),
    educationLevel: text('education_level'),
    race: text('race'),
    country: text('country'),
    nationality: text('nationality'),
    /** Where the person lives (UF, city, address). */
    state: text('state'),
    city: text('city'),
    street: text('street'),
    number: text('number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    /** 8 digits. */
    cep: text('cep'),
    /** E.164, e.g. +5511987654321. */
    phone: text('phone'),
    cel: text('cel'),
    occupationalSituation: text('occupational_situation'),
    /** The quiz's answers and result (PUT /api/quiz-user/update-result). */
    userResult: jsonb('user_result').$type<Record<string, unknown>>(),
    /** 1 or 2: the quiz variant that placed the person (users.registrationQuiz once linked). */
    registrationQuiz: smallint('registration_quiz'),
    /** E-mail consent (LGPD): withdrawn by PUT /api/quiz-user/toggle-receive-emails. */
    receiveEmails: boolean('receive_emails').notNull().default(true),
    receiveEmailsChangedAt: timestamptz('receive_emails_changed_at'),
    /** The account made from this record, once linked. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the national registration form was completed (PUT /nacional/complete-register). */
    registrationCompletedAt: timestamptz('registration_completed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('quiz_users_cpf_unique').on(table.cpf),
    uniqueIndex('quiz_users_ra_unique').on(table.ra),
    index('quiz_users_email_index').on(table.email),
    uniqueIndex('quiz_users_user_unique')
      .on(table.userId)
      .where(sql`${table.userId} is not null`),
    // Answered-quiz list (issue 18): newest first by keyset, date range, "name or e-mail contains".
    index('quiz_users_created_id_index').on(table.createdAt, table.id),
    index('quiz_users_state_created_index').on(table.state, table.createdAt, table.id),
    index('quiz_users_name_id_index').on(table.name, table.id),
    index('quiz_users_search_trigram_index').using(
      'gin',
      sql`lower(${table.name} || ' ' || ${table.email}) gin_trgm_ops`,
    ),
    check('quiz_users_cpf_digits_check', sql`${table.cpf} ~ '^[0-9]{11}$'`),
    check('quiz_users_cep_digits_check', sql`${table.cep} is null or ${table.cep} ~ '^[0-9]{8}$'`),
    check('quiz_users_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check(
      'quiz_users_registration_quiz_check',
      sql`${table.registrationQuiz} is null or ${table.registrationQuiz} in (1, 2)`,
    ),
  ],
);

export type QuizUser = typeof quizUsers.$inferSelect;
export type NewQuizUser = typeof quizUsers.$inferInsert;
