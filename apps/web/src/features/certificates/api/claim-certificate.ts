// PUT /certificate/verify {certSlug}: claim a certification. 200 (cert-claim-success,
// already-claimed) carries the certificate held; any other answer is a 4xx flash.
import {
  CERTIFICATE_VERIFY_PATH,
  type PutCertificateVerifyBody,
  type PutCertificateVerifyResponse,
} from '@escola/contracts/put-certificate-verify';
import { http } from '../../../lib/http';

export const claimCertificate = (body: PutCertificateVerifyBody) =>
  http.put<PutCertificateVerifyResponse>(CERTIFICATE_VERIFY_PATH, body);
