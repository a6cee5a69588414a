// The user token: an identifier of the learner for external practice tools, at most one per user.
// Creating one replaces the old one (which stops working at once); deleting it revokes it.
import type { Database } from '@escola/db/client';
import { deleteUserTokenOf, upsertUserToken } from './repository';

export const createUserToken = ({ db, userId }: { db: Database; userId: string }) =>
  upsertUserToken({ db, userId });

export type DeleteUserTokenOutcome = 'deleted' | 'no-token';

export const deleteUserToken = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<DeleteUserTokenOutcome> =>
  (await deleteUserTokenOf({ db, userId })) ? 'deleted' : 'no-token';
