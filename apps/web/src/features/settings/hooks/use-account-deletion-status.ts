// The account-deletion status (spec: fetched after the session user), shared by the banner of every
// page and the "Excluir conta" section through the query cache; and the revert both offer. Visitors
// and staff (who cannot ask) never fetch it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletionStatus } from '@escola/contracts/get-account-user-deleted';
import { canRequestAccountDeletion } from '@escola/domain/account-deletion';
import { REVERT_ACCOUNT_DELETION_ERROR_MESSAGE } from '@escola/domain/messages';
import { useFlash } from '../../../lib/flash';
import { useSessionUser } from '../../../lib/session-user';
import {
  ACCOUNT_DELETION_STATUS_QUERY_KEY,
  fetchAccountDeletionStatus,
  revertAccountDeletion,
} from '../api/account-deletion';

const NO_REQUEST: AccountDeletionStatus = {
  message: '',
  requestedDelete: false,
  daysToDelete: null,
};

export const useAccountDeletionStatus = () => {
  const { user } = useSessionUser();
  return useQuery({
    queryKey: [...ACCOUNT_DELETION_STATUS_QUERY_KEY, user?.id ?? ''],
    queryFn: fetchAccountDeletionStatus,
    enabled: user !== null && canRequestAccountDeletion(user),
    staleTime: 60_000,
    retry: false,
  });
};

/** POST /account/revert-delete; any failure shows the spec's message and re-reads the status. */
export const useRevertAccountDeletion = () => {
  const queryClient = useQueryClient();
  const { user } = useSessionUser();
  const { showFlash } = useFlash();
  return useMutation({
    mutationFn: revertAccountDeletion,
    onSuccess: (flash) => {
      queryClient.setQueryData([...ACCOUNT_DELETION_STATUS_QUERY_KEY, user?.id ?? ''], NO_REQUEST);
      showFlash({ type: flash.type, message: flash.message });
    },
    onError: () => {
      showFlash({ type: 'danger', message: REVERT_ACCOUNT_DELETION_ERROR_MESSAGE });
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_DELETION_STATUS_QUERY_KEY });
    },
  });
};
