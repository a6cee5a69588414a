// The demo school's accounts: one per role and one learner per access level (issue 2).
// The e-mails use a reserved domain; every account shares one documented password.
import type { AccessLevel, UserType } from '@escola/domain/users';
import type { NewUser } from '../schema/users';

export const DEMO_EMAIL_DOMAIN = 'demo.escola.dev';
export const DEMO_PASSWORD = 'demo12345';
export const DEMO_CLASS_GROUP_NAME = 'Turma Demonstração Nacional';
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
  /** Joins the demo class group (national programme). */
  inDemoClassGroup?: boolean;
  completedChallengeIds?: readonly string[];
  moduleSuperBlocks?: readonly string[];
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

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
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
  { username: 'gabriel-santos', name: 'Gabriel Santos', type: 'student', access: 'limited' },
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

/** The demo student: signs in to see the first name and the points in the header. */
export const DEMO_STUDENT = DEMO_ACCOUNTS[0] as DemoAccount;

export const demoEmail = (account: Pick<DemoAccount, 'username'>): string =>
  `${account.username.replace('-', '.')}@${DEMO_EMAIL_DOMAIN}`;
