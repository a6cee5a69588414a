// GET /user/get-session-user — the signed-in user, normalised under `result`
// (docs/product/accounts.md). Anonymous: `{ user: {}, result: '' }`. Signed in:
// `{ user: { [username]: SessionUser }, result: username }`.
import { z } from 'zod';
import { ACCESS_LEVELS, THEMES, USER_TYPES } from '@escola/domain/users';

const challengeFileSchema = z.object({
  fileKey: z.string(),
  ext: z.string(),
  name: z.string(),
  contents: z.string(),
  history: z.array(z.string()),
});

export const completedChallengeSchema = z.object({
  id: z.string(),
  completedDate: z.number().describe('Data em milissegundos desde a época Unix'),
  challengeType: z.number().int().optional(),
  solution: z.string().optional(),
  files: z.array(challengeFileSchema).optional(),
});

export const savedChallengeSchema = z.object({
  id: z.string(),
  lastSavedDate: z.number(),
  challengeFiles: z.array(challengeFileSchema),
});

export const sessionUserSchema = z
  .object({
    id: z.string(),
    type: z.enum(USER_TYPES),
    username: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    /** False for accounts that only sign in with Google (settings offer "Criar senha"). */
    hasPassword: z.boolean(),
    picture: z.string(),
    about: z.string(),
    location: z.string(),
    acceptedPrivacyTerms: z.boolean(),
    sendQuincyEmail: z.boolean(),
    access: z.enum(ACCESS_LEVELS),
    source: z.string(),
    group: z.string(),
    registrationQuiz: z.union([z.literal(1), z.literal(2)]).nullable(),
    isBlockedByExpiration: z.boolean(),
    needsPlacementTest: z.boolean(),
    attemptedPlacementTestCounter: z.number().int(),
    studentEvaluation: z.object({ studentGrade: z.number().nullable() }),
    nationalDataComplement: z.boolean(),
    nationalTrail: z.array(z.string()),
    subscription: z.string().nullable(),
    theme: z.enum(THEMES),
    joinDate: z.string().describe('ISO 8601'),
    currentChallengeId: z.string(),
    userToken: z.string().nullable(),
    aiAssistantSessions: z.array(z.object({ exerciseId: z.string(), sessionId: z.string() })),
    completedChallenges: z.array(completedChallengeSchema),
    savedChallenges: z.array(savedChallengeSchema),
    points: z.number().int(),
    profileUI: z.object({
      isLocked: z.boolean(),
      showAbout: z.boolean(),
      showCerts: z.boolean(),
      showDonation: z.boolean(),
      showHeatMap: z.boolean(),
      showLocation: z.boolean(),
      showName: z.boolean(),
      showPoints: z.boolean(),
      showPortfolio: z.boolean(),
      showTimeLine: z.boolean(),
    }),
    sound: z.boolean(),
    keyboardShortcuts: z.boolean(),
    isHonest: z.boolean(),
    portfolio: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        url: z.string(),
        image: z.string(),
        description: z.string(),
      }),
    ),
    socials: z.object({
      githubProfile: z.string(),
      linkedin: z.string(),
      twitter: z.string(),
      website: z.string(),
    }),
    isFundamentosDaProgramacaoFrontEndCert: z.boolean(),
    isLogicaDeProgramacaoCert: z.boolean(),
    isHtmlCssJavascriptCert: z.boolean(),
    isReactCert: z.boolean(),
    classGroupInfo: z
      .object({
        curriculumAvailable: z.array(z.string()),
        validityType: z.enum(['dateRange', 'durationInMonths']),
        validityDateRange: z.tuple([z.string(), z.string()]).nullable(),
        durationInMonths: z.number().int().nullable(),
      })
      .nullable(),
    classGroupControl: z
      .object({ acceptedInvite: z.boolean(), linkedToTheClassDate: z.string().nullable() })
      .nullable(),
    modules: z.array(
      z.object({ id: z.string(), superBlock: z.string(), status: z.enum(['active', 'expired']) }),
    ),
  })
  .meta({ id: 'SessionUser' });

export type SessionUser = z.infer<typeof sessionUserSchema>;

export const getSessionUserResponseSchema = z.union([
  z.object({ user: z.record(z.string(), sessionUserSchema), result: z.string().min(1) }),
  z.object({ user: z.object({}).strict(), result: z.literal('') }),
]);

export type GetSessionUserResponse = z.infer<typeof getSessionUserResponseSchema>;
