// The class-group summary (GET /class-groups/all-class-groups), shared by the list, the form and
// the move screen; every change invalidates it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CLASS_GROUPS_SUMMARY_QUERY_KEY, fetchClassGroups } from '../api/class-groups-api';

export const useClassGroups = () =>
  useQuery({
    queryKey: CLASS_GROUPS_SUMMARY_QUERY_KEY,
    queryFn: fetchClassGroups,
    select: (answer) => answer.classGroups,
    retry: false,
  });

export const useRefreshClassGroups = () => {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: CLASS_GROUPS_SUMMARY_QUERY_KEY }),
    [queryClient],
  );
};
