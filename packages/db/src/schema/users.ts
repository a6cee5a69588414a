// The user (docs/product/accounts.md "User"). Certificates, sessions, tokens, progress and modules
// live in their own tables; the `is…Cert` flags and `points` are computed by the presenter.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accessLevelEnum, themeEnum, userTypeEnum } from './enums';
import {
  DEFAULT_PROFILE_UI,
  EMPTY_SOCIALS,
  type PortfolioItem,
  type ProfileUi,
  type Socials,
} from './json-types';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: userTypeEnum('type').notNull().default('student'),
    /** Always stored lower-cased, like the e-mail, so 'Ana' and 'ana' cannot both exist. */
    username: text('username').notNull(),
    /** Always stored lower-cased (a check constraint enforces it). */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    emailVerified: boolean('email_verified').notNull().default(false),
    picture: text('picture').notNull().default(''),
    about: text('about').notNull().default(''),
    location: text('location').notNull().default(''),
    /** argon2id hash; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    /** CPF, 11 digits, only for learners of the national programme (LGPD: only where needed). */
    cpf: text('cpf'),
    acceptedPrivacyTerms: boolean('accepted_privacy_terms').notNull().default(false),
    sendQuincyEmail: boolean('send_quincy_email').notNull().default(false),
    /** LGPD: when the learner last gave (or withdrew) consent to e-mails. */
    sendQuincyEmailConsentAt: timestamptz('send_quincy_email_consent_at'),
    access: accessLevelEnum('access').notNull().default('limited'),
    /** Programme/cohort tag ('' when none; 'pagantes', 'pagantes-modular', …). */
    source: text('source').notNull().default(''),
    /** The spec's `group` (may contain 'nacional-'); `group` is a reserved word in SQL. */
    group: text('user_group').notNull().default(''),
    registrationQuiz: smallint('registration_quiz'),
    isBlockedByExpiration: boolean('is_blocked_by_expiration').notNull().default(false),
    needsPlacementTest: boolean('needs_placement_test').notNull().default(false),
    attemptedPlacementTestCounter: integer('attempted_placement_test_counter').notNull().default(0),
    /** studentEvaluation.studentGrade: placement-test grade, 0 to 10. */
    studentGrade: numeric('student_grade', { precision: 4, scale: 2, mode: 'number' }),
    nationalDataComplement: boolean('national_data_complement').notNull().default(false),
    nationalTrail: text('national_trail')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subscription: text('subscription'),
    theme: themeEnum('theme').notNull().default('default'),
    joinDate: timestamptz('join_date').notNull().defaultNow(),
    currentChallengeId: text('current_challenge_id').notNull().default(''),
    profileUi: jsonb('profile_ui').$type<ProfileUi>().notNull().default(DEFAULT_PROFILE_UI),
    sound: boolean('sound').notNull().default(false),
    keyboardShortcuts: boolean('keyboard_shortcuts').notNull().default(false),
    isHonest: boolean('is_honest').notNull().default(false),
    socials: jsonb('socials').$type<Socials>().notNull().default(EMPTY_SOCIALS),
    portfolio: jsonb('portfolio').$type<PortfolioItem[]>().notNull().default([]),
    /**
     * Whether the learner is in a class group (a row of class_group_memberships, which says which
     * one): kept by that table's triggers when a learner joins or leaves a group, not when one is
     * moved between groups (migration 0015). The programme lists' indexes read it.
     */
    hasClassGroup: boolean('has_class_group').notNull().default(false),
    /** classGroupControl.acceptedInvite */
    classGroupAcceptedInvite: boolean('class_group_accepted_invite').notNull().default(false),
    /** classGroupControl.linkedToTheClassDate */
    linkedToClassDate: timestamptz('linked_to_class_date'),
    lastActiveAt: timestamptz('last_active_at'),
    blockedByInactivityAt: timestamptz('blocked_by_inactivity_at'),
    deleteRequestedAt: timestamptz('delete_requested_at'),
    /** UTM parameters of the learner's first visit ({product}:utm, sent once; issue 17). */
    utmData: jsonb('utm_data').$type<Record<string, string>>(),
    /** When the learner finished or dismissed the guided tour (PUT /change-tour-status). */
    tourCompletedAt: timestamptz('tour_completed_at'),
    /** When the welcome e-mail after the Mundo Tech challenge went out (sent once). */
    mundoTechWelcomeSentAt: timestamptz('mundo_tech_welcome_sent_at'),
    /**
     * Raised by the database on every change of the user or of a row the session answer shows
     * (progress, certificates, modules, tokens, class group): migration 0003's triggers. Caches of
     * per-user answers are keyed by it, so they are right on every replica.
     */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_username_unique').on(table.username),
    uniqueIndex('users_cpf_unique')
      .on(table.cpf)
      .where(sql`${table.cpf} is not null`),
    check('users_cpf_digits_check', sql`${table.cpf} is null or ${table.cpf} ~ '^[0-9]{11}$'`),
    uniqueIndex('users_google_subject_unique')
      .on(table.googleSubject)
      .where(sql`${table.googleSubject} is not null`),
    // Admin lists (issue 18, docs/admin-list-queries.md): keyset pages by (sort column, id), each
    // filter with the default name order, and one trigram index for "name, username or e-mail
    // contains" (pg_trgm).
    index('users_name_id_index').on(table.name, table.id),
    index('users_join_date_id_index').on(table.joinDate, table.id),
    index('users_access_name_index').on(table.access, table.name, table.id),
    index('users_group_name_index').on(table.group, table.name, table.id),
    index('users_staff_type_index')
      .on(table.type, table.name, table.id)
      .where(sql`${table.type} <> 'student'`),
    // The national programme's admin lists (issue 18, apps/api national-lists/list-conditions.ts):
    // each list's rule implies its index's predicate, so a list and its count read only its own
    // learners. The predicates must stay implied by that SQL (constants written as literals).
    // Migration 0011 adds INCLUDE (every column the rules read) by hand: counts are index-only.
    index('users_waiting_list_index')
      .on(table.group, table.name, table.id)
      .where(
        sql`${table.source} = '' and not ${table.hasClassGroup} and ${table.studentGrade} >= 7`,
      ),
    index('users_pending_invite_index')
      .on(table.group, table.name, table.id)
      .where(
        sql`${table.source} = '' and ${table.hasClassGroup} and not ${table.classGroupAcceptedInvite}`,
      ),
    index('users_confirmed_index')
      .on(table.group, table.name, table.id)
      .where(sql`${table.hasClassGroup} and ${table.classGroupAcceptedInvite}`),
    index('users_reproved_or_dropout_index')
      .on(table.group, table.name, table.id)
      .where(
        sql`${table.studentGrade} < 7 or (${table.source} = '' and ${table.hasClassGroup} and not ${table.classGroupAcceptedInvite})`,
      ),
    // The 'reprovado' learners are a quarter of those with a grade under 7 but a fifth of the list
    // index above: the status's pages, counts and presence check read this one (migration 0013).
    index('users_low_grade_index')
      .on(table.group, table.name, table.id)
      .where(sql`${table.studentGrade} < 7`),
    index('users_search_trigram_index').using(
      'gin',
      sql`lower(${table.name} || ' ' || ${table.username} || ' ' || ${table.email}) gin_trgm_ops`,
    ),
    // The inactivity job scans learners by last activity.
    index('users_last_active_index').on(table.lastActiveAt),
    index('users_delete_requested_index')
      .on(table.deleteRequestedAt)
      .where(sql`${table.deleteRequestedAt} is not null`),
    check('users_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check('users_username_lower_check', sql`${table.username} = lower(${table.username})`),
    check(
      'users_registration_quiz_check',
      sql`${table.registrationQuiz} is null or ${table.registrationQuiz} in (1, 2)`,
    ),
  ],
);

/** A row of `users`. */
export type UserRow = typeof users.$inferSelect;
/**
 * The user as the API reads it: the row, its class group (class_group_memberships) and `version`
 * as the freshness key of both (the greater of the two versions; user-columns.ts reads it).
 */
export type User = UserRow & { classGroupId: string | null };
export type NewUser = typeof users.$inferInsert;
