// The demo school's accounts: one per role, one learner per access level (issue 2) and one learner
// per state of the national programme (issue 17: @escola/domain/national-status), so each state's
// screen can be seen by signing in.
// The e-mails use a reserved domain; every account shares one documented password.
import type { LearnerStatusKind } from '@escola/domain/national-status';
import type { AccessLevel, UserType } from '@escola/domain/users';
import type { NewUser } from '../schema/users';

export const DEMO_EMAIL_DOMAIN = 'demo.escola.dev';
export const DEMO_PASSWORD = 'demo12345';
export const DEMO_CLASS_GROUP_NAME = 'Turma Demonstração Nacional';
/** A national class group that starts a month after the seed (the "not started" state). */
export const DEMO_UPCOMING_CLASS_GROUP_NAME = 'Turma Demonstração Nacional (próxima)';
/** A national class group that ended before the seed (the "ended" state). */
export const DEMO_ENDED_CLASS_GROUP_NAME = 'Turma Demonstração Nacional (encerrada)';
export const DEMO_NATIONAL_GROUP = 'nacional-pr';
/** Challenges the demo student has completed (points = 50 + 10 × this many). */
export const DEMO_COMPLETED_CHALLENGE_IDS = [
  'demo-fundamentos-1',
  'demo-fundamentos-2',
  'demo-fundamentos-3',
] as const;
export const DEMO_MODULE_SUPER_BLOCK = 'logica-de-programacao';

export type DemoAccount = {
  username: string;
  name: string;
  type: UserType;
  access: AccessLevel;
  /** Extra columns for the account's situation (source, group, class group…). */
  profile?: Omit<NewUser, 'username' | 'email' | 'name' | 'type' | 'access'>;
  /** Joins the demo class group (national programme); or the one not started yet, or ended. */
  inDemoClassGroup?: boolean | 'upcoming' | 'ended';
  /** Days before the seed the learner was linked to the class group (default: the seed day). */
  linkedDaysAgo?: number;
  /** The national-programme state the learner shows (README table, seed test). */
  state?: LearnerStatusKind;
  completedChallengeIds?: readonly string[];
  moduleSuperBlocks?: readonly string[];
  /** Modules the learner bought whose access has expired. */
  expiredModuleSuperBlocks?: readonly string[];
};

const national = {
  group: DEMO_NATIONAL_GROUP,
  source: '',
  registrationQuiz: 1,
  nationalDataComplement: true,
  nationalTrail: ['fundamentos-da-programacao-front-end'],
  classGroupAcceptedInvite: true,
  studentGrade: 8,
} satisfies DemoAccount['profile'];

/** One account per role and one learner per access level. */
const ROLE_AND_ACCESS_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'ana-souza',
    name: 'Ana Souza',
    type: 'student',
    access: 'complete',
    profile: { source: 'pagantes', registrationQuiz: 2 },
    completedChallengeIds: DEMO_COMPLETED_CHALLENGE_IDS,
  },
  { username: 'bruno-lima', name: 'Bruno Lima', type: 'support', access: 'complete' },
  { username: 'carla-mendes', name: 'Carla Mendes', type: 'admin', access: 'complete' },
  { username: 'daniel-rocha', name: 'Daniel Rocha', type: 'super', access: 'complete' },
  { username: 'eduardo-alves', name: 'Eduardo Alves', type: 'student', access: 'blocked' },
  {
    username: 'fernanda-costa',
    name: 'Fernanda Costa',
    type: 'student',
    access: 'complete',
    profile: { source: 'pagantes', registrationQuiz: 2 },
  },
  {
    username: 'gabriel-santos',
    name: 'Gabriel Santos',
    type: 'student',
    access: 'limited',
    state: 'limited',
  },
  {
    username: 'helena-ribeiro',
    name: 'Helena Ribeiro',
    type: 'student',
    access: 'trilha-1',
    profile: { source: 'trilha-1', registrationQuiz: 2 },
  },
  {
    username: 'igor-pereira',
    name: 'Igor Pereira',
    type: 'student',
    access: 'limited_nacional',
    profile: national,
    inDemoClassGroup: true,
  },
  {
    username: 'juliana-oliveira',
    name: 'Juliana Oliveira',
    type: 'student',
    access: 'complete_nacional',
    profile: national,
    inDemoClassGroup: true,
  },
  {
    username: 'lucas-martins',
    name: 'Lucas Martins',
    type: 'student',
    access: 'modular',
    profile: { source: 'pagantes-modular', registrationQuiz: 2 },
    moduleSuperBlocks: [DEMO_MODULE_SUPER_BLOCK],
  },
  {
    username: 'mariana-ferreira',
    name: 'Mariana Ferreira',
    type: 'student',
    access: 'nacional',
    profile: national,
    inDemoClassGroup: true,
  },
];

