// PUT /nacional/user-certificate {challengeId} — records a completed stage of the national trail
// (docs/product/national-programme.md): the checkpoint challenge must be completed by the learner;
// its participation certificate slug joins nationalTrail once. Answers the trail as stored.
import { z } from 'zod';
import { flashSchema } from './flash';

export const putNacionalUserCertificateBodySchema = z
  .strictObject({ challengeId: z.string().min(1).max(200) })
  .meta({ id: 'NacionalUserCertificateBody' });

export type PutNacionalUserCertificateBody = z.infer<typeof putNacionalUserCertificateBodySchema>;

export const putNacionalUserCertificateResponseSchema = flashSchema
  .extend({ nationalTrail: z.array(z.string()) })
  .meta({ id: 'NacionalUserCertificateResponse' });

export type PutNacionalUserCertificateResponse = z.infer<
  typeof putNacionalUserCertificateResponseSchema
>;
