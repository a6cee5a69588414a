// The first check of every challenge submission (POST /modern-challenge-completed and the other
// completion routes of issue 6, and question answers): the challenge must exist in the curriculum
// build the API loaded. One source of truth: the same build the web app reads.
import type { ServerCurriculumChallenge } from '@escola/contracts/curriculum-server-index';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import type { Curriculum } from '../../plugins/curriculum';

/**
 * The submitted challenge; throws an HttpError that answers 503 when the API started without a
 * curriculum build, and 404 when the id is not a challenge of it.
 */
export const findChallengeForSubmission = ({
  curriculum,
  id,
}: {
  curriculum: Curriculum;
  id: string;
}): ServerCurriculumChallenge => {
  if (!curriculum.isAvailable) {
    throw new HttpError({ statusCode: 503, message: MESSAGES.curriculumUnavailable });
  }
  const challenge = curriculum.findById(id);
  if (!challenge) throw new HttpError({ statusCode: 404, message: MESSAGES.challengeNotFound });
  return challenge;
};
