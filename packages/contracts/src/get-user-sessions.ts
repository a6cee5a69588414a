// GET /user/sessions — the signed-in user's live sessions (docs/architecture.md, security baseline:
// "a user can list and end their sessions"). `id` is a public id derived from the session (never
// its key).
import { z } from 'zod';

export const USER_SESSIONS_PATH = '/user/sessions';

/** 24 hexadecimal characters (decision 011). */
export const PUBLIC_SESSION_ID_PATTERN = /^[0-9a-f]{24}$/;

export const userSessionSchema = z
  .object({
    id: z.string().regex(PUBLIC_SESSION_ID_PATTERN),
    createdAt: z.string().describe('ISO 8601'),
    lastSeenAt: z.string().describe('ISO 8601'),
    userAgent: z.string().nullable(),
    ip: z.string().nullable(),
    current: z.boolean().describe('A sessão desta requisição'),
  })
  .meta({ id: 'UserSession' });

export type UserSession = z.infer<typeof userSessionSchema>;

export const getUserSessionsResponseSchema = z
  .object({
    sessions: z.array(userSessionSchema).describe('A atual primeiro, depois as mais recentes'),
  })
  .meta({ id: 'UserSessions' });

export type GetUserSessionsResponse = z.infer<typeof getUserSessionsResponseSchema>;
