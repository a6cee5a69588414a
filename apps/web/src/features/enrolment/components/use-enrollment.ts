// The learner's class group and invitation (GET /nacional/enrollment), shared by the invitation
// and confirmation pages.
import { useQuery } from '@tanstack/react-query';
import { NACIONAL_ENROLLMENT_QUERY_KEY, fetchEnrollment } from '../api/enrolment';

export const useEnrollment = () =>
  useQuery({ queryKey: NACIONAL_ENROLLMENT_QUERY_KEY, queryFn: fetchEnrollment, retry: false });

/** Where a learner goes once the invitation is accepted: the missing data first, then the trail. */
export const afterAcceptancePath = (nationalDataComplement: boolean) =>
  nationalDataComplement ? '/learn' : '/data-complement';
