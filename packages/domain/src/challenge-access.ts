// May this user open this challenge? docs/product/curriculum-and-access.md, "Challenge access, in
// order" (first match wins), plus the modular/limited rule. The API (before it records progress)
// and the web app (before it opens a challenge: notAllowedChallenge modal) both call
// `getChallengeAccess`.
import { CHECKPOINTS, isBeyondCheckpoint, type CurriculumPosition } from './checkpoints';
import { LIMITED_INDEX_LIMIT, MODULAR_SOURCE_TAG } from './constants';
import { FRONT_END_FUNDAMENTALS_SUPER_BLOCK } from './super-blocks';
import type { AccessLevel, RegistrationQuiz } from './users';

/** The four denial reasons docs/product/curriculum-and-access.md logs. */
export const LOGGED_DENIAL_REASONS = [
  'blocked-by-expiration',
  'curriculum-not-allowed',
  'trilha-1-above-superblock-1',
  'limited-national-not-confirmed',
] as const;

/** Every reason a challenge is denied: the logged four plus those of rules 2, 3, 7 and modules. */
export const CHALLENGE_DENIAL_REASONS = [
  ...LOGGED_DENIAL_REASONS,
  /** Rule 2: blocked access and the challenge already completed. */
  'blocked-access',
  /** Rule 3: no source and superOrder ≥ 1. */
  'no-source',
  /** Rule 7: the previous challenge is not completed. */
  'previous-challenge-not-completed',
  /** Modular/limited users: no valid module for the superblock and past the free index. */
  'module-not-available',
] as const;
export type ChallengeDenialReason = (typeof CHALLENGE_DENIAL_REASONS)[number];

/** What the learner reads for each reason: on the map, and in the API's 403 answers. */
export const CHALLENGE_DENIAL_MESSAGES = {
  'blocked-by-expiration': 'Seu acesso expirou.',
  'blocked-access': 'Seu acesso está bloqueado.',
  'no-source': 'Disponível para quem faz parte de um programa ou de uma turma.',
  'curriculum-not-allowed': 'Este conteúdo não faz parte da sua turma.',
  'trilha-1-above-superblock-1': 'Seu acesso inclui só as duas primeiras trilhas.',
  'limited-national-not-confirmed': 'Confirme sua matrícula no programa nacional para continuar.',
  'previous-challenge-not-completed': 'Conclua os desafios anteriores para desbloquear.',
  'module-not-available': 'Desbloqueie este módulo para continuar.',
} as const satisfies Record<ChallengeDenialReason, string>;

export type ChallengeAccess = { allowed: true } | { allowed: false; reason: ChallengeDenialReason };

/**
 * A module the user holds (docs/product/curriculum-and-access.md: id, status; status may be
 * expired).
 */
export type UserModule = { superBlock: string; status: string };

export type ChallengeAccessUser = {
  access: AccessLevel;
  source: string;
  registrationQuiz: RegistrationQuiz | null;
  isBlockedByExpiration: boolean;
  /** The class group's curriculumAvailable (superblock slugs); null when the user has no group. */
  curriculumAvailable: readonly string[] | null;
  /** Whether the user's national registration is confirmed (rule 6). */
  hasConfirmedNationalRegistration: boolean;
  modules: readonly UserModule[];
  completedChallengeIds: readonly string[];
};

export type ChallengeAccessChallenge = CurriculumPosition & {
  id: string;
  superBlock: string;
  /** Position of the challenge within its superblock, counting from 1 for the first challenge. */
  indexInSuperBlock: number;
  /** The previous challenge in the curriculum; null (or '') for the very first one. */
  prevChallengeId: string | null;
};

export const MODULE_EXPIRED_STATUS = 'expired';
const MODULE_ACCESS_LEVELS: readonly AccessLevel[] = ['modular', 'limited'];
const FIRST_QUIZ_VARIANT: RegistrationQuiz = 1;

const ALLOWED: ChallengeAccess = { allowed: true };
const deny = (reason: ChallengeDenialReason): ChallengeAccess => ({ allowed: false, reason });

/** Modular and limited users see modules instead of trilhas and follow the module rule. */
export const isModularOrLimited = ({ access }: { access: AccessLevel }): boolean =>
  MODULE_ACCESS_LEVELS.includes(access);

/**
 * Rule 4's two "first exercise" cases, read literally from the spec:
 * - track 0: registrationQuiz 1, superOrder 0, order 0, challengeOrder 0 (phaseOrder not looked at);
 * - track 1: registrationQuiz not 1 (2, or none), superOrder 1, order 3, phaseOrder 0,
 *   challengeOrder 0 (`order` numbers blocks across the whole course, so track 1 starts at block 3).
 */
export const isFirstExerciseOfTrack = ({
  registrationQuiz,
  challenge,
}: {
  registrationQuiz: RegistrationQuiz | null;
  challenge: CurriculumPosition;
}): boolean => {
  const { superOrder, phaseOrder, order, challengeOrder } = challenge;
  if (registrationQuiz === FIRST_QUIZ_VARIANT) {
    return superOrder === 0 && order === 0 && challengeOrder === 0;
  }
  return superOrder === 1 && order === 3 && phaseOrder === 0 && challengeOrder === 0;
};

