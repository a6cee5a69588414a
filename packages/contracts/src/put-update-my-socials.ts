// PUT /update-my-socials — the profile's links (docs/product/accounts.md). Each is empty or passes
// the URL check of packages/domain with its protocol, so the profile can link to it safely.
import { z } from 'zod';
import { URL_MAX_LENGTH, isValidUrl } from '@escola/domain/validation';
import { flashSchema } from './flash';

export const UPDATE_MY_SOCIALS_PATH = '/update-my-socials';
export const INVALID_LINK_MESSAGE =
  'Informe um endereço válido começando com http:// ou https://, ou deixe em branco.';

export const linkSchema = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH)
  .refine((url) => url === '' || isValidUrl({ url, requireProtocol: true }), INVALID_LINK_MESSAGE);

export const putUpdateMySocialsBodySchema = z
  .strictObject({
    githubProfile: linkSchema,
    linkedin: linkSchema,
    twitter: linkSchema,
    website: linkSchema,
  })
  .meta({ id: 'UpdateMySocialsBody' });

export type PutUpdateMySocialsBody = z.input<typeof putUpdateMySocialsBodySchema>;

export const putUpdateMySocialsResponseSchema = flashSchema;
export type PutUpdateMySocialsResponse = z.infer<typeof putUpdateMySocialsResponseSchema>;
