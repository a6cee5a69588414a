// A mutation whose answer is a flash: shows it, refetches the session user when asked, and follows
// its `redirect` (or `fallbackPath`) on success; errors show their flash and stay on the page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Flash } from '@escola/contracts/flash';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';

export const useFlashMutation = <Body>({
  mutationFn,
  fallbackPath,
  refetchSessionUser = false,
}: {
  mutationFn: (body: Body) => Promise<Flash>;
  fallbackPath: string;
  refetchSessionUser?: boolean;
}) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  return useMutation({
    mutationFn,
    onSuccess: async (response) => {
      if (refetchSessionUser) {
        await queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
      }
      showFlash({ type: response.type, message: response.message });
      await navigate(response.redirect ?? fallbackPath);
    },
    onError: (error) => {
      if (!(error instanceof HttpError)) return;
      showFlash({ type: error.flash.type, message: error.flash.message });
    },
  });
};
