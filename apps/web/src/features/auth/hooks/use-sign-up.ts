// Signs up, refetches the session user (the new account is signed in), shows the flash and goes
// on to the privacy-terms page after the spec's 2 s delay.
import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AFTER_SIGN_UP_PATH } from '@escola/contracts/post-signup-local';
import { SIGN_UP_REDIRECT_DELAY_MS } from '@escola/domain/constants';
import { track } from '../../../lib/analytics';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';
import { signUp } from '../api/sign-up';

export const useSignUp = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const mutation = useMutation({
    mutationFn: signUp,
    onSuccess: async (response) => {
      track('sign_up', { method: 'email' });
      showFlash({ type: response.type, message: response.message });
      await queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
    },
    onError: (error) => {
      if (!(error instanceof HttpError)) return;
      showFlash({ type: error.flash.type, message: error.flash.message });
    },
  });

  const redirect = mutation.isSuccess ? (mutation.data.redirect ?? AFTER_SIGN_UP_PATH) : undefined;
  useEffect(() => {
    if (redirect === undefined) return;
    const timer = setTimeout(() => void navigate(redirect), SIGN_UP_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);

  return mutation;
};
