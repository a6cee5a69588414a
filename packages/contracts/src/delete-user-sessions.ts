// DELETE /user/sessions/:id ends one of the signed-in user's sessions (404 when it is not one of
// theirs); DELETE /user/sessions ends all the others. Both answer a flash.
import { z } from 'zod';
import { flashSchema } from './flash';
import { PUBLIC_SESSION_ID_PATTERN, USER_SESSIONS_PATH } from './get-user-sessions';

export const userSessionPath = (id: string) => `${USER_SESSIONS_PATH}/${id}`;

export const deleteUserSessionParamsSchema = z.object({
  id: z.string().regex(PUBLIC_SESSION_ID_PATTERN, { message: 'identificador de sessão inválido' }),
});

export const deleteUserSessionsResponseSchema = flashSchema;
export type DeleteUserSessionsResponse = z.infer<typeof deleteUserSessionsResponseSchema>;
