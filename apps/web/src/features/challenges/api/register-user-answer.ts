// POST /register-user-answer (CSRF header added by the HTTP client): the API checks the answer.
import { useMutation } from '@tanstack/react-query';
import { REGISTER_USER_ANSWER_PATH } from '@escola/contracts/challenge-page-calls';
import type {
  PostRegisterUserAnswerBody,
  PostRegisterUserAnswerResponse,
} from '@escola/contracts/post-register-user-answer';
import { http } from '../../../lib/http';

export const registerUserAnswer = (body: PostRegisterUserAnswerBody) =>
  http.post<PostRegisterUserAnswerResponse>(REGISTER_USER_ANSWER_PATH, body);

export const useRegisterUserAnswer = () => useMutation({ mutationFn: registerUserAnswer });
