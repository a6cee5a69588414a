// The session user's facts the domain access rule reads (docs/product/curriculum-and-access.md,
// "Challenge access").
import type { SessionUser } from '@escola/contracts/get-session-user';
import type { ChallengeAccessUser } from '@escola/domain/challenge-access';

export const toChallengeAccessUser = (user: SessionUser): ChallengeAccessUser => ({
  access: user.access,
  source: user.source,
  registrationQuiz: user.registrationQuiz,
  isBlockedByExpiration: user.isBlockedByExpiration,
  curriculumAvailable: user.classGroupInfo?.curriculumAvailable ?? null,
  // Rule 6's "confirmed registration": the learner accepted the class group's invitation
  // (classGroupControl.acceptedInvite) — decision 016.
  hasConfirmedNationalRegistration: user.classGroupControl?.acceptedInvite ?? false,
  modules: user.modules,
  completedChallengeIds: user.completedChallenges.map((challenge) => challenge.id),
});
