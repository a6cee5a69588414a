// Which modal a full test pass opens when the completion modal is requested
// (docs/product/workspace.md): the nacionalCertificate modal for a national certificate, the
// limitedAccess modal when access is limited and the challenge index is 10, otherwise the
// completion modal. Reading: a national certificate is a national user (group contains 'nacional-')
// completing a stage of their trail (national-trail.ts).
import { LIMITED_INDEX_LIMIT } from './constants';
import { isNationalUser } from './national';
import { getNationalCertificateModal } from './national-trail';
import type { AccessLevel, RegistrationQuiz } from './users';

export type CompletionModal = 'nacionalCertificate' | 'limitedAccess' | 'completion';

export const getCompletionModal = ({
  user,
  challenge,
}: {
  user: { group: string; access: AccessLevel; registrationQuiz: RegistrationQuiz | null };
  challenge: { id: string; indexInSuperBlock: number };
}): CompletionModal => {
  const { registrationQuiz } = user;
  const stage = getNationalCertificateModal({ registrationQuiz, challengeId: challenge.id });
  if (isNationalUser(user) && stage) return 'nacionalCertificate';
  if (user.access === 'limited' && challenge.indexInSuperBlock === LIMITED_INDEX_LIMIT) {
    return 'limitedAccess';
  }
  return 'completion';
};
