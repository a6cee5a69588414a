// The national modal of docs/product/national-programme.md: shown when a national certificate is
// completed, with a step list of four trail stages; the second quiz variant drops the first stage.
// The last stage shows the journey-completed congratulation, any other a next-certificate button.
//
// Reading: a "national certificate" is completing a checkpoint challenge (each checkpoint closes an
// enrolment and names its certificate), so the four trail stages are the four checkpoints. The
// first one lies in track 0, which the second quiz variant skips
// (docs/product/curriculum-and-access.md, rule 4), hence it drops the first stage.
import { CHECKPOINTS, type Checkpoint } from './checkpoints';
import type { RegistrationQuiz } from './users';

const SECOND_QUIZ_VARIANT: RegistrationQuiz = 2;

/** The user's trail stages: four, or three for the second quiz variant. */
export const getNationalTrailStages = ({
  registrationQuiz,
}: {
  registrationQuiz: RegistrationQuiz | null;
}): readonly Checkpoint[] =>
  registrationQuiz === SECOND_QUIZ_VARIANT ? CHECKPOINTS.slice(1) : CHECKPOINTS;

export type NationalCertificateModal = {
  stages: readonly Checkpoint[];
  /** Index in `stages` of the stage just completed. */
  completedStageIndex: number;
  /** The last stage: journey completed (close only); otherwise a next-certificate button. */
  isJourneyCompleted: boolean;
};

/** The modal's contents after completing `challengeId`, or null when it is no stage of the trail. */
export const getNationalCertificateModal = ({
  registrationQuiz,
  challengeId,
}: {
  registrationQuiz: RegistrationQuiz | null;
  challengeId: string;
}): NationalCertificateModal | null => {
  const stages = getNationalTrailStages({ registrationQuiz });
  const completedStageIndex = stages.findIndex((stage) => stage.challengeId === challengeId);
  if (completedStageIndex === -1) return null;
  return {
    stages,
    completedStageIndex,
    isJourneyCompleted: completedStageIndex === stages.length - 1,
  };
};
