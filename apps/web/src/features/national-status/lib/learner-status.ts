// The session user as the domain's learner-status rule reads it (@escola/domain/national-status).
import type { SessionUser } from '@escola/contracts/get-session-user';
import { getLearnerStatus, type LearnerStatus } from '@escola/domain/national-status';

export const getSessionLearnerStatus = ({
  user,
  now,
}: {
  user: SessionUser;
  now: Date;
}): LearnerStatus | null =>
  getLearnerStatus({
    user: {
      needsPlacementTest: user.needsPlacementTest,
      registrationQuiz: user.registrationQuiz,
      isFundamentosDaProgramacaoFrontEndCert: user.isFundamentosDaProgramacaoFrontEndCert,
      completedChallengeIds: user.completedChallenges.map(({ id }) => id),
      attemptedPlacementTestCounter: user.attemptedPlacementTestCounter,
      studentGrade: user.studentEvaluation.studentGrade,
      group: user.group,
      source: user.source,
      access: user.access,
      isBlockedByExpiration: user.isBlockedByExpiration,
      classGroupInfo: user.classGroupInfo,
      classGroupControl: user.classGroupControl,
      modules: user.modules,
    },
    now,
  });
