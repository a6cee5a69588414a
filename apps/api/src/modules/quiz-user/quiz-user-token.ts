// The token that opens a quiz record without an account (issue 17): HMAC-SHA256 with the session
// secret over "quiz-user:" + id. It is given by the register and find answers and checked in
// constant time on every call that changes the record.
import { createHmac, timingSafeEqual } from 'node:crypto';

const purposeOf = (quizUserId: string) => `quiz-user:${quizUserId}`;

export const createQuizUserToken = ({
  secret,
  quizUserId,
}: {
  secret: string;
  quizUserId: string;
}): string => createHmac('sha256', secret).update(purposeOf(quizUserId)).digest('base64url');

export const isValidQuizUserToken = ({
  secret,
  quizUserId,
  token,
}: {
  secret: string;
  quizUserId: string;
  token: string | undefined;
}): boolean => {
  if (token === undefined) return false;
  const expected = Buffer.from(createQuizUserToken({ secret, quizUserId }));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};
