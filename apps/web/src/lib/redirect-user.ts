// The session user as the domain's redirect rules read it (packages/domain/src/page-redirects.ts).
import type { SessionUser } from '@escola/contracts/get-session-user';
import type { RedirectUser } from '@escola/domain/page-redirects';

export const toRedirectUser = (user: SessionUser): RedirectUser => ({
  type: user.type,
  source: user.source,
  access: user.access,
  acceptedPrivacyTerms: user.acceptedPrivacyTerms,
  group: user.group,
  needsPlacementTest: user.needsPlacementTest,
  registrationQuiz: user.registrationQuiz,
  isFundamentosDaProgramacaoFrontEndCert: user.isFundamentosDaProgramacaoFrontEndCert,
  completedChallengeIds: user.completedChallenges.map(({ id }) => id),
  attemptedPlacementTestCounter: user.attemptedPlacementTestCounter,
  studentGrade: user.studentEvaluation.studentGrade,
  isBlockedByExpiration: user.isBlockedByExpiration,
  classGroupInfo: user.classGroupInfo,
});
