// Saves one preference of the signed-in user. The change shows at once (the session user in the
// cache is updated before the call, so a new theme applies immediately) and is rolled back if the
// call fails; the answer's flash is shown either way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Flash } from '@escola/contracts/flash';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { UNEXPECTED_ERROR_MESSAGE } from '@escola/domain/messages';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';

type SessionUserChanges = Partial<SessionUser>;

export const useUpdatePreference = <Body extends object>({
  update,
  toChanges = (body) => body as SessionUserChanges,
}: {
  update: (body: Body) => Promise<Flash>;
  /** The session user's fields the body changes; by default the body's own fields. */
  toChanges?: (body: Body) => SessionUserChanges;
}) => {
  const queryClient = useQueryClient();
  const { showFlash } = useFlash();
  return useMutation({
    mutationFn: update,
    onMutate: async (body: Body) => {
      await queryClient.cancelQueries({ queryKey: SESSION_USER_QUERY_KEY });
      const previous = queryClient.getQueryData<SessionUser | null>(SESSION_USER_QUERY_KEY);
      if (previous) {
        queryClient.setQueryData<SessionUser | null>(SESSION_USER_QUERY_KEY, {
          ...previous,
          ...toChanges(body),
        });
      }
      return { previous };
    },
    onSuccess: (flash) => showFlash({ type: flash.type, message: flash.message }),
    onError: (error, _body, context) => {
      if (context?.previous) {
        queryClient.setQueryData<SessionUser | null>(SESSION_USER_QUERY_KEY, context.previous);
      }
      const flash =
        error instanceof HttpError
          ? error.flash
          : { type: 'danger' as const, message: UNEXPECTED_ERROR_MESSAGE };
      showFlash({ type: flash.type, message: flash.message });
    },
  });
};
