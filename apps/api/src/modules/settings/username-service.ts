// Username changes: the same name → username-used; taken → username-taken; else saved.
import type { Database } from '@escola/db/client';
import { HttpError } from '../../http-error';
import { usernameExists } from '../sign-up/repository';
import { USERNAME_FLASH_MESSAGES } from './settings-messages';
import { setUsername } from './username-repository';

export { usernameExists };

export const changeUsername = async ({
  db,
  userId,
  currentUsername,
  username,
}: {
  db: Database;
  userId: string;
  currentUsername: string;
  username: string;
}): Promise<void> => {
  if (username === currentUsername) {
    throw new HttpError({ statusCode: 400, type: 'info', message: USERNAME_FLASH_MESSAGES.used });
  }
  const taken = new HttpError({ statusCode: 409, message: USERNAME_FLASH_MESSAGES.taken });
  if (await usernameExists({ db, username })) throw taken;
  if (!(await setUsername({ db, userId, username }))) throw taken;
};
