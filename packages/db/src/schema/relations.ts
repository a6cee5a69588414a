// Relations for drizzle's relational queries (db.query.users.findFirst({ with: … })).
import { relations } from 'drizzle-orm';
import {
  aiAssistantConversations,
  aiAssistantTurns,
  aiAssistantUsage,
} from './ai-assistant-conversations';
import { aiAssistantSessions } from './ai-assistant-sessions';
import { authTokens } from './auth-tokens';
import { certificates } from './certificates';
import { classGroupMemberships } from './class-group-memberships';
import { classGroups } from './class-groups';
import { completedChallenges } from './completed-challenges';
import { savedChallenges } from './saved-challenges';
import { sessions } from './sessions';
import { userModules } from './user-modules';
import { userTokens } from './user-tokens';
import { users } from './users';

export const usersRelations = relations(users, ({ many, one }) => ({
  classGroupMembership: one(classGroupMemberships),
  certificates: many(certificates),
  sessions: many(sessions),
  authTokens: many(authTokens),
  userToken: one(userTokens),
  completedChallenges: many(completedChallenges),
  savedChallenges: many(savedChallenges),
  aiAssistantSessions: many(aiAssistantSessions),
  aiAssistantConversations: many(aiAssistantConversations),
  aiAssistantUsage: many(aiAssistantUsage),
  modules: many(userModules),
}));

export const classGroupMembershipsRelations = relations(classGroupMemberships, ({ one }) => ({
  user: one(users, { fields: [classGroupMemberships.userId], references: [users.id] }),
  classGroup: one(classGroups, {
    fields: [classGroupMemberships.classGroupId],
    references: [classGroups.id],
  }),
}));

export const certificatesRelations = relations(certificates, ({ one }) => ({
  user: one(users, { fields: [certificates.userId], references: [users.id] }),
}));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
export const authTokensRelations = relations(authTokens, ({ one }) => ({
  user: one(users, { fields: [authTokens.userId], references: [users.id] }),
}));
export const userTokensRelations = relations(userTokens, ({ one }) => ({
  user: one(users, { fields: [userTokens.userId], references: [users.id] }),
}));
export const completedChallengesRelations = relations(completedChallenges, ({ one }) => ({
  user: one(users, { fields: [completedChallenges.userId], references: [users.id] }),
}));
export const savedChallengesRelations = relations(savedChallenges, ({ one }) => ({
  user: one(users, { fields: [savedChallenges.userId], references: [users.id] }),
}));
export const aiAssistantSessionsRelations = relations(aiAssistantSessions, ({ one }) => ({
  user: one(users, { fields: [aiAssistantSessions.userId], references: [users.id] }),
}));
export const aiAssistantConversationsRelations = relations(
  aiAssistantConversations,
  ({ one, many }) => ({
    user: one(users, { fields: [aiAssistantConversations.userId], references: [users.id] }),
    turns: many(aiAssistantTurns),
  }),
);
export const aiAssistantTurnsRelations = relations(aiAssistantTurns, ({ one }) => ({
  conversation: one(aiAssistantConversations, {
    fields: [aiAssistantTurns.conversationId],
    references: [aiAssistantConversations.id],
  }),
}));
export const aiAssistantUsageRelations = relations(aiAssistantUsage, ({ one }) => ({
  user: one(users, { fields: [aiAssistantUsage.userId], references: [users.id] }),
}));
export const userModulesRelations = relations(userModules, ({ one }) => ({
  user: one(users, { fields: [userModules.userId], references: [users.id] }),
}));
