// POST /api/users/unlock-user-account — unlocks an account blocked by inactivity
// (docs/product/accounts.md). A learner sends e-mail and password: right and blocked → unlocked and
// signed in. An empty password means the account signs in with Google (GET
// /signin-google?unlock=1). Staff (support, admin, super) send only the learner's e-mail to unlock
// it.
import { z } from 'zod';
import { flashSchema } from './flash';
import { PASSWORD_MAXIMUM_LENGTH, postSigninLocalBodySchema } from './post-signin-local';

export const UNLOCK_USER_ACCOUNT_PATH = '/api/users/unlock-user-account';
/** The Google sign-in of the unlock flow (a navigation, not a fetch). */
export const UNLOCK_WITH_GOOGLE_PATH = '/signin-google?unlock=1';

export const postUsersUnlockUserAccountBodySchema = z
  .strictObject({
    email: postSigninLocalBodySchema.shape.email,
    password: z
      .string()
      .max(PASSWORD_MAXIMUM_LENGTH)
      .optional()
      .describe('Vazia ou ausente: a conta entra com o Google (ou a equipe desbloqueia)'),
  })
  .meta({ id: 'UnlockUserAccountBody' });

export type PostUsersUnlockUserAccountBody = z.input<typeof postUsersUnlockUserAccountBodySchema>;

export const postUsersUnlockUserAccountResponseSchema = flashSchema;
export type PostUsersUnlockUserAccountResponse = z.infer<
  typeof postUsersUnlockUserAccountResponseSchema
>;
