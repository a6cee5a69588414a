// GET /api/users/get-public-profile?username=
import { useQuery } from '@tanstack/react-query';
import { GET_PUBLIC_PROFILE_PATH, type PublicProfile } from '@escola/contracts/get-public-profile';
import { http } from '../../../lib/http';

export const fetchPublicProfile = (username: string) =>
  http.get<PublicProfile>(
    `${GET_PUBLIC_PROFILE_PATH}?${new URLSearchParams({ username }).toString()}`,
  );

export const usePublicProfile = (username: string) =>
  useQuery({
    queryKey: ['public-profile', username],
    queryFn: () => fetchPublicProfile(username),
    retry: false,
  });
