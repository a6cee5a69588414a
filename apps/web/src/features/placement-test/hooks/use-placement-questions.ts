// The questions of one attempt: fetched when the learner starts, never refetched while answering
// (a new fetch would reshuffle them), dropped when the attempt ends so the next one is new.
import { useQuery } from '@tanstack/react-query';
import { fetchPlacementQuestions } from '../api/placement-test';

export const PLACEMENT_QUESTIONS_QUERY_KEY = ['placement-test-questions'] as const;

export const usePlacementQuestions = ({ attemptNumber }: { attemptNumber: number }) =>
  useQuery({
    queryKey: [...PLACEMENT_QUESTIONS_QUERY_KEY, attemptNumber],
    queryFn: fetchPlacementQuestions,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
