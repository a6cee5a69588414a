// Postgres enums. User values come from @escola/domain so the database and the rules never drift.
import { pgEnum } from 'drizzle-orm/pg-core';
import { ACCESS_LEVELS, THEMES, USER_TYPES } from '@escola/domain/users';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const accessLevelEnum = pgEnum('access_level', ACCESS_LEVELS);
export const themeEnum = pgEnum('theme', THEMES);

export const AUTH_TOKEN_KINDS = [
  'email_verification',
  'password_recovery',
  'email_change',
  'unlock_account',
] as const;
export type AuthTokenKind = (typeof AUTH_TOKEN_KINDS)[number];
export const authTokenKindEnum = pgEnum('auth_token_kind', AUTH_TOKEN_KINDS);

/** classGroupInfo.validityType (docs/product/admin.md). */
export const VALIDITY_TYPES = ['dateRange', 'durationInMonths'] as const;
export type ValidityType = (typeof VALIDITY_TYPES)[number];
export const validityTypeEnum = pgEnum('validity_type', VALIDITY_TYPES);

/** modules[].status (docs/product/curriculum-and-access.md). */
export const MODULE_STATUSES = ['active', 'expired'] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];
export const moduleStatusEnum = pgEnum('module_status', MODULE_STATUSES);

/** Why an account row was removed: the learner's own request, or a staff action. */
export const ACCOUNT_DELETION_REASONS = ['requested', 'staff'] as const;
export type AccountDeletionReason = (typeof ACCOUNT_DELETION_REASONS)[number];
export const accountDeletionReasonEnum = pgEnum(
  'account_deletion_reason',
  ACCOUNT_DELETION_REASONS,
);
