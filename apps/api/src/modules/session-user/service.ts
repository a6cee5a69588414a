// GET /user/get-session-user: the anonymous answer, or the signed-in user under its username.
import type { GetSessionUserResponse } from '@escola/contracts/get-session-user';
import type { Database } from '@escola/db/client';
import { presentSessionUser } from './present-session-user';
import { findUserWithProgress } from './repository';

export const ANONYMOUS_SESSION_USER = { user: {}, result: '' } as const;

export const getSessionUser = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string | undefined;
}): Promise<GetSessionUserResponse> => {
  if (!userId) return ANONYMOUS_SESSION_USER;
  const user = await findUserWithProgress({ db, userId });
  if (!user) return ANONYMOUS_SESSION_USER;
  return { user: { [user.username]: presentSessionUser(user) }, result: user.username };
};
