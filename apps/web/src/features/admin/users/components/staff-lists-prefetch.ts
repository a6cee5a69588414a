// Starts the staff prefetch (api/prefetch-staff-lists) once per signed-in staff user. The prefetch
// is loaded on demand: learners never download it (the admin area adds nothing to their first load).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isStaff } from '@escola/domain/users';
import { useSessionUser } from '../../../../lib/session-user';

export const StaffListsPrefetch = () => {
  const { user } = useSessionUser();
  const queryClient = useQueryClient();
  const staffId = user && isStaff(user.type) ? user.id : null;
  useEffect(() => {
    if (!staffId) return;
    void import('../api/prefetch-staff-lists').then(({ prefetchStaffLists }) =>
      prefetchStaffLists({ queryClient }),
    );
  }, [staffId, queryClient]);
  return null;
};
