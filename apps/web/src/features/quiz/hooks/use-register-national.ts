// Sends the national form: POST /api/quiz-user/register, then PUT /api/quiz-user/update-result with
// the quiz answers kept in the tab; the record's key and result are kept for /quiz/result. A record
// registered in this tab whose result did not go yet is not registered twice.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { QuizUserFieldError } from '@escola/contracts/quiz-user-record';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { registerQuizUser, updateQuizResult } from '../api/quiz-user';
import { QUIZ_RESULT_PATH } from '../lib/quiz-paths';
import { readQuizAccess, saveQuizAccess, type QuizAnswers } from '../lib/quiz-storage';
import type { NationalFormValues } from '../lib/national-form-values';

export const useRegisterNational = ({
  onFieldError,
}: {
  onFieldError: (field: string, message: string) => void;
}) => {
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  return useMutation({
    mutationFn: async ({
      values,
      answers,
    }: {
      values: NationalFormValues;
      answers: QuizAnswers;
    }) => {
      const pending = readQuizAccess();
      const access =
        pending && pending.registrationQuiz === null && !pending.hasAccount
          ? pending
          : await registerQuizUser(values);
      saveQuizAccess(access);
      return updateQuizResult(access, { userResult: { answers } });
    },
    onSuccess: async (access) => {
      saveQuizAccess(access);
      await navigate(QUIZ_RESULT_PATH);
    },
    onError: (error) => {
      if (!(error instanceof HttpError)) return;
      const { field, message } = error.flash as QuizUserFieldError;
      if (error.status === 400 && field) onFieldError(field, message);
      else showFlash({ type: 'danger', message });
    },
  });
};
