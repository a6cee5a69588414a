// GET /account/export — everything the platform holds about the signed-in user, as a JSON file
// (LGPD, decision 011). Secrets never leave: no password hash (only `hasPassword`), no token
// hashes, no session keys, no user token value. Dates are ISO 8601 strings.
import { z } from 'zod';
import { ACCESS_LEVELS, THEMES, USER_TYPES } from '@escola/domain/users';
import { sessionUserSchema } from './get-session-user';

export const ACCOUNT_EXPORT_PATH = '/account/export';

/** `escola-de-codigo-meus-dados-<username>.json`, safe in a download header whatever the name. */
export const accountExportFileName = (username: string): string =>
  `escola-de-codigo-meus-dados-${username.replace(/[^\w.-]/g, '-')}.json`;

const isoDate = z.string().describe('ISO 8601');
const { profileUI, socials, portfolio } = sessionUserSchema.shape;

const challengeFileSchema = z.object({
  fileKey: z.string(),
  ext: z.string(),
  name: z.string(),
  contents: z.string(),
  history: z.array(z.string()),
});

/** The learner's quiz record of the national programme (issue 17), every column. */
const quizUserExportSchema = z.object({
  id: z.string(),
  ra: z.string(),
  name: z.string(),
  cpf: z.string(),
  email: z.string(),
  birthDate: z.string().nullable().describe('aaaa-mm-dd'),
  sex: z.string().nullable(),
  homeCountry: z.string().nullable(),
  homeState: z.string().nullable(),
  homeCity: z.string().nullable(),
  educationLevel: z.string().nullable(),
  race: z.string().nullable(),
  country: z.string().nullable(),
  nationality: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  cep: z.string().nullable(),
  phone: z.string().nullable(),
  cel: z.string().nullable(),
  occupationalSituation: z.string().nullable(),
  userResult: z.record(z.string(), z.unknown()).nullable(),
  registrationQuiz: z.number().int().nullable(),
  receiveEmails: z.boolean(),
  receiveEmailsChangedAt: isoDate.nullable(),
  registrationCompletedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const accountExportSchema = z
  .object({
    exportedAt: isoDate,
    user: z.object({
      id: z.string(),
      type: z.enum(USER_TYPES),
      username: z.string(),
      email: z.string(),
      name: z.string(),
      emailVerified: z.boolean(),
      hasPassword: z.boolean(),
      googleSubject: z.string().nullable().describe('Identificador da conta Google vinculada'),
      cpf: z.string().nullable(),
      picture: z.string(),
      about: z.string(),
      location: z.string(),
      acceptedPrivacyTerms: z.boolean(),
      sendQuincyEmail: z.boolean(),
      sendQuincyEmailConsentAt: isoDate.nullable(),
      access: z.enum(ACCESS_LEVELS),
      source: z.string(),
      group: z.string(),
      registrationQuiz: z.number().int().nullable(),
      isBlockedByExpiration: z.boolean(),
      needsPlacementTest: z.boolean(),
      attemptedPlacementTestCounter: z.number().int(),
      studentGrade: z.number().nullable(),
      nationalDataComplement: z.boolean(),
      nationalTrail: z.array(z.string()),
      subscription: z.string().nullable(),
      theme: z.enum(THEMES),
      joinDate: isoDate,
      currentChallengeId: z.string(),
      profileUi: profileUI,
      sound: z.boolean(),
      keyboardShortcuts: z.boolean(),
      isHonest: z.boolean(),
      socials,
      portfolio,
      classGroupId: z.string().nullable(),
      classGroupAcceptedInvite: z.boolean(),
      linkedToClassDate: isoDate.nullable(),
      lastActiveAt: isoDate.nullable(),
      blockedByInactivityAt: isoDate.nullable(),
      deleteRequestedAt: isoDate.nullable(),
      utmData: z.record(z.string(), z.string()).nullable(),
      tourCompletedAt: isoDate.nullable(),
      mundoTechWelcomeSentAt: isoDate.nullable(),
      createdAt: isoDate,
      updatedAt: isoDate,
    }),
    classGroup: z.object({ name: z.string() }).nullable(),
    hasUserToken: z.boolean().describe('O valor do token não é exportado'),
    certificates: z.array(z.object({ certSlug: z.string(), issuedAt: isoDate })),
    completedChallenges: z.array(
      z.object({
        challengeId: z.string(),
        completedDate: isoDate,
        challengeType: z.number().int().nullable(),
        solution: z.string().nullable(),
        githubLink: z.string().nullable(),
        files: z.array(challengeFileSchema).nullable(),
      }),
    ),
    savedChallenges: z.array(
      z.object({
        challengeId: z.string(),
        lastSavedDate: isoDate,
        files: z.array(challengeFileSchema),
      }),
    ),
    aiAssistantSessions: z.array(
      z.object({ exerciseId: z.string(), sessionId: z.string(), updatedAt: isoDate }),
    ),
    aiAssistantConversations: z
      .array(
        z.object({
          sessionId: z.string(),
          product: z.string(),
          category: z.string(),
          exerciseId: z.string(),
          createdAt: isoDate,
          history: z.array(
            z.object({ type: z.enum(['human', 'ai']), content: z.string(), createdAt: isoDate }),
          ),
        }),
      )
      .describe('As conversas com o assistente de IA, com as perguntas e as respostas'),
    aiAssistantUsage: z
      .array(z.object({ day: z.string(), tokens: z.number().int() }))
      .describe('Os tokens do assistente usados por dia (horário de Brasília)'),
    modules: z.array(
      z.object({
        superBlock: z.string(),
        status: z.enum(['active', 'expired']),
        expiresAt: isoDate.nullable(),
        createdAt: isoDate,
      }),
    ),
    sessions: z.array(
      z.object({
        createdAt: isoDate,
        lastSeenAt: isoDate,
        userAgent: z.string().nullable(),
        ip: z.string().nullable(),
      }),
    ),
    reportsMade: z.array(
      z.object({
        reportedUsername: z.string(),
        reportDescription: z.string(),
        createdAt: isoDate,
      }),
    ),
    /** The quiz record linked to the account (national programme), or null. */
    quizUser: quizUserExportSchema.nullable(),
  })
  .meta({ id: 'AccountDataExport' });

export type AccountExport = z.infer<typeof accountExportSchema>;
