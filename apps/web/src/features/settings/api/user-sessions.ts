// GET /user/sessions, DELETE /user/sessions/:id and DELETE /user/sessions.
import {
  userSessionPath,
  type DeleteUserSessionsResponse,
} from '@escola/contracts/delete-user-sessions';
import {
  USER_SESSIONS_PATH,
  type GetUserSessionsResponse,
} from '@escola/contracts/get-user-sessions';
import { http } from '../../../lib/http';

export const USER_SESSIONS_QUERY_KEY = ['user-sessions'] as const;

export const fetchUserSessions = async () =>
  (await http.get<GetUserSessionsResponse>(USER_SESSIONS_PATH)).sessions;

export const endUserSession = (id: string) =>
  http.delete<DeleteUserSessionsResponse>(userSessionPath(id));

export const endOtherUserSessions = () =>
  http.delete<DeleteUserSessionsResponse>(USER_SESSIONS_PATH);
