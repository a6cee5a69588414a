// GET /api/users/get-public-profile?username= — the public profile, honouring profileUI: a locked
// profile shows only the username; otherwise each show* flag reveals its part (name, location,
// about with picture and links, points, portfolio, certificates). Certificates show when the
// profile is public, showCerts is on and the learner accepted the honesty pledge (the rule of
// GET /certificate/showCert); each links to its page. Heat map, timeline and donations are not part
// of the profile yet.
import { z } from 'zod';
import { usernameSchema } from './username';

export const GET_PUBLIC_PROFILE_PATH = '/api/users/get-public-profile';
/** Spec flash key username-not-found. */
export const USERNAME_NOT_FOUND_MESSAGE = 'Não encontramos nenhum usuário com esse nome.';

// No meta id: @fastify/swagger cannot resolve a $ref in a querystring.
export const getPublicProfileQuerySchema = z.strictObject({ username: usernameSchema });

export const getPublicProfileResponseSchema = z
  .object({
    username: z.string(),
    isLocked: z.boolean(),
    name: z.string().optional(),
    location: z.string().optional(),
    about: z.string().optional(),
    picture: z.string().optional(),
    socials: z
      .object({
        githubProfile: z.string(),
        linkedin: z.string(),
        twitter: z.string(),
        website: z.string(),
      })
      .optional(),
    points: z.number().int().optional(),
    portfolio: z
      .array(
        z.object({
          id: z.string(),
          title: z.string(),
          url: z.string(),
          image: z.string(),
          description: z.string(),
        }),
      )
      .optional(),
    certificates: z
      .array(
        z.object({
          certSlug: z.string(),
          title: z.string(),
          kind: z.enum(['certification', 'participation']),
          /** ISO 8601. */
          issuedAt: z.string(),
          /** The certificate's page: /certification/{username}/{certSlug}. */
          url: z.string(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'PublicProfile' });

export type PublicProfile = z.infer<typeof getPublicProfileResponseSchema>;
