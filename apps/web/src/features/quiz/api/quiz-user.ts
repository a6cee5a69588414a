// The calls of the public quiz and the national registration (issue 17). The record's token goes
// in the x-quiz-user-token header; the CSRF header is added by the HTTP client.
import {
  cepCitiesPath,
  cepPath,
  type GetCepCitiesResponse,
  type GetCepResponse,
} from '@escola/contracts/get-cep';
import {
  USERS_HAS_PASSWORD_PATH,
  type GetUsersHasPasswordResponse,
} from '@escola/contracts/get-users-has-password';
import type { Flash } from '@escola/contracts/flash';
import {
  QUIZ_USER_FIND_PATH,
  type PostQuizUserFindBody,
} from '@escola/contracts/quiz-user-find-quiz-user';
import {
  quizUserNewUserPath,
  type PostQuizUserNewUserBody,
} from '@escola/contracts/quiz-user-new-user';
import { QUIZ_USER_TOKEN_HEADER, type QuizUserAccess } from '@escola/contracts/quiz-user-record';
import {
  QUIZ_USER_REGISTER_PATH,
  type PostQuizUserRegisterBody,
} from '@escola/contracts/quiz-user-register';
import {
  quizUserToggleReceiveEmailsPath,
  type PutQuizUserToggleReceiveEmailsBody,
} from '@escola/contracts/quiz-user-toggle-receive-emails';
import {
  quizUserUpdateResultPath,
  type PutQuizUserUpdateResultBody,
} from '@escola/contracts/quiz-user-update-result';
import { http, request } from '../../../lib/http';

export type QuizUserKey = { id: string; token: string };

const withToken = (token: string) => ({ [QUIZ_USER_TOKEN_HEADER]: token });

export const registerQuizUser = (body: PostQuizUserRegisterBody) =>
  http.post<QuizUserAccess>(QUIZ_USER_REGISTER_PATH, body);

export const findQuizUser = (body: PostQuizUserFindBody) =>
  http.post<QuizUserAccess>(QUIZ_USER_FIND_PATH, body);

export const updateQuizResult = ({ id, token }: QuizUserKey, body: PutQuizUserUpdateResultBody) =>
  request<QuizUserAccess>({
    method: 'PUT',
    path: quizUserUpdateResultPath(id),
    body,
    headers: withToken(token),
  });

export const toggleReceiveEmails = (
  { id, token }: QuizUserKey,
  body: PutQuizUserToggleReceiveEmailsBody,
) =>
  request<Flash>({
    method: 'PUT',
    path: quizUserToggleReceiveEmailsPath(id),
    body,
    headers: withToken(token),
  });

export const createQuizUserAccount = ({ id, token }: QuizUserKey, body: PostQuizUserNewUserBody) =>
  request<Flash>({
    method: 'POST',
    path: quizUserNewUserPath(id),
    body,
    headers: withToken(token),
  });

export const fetchCep = (cep: string) => http.get<GetCepResponse>(cepPath(cep));

export const fetchCities = (state: string) => http.get<GetCepCitiesResponse>(cepCitiesPath(state));

export const fetchHasPassword = (cpf: string) =>
  http.get<GetUsersHasPasswordResponse>(
    `${USERS_HAS_PASSWORD_PATH}?${new URLSearchParams({ cpf }).toString()}`,
  );
