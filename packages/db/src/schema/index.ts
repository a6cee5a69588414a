// The drizzle schema object: every table, enum and relation. This is the one aggregating file of
// the schema folder (drizzle needs a single object); import tables from their own files elsewhere.
import { accountDeletions } from './account-deletions';
import { auditLog } from './audit-log';
import { automaticEmails } from './automatic-emails';
import {
  aiAssistantConversations,
  aiAssistantTurns,
  aiAssistantUsage,
} from './ai-assistant-conversations';
import { aiAssistantSessions } from './ai-assistant-sessions';
import { authTokens } from './auth-tokens';
import { certificates } from './certificates';
import { classGroupMemberships, userVersions } from './class-group-memberships';
import { classGroups } from './class-groups';
import { completedChallenges } from './completed-challenges';
import { featureConfig } from './feature-config';
import {
  accessLevelEnum,
  accountDeletionReasonEnum,
  authTokenKindEnum,
  moduleStatusEnum,
  themeEnum,
  userTypeEnum,
  validityTypeEnum,
} from './enums';
import {
  aiAssistantConversationsRelations,
  aiAssistantSessionsRelations,
  aiAssistantTurnsRelations,
  aiAssistantUsageRelations,
  authTokensRelations,
  certificatesRelations,
  classGroupMembershipsRelations,
  completedChallengesRelations,
  savedChallengesRelations,
  sessionsRelations,
  userModulesRelations,
  userTokensRelations,
  usersRelations,
} from './relations';
import { images } from './images';
import { emailDeliveries, emailPacing, manualEmails } from './manual-emails';
import { messageReads, messages } from './messages';
import { passwordAttempts } from './password-attempts';
import { paymentVerifications } from './payment-verifications';
import { quizUsers } from './quiz-users';
import { placementTestAttempts, placementTestQuestions } from './placement-test';
import { products } from './products';
import { recurringEmailChanges, recurringEmails } from './recurring-emails';
import { savedChallenges } from './saved-challenges';
import { sessions } from './sessions';
import { userModules } from './user-modules';
import { userReports } from './user-reports';
import { userTokens } from './user-tokens';
import { users } from './users';

export const schema = {
  accessLevelEnum,
  accountDeletionReasonEnum,
  authTokenKindEnum,
  moduleStatusEnum,
  themeEnum,
  userTypeEnum,
  validityTypeEnum,
  users,
  classGroups,
  classGroupMemberships,
  userVersions,
  certificates,
  sessions,
  authTokens,
  userTokens,
  completedChallenges,
  savedChallenges,
  aiAssistantSessions,
  aiAssistantConversations,
  aiAssistantTurns,
  aiAssistantUsage,
  userModules,
  userReports,
  accountDeletions,
  auditLog,
  passwordAttempts,
  placementTestQuestions,
  placementTestAttempts,
  quizUsers,
  paymentVerifications,
  messages,
  messageReads,
  products,
  featureConfig,
  images,
  manualEmails,
  emailDeliveries,
  emailPacing,
  automaticEmails,
  recurringEmails,
  recurringEmailChanges,
  usersRelations,
  certificatesRelations,
  classGroupMembershipsRelations,
  sessionsRelations,
  authTokensRelations,
  userTokensRelations,
  completedChallengesRelations,
  savedChallengesRelations,
  aiAssistantSessionsRelations,
  aiAssistantConversationsRelations,
  aiAssistantTurnsRelations,
  aiAssistantUsageRelations,
  userModulesRelations,
};

export type Schema = typeof schema;
