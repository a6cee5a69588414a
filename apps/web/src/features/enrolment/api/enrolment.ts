// The signed-in national enrolment calls (CSRF header added by the HTTP client): the class group's
// invitation, its acceptance and the data complement.
import {
  NACIONAL_ENROLLMENT_PATH,
  type GetNacionalEnrollmentResponse,
} from '@escola/contracts/get-nacional-enrollment';
import {
  NACIONAL_ACCEPT_INVITE_PATH,
  type PutNacionalAcceptInviteResponse,
} from '@escola/contracts/put-nacional-accept-invite';
import {
  NACIONAL_COMPLETE_REGISTER_PATH,
  type PutNacionalCompleteRegisterBody,
  type PutNacionalCompleteRegisterResponse,
} from '@escola/contracts/put-nacional-complete-register';
import { http } from '../../../lib/http';

export const NACIONAL_ENROLLMENT_QUERY_KEY = ['nacional-enrollment'] as const;

export const fetchEnrollment = () =>
  http.get<GetNacionalEnrollmentResponse>(NACIONAL_ENROLLMENT_PATH);

export const acceptInvite = () =>
  http.put<PutNacionalAcceptInviteResponse>(NACIONAL_ACCEPT_INVITE_PATH);

export const completeRegister = (body: PutNacionalCompleteRegisterBody) =>
  http.put<PutNacionalCompleteRegisterResponse>(NACIONAL_COMPLETE_REGISTER_PATH, body);
