// PUT /update-my-about — name, about, location and picture of the profile
// (docs/product/accounts.md). The picture is empty (default avatar) or an image URL with its
// protocol (packages/domain avatar rule).
import { z } from 'zod';
import { isValidAvatarPicture } from '@escola/domain/avatar';
import { NAME_MAXIMUM_LENGTH, URL_MAX_LENGTH } from '@escola/domain/validation';
import { flashSchema } from './flash';

export const UPDATE_MY_ABOUT_PATH = '/update-my-about';
export const ABOUT_MAXIMUM_LENGTH = 500;
export const LOCATION_MAXIMUM_LENGTH = 100;
export const INVALID_PICTURE_MESSAGE =
  'Informe o endereço de uma imagem começando com http:// ou https://, ou deixe em branco.';

export const pictureSchema = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH)
  .refine((picture) => picture === '' || isValidAvatarPicture(picture), INVALID_PICTURE_MESSAGE);

export const putUpdateMyAboutBodySchema = z
  .strictObject({
    name: z.string().trim().max(NAME_MAXIMUM_LENGTH),
    about: z.string().trim().max(ABOUT_MAXIMUM_LENGTH),
    location: z.string().trim().max(LOCATION_MAXIMUM_LENGTH),
    picture: pictureSchema,
  })
  .meta({ id: 'UpdateMyAboutBody' });

export type PutUpdateMyAboutBody = z.input<typeof putUpdateMyAboutBodySchema>;

export const putUpdateMyAboutResponseSchema = flashSchema;
export type PutUpdateMyAboutResponse = z.infer<typeof putUpdateMyAboutResponseSchema>;
