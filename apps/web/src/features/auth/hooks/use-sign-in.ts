// Signs in, refetches the session user, then goes to /learn (spec: /learn after sign-in). An error
// with a redirect (the blocked-by-inactivity warning) stays readable for a moment, then the page goes
// there with no session left (decision 012).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { UNLOCK_REDIRECT_DELAY_MS } from '@escola/domain/inactivity';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';
import { signIn } from '../api/sign-in';

export const AFTER_SIGN_IN_PATH = '/learn';

export const useSignIn = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
      showFlash({ type: response.type, message: response.message });
      await navigate(response.redirect ?? AFTER_SIGN_IN_PATH);
    },
    onError: async (error) => {
      if (!(error instanceof HttpError)) return;
      showFlash({ type: error.flash.type, message: error.flash.message });
      const { redirect } = error.flash;
      if (!redirect) return;
      await new Promise((resolve) => setTimeout(resolve, UNLOCK_REDIRECT_DELAY_MS));
      await queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
      await navigate(redirect);
    },
  });
};