/**
 * Rule 4, second half: the class group's curriculumAvailable must include the superblock; the first
 * quiz variant always has the front-end fundamentals superblock. A user without a class group
 * (paying learners, say) has no curriculum restriction.
 */
export const isInAvailableCurriculum = ({
  registrationQuiz,
  curriculumAvailable,
  superBlock,
}: {
  registrationQuiz: RegistrationQuiz | null;
  curriculumAvailable: readonly string[] | null;
  superBlock: string;
}): boolean => {
  if (
    registrationQuiz === FIRST_QUIZ_VARIANT &&
    superBlock === FRONT_END_FUNDAMENTALS_SUPER_BLOCK
  ) {
    return true;
  }
  if (curriculumAvailable === null) return true;
  return curriculumAvailable.includes(superBlock);
};

/**
 * The modular/limited rule: allowed when the user's module for the superblock exists and is not
 * expired, or when the user is limited (free trial) or has the 'pagantes-modular' source and the
 * challenge's index within its superblock is at most LIMITED_INDEX_LIMIT.
 */
export const isAllowedByModule = ({
  user,
  challenge,
}: {
  user: Pick<ChallengeAccessUser, 'access' | 'source' | 'modules'>;
  challenge: Pick<ChallengeAccessChallenge, 'superBlock' | 'indexInSuperBlock'>;
}): boolean => {
  const hasValidModule = user.modules.some(
    (module) =>
      module.superBlock === challenge.superBlock && module.status !== MODULE_EXPIRED_STATUS,
  );
  if (hasValidModule) return true;
  const hasFreeIndex = user.access === 'limited' || user.source === MODULAR_SOURCE_TAG;
  return hasFreeIndex && challenge.indexInSuperBlock <= LIMITED_INDEX_LIMIT;
};

/**
 * docs/product/curriculum-and-access.md, "Challenge access, in order": the first rule that matches
 * decides.
 */
export const getChallengeAccess = ({
  user,
  challenge,
}: {
  user: ChallengeAccessUser;
  challenge: ChallengeAccessChallenge;
}): ChallengeAccess => {
  const completed = new Set(user.completedChallengeIds);
  // 1. Blocked by expiration.
  if (user.isBlockedByExpiration) return deny('blocked-by-expiration');
  // 2. Blocked access with the challenge already completed.
  if (user.access === 'blocked' && completed.has(challenge.id)) return deny('blocked-access');
  // 3. No source and superOrder ≥ 1.
  if (user.source === '' && challenge.superOrder >= 1) return deny('no-source');
  // Modular/limited users: the module rule replaces rule 4 and decides.
  if (isModularOrLimited(user)) {
    return isAllowedByModule({ user, challenge }) ? ALLOWED : deny('module-not-available');
  }
  // 4. First exercise of track 0 or 1; otherwise the class group's curriculum.
  const { registrationQuiz } = user;
  if (isFirstExerciseOfTrack({ registrationQuiz, challenge })) return ALLOWED;
  const { curriculumAvailable } = user;
  const { superBlock } = challenge;
  if (!isInAvailableCurriculum({ registrationQuiz, curriculumAvailable, superBlock })) {
    return deny('curriculum-not-allowed');
  }
  // 5. trilha-1 users above superOrder 1.
  if (user.access === 'trilha-1' && challenge.superOrder > 1) {
    return deny('trilha-1-above-superblock-1');
  }
  // 6. limited_nacional without a confirmed registration, beyond the first checkpoint.
  if (
    user.access === 'limited_nacional' &&
    !user.hasConfirmedNationalRegistration &&
    isBeyondCheckpoint({ position: challenge, checkpoint: CHECKPOINTS[0] })
  ) {
    return deny('limited-national-not-confirmed');
  }
  // 7. Otherwise the previous challenge must be completed.
  if (!challenge.prevChallengeId || completed.has(challenge.prevChallengeId)) return ALLOWED;
  return deny('previous-challenge-not-completed');
};

/** Is this denial one of the four that docs/product/curriculum-and-access.md logs? */
export const isLoggedDenialReason = (reason: ChallengeDenialReason): boolean =>
  (LOGGED_DENIAL_REASONS as readonly ChallengeDenialReason[]).includes(reason);

/**
 * The flash key (docs/product/curriculum-and-access.md) a denial shows: 'blocked-by-expiration' for
 * rule 1, else 'challenge-not-allowed' (with the notAllowedChallenge modal).
 */
export const getChallengeDenialFlashKey = (
  reason: ChallengeDenialReason,
): 'blocked-by-expiration' | 'challenge-not-allowed' =>
  reason === 'blocked-by-expiration' ? 'blocked-by-expiration' : 'challenge-not-allowed';

/** The challenge's position within its superblock, from 1, in an index in reading order (0: absent). */
export const getIndexInSuperBlock = ({
  challenges,
  id,
}: {
  challenges: readonly { id: string; superBlock: string }[];
  id: string;
}): number => {
  const found = challenges.find((challenge) => challenge.id === id);
  if (!found) return 0;
  const ofSuperBlock = challenges.filter((challenge) => challenge.superBlock === found.superBlock);
  return ofSuperBlock.findIndex((challenge) => challenge.id === id) + 1;
};
