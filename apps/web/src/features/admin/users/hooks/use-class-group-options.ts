// The class groups a user may be linked to, from the summary the class-group pages share (and the
// app prefetches for staff). On failure the list is empty and `isUnavailable` says why, so the
// users page simply goes without the class-group filter.
import { useQuery } from '@tanstack/react-query';
import { fetchClassGroupSummary } from '../api/users-api';
import { CLASS_GROUPS_SUMMARY_QUERY_KEY } from '../api/users-query-keys';

export type ClassGroupOption = { value: string; label: string };

export const useClassGroupOptions = () => {
  const query = useQuery({
    queryKey: CLASS_GROUPS_SUMMARY_QUERY_KEY,
    queryFn: fetchClassGroupSummary,
    retry: false,
  });
  const options: ClassGroupOption[] = (query.data?.classGroups ?? [])
    .map((group) => ({ value: group.id, label: group.name }))
    .sort((left, right) => left.label.localeCompare(right.label, 'pt-BR'));
  return { options, isUnavailable: query.isError, isLoading: query.isPending };
};
