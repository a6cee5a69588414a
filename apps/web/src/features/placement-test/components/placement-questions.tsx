// The questions of one attempt: loading, the spec's failure message with a retry, then the form.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { PLACEMENT_TEST_QUESTIONS_ERROR_MESSAGE } from '@escola/domain/messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { HttpError } from '../../../lib/http';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';
import { usePlacementQuestions } from '../hooks/use-placement-questions';
import { PlacementQuestionsForm } from './placement-questions-form';

export const PlacementQuestions = ({
  attemptNumber,
  onGraded,
}: {
  attemptNumber: number;
  onGraded: () => void;
}) => {
  const { t } = useTranslation('placement-test');
  const queryClient = useQueryClient();
  const query = usePlacementQuestions({ attemptNumber });
  const isRefused = query.error instanceof HttpError && query.error.status === 403;
  useEffect(() => {
    // Refused: the learner's state changed elsewhere (passed, attempts over): read it again.
    if (isRefused) void queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
  }, [isRefused, queryClient]);

  if (query.isPending) {
    return (
      <p role="status" className="placement-test__status">
        <Spinner /> {t('questions.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="placement-test__card placement-test__card--danger">
        <p role="alert">{PLACEMENT_TEST_QUESTIONS_ERROR_MESSAGE}</p>
        <div className="placement-test__actions">
          <Button
            variant="secondary"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {t('questions.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <PlacementQuestionsForm test={query.data} onGraded={onGraded} />;
};
