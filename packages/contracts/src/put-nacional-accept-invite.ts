// PUT /nacional/accept-invite — a national learner accepts the invitation of the class group they
// were linked to (classGroupControl.acceptedInvite, issue 17): confirms the registration, so the
// domain's rule 6 no longer stops a limited_nacional learner at the first checkpoint. 404 when there
// is no class group, 409 when the invitation was already accepted; nothing changes then.
import { z } from 'zod';
import { flashSchema } from './flash';

export const NACIONAL_ACCEPT_INVITE_PATH = '/nacional/accept-invite';

export const putNacionalAcceptInviteResponseSchema = flashSchema
  .extend({ acceptedInvite: z.literal(true) })
  .meta({ id: 'NacionalAcceptInvite' });
export type PutNacionalAcceptInviteResponse = z.infer<typeof putNacionalAcceptInviteResponseSchema>;
