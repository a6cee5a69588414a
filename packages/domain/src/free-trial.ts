// What a learner's access opens, per trilha, and what they can do about a locked challenge: the
// free trial ("Teste gratuito", access 'limited') explained from the challenge access rule itself.
import {
  getChallengeAccess,
  type ChallengeAccessChallenge,
  type ChallengeAccessUser,
  type ChallengeDenialReason,
} from './challenge-access';
import { showsUnlockContent } from './learner-menu';
import type { AccessLevel } from './users';

/** A challenge of the curriculum index, in reading order (its index in the superblock is computed). */
export type ScopeChallenge = Omit<ChallengeAccessChallenge, 'indexInSuperBlock'>;

/** One trilha as the learner's access opens it. */
export type SuperBlockScope = {
  superBlock: string;
  total: number;
  /** How many of its challenges the access rule lets the learner open. */
  open: number;
  /** Why the first closed challenge is closed; null when every challenge is open. */
  lockedReason: ChallengeDenialReason | null;
};

/**
 * Applies the access rule to every challenge (in reading order) and sums it up per superblock, in
 * the order superblocks first appear. O(challenges).
 */
export const getAccessScope = ({
  user,
  challenges,
}: {
  user: ChallengeAccessUser;
  challenges: readonly ScopeChallenge[];
}): SuperBlockScope[] => {
  const scopes = new Map<string, SuperBlockScope>();
  for (const challenge of challenges) {
    const scope = scopes.get(challenge.superBlock) ?? {
      superBlock: challenge.superBlock,
      total: 0,
      open: 0,
      lockedReason: null,
    };
    scope.total += 1;
    const access = getChallengeAccess({
      user,
      challenge: { ...challenge, indexInSuperBlock: scope.total },
    });
    if (access.allowed) scope.open += 1;
    else scope.lockedReason ??= access.reason;
    scopes.set(challenge.superBlock, scope);
  }
  return [...scopes.values()];
};

/** The first challenge, in reading order, the learner has not completed and may open; else null. */
export const findNextOpenChallenge = <Challenge extends ScopeChallenge>({
  user,
  challenges,
}: {
  user: ChallengeAccessUser;
  challenges: readonly Challenge[];
}): Challenge | null => {
  const completed = new Set(user.completedChallengeIds);
  const countBySuperBlock = new Map<string, number>();
  for (const challenge of challenges) {
    const indexInSuperBlock = (countBySuperBlock.get(challenge.superBlock) ?? 0) + 1;
    countBySuperBlock.set(challenge.superBlock, indexInSuperBlock);
    if (completed.has(challenge.id)) continue;
    if (getChallengeAccess({ user, challenge: { ...challenge, indexInSuperBlock } }).allowed) {
      return challenge;
    }
  }
  return null;
};

/**
 * Denials that buying the course lifts: the trial's closed modules, the trilhas a programme or a
 * purchase opens, and trilha-1's limit. Expiration, blocking, class-group curriculum, national
 * registration and the order of challenges are not bought away.
 */
export const UNLOCKABLE_DENIAL_REASONS = [
  'module-not-available',
  'no-source',
  'trilha-1-above-superblock-1',
] as const satisfies readonly ChallengeDenialReason[];

/**
 * A locked challenge offers the unlock-content link (the course catalogue) when the learner sees
 * that link in the menu (neither complete nor national access) and buying lifts the denial.
 */
export const offersUnlockOnDenial = ({
  access,
  reason,
}: {
  access: AccessLevel;
  reason: ChallengeDenialReason;
}): boolean =>
  showsUnlockContent({ access }) &&
  (UNLOCKABLE_DENIAL_REASONS as readonly ChallengeDenialReason[]).includes(reason);
