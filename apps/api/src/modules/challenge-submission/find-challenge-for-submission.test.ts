import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { createCurriculum } from '../../plugins/curriculum';
import { answerForError } from '../../plugins/error-handler';
import { CURRICULUM_FIXTURE } from '../../testing/curriculum-fixture';
import { findChallengeForSubmission } from './find-challenge-for-submission';

const errorOf = (run: () => unknown): HttpError => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('esperava um HttpError');
};

describe('findChallengeForSubmission', () => {
  const curriculum = createCurriculum(CURRICULUM_FIXTURE);

  it('returns the challenge of a known id, with its type and position', () => {
    const challenge = findChallengeForSubmission({ curriculum, id: 'declare-uma-variavel' });
    expect(challenge).toMatchObject({
      challengeType: 1,
      superOrder: 1,
      order: 3,
      challengeOrder: 0,
    });
  });

  it('refuses an unknown id with a 404 flash', () => {
    const error = errorOf(() => findChallengeForSubmission({ curriculum, id: 'inventado' }));
    expect(answerForError(error)).toEqual({
      statusCode: 404,
      flash: { type: 'danger', message: MESSAGES.challengeNotFound },
    });
  });

  it('answers 503 when the API started without a curriculum build', () => {
    const absent = createCurriculum(null);
    const error = errorOf(() =>
      findChallengeForSubmission({ curriculum: absent, id: 'declare-uma-variavel' }),
    );
    expect(answerForError(error)).toEqual({
      statusCode: 503,
      flash: { type: 'danger', message: MESSAGES.curriculumUnavailable },
    });
  });
});
