// Confirms the e-mail once with the link's token (a second call would find the token used, so
// React's double effect in development must not send it twice).
import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';
import { confirmVerificationEmail } from '../api/confirm-verification-email';

export const useConfirmVerificationEmail = (token: string | null) => {
  const queryClient = useQueryClient();
  const { showFlash } = useFlash();
  const sentToken = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: confirmVerificationEmail,
    onSuccess: async (response) => {
      showFlash({ type: response.type, message: response.message });
      await queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
    },
    onError: (error) => {
      if (!(error instanceof HttpError)) return;
      showFlash({ type: error.flash.type, message: error.flash.message });
    },
  });
  const { mutate } = mutation;

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    mutate({ token });
  }, [token, mutate]);

  return mutation;
};
