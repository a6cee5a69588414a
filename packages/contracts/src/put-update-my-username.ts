// PUT /update-my-username { username } — changes the username (rule in ./username). Taken →
// username-taken; the same as now → username-used; success → username-updated
// (docs/product/accounts.md).
import { z } from 'zod';
import { flashSchema } from './flash';
import { usernameSchema } from './username';

export const UPDATE_MY_USERNAME_PATH = '/update-my-username';

export const putUpdateMyUsernameBodySchema = z
  .strictObject({ username: usernameSchema })
  .meta({ id: 'UpdateMyUsernameBody' });

export type PutUpdateMyUsernameBody = z.input<typeof putUpdateMyUsernameBodySchema>;

export const putUpdateMyUsernameResponseSchema = flashSchema;
export type PutUpdateMyUsernameResponse = z.infer<typeof putUpdateMyUsernameResponseSchema>;
