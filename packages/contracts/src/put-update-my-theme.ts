// PUT /update-my-theme — the user's colour theme (docs/product/accounts.md); the web app applies it
// at once.
import { z } from 'zod';
import { THEMES } from '@escola/domain/users';
import { flashSchema } from './flash';

export const UPDATE_MY_THEME_PATH = '/update-my-theme';

export const putUpdateMyThemeBodySchema = z
  .strictObject({ theme: z.enum(THEMES) })
  .meta({ id: 'UpdateMyThemeBody' });

export type PutUpdateMyThemeBody = z.infer<typeof putUpdateMyThemeBodySchema>;

export const putUpdateMyThemeResponseSchema = flashSchema;
export type PutUpdateMyThemeResponse = z.infer<typeof putUpdateMyThemeResponseSchema>;
