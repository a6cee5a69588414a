// PUT /certificate/verify {certSlug} — claim a certification (docs/product/certificates.md). Issued
// only when every project challenge is completed; answers the spec's flash keys: honest-first (the
// honesty pledge is not accepted), name-needed (no full name), certificate-missing (unknown or
// unavailable slug), incomplete-steps (a project missing), already-claimed, cert-claim-success.
import { z } from 'zod';
import { certificateViewSchema } from './certificate';
import { flashSchema } from './flash';

export const CERTIFICATE_VERIFY_PATH = '/certificate/verify';

export const putCertificateVerifyBodySchema = z
  .strictObject({ certSlug: z.string().min(1).max(100) })
  .meta({ id: 'CertificateVerifyBody' });

export type PutCertificateVerifyBody = z.infer<typeof putCertificateVerifyBodySchema>;

/** 200 for cert-claim-success and already-claimed, with the certificate held. */
export const putCertificateVerifyResponseSchema = flashSchema
  .extend({ certificate: certificateViewSchema })
  .meta({ id: 'CertificateVerifyResponse' });

export type PutCertificateVerifyResponse = z.infer<typeof putCertificateVerifyResponseSchema>;
