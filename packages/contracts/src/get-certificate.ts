// Reading certificates (docs/product/certificates.md, issue 16):
// - GET /certificate/showCert/{user}/{cert}: a learner's certificate by username and slug. Anyone
//   may ask; the holder always sees it, others only when the profile is public and shows
//   certificates (profile-private, certs-private), else the spec's flash keys: certificate-missing
//   (unknown slug), username-not-found, not-honest, user-not-certified.
// - GET /certificate/code/{code}: a certificate by its verification code, for anyone who has it.
// - GET /certificate/mine: every certificate the signed-in learner holds.
import { z } from 'zod';
import { certificateViewSchema } from './certificate';

export const SHOW_CERT_PATH = '/certificate/showCert/:user/:cert';
export const showCertPath = ({ username, certSlug }: { username: string; certSlug: string }) =>
  `/certificate/showCert/${encodeURIComponent(username)}/${encodeURIComponent(certSlug)}`;

export const CERTIFICATE_BY_CODE_PATH = '/certificate/code/:code';
export const certificateByCodePath = (code: string): string =>
  `/certificate/code/${encodeURIComponent(code)}`;

export const MY_CERTIFICATES_PATH = '/certificate/mine';

export const getCertificateResponseSchema = certificateViewSchema;

export const getMyCertificatesResponseSchema = z
  .object({ certificates: z.array(certificateViewSchema) })
  .meta({ id: 'MyCertificates' });

export type GetMyCertificatesResponse = z.infer<typeof getMyCertificatesResponseSchema>;

/** What the web shows for a wrong code or user. */
export const CERTIFICATE_NOT_FOUND_MESSAGE = 'Certificado não encontrado.';
