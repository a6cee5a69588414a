// A starting username nobody has yet: the generated one, drawn again (a few times) while taken.
// The unique index still decides when two accounts are created at the same instant.
import type { DatabaseExecutor } from '@escola/db/client';
import { generateUsername } from './generate-username';
import { usernameExists } from './repository';

const USERNAME_ATTEMPTS = 5;

export const pickAvailableUsername = async ({
  db,
  name,
}: {
  db: DatabaseExecutor;
  name: string;
}): Promise<string> => {
  let username = generateUsername(name);
  for (let attempt = 1; attempt < USERNAME_ATTEMPTS; attempt += 1) {
    if (!(await usernameExists({ db, username }))) break;
    username = generateUsername(name);
  }
  return username;
};
