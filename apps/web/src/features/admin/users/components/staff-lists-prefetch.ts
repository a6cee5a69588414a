// Starts the staff prefetch (api/prefetch-staff-lists) once per signed-in staff user.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isStaff } from '@escola/domain/users';
import { useSessionUser } from '../../../../lib/session-user';
import { prefetchStaffLists } from '../api/prefetch-staff-lists';

export const StaffListsPrefetch = () => {
  const { user } = useSessionUser();
  const queryClient = useQueryClient();
  const staffId = user && isStaff(user.type) ? user.id : null;
  useEffect(() => {
    if (staffId) void prefetchStaffLists({ queryClient });
  }, [staffId, queryClient]);
  return null;
};