/** A national learner of the first quiz before any class group (the states' starting point). */
const nationalCandidate = {
  group: DEMO_NATIONAL_GROUP,
  source: '',
  registrationQuiz: 1,
  nationalDataComplement: true,
  nationalTrail: ['fundamentos-da-programacao-front-end'],
} satisfies DemoAccount['profile'];

/** One learner per state of the national programme (and a modular learner's expired module). */
export const DEMO_STATE_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'natalia-gomes',
    name: 'Natália Gomes',
    type: 'student',
    access: 'limited_nacional',
    state: 'waiting-list',
    profile: { ...nationalCandidate, studentGrade: 8, attemptedPlacementTestCounter: 1 },
  },
  {
    username: 'otavio-nunes',
    name: 'Otávio Nunes',
    type: 'student',
    access: 'limited_nacional',
    state: 'second-chance',
    profile: {
      ...nationalCandidate,
      needsPlacementTest: true,
      studentGrade: 4,
      attemptedPlacementTestCounter: 1,
    },
  },
  {
    username: 'paula-teixeira',
    name: 'Paula Teixeira',
    type: 'student',
    access: 'limited_nacional',
    state: 'attempts-over',
    profile: { ...nationalCandidate, studentGrade: 5, attemptedPlacementTestCounter: 2 },
  },
  {
    username: 'rafael-barbosa',
    name: 'Rafael Barbosa',
    type: 'student',
    access: 'limited_nacional',
    state: 'reproved',
    profile: {
      ...nationalCandidate,
      group: 'nacional-pi',
      source: 'nacional-pi-2025-1',
      studentGrade: 6,
      attemptedPlacementTestCounter: 2,
    },
  },
  {
    username: 'sofia-cardoso',
    name: 'Sofia Cardoso',
    type: 'student',
    access: 'limited_nacional',
    state: 'dropout',
    profile: { ...national, classGroupAcceptedInvite: false, attemptedPlacementTestCounter: 1 },
    inDemoClassGroup: true,
    linkedDaysAgo: 10,
  },
  {
    username: 'thiago-araujo',
    name: 'Thiago Araújo',
    type: 'student',
    access: 'limited_nacional',
    state: 'class-group-not-started',
    profile: { ...national, attemptedPlacementTestCounter: 1 },
    inDemoClassGroup: 'upcoming',
  },
  {
    username: 'ursula-moura',
    name: 'Úrsula Moura',
    type: 'student',
    access: 'limited_nacional',
    state: 'class-group-ended',
    profile: { ...national, attemptedPlacementTestCounter: 1 },
    inDemoClassGroup: 'ended',
  },
  {
    username: 'vanessa-dias',
    name: 'Vanessa Dias',
    type: 'student',
    access: 'complete_nacional',
    state: 'blocked-by-expiration',
    profile: { ...national, isBlockedByExpiration: true, attemptedPlacementTestCounter: 1 },
    inDemoClassGroup: true,
  },
  {
    username: 'yasmin-correia',
    name: 'Yasmin Correia',
    type: 'student',
    access: 'modular',
    state: 'expired-modules',
    profile: { source: 'pagantes-modular', registrationQuiz: 2 },
    moduleSuperBlocks: ['react'],
    expiredModuleSuperBlocks: [DEMO_MODULE_SUPER_BLOCK],
  },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ...ROLE_AND_ACCESS_ACCOUNTS,
  ...DEMO_STATE_ACCOUNTS,
];

/** The demo student: signs in to see the first name and the points in the header. */
export const DEMO_STUDENT = DEMO_ACCOUNTS[0] as DemoAccount;

export const demoEmail = (account: Pick<DemoAccount, 'username'>): string =>
  `${account.username.replace('-', '.')}@${DEMO_EMAIL_DOMAIN}`;
