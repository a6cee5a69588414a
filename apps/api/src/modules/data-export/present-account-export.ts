// The presenter of the data export: database rows → the AccountExport of the contracts, dates as
// ISO 8601 strings. Every column of the user is here but those below (a test holds the table's
// columns and this presenter together, so a new column is placed on purpose).
import type { AccountExport } from '@escola/contracts/get-account-export';
import type { QuizUser } from '@escola/db/schema/quiz-users';
import type { ReportMade, UserForExport } from './repository';

/** Columns of `users` left out of the export, with the reason. */
export const USER_COLUMNS_NOT_EXPORTED = {
  passwordHash: 'a secret (the export says hasPassword instead)',
  version: 'an internal cache counter, not data about the person',
  hasClassGroup: 'an index flag: the export says classGroupId (from class_group_memberships)',
} as const;

const iso = (date: Date): string => date.toISOString();
const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

const presentUser = (user: UserForExport): AccountExport['user'] => ({
  id: user.id,
  type: user.type,
  username: user.username,
  email: user.email,
  name: user.name,
  emailVerified: user.emailVerified,
  hasPassword: user.hasPassword,
  googleSubject: user.googleSubject,
  cpf: user.cpf,
  picture: user.picture,
  about: user.about,
  location: user.location,
  acceptedPrivacyTerms: user.acceptedPrivacyTerms,
  sendQuincyEmail: user.sendQuincyEmail,
  sendQuincyEmailConsentAt: isoOrNull(user.sendQuincyEmailConsentAt),
  access: user.access,
  source: user.source,
  group: user.group,
  registrationQuiz: user.registrationQuiz,
  isBlockedByExpiration: user.isBlockedByExpiration,
  needsPlacementTest: user.needsPlacementTest,
  attemptedPlacementTestCounter: user.attemptedPlacementTestCounter,
  studentGrade: user.studentGrade,
  nationalDataComplement: user.nationalDataComplement,
  nationalTrail: user.nationalTrail,
  subscription: user.subscription,
  theme: user.theme,
  joinDate: iso(user.joinDate),
  currentChallengeId: user.currentChallengeId,
  profileUi: user.profileUi,
  sound: user.sound,
  keyboardShortcuts: user.keyboardShortcuts,
  isHonest: user.isHonest,
  socials: user.socials,
  portfolio: user.portfolio,
  classGroupId: user.classGroupMembership?.classGroupId ?? null,
  classGroupAcceptedInvite: user.classGroupAcceptedInvite,
  linkedToClassDate: isoOrNull(user.linkedToClassDate),
  lastActiveAt: isoOrNull(user.lastActiveAt),
  blockedByInactivityAt: isoOrNull(user.blockedByInactivityAt),
  deleteRequestedAt: isoOrNull(user.deleteRequestedAt),
  utmData: user.utmData,
  tourCompletedAt: isoOrNull(user.tourCompletedAt),
  mundoTechWelcomeSentAt: isoOrNull(user.mundoTechWelcomeSentAt),
  createdAt: iso(user.createdAt),
  updatedAt: iso(user.updatedAt),
});

/** Every column of the quiz record but `userId` (the account being exported): all of it is about the person. */
const presentQuizUser = (quizUser: QuizUser): NonNullable<AccountExport['quizUser']> => ({
  id: quizUser.id,
  ra: quizUser.ra,
  name: quizUser.name,
  cpf: quizUser.cpf,
  email: quizUser.email,
  birthDate: quizUser.birthDate,
  sex: quizUser.sex,
  homeCountry: quizUser.homeCountry,
  homeState: quizUser.homeState,
  homeCity: quizUser.homeCity,
  educationLevel: quizUser.educationLevel,
  race: quizUser.race,
  country: quizUser.country,
  nationality: quizUser.nationality,
  state: quizUser.state,
  city: quizUser.city,
  street: quizUser.street,
  number: quizUser.number,
  complement: quizUser.complement,
  neighborhood: quizUser.neighborhood,
  cep: quizUser.cep,
  phone: quizUser.phone,
  cel: quizUser.cel,
  occupationalSituation: quizUser.occupationalSituation,
  userResult: quizUser.userResult,
  registrationQuiz: quizUser.registrationQuiz,
  receiveEmails: quizUser.receiveEmails,
  receiveEmailsChangedAt: isoOrNull(quizUser.receiveEmailsChangedAt),
  registrationCompletedAt: isoOrNull(quizUser.registrationCompletedAt),
  createdAt: iso(quizUser.createdAt),
  updatedAt: iso(quizUser.updatedAt),
});

export const presentAccountExport = ({
  user,
  reportsMade,
  quizUser,
  now,
}: {
  user: UserForExport;
  reportsMade: ReportMade[];
  /** The quiz record linked to the account (issue 17), if any. */
  quizUser: QuizUser | undefined;
  now: Date;
}): AccountExport => ({
  exportedAt: iso(now),
  user: presentUser(user),
  classGroup: user.classGroupMembership
    ? { name: user.classGroupMembership.classGroup.name }
    : null,
  hasUserToken: user.userToken !== null,
  certificates: user.certificates.map((certificate) => ({
    certSlug: certificate.certSlug,
    issuedAt: iso(certificate.issuedAt),
  })),
  completedChallenges: user.completedChallenges.map((completed) => ({
    challengeId: completed.challengeId,
    completedDate: iso(completed.completedDate),
    challengeType: completed.challengeType,
    solution: completed.solution,
    githubLink: completed.githubLink,
    files: completed.files,
  })),
  savedChallenges: user.savedChallenges.map((saved) => ({
    challengeId: saved.challengeId,
    lastSavedDate: iso(saved.lastSavedDate),
    files: saved.files,
  })),
  aiAssistantSessions: user.aiAssistantSessions.map((session) => ({
    exerciseId: session.exerciseId,
    sessionId: session.sessionId,
    updatedAt: iso(session.updatedAt),
  })),
  aiAssistantConversations: user.aiAssistantConversations.map((conversation) => ({
    sessionId: conversation.id,
    product: conversation.product,
    category: conversation.category,
    exerciseId: conversation.exerciseId,
    createdAt: iso(conversation.createdAt),
    history: conversation.turns.map((turn) => ({
      type: turn.type as 'human' | 'ai',
      content: turn.content,
      createdAt: iso(turn.createdAt),
    })),
  })),
  aiAssistantUsage: user.aiAssistantUsage.map((usage) => ({
    day: usage.day,
    tokens: usage.tokens,
  })),
  modules: user.modules.map((module) => ({
    superBlock: module.superBlock,
    status: module.status,
    expiresAt: isoOrNull(module.expiresAt),
    createdAt: iso(module.createdAt),
  })),
  sessions: user.sessions.map((session) => ({
    createdAt: iso(session.createdAt),
    lastSeenAt: iso(session.lastSeenAt),
    userAgent: session.userAgent,
    ip: session.ip,
  })),
  reportsMade: reportsMade.map((report) => ({
    reportedUsername: report.reportedUsername,
    reportDescription: report.reportDescription,
    createdAt: iso(report.createdAt),
  })),
  quizUser: quizUser ? presentQuizUser(quizUser) : null,
});
