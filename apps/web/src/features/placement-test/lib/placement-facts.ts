// The session user as the domain's placement rules read it (packages/domain placement-test.ts).
import type { SessionUser } from '@escola/contracts/get-session-user';
import type { PlacementFacts } from '@escola/domain/national-programme';

export const toPlacementFacts = (user: SessionUser): PlacementFacts => ({
  needsPlacementTest: user.needsPlacementTest,
  registrationQuiz: user.registrationQuiz,
  isFundamentosDaProgramacaoFrontEndCert: user.isFundamentosDaProgramacaoFrontEndCert,
  completedChallengeIds: user.completedChallenges.map(({ id }) => id),
  attemptedPlacementTestCounter: user.attemptedPlacementTestCounter,
  studentGrade: user.studentEvaluation.studentGrade,
});

const GRADE_FORMAT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** "6,67", "7", "10". */
export const formatGrade = (grade: number | null): string =>
  grade === null ? '–' : GRADE_FORMAT.format(grade);
