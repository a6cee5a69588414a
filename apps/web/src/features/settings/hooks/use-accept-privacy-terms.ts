// Accepts the terms (with or without e-mails), marks the session user as having accepted them,
// shows the answer's flash and goes to /learn.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { AFTER_PRIVACY_TERMS_PATH } from '@escola/contracts/put-update-privacy-terms';
import { UNEXPECTED_ERROR_MESSAGE } from '@escola/domain/messages';
import { useNavigate } from 'react-router';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';
import { updatePrivacyTerms } from '../api/update-preferences';

export const useAcceptPrivacyTerms = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  return useMutation({
    mutationFn: updatePrivacyTerms,
    onSuccess: async (flash, { quincyEmails }) => {
      queryClient.setQueryData<SessionUser | null>(SESSION_USER_QUERY_KEY, (user) =>
        user ? { ...user, acceptedPrivacyTerms: true, sendQuincyEmail: quincyEmails } : user,
      );
      showFlash({ type: flash.type, message: flash.message });
      await navigate(AFTER_PRIVACY_TERMS_PATH);
    },
    onError: (error) => {
      const flash =
        error instanceof HttpError
          ? error.flash
          : { type: 'danger' as const, message: UNEXPECTED_ERROR_MESSAGE };
      showFlash({ type: flash.type, message: flash.message });
    },
  });
};
